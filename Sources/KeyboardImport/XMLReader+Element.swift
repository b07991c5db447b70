import YAMLLoader

extension XMLReader {
    /// An element of an XML document as ``XMLReader`` reads it: its name, its attributes in the order
    /// written, its child elements, and where each starts.
    public struct Element: Sendable, Hashable {
        /// An attribute: its name, its value with references replaced, and where its name starts.
        public struct Attribute: Sendable, Hashable {
            /// The attribute's name, as written (`id`, `xmlns:foo`).
            public var name: String
            /// The value, with the five predefined entities and character references replaced.
            public var value: String
            /// Where the attribute's name starts.
            public var position: SourcePosition
            /// Where the value starts (just after its opening quote).
            public var valuePosition: SourcePosition
        }

        /// The element's name, as written.
        public var name: String
        /// Where the element's `<` is.
        public var position: SourcePosition
        /// The attributes, in the order written.
        public var attributes: [Attribute]
        /// The child elements, in order. Text between them is not kept: the formats kbc imports hold none.
        public var children: [Element]
        /// Where text that is not only white space first appears in the element, when it holds any: the
        /// formats kbc imports hold none, so a converter reports it.
        public var textPosition: SourcePosition?

        /// Creates an element.
        public init(name: String, position: SourcePosition, attributes: [Attribute] = [], children: [Element] = []) {
            self.name = name
            self.position = position
            self.attributes = attributes
            self.children = children
        }

        /// The value of the attribute `name`, if the element has it.
        public subscript(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        /// The attribute `name`, if the element has it.
        public func attribute(_ name: String) -> Attribute? {
            attributes.first { $0.name == name }
        }

        /// The children named `name`, in order.
        public func children(named name: String) -> [Element] {
            children.filter { $0.name == name }
        }
    }
}

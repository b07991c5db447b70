import KeyboardRuntime
import YAMLLoader

/// Turns a loaded YAML tree into a ``DecodedKeyboard``, reporting every format problem it meets.
///
/// The decoder keeps going after an error so that one run reports all of a file's problems; a keyboard
/// decoded with errors is marked incomplete and skips the validation rules.
package struct KeyboardDecoder {
    let file: String
    let source: SourceText
    private(set) var diagnostics: [Diagnostic] = []
    var errorCount = 0
    /// The questions about authoring mistakes the decoder asks of the source.
    var mistakes: AuthoringMistakes
    /// Where each toolbar item's target is written, in order.
    var toolbarItemPositions: [SourcePosition] = []
    /// Where each toolbar item and its fields are written, for the rules about their texts.
    var toolbarItemFields: [KeyPositions] = []
    /// Fields that an unknown field was taken for ("did you mean 'rows'?"): not reported missing as well.
    var suggestedFields: Set<String> = []
    /// Whether a row of the file has a key without a label, which gets its default label: usually none
    /// has, and the rows are not searched for one.
    var hasUnlabeledKey = false
    /// What other formats call some of kbc's fields.
    static let fieldSynonyms: [String: String] = [
        "id": "keyboard", "name": "keyboard", "target": "to", "text": "key", "output": "key", "value": "key",
        "caption": "label", "display": "label", "shifted": "shift", "keys": "key", "layout": "rows",
    ]

    /// The keyboard's field names, packed (``FormatWords``), and its required fields: made once, not per file.
    static let keyboardFieldWords = FormatWords(LayoutFormat.keyboardFields.map(\.name))
    /// The keyboard's fields, in the order of ``LayoutFormat/keyboardFields``.
    static let keyboardFieldKinds = KeyboardField.allCases
    static let requiredKeyboardFields = LayoutFormat.keyboardFields.filter(\.isRequired)

    init(file: String, source: SourceText) {
        self.file = file
        self.source = source
        mistakes = AuthoringMistakes(file: file, source: source)
    }

    mutating func decode(_ root: YAMLNode) -> DecodedKeyboard? {
        guard case .mapping(let entries) = root.content else {
            report(.wrongType, "a layout file must be a mapping with 'keyboard' and 'rows', found \(root.kindDescription)", at: root.position)
            return nil
        }
        var positions = LayoutPositions(document: root.position)
        positions.fields.reserveCapacity(entries.count)
        suggestedFields = []
        var id: String?
        var title: String?
        var locale: String?
        var characterWidth = CharacterWidth.half
        var profile: String?
        var policy = ShufflePolicy.never
        var rows: [KeyRow]?
        var repertoire: String?
        var tests: [LayoutTest] = []
        var screenReaderPolicy = ScreenReaderPolicy.keepShuffling
        var variants: [DeclaredVariant] = []
        var base: KeyboardBase?
        let extends = entries.contains { $0.key.isScalar(KeyboardField.extends.rawValue) }
        var toolbar: ToolbarDeclaration?
        var composition = TextComposition()
        var direction: LayoutDirection?
        var allowsRepeatedKeys = false
        var inputLength: InputLength?
        var themeChoice = PageThemeChoice()
        var replaces: String?

        for entry in entries {
            guard let field = knownFieldIndex(entry, allowed: LayoutFormat.keyboardFields, names: Self.keyboardFieldWords, in: "a keyboard")
            else { continue }
            let kind = Self.keyboardFieldKinds[field]
            let fieldName = kind.rawValue
            positions.fields[fieldName] = entry.value.position
            switch kind {
            case .keyboard: id = keyboardID(entry.value, field: fieldName)
            case .title: title = text(entry.value, field: fieldName)
            case .locale: locale = localeTag(entry.value)
            case .characterWidth: characterWidth = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields).flatMap(CharacterWidth.init) ?? characterWidth
            case .profile: profile = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields).flatMap { $0 == "none" ? nil : $0 }
            case .shuffle: policy = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields).flatMap(ShufflePolicy.init) ?? policy
            case .screenReader: screenReaderPolicy = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields).flatMap(ScreenReaderPolicy.init) ?? screenReaderPolicy
            case .rows:
                if extends, case .mapping(let overrides) = entry.value.content {
                    base = KeyboardBase(
                        id: base?.id ?? "", position: base?.position ?? entry.value.position,
                        rowOverrides: decodeRowOverrides(overrides))
                } else {
                    rows = decodeRows(entry.value, positions: &positions.rows)
                }
            case .extends:
                if let target = keyboardID(entry.value, field: fieldName) {
                    base = KeyboardBase(id: target, position: entry.value.position, rowOverrides: base?.rowOverrides)
                }
            case .replaces: replaces = keyboardID(entry.value, field: fieldName)
            case .repertoire: repertoire = text(entry.value, field: fieldName)
            case .tests: tests = decodeTests(entry.value)
            case .variants: variants = decodeVariants(entry.value)
            case .toolbar: toolbar = decodeToolbar(entry.value)
            case .compose: composition.script = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields).flatMap(CompositionScript.init)
            case .transforms: composition.transforms = decodeTransforms(entry.value, positions: &positions.transforms) ?? []
            case .direction: direction = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields).flatMap(LayoutDirection.init)
            case .repeatedKeys: allowsRepeatedKeys = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields) == "allowed"
            case .length: inputLength = decodeLength(entry.value)
            case .theme: themeChoice.themeID = keyboardID(entry.value, field: fieldName)
            case .keyPreview: themeChoice.keyPreview = boolean(entry.value, field: fieldName)
            case .pressedHighlight:
                themeChoice.pressedHighlight = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields).flatMap(PressedHighlight.init)
            }
        }
        for field in Self.requiredKeyboardFields where positions.fields[field.name] == nil && !suggestedFields.contains(field.name)
            && !(extends && field.name == KeyboardField.rows.rawValue) {
            report(.missingField, "missing required field '\(field.name)'", at: root.position,
                   notes: [DiagnosticNote(field.summary)])
        }
        // A keyboard that extends another may inherit a title: the resolver checks it once merged.
        if !extends, let position = positions.fields[KeyboardField.toolbar.rawValue] {
            record(toolbar?.emptinessError(title: title, at: location(of: position)))
        }
        guard let id else { return nil }
        // The keyboard as written: labels, the toolbar and variants are the resolver's, once `extends`
        // and the locale are known.
        var layout = KeyboardLayout(
            id: id, title: title, locale: locale, characterWidth: characterWidth, shufflePolicy: policy,
            toolbar: nil, rows: rows.take() ?? [])
        layout.screenReaderPolicy = screenReaderPolicy
        if !composition.isEmpty { layout.composition = composition }
        layout.inputLength = inputLength
        positions.toolbarItems = toolbarItemPositions
        positions.toolbarItemFields = toolbarItemFields
        if !themeChoice.isEmpty {
            themeChoice.themeLocation = positions.fields[KeyboardField.theme.rawValue].map { SourceLocation(file: file, position: $0) }
            themeChoice.keyPreviewLocation = positions.fields[KeyboardField.keyPreview.rawValue].map { SourceLocation(file: file, position: $0) }
            themeChoice.pressedHighlightLocation = positions.fields[KeyboardField.pressedHighlight.rawValue].map { SourceLocation(file: file, position: $0) }
        }
        let declaration = KeyboardDeclaration(
            profile: profile, repertoire: repertoire, tests: tests, direction: direction, allowsRepeatedKeys: allowsRepeatedKeys,
            themeChoice: themeChoice, replaces: replaces)
        var keyboard = DecodedKeyboard(
            KeyboardRecord(layout: layout, file: file, positions: positions, isComplete: errorCount == 0, declaration: declaration),
            base: base?.id.isEmpty == false ? base : nil)
        keyboard.toolbar = toolbar
        keyboard.variants = variants
        keyboard.hasUnlabeledKey = hasUnlabeledKey
        return keyboard
    }

    /// The Unicode scalars of a source line, decoded once (``AuthoringMistakes`` keeps the cache).
    mutating func lineScalars(_ number: Int) -> [Unicode.Scalar] {
        mistakes.lineScalars(number)
    }

    /// Records a mistake that ``AuthoringMistakes`` found, as any other finding.
    mutating func record(_ diagnostic: Diagnostic?) {
        guard let diagnostic else { return }
        if diagnostic.severity == .error { errorCount += 1 }
        diagnostics.append(diagnostic)
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, at position: SourcePosition, notes: [DiagnosticNote] = []) {
        record(Diagnostic(code, message, at: location(of: position), notes: notes))
    }

    /// Where `position` is in the file being decoded.
    func location(of position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }
}

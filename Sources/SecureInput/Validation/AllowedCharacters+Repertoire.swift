import KeyboardRuntime

extension AllowedCharacters {
    /// Accepts exactly what the keyboard `id` can type among `pages`, including the pages its keys lead
    /// to (`KeyboardRepertoire` in KeyboardRuntime): a field's filter that cannot disagree with its keyboard.
    ///
    /// ```swift
    /// let idNumber = SecureTextBuffer(maximumLength: 18,
    ///                                 allowedCharacters: AllowedCharacters(typableOn: StandardLayouts.all, from: "id-card-pad"))
    /// ```
    public init(typableOn pages: [KeyboardLayout], from id: String) {
        self.init(KeyboardRepertoire.characters(typableFrom: id, among: pages))
    }
}

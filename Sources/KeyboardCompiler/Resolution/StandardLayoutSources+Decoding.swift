import YAMLLoader

extension StandardLayoutSources {
    /// The standard keyboards decoded, for an app's layouts to extend and switch to
    /// (``LayoutCompiler/importsStandardLayouts``), and their texts for excerpts. kbc's own tests check
    /// them: only what is needed to resolve them and to be a target is done here.
    static func decoded(with loader: YAMLLoader) -> (keyboards: [DecodedKeyboard], texts: [String: SourceText]) {
        var keyboards: [DecodedKeyboard] = []
        var texts: [String: SourceText] = [:]
        for file in files {
            let text = SourceText(bytes: Array(file.text.utf8))
            texts[file.path] = text
            var decoder = KeyboardDecoder(file: file.path, source: text)
            if let root = loader.load(text).root, let keyboard = decoder.decode(root) { keyboards.append(keyboard) }
        }
        return (keyboards, texts)
    }
}

import KeyboardRuntime

// The frame's parts for flick keys and composition: the texts drawn around a flick key, and the pending
// text a composition shows marked after the typed text.
extension PlaygroundController {
    /// `,[left, up, right, down]` for a flick key (`""` for a direction without a text), `,null` otherwise.
    static func writeFlick(of key: Key, into json: inout JSONWriter) {
        json.raw(",")
        guard let flick = key.flick else {
            json.raw("null")
            return
        }
        json.array(FlickDirection.allCases) { $0.string(flick[$1] ?? "") }
    }

    /// The pending text while ``revealsText`` is on (as the typed text is shown), else `null`: a secure
    /// field shows no characters, composed or not.
    func writeMarked(into json: inout JSONWriter) {
        if revealsText { json.string(marked) } else { json.raw("null") }
    }
}

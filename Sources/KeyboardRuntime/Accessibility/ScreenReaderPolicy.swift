/// What a page does with its shuffle while a screen reader (VoiceOver, TalkBack) is running.
///
/// The default is ``keepShuffling``: every key has a spoken name, so a user who explores the pad by touch
/// hears each digit under the finger wherever it is, and a recording of the screen or of the taps still
/// reveals nothing. An app whose users rely on finding keys by position can choose ``stopShuffling`` for a
/// page (`screenReader: stop-shuffling` in its layout) or override it for the session
/// (``KeyboardSession/screenReaderPolicyOverride``); the page then shows its declared arrangement while
/// the screen reader runs, as the system's own passcode pad does, and shuffles again when it stops.
public enum ScreenReaderPolicy: String, Sendable, Hashable, CaseIterable {
    /// Shuffle as the page's ``ShufflePolicy`` says; keys are found by their spoken names.
    case keepShuffling = "keep-shuffling"
    /// Show the declared arrangement while a screen reader runs.
    case stopShuffling = "stop-shuffling"
}

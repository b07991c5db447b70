extension ReturnKeyRole {
    /// Whether the return key is drawn emphasized (tinted) for this role, as iOS draws it: the roles that
    /// finish or send something ("go", "search", "send", "done", "join", "route", "continue", the search
    /// engines, "Emergency Call") are tinted; "return" (`default`) and "next", which move on, are not.
    public var isEmphasized: Bool {
        switch self {
        case .default, .next: return false
        case .go, .google, .join, .route, .search, .send, .yahoo, .done, .emergencyCall, .continue: return true
        }
    }
}

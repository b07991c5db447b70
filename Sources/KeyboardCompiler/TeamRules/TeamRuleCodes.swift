/// Codes for a team's rules in `kbc-config.yaml` and the suppressions in its layouts (KBC0801–KBC0899).
extension DiagnosticCode {
    /// A team rule that kbc cannot read.
    public static let invalidTeamRule = DiagnosticCode(
        801, "invalid-team-rule", .error,
        summary: "A rule in kbc-config.yaml is malformed",
        explanation: """
        A rule of `rules:` has an `id` of the team's own (letters, digits, `-` and `_`, starting with a
        letter, not `KBC`), a `severity` (`error` or `warning`), a `message`, optionally `help` (what
        `kbc explain ID` prints), and conditions: `select:` (which pages), `keys:` (which keys), `require:`
        and `forbid:` (what must and must not hold), each a mapping of properties of the format
        (`shuffle`, `length.max`, `alternates`, `keys`…) to values, or a list of properties that must (or
        must not) be given. `kbc explain --properties` lists the properties; a built-in pack is switched on
        with `- pack: secure-pin-pad`.

            rules:
              - id: BANK001
                severity: error
                message: PIN pads shuffle each time they are shown
                select: {profile: digit-pad}
                require: {shuffle: on-show}
              - id: BANK002
                severity: sometimes     # error: the severity is error or warning
        """,
        isConfigurable: false)

    /// A team rule that applies to no page of the target.
    public static let teamRuleSelectsNothing = DiagnosticCode(
        802, "team-rule-selects-nothing", .warning,
        summary: "A rule in kbc-config.yaml applies to no page of the target",
        explanation: """
        No page of the layouts compiled (and, for a rule about keys, no key of them) meets the rule's
        `select:` and `keys:`, so the rule checks nothing: usually a misspelt id or pattern, or a
        profile no keyboard names. A configuration above the target's folder that other targets share
        (one at the package root) may hold rules for them: a target's build leaves out a rule that selects
        nothing in it, and `kbc validate` in the package's folder reports one that selects nothing in any
        of the targets that share it.

            rules:
              - id: BANK001
                severity: error
                message: PIN pads shuffle each time they are shown
                select: {keyboard: pinpad-*}   # warning: the target's keyboards are pin-pad and otp-pad
                require: {shuffle: on-show}
        """)

    /// A team rule that no page it applies to can meet.
    public static let teamRuleNeverSatisfied = DiagnosticCode(
        803, "team-rule-never-satisfied", .error,
        summary: "A rule in kbc-config.yaml can never be satisfied",
        explanation: """
        What the rule requires contradicts what it selects or what it forbids, or a range is empty, so
        every page it applies to fails it whatever the page says:

            select: {shuffle: never}
            require: {shuffle: on-show}      # error: the pages selected never shuffle on show
            require: {length.max: {min: 8, max: 6}}   # error: no number is at least 8 and at most 6
        """,
        isConfigurable: false)

    /// A suppression in a layout that names no code kbc knows.
    public static let unknownSuppression = DiagnosticCode(
        804, "unknown-suppression", .warning,
        summary: "A suppression names a code that does not exist",
        explanation: """
        `# kbc:allow CODE: reason` silences the diagnostics of CODE on its line (or, alone on its line, on
        the next line). CODE is a kbc code (`KBC0211`), a name (`multiple-characters`) or the id of a rule
        of `kbc-config.yaml`; anything else silences nothing:

            - [{key: "00"}]   # kbc:allow KBC211O: the amount pad's double zero   (warning: no such code)
        """)

    /// A suppression in a layout that silences nothing.
    public static let unusedSuppression = DiagnosticCode(
        805, "unused-suppression", .warning,
        summary: "A suppression silences nothing",
        explanation: """
        No diagnostic of the code is reported on the line the suppression covers (its own line, or the
        next when the comment stands alone): the problem was fixed, or the comment is on the wrong line.
        Delete it, or move it to the line the diagnostic points at.
        """)

    /// A suppression in a layout without a reason.
    public static let suppressionWithoutReason = DiagnosticCode(
        806, "suppression-without-reason", .warning,
        summary: "A suppression gives no reason",
        explanation: """
        A reviewer reading a suppressed finding needs to know why it is right here. Write the reason after
        a colon; the suppression still applies:

            - 1 2 3 00   # kbc:allow KBC0211: the amount pad's double-zero key
        """)

    /// An override of kbc-config.yaml that applies to no file compiled.
    public static let unusedOverride = DiagnosticCode(
        807, "unused-override", .warning,
        summary: "An override in kbc-config.yaml applies to no file, or changes nothing",
        explanation: """
        No layout file compiled matches the override's `files` patterns, and no keyboard its `keyboards`
        patterns, so its severity changes change nothing: usually a misspelt folder or id. Patterns are
        relative to the folder of `kbc-config.yaml`; `*` stays within a folder, `**` crosses folders. An
        override of a configuration that several targets share is reported, by `kbc validate` in the
        package's folder, when it applies to no file of any of them.

            overrides:
              - files: Legacy/*.yaml     # warning: the folder is called legacy
                disable: [KBC0211]

        An override with neither `disable` nor `warn` changes nothing wherever it applies (a list left out,
        or indented under the wrong item): it is reported at the override and has no effect.
        """)

    /// A suppression in a base's file that silences a finding of a keyboard extending it.
    public static let inheritedSuppression = DiagnosticCode(
        808, "inherited-suppression", .hint,
        summary: "A suppression in a base's file silences a finding of a keyboard that extends it",
        explanation: """
        A finding on a row a keyboard inherits is reported in the base's file, where the row is written,
        with a note at the keyboard's `extends`; a suppression on that line silences it for the base and
        for every keyboard that inherits the row. A finding only the inheriting keyboard has (a PIN pad's
        "digits only" on an amount pad's `.`, which the amount pad itself does not break) silenced that
        way is listed as a hint at the inheriting keyboard's `extends`, with notes at the suppression and
        the finding, so that a reviewer of its file sees it. Give the keyboard its own row instead, or, to
        require that every such finding be fixed, make this code a warning and warnings errors:

            warn: [KBC0808]
            warningsAsErrors: true
        """)

    /// The codes of this group, in order.
    static let teamRuleCodes: [DiagnosticCode] = [
        .invalidTeamRule, .teamRuleSelectsNothing, .teamRuleNeverSatisfied, .unknownSuppression, .unusedSuppression,
        .suppressionWithoutReason, .unusedOverride, .inheritedSuppression,
    ]
}

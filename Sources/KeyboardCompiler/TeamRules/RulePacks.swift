/// Rules kbc ships for teams to switch on by name (`- pack: secure-pin-pad` in `rules:`), written in the
/// format of `kbc-config.yaml`'s own rules. A pack's `select` is a default: the team's replaces it.
enum RulePacks {
    /// The packs' names, in the order the manual lists them.
    static let names = packs.map(\.name)

    /// The rules of the pack `name`, as YAML text.
    static func source(named name: String) -> String? {
        packs.first { $0.name == name }?.source
    }

    private static let packs: [(name: String, source: String)] = [
        ("secure-pin-pad", """
        # Pages a PIN is typed on: give `select:`; by default the keyboards whose id holds `pin`.
        - id: PIN001
          severity: error
          message: "A PIN pad is rearranged each time it is shown"
          help: "A pad whose digits keep their places gives a PIN away to anyone who watches the finger or a recording of the screen. Write `shuffle: on-show` (or `after-each-key`), and let the ten digits trade places: none pinned, and all in one shuffle group (no `group`, or the same)."
          select: {keyboard: "*pin*"}
          require: {shuffle: [on-show, after-each-key], largestShuffleGroup: {min: 10}}
        - id: PIN002
          severity: error
          message: "A PIN pad types digits only"
          help: "A PIN is digits; a letter or a symbol on the pad (an alternate or a shifted text included) is a key the server will refuse, or one an attacker can tell apart."
          select: {keyboard: "*pin*"}
          require: {characters: {only: "0123456789"}}
        - id: PIN003
          severity: error
          message: "A PIN pad's keys have no long-press alternates"
          help: "A long press shows a callout of characters enlarged above the key, which a screen recording shows too."
          select: {keyboard: "*pin*"}
          keys: {kind: character}
          forbid: [alternates]
        - id: PIN004
          severity: error
          message: "A PIN pad's length completes the entry by itself"
          help: "Give the pad its PIN's length (`length: 6`): the field then takes no seventh digit and completes at the sixth, with no Done to press."
          select: {keyboard: "*pin*"}
          require: {length.complete: at-max}
        - id: PIN005
          severity: error
          message: "A PIN pad shows no key preview"
          help: "A key preview shows the pressed digit enlarged above the finger, to anyone who sees the screen or a recording of it. Write `keyPreview: false` on the page, or give it a theme without the preview."
          select: {keyboard: "*pin*"}
          forbid: {keyPreview: true}
        """),
        ("password-page", """
        # Pages a password is typed on: give `select:` (such as `{keyboard: "*password*"}`); by default every page.
        - id: PWD001
          severity: error
          message: "A password page's keys have no long-press alternates"
          help: "A long press shows a callout of characters enlarged above the key, which a screen recording shows too."
          keys: {kind: character}
          forbid: [alternates]
        - id: PWD002
          severity: error
          message: "A password page's keys are not flicked"
          help: "A flick shows the character it types enlarged under the finger."
          keys: {kind: character}
          forbid: [flick]
        - id: PWD003
          severity: warning
          message: "A password page limits the length it accepts"
          help: "Give the page a `length` with a `max` so that the field refuses pasted or runaway input."
          require: [length.max]
        """),
    ]
}

import KeyboardRuntime

/// The pages a page leads to: its `switch` and `toggle-width` keys, in its rows and every variant's, and its
/// toolbar items. What a session needs beside a page, and what a replaced page's links are redirected in.
enum PageLinks {
    /// The ids `layout` leads to, each once, in the order first met: toolbar, rows, then variants' rows.
    static func targets(of layout: KeyboardLayout) -> [String] {
        var ids: [String] = []
        func note(_ action: KeyAction) {
            if let id = action.targetKeyboardID, !ids.contains(id) { ids.append(id) }
        }
        for item in layout.toolbar?.items ?? [] { note(item.action) }
        for row in layout.rows { for key in row.keys { note(key.action) } }
        for variant in layout.variants { for row in variant.rows { for key in row.keys { note(key.action) } } }
        return ids
    }

    /// The ids of `start` and of the pages of `pages` they lead to, directly or through each other: every page
    /// a session that starts on one of them can show.
    static func reached(from start: [KeyboardLayout], among pages: [String: KeyboardLayout]) -> Set<String> {
        var reached = Set(start.map(\.id))
        var pending = start.flatMap(targets(of:))
        while let id = pending.popLast() {
            guard reached.insert(id).inserted, let page = pages[id] else { continue }
            pending += targets(of: page)
        }
        return reached
    }

    /// Points every link of `layout` to a page of `replacements`' keys at its value instead; returns the ids
    /// whose links changed, in the order first met.
    static func redirect(_ layout: inout KeyboardLayout, _ replacements: [String: String]) -> [String] {
        var redirected: [String] = []
        func redirect(_ action: inout KeyAction) {
            switch action {
            case .switchKeyboard(let id):
                guard let replacement = replacements[id] else { return }
                action = .switchKeyboard(to: replacement)
                if !redirected.contains(id) { redirected.append(id) }
            case .toggleCharacterWidth(let id):
                guard let replacement = replacements[id] else { return }
                action = .toggleCharacterWidth(to: replacement)
                if !redirected.contains(id) { redirected.append(id) }
            default: return
            }
        }
        func redirect(_ rows: inout [KeyRow]) {
            for row in rows.indices {
                // Looked for before writing: each write through `rows` checks that the row is not shared.
                guard rows[row].keys.contains(where: { $0.action.targetKeyboardID.map { replacements[$0] != nil } ?? false }) else { continue }
                for index in rows[row].keys.indices { redirect(&rows[row].keys[index].action) }
            }
        }
        if var toolbar = layout.toolbar, toolbar.items.contains(where: { $0.action.targetKeyboardID.map { replacements[$0] != nil } ?? false }) {
            for index in toolbar.items.indices { redirect(&toolbar.items[index].action) }
            layout.toolbar = toolbar
        }
        redirect(&layout.rows)
        for index in layout.variants.indices { redirect(&layout.variants[index].rows) }
        return redirected
    }
}

import KeyboardRuntime
import Testing

@Suite("Toolbar")
struct ToolbarTests {
    static let digits = (1...9).map { Key(action: .insert(String($0)), label: String($0)) }
    static func pad(title: String?, toolbar: KeyboardToolbar?? = .none, locale: String? = nil) -> KeyboardLayout {
        let rows = [
            KeyRow(keys: Array(digits[0..<3])), KeyRow(keys: Array(digits[3..<6])), KeyRow(keys: Array(digits[6..<9])),
            KeyRow(keys: [Key(action: .dismiss, label: "⌄"), Key(action: .insert("0"), label: "0"), Key(action: .delete, label: "⌫")]),
        ]
        if case .some(let toolbar) = toolbar {
            return KeyboardLayout(id: "pin", title: title, locale: locale, toolbar: toolbar, rows: rows)
        }
        return KeyboardLayout(id: "pin", title: title, locale: locale, rows: rows)
    }

    @Test("A title gives the standard toolbar: the title and Done in the layout's language")
    func titleImpliesDone() {
        #expect(Self.pad(title: "PIN").toolbar == KeyboardToolbar(title: "PIN", items: [KeyboardToolbarItem(action: .dismiss, label: "Done", placement: .trailing)]))
        #expect(Self.pad(title: "PIN", locale: "ja").toolbar?.items.first?.label == "完了")
        #expect(Self.pad(title: "PIN").toolbar?.hasDone == true)
        #expect(Self.pad(title: nil).toolbar == nil)
        #expect(Self.pad(title: "PIN", toolbar: .some(nil)).toolbar == nil)
        #expect(Self.pad(title: "PIN", toolbar: KeyboardToolbar(title: "PIN")).toolbar?.hasDone == false)
    }

    @Test("Geometry: a bar on top, Done at the right end, the title centred; keys below it")
    func rectangles() throws {
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait, scale: 3)
        let layout = Self.pad(title: "PIN")
        let geometry = KeyboardGeometry(layout: layout)
        let rects = try #require(geometry.toolbarRects(forWidth: 375, metrics: metrics))
        #expect(rects.bar == KeyRect(x: 0, y: 0, width: 375, height: 40))
        #expect(rects.items == [KeyRect(x: 375 - 8 - 64, y: 0, width: 64, height: 40)])
        let title = try #require(rects.title)
        #expect(abs(title.midX - 187.5) <= 1.0 / 3 + 1e-9)
        #expect(title.maxX <= rects.items[0].x)
        #expect(rects.item(atX: 340, y: 20) == 0)
        #expect(rects.item(atX: 100, y: 20) == nil)
        let keys = geometry.keyRects(forWidth: 375, metrics: metrics).flatMap { $0 }
        #expect(keys.allSatisfy { $0.y >= 40 })
        // Insets move Done inside the safe area.
        let inset = try #require(geometry.toolbarRects(forWidth: 812, metrics: metrics, safeArea: SafeAreaInsets(left: 44, right: 44)))
        #expect(inset.items[0].maxX == 812 - 44 - 8)
        #expect(KeyboardGeometry(layout: Self.pad(title: "PIN", toolbar: .some(nil))).toolbarRects(forWidth: 375, metrics: metrics) == nil)
    }

    @Test("A layout without a toolbar is not taller for its title")
    func heightFollowsTheToolbar() {
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)
        let with = KeyboardGeometry(layout: Self.pad(title: "PIN")).viewHeight(forWidth: 375, metrics: metrics)
        let without = KeyboardGeometry(layout: Self.pad(title: "PIN", toolbar: .some(nil))).viewHeight(forWidth: 375, metrics: metrics)
        #expect(with == without + 40)
    }

    @Test("Tapping Done reports dismiss; other indices and pages without a toolbar do nothing")
    func doneIsAnEvent() throws {
        var session = try KeyboardSession(layouts: [Self.pad(title: "PIN"), KeyboardLayout(id: "bare", rows: [KeyRow(keys: [Key(action: .insert("a"), label: "a")])])], initialPage: "pin")
        #expect(session.currentToolbar?.hasDone == true)
        #expect(session.toolbarRects(forWidth: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait))?.items.count == 1)
        #expect(session.handle(.toolbarTap(0)) == [.dismiss])
        #expect(session.handle(.toolbarTap(1)) == [])
        #expect(session.handle(.toolbarTap(-1)) == [])
        _ = session.showPage("bare")
        #expect(session.handle(.toolbarTap(0)) == [])
    }

    @Test("Toolbar items that switch pages act like switch keys")
    func switchItems() throws {
        let toolbar = KeyboardToolbar(title: "Pay", items: [
            KeyboardToolbarItem(action: .switchKeyboard(to: "b"), label: "123", placement: .leading), .done(label: "Done"),
        ])
        let a = KeyboardLayout(id: "a", toolbar: toolbar, rows: [KeyRow(keys: [Key(action: .insert("a"), label: "a")])])
        let b = KeyboardLayout(id: "b", rows: [KeyRow(keys: [Key(action: .insert("1"), label: "1")])])
        var session = try KeyboardSession(layouts: [a, b], initialPage: "a")
        let rects = try #require(session.toolbarRects(forWidth: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait)))
        #expect(rects.items[0].x == 8 && rects.items[1].maxX == 375 - 8)
        #expect(session.handle(.toolbarTap(0)) == [.pageChanged(to: "b")])
    }
}

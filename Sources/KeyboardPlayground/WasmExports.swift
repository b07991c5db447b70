// The C ABI the playground page's script calls: only in the WebAssembly build (Playground/build.sh).
// The script passes numbers in and reads UTF-8 JSON out of linear memory; it never decides anything.
#if arch(wasm32)
import KeyboardRuntime

/// The one playground of the page (the module is single-threaded: the browser's main thread).
nonisolated(unsafe) private var playground: PlaygroundController?
/// The layouts decoded by `pg_load`, kept until `pg_configure` opens one of them.
nonisolated(unsafe) private var loadedLayouts: [KeyboardLayout] = []
/// The themes decoded by `pg_load_themes`, which `pg_theme` chooses among.
nonisolated(unsafe) private var loadedThemes: [KeyboardTheme] = []
/// The bytes of the last string returned; valid until the next call that returns one.
nonisolated(unsafe) private var returned: [UInt8] = []

/// Memory for the script to write the layouts into; the module never frees it (one load per page).
@_expose(wasm, "pg_alloc")
@_cdecl("pg_alloc")
func pg_alloc(_ size: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: max(1, Int(size)), alignment: 16)
}

/// Decodes layouts written by `LayoutWire.encode`; returns how many, or -1 if the bytes are invalid.
@_expose(wasm, "pg_load")
@_cdecl("pg_load")
func pg_load(_ pointer: UnsafeRawPointer, _ count: Int32) -> Int32 {
    load(pointer, count, into: &loadedLayouts, decoding: LayoutWire.decode)
}

/// Decodes themes written by `LayoutWire.encode(themes:)`; returns how many, or -1 if the bytes are invalid.
@_expose(wasm, "pg_load_themes")
@_cdecl("pg_load_themes")
func pg_load_themes(_ pointer: UnsafeRawPointer, _ count: Int32) -> Int32 {
    load(pointer, count, into: &loadedThemes, decoding: LayoutWire.decodeThemes)
}

/// Decodes the `count` bytes at `pointer` with `decode` into `values`; returns how many, or -1 (leaving
/// `values` as they were) if the bytes are invalid.
private func load<Value>(
    _ pointer: UnsafeRawPointer, _ count: Int32, into values: inout [Value],
    decoding decode: ([UInt8]) throws(LayoutWire.DecodingError) -> [Value]
) -> Int32 {
    let bytes = Array(UnsafeRawBufferPointer(start: pointer, count: Int(count)))
    do throws(LayoutWire.DecodingError) {
        values = try decode(bytes)
    } catch {
        return -1
    }
    return Int32(values.count)
}

/// Opens the layout at `page` (an index into the loaded layouts) or, when it is already open with the
/// same seed, lays it out for the new device, orientation and width, in the appearance chosen
/// (`pg_appearance`) and theme (`pg_theme`). `hasSeed` 0 means secure random.
/// Returns 0, or -1 when the session cannot be created.
@_expose(wasm, "pg_configure")
@_cdecl("pg_configure")
func pg_configure(
    _ page: Int32, _ device: Int32, _ orientation: Int32, _ width: Double,
    _ left: Double, _ right: Double, _ bottom: Double, _ scale: Double,
    _ hasSeed: Int32, _ seedHigh: UInt32, _ seedLow: UInt32
) -> Int32 {
    guard loadedLayouts.indices.contains(Int(page)) else { return -1 }
    let configuration = PlaygroundController.Configuration(
        page: loadedLayouts[Int(page)].id,
        device: device == 0 ? .phone : .pad,
        orientation: orientation == 0 ? .portrait : .landscape,
        width: width,
        safeArea: SafeAreaInsets(left: left, right: right, bottom: bottom),
        scale: scale,
        seed: hasSeed != 0 ? UInt64(seedHigh) << 32 | UInt64(seedLow) : nil,
        appearance: playground?.configuration.appearance ?? .light,
        theme: playground?.configuration.theme)
    do throws(KeyboardSessionError) {
        if playground == nil {
            playground = try PlaygroundController(layouts: loadedLayouts, configuration: configuration)
        } else {
            try playground!.reconfigure(configuration)
        }
    } catch {
        return -1
    }
    return 0
}

/// Draws the keyboard's theme in another appearance: 0 light, 1 dark, 2 high contrast.
@_expose(wasm, "pg_appearance")
@_cdecl("pg_appearance")
func pg_appearance(_ appearance: Int32) {
    guard ThemeAppearance.allCases.indices.contains(Int(appearance)) else { return }
    reconfigure { $0.appearance = ThemeAppearance.allCases[Int(appearance)] }
}

/// Draws every keyboard in the theme at `index` among the loaded themes in place of its own, or each in
/// its own for -1; the page shown opens afresh in it.
@_expose(wasm, "pg_theme")
@_cdecl("pg_theme")
func pg_theme(_ index: Int32) {
    guard index == -1 || loadedThemes.indices.contains(Int(index)) else { return }
    reconfigure { $0.theme = index == -1 ? nil : loadedThemes[Int(index)] }
}

/// Applies `change` to the open playground's configuration; a change it cannot open is ignored.
private func reconfigure(_ change: (inout PlaygroundController.Configuration) -> Void) {
    guard var configuration = playground?.configuration else { return }
    change(&configuration)
    do throws(KeyboardSessionError) {
        try playground?.reconfigure(configuration)
    } catch {
        return
    }
}

/// A pointer event: phase 0 began, 1 moved, 2 ended, 3 cancelled; `x`, `y` in the keyboard's points;
/// `time` in seconds (`performance.now() / 1000`).
@_expose(wasm, "pg_touch")
@_cdecl("pg_touch")
func pg_touch(_ phase: Int32, _ id: Int32, _ x: Double, _ y: Double, _ time: Double) {
    let phases: [TouchEvent.Phase] = [.began, .moved, .ended, .cancelled]
    guard phases.indices.contains(Int(phase)) else { return }
    playground?.touch(TouchEvent(id: Int(id), phase: phases[Int(phase)], x: x, y: y, time: time))
}

/// Lets time pass (long press, delete repeat); returns 1 when the page must be drawn again.
@_expose(wasm, "pg_advance")
@_cdecl("pg_advance")
func pg_advance(_ time: Double) -> Int32 {
    (playground?.advance(to: time) ?? false) ? 1 : 0
}

/// Shows the keyboard again after Done.
@_expose(wasm, "pg_show")
@_cdecl("pg_show")
func pg_show() {
    playground?.show()
}

/// Empties the typed text.
@_expose(wasm, "pg_clear")
@_cdecl("pg_clear")
func pg_clear() {
    playground?.clearText()
}

/// Whether frames carry the typed text in the clear (1) or only its mask (0).
@_expose(wasm, "pg_reveal")
@_cdecl("pg_reveal")
func pg_reveal(_ on: Int32) {
    playground?.revealsText = on != 0
}

/// The current frame as UTF-8 JSON (`PlaygroundController.frame()`); its length is `pg_length()`.
@_expose(wasm, "pg_frame")
@_cdecl("pg_frame")
func pg_frame() -> UnsafeRawPointer? {
    hand(playground?.frame() ?? "null")
}

/// The loaded layouts' ids and titles as UTF-8 JSON; its length is `pg_length()`.
@_expose(wasm, "pg_pages")
@_cdecl("pg_pages")
func pg_pages() -> UnsafeRawPointer? {
    hand(PlaygroundController.pagesJSON(loadedLayouts))
}

/// The loaded themes' ids as UTF-8 JSON; its length is `pg_length()`.
@_expose(wasm, "pg_themes")
@_cdecl("pg_themes")
func pg_themes() -> UnsafeRawPointer? {
    hand(PlaygroundController.themesJSON(loadedThemes))
}

/// The byte length of the last string returned.
@_expose(wasm, "pg_length")
@_cdecl("pg_length")
func pg_length() -> Int32 {
    Int32(returned.count)
}

private func hand(_ text: String) -> UnsafeRawPointer? {
    returned = Array(text.utf8)
    return returned.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}
#endif

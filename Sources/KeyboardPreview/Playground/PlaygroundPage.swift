import KeyboardPlayground
import PlaygroundWebAssembly
import KeyboardRuntime

/// The live playground: one self-contained HTML page that runs the runtime's own `KeyboardSession` and
/// `KeyboardInteraction`, compiled to WebAssembly with Embedded Swift, over a set of layouts.
///
/// An author presses keys with a mouse or a finger and sees what an app would: the masked text, the
/// shuffles, shift and caps lock, page switches, long-press callouts and the toolbar, on a phone or a pad
/// in either orientation, in each keyboard's theme or another of the build's (the Theme menu, as
/// `kbc render --theme` draws it), light, dark or high contrast (the Appearance menu). The page's script
/// only forwards pointer events (with their ids, positions and `performance.now()` times) to the module
/// and draws the frames it returns; geometry, hit testing, timing, shuffling and every colour all happen
/// in the Swift code the app links.
///
/// The page needs nothing else: the module (`playground.wasm`, built by `Playground/build.sh` and
/// embedded in this library), the layouts and the themes (`LayoutWire`, from KeyboardPlayground) are inline as base64, and a content
/// security policy forbids every network request. No text from a layout is written into the HTML: the
/// module hands labels, titles and theme ids to the script, which sets them as text, never as markup. The output
/// is deterministic: the same layouts and seed give the same bytes.
///
/// ```swift
/// let html = PlaygroundPage(seed: 42).render(result.layouts, themes: [.standard, .highContrast])
/// ```
public struct PlaygroundPage: Sendable {
    /// A seed for reproducible arrangements (the page's `?seed=N` parameter overrides it), or `nil` for
    /// the runtime's secure random arrangements.
    public var seed: UInt64?
    /// The devices and orientations the page offers, with their widths, safe areas and scales.
    public var configurations: [RenderOptions]

    /// Creates a page writer; by default every device and orientation with its default width.
    public init(seed: UInt64? = nil, configurations: [RenderOptions] = RenderOptions.allStandard) {
        self.seed = seed
        self.configurations = configurations
    }

    /// The size of the embedded WebAssembly module, in bytes.
    public static var moduleByteCount: Int { PlaygroundModule.byteCount }

    /// The HTML page for `layouts` (the first is opened unless the page's `?keyboard=ID` names another),
    /// ending with a line break. Its Theme menu offers each keyboard's own theme, then `themes` in the
    /// order given, to draw every keyboard with (the page's `?theme=ID` chooses one to open with).
    public func render(_ layouts: [KeyboardLayout], themes: [KeyboardTheme] = []) -> String {
        var presets = "["
        for (index, options) in configurations.enumerated() {
            if index > 0 { presets += "," }
            presets += "{\"device\":\"\(options.device.rawValue)\",\"orientation\":\"\(options.orientation.rawValue)\""
            presets += ",\"width\":\(RenderNumber.format(options.width)),\"left\":\(RenderNumber.format(options.safeArea.left))"
            presets += ",\"right\":\(RenderNumber.format(options.safeArea.right)),\"bottom\":\(RenderNumber.format(options.safeArea.bottom))"
            presets += ",\"scale\":\(RenderNumber.format(options.scale))}"
        }
        presets += "]"
        // Only base64, digits and the fixed presets go into the script: nothing can end it early.
        let data = """
        const WASM = "\(Self.moduleBase64())";
        const LAYOUTS = "\(Base64.encode(LayoutWire.encode(layouts)))";
        const THEMES = "\(Base64.encode(LayoutWire.encode(themes: themes)))";
        const PRESETS = \(presets);
        const DEFAULT_SEED = \(seed.map { "\"\($0)\"" } ?? "null");
        """
        return Self.head + "<script>\n" + data + "\n" + Self.script + "</script>\n</body>\n</html>\n"
    }

    /// The module's base64 without the line breaks of its Swift literal.
    static func moduleBase64() -> String {
        String(decoding: PlaygroundModule.base64.utf8.filter { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }

    static let head = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'unsafe-inline'">
    <title>Keyboard playground</title>
    <style>
    body { font-family: \(SVGRenderer.fontFamily); margin: 0; padding: 16px; background: #f2f2f7; color: #000; }
    h1 { font-size: 22px; margin: 0 0 10px; }
    .controls { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; font-size: 14px; margin-bottom: 12px; }
    .controls select, .controls button { font: inherit; }
    #field { background: #fff; border-radius: 8px; padding: 10px 12px; min-height: 24px; font-size: 20px; letter-spacing: 2px; word-break: break-all; }
    #plain { color: #555; font-size: 14px; min-height: 18px; margin: 4px 2px; word-break: break-all; white-space: pre-wrap; }
    #log { color: #555; font-size: 12px; min-height: 16px; margin: 0 2px 8px; }
    #about { color: #555; font-size: 12px; margin: 8px 2px; overflow-wrap: anywhere; }
    #notice { color: #8a4b00; font-size: 13px; margin: 0 2px 8px; overflow-wrap: anywhere; }
    #notice:empty { display: none; }
    #stage { padding-top: 8px; }
    #kb { position: relative; touch-action: none; user-select: none; -webkit-user-select: none; transform-origin: 0 0; overflow: visible; }
    #kb div { position: absolute; box-sizing: border-box; pointer-events: none; display: flex; align-items: center; justify-content: center; white-space: pre; overflow: hidden; }
    #kb .key.shift.caps span.label { text-decoration: underline; }
    #kb .hint { font-size: 10px; align-items: flex-start; justify-content: flex-end; padding: 2px 4px; }
    #kb .flick { font-size: 10px; }
    #marked { text-decoration: underline; }
    #kb .title { font-size: 16px; }
    #kb .item { font-size: 16px; font-weight: 600; }
    #kb .cell, #kb .preview { z-index: 2; }
    #show { display: none; margin: 12px 0; font-size: 16px; }
    </style>
    </head>
    <body>
    <h1>Keyboard playground</h1>
    <div class="controls">
    <label>Keyboard <select id="keyboard"></select></label>
    <label>Device <select id="device"></select></label>
    <label>Theme <select id="theme"><option value="-1">Each keyboard's own</option></select></label>
    <label>Appearance <select id="appearance"><option value="0">Light</option><option value="1">Dark</option><option value="2">High contrast</option></select></label>
    <label><input type="checkbox" id="reveal"> Reveal text</label>
    <button id="clear" type="button">Clear</button>
    <span id="seed"></span>
    </div>
    <p id="notice" role="status"></p>
    <div id="field" aria-label="Typed text, masked"></div>
    <div id="plain"></div>
    <div id="log"></div>
    <button id="show" type="button">Show keyboard</button>
    <div id="stage"><div id="kb"></div></div>
    <p id="about">Runs KeyboardRuntime's KeyboardSession and KeyboardInteraction compiled to WebAssembly: the page only forwards pointer events and draws. Parameters: ?keyboard=ID&amp;device=phone|pad&amp;orientation=portrait|landscape&amp;theme=ID&amp;appearance=light|dark|high-contrast&amp;seed=N.</p>
    <noscript>The playground needs JavaScript and WebAssembly.</noscript>

    """

    /// The page's script after its data: loads the module, forwards pointer events, draws frames.
    static let script = #"""
    "use strict";
    const bytesOf = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const params = new URLSearchParams(location.search);
    const $ = (id) => document.getElementById(id);
    let pg, memory, pages = [], page = 0, preset = 0, seed = null;
    const down = new Set();
    let ticker = null, lastFrame = "";

    function text(pointer) {
      const length = pg.pg_length();
      return new TextDecoder().decode(new Uint8Array(memory.buffer, pointer, length));
    }
    function now() { return performance.now() / 1000; }

    function configure() {
      const p = PRESETS[preset];
      const wide = seed === null ? 0n : BigInt.asUintN(64, BigInt(seed));
      const result = pg.pg_configure(page, p.device === "pad" ? 1 : 0, p.orientation === "landscape" ? 1 : 0,
        p.width, p.left, p.right, p.bottom, p.scale, seed === null ? 0 : 1,
        Number(wide >> 32n), Number(wide & 0xffffffffn));
      if (result !== 0) throw new Error("the keyboard could not be opened");
      draw(true);
    }

    function box(cls, rect, label) {
      const div = document.createElement("div");
      div.className = cls;
      div.style.left = rect[0] + "px"; div.style.top = rect[1] + "px";
      div.style.width = rect[2] + "px"; div.style.height = rect[3] + "px";
      if (label !== undefined) {
        const span = document.createElement("span");
        span.className = "label";
        span.textContent = label;
        div.appendChild(span);
        div.dataset.label = label;
      }
      return div;
    }

    // A key style from the frame ([fill, label, border, borderWidth, radius, shadowColor, x, y, blur,
    // weight, scale]) on a box: every colour and shape is the theme's, resolved by the runtime.
    function paint(div, s, rect) {
      div.style.background = s[0];
      div.style.color = s[1];
      div.style.border = s[3] > 0 ? s[3] + "px solid " + s[2] : "none";
      div.style.borderRadius = Math.max(0, Math.min(s[4], rect[2] / 2, rect[3] / 2)) + "px";
      div.style.boxShadow = s[5].endsWith("00") ? "none" : s[6] + "px " + s[7] + "px " + s[8] + "px " + s[5];
      div.style.fontWeight = s[9];
      div.dataset.fill = s[0];
      div.dataset.ink = s[1];
    }

    function fontSize(kind, label, rect) {
      if (kind !== "char") return Math.min(16, rect[3] * 0.4);
      const base = Math.min(rect[3] * 0.55, rect[2] * 0.62, rect[2] > 2 * rect[3] ? 28 : 22);
      const length = [...label].length;
      return length > 1 ? Math.max(10, base / Math.sqrt(length)) : base;
    }

    function draw(force) {
      const json = text(pg.pg_frame());
      if (!force && json === lastFrame) return;
      lastFrame = json;
      const f = JSON.parse(json);
      const kb = $("kb");
      kb.replaceChildren();
      kb.dataset.page = f.page;
      kb.dataset.shift = f.shift;
      kb.dataset.theme = f.theme;
      kb.dataset.appearance = f.appearance;
      kb.style.background = f.bg;
      kb.style.width = f.w + "px"; kb.style.height = f.h + "px";
      const zoom = Math.min(1, (document.documentElement.clientWidth - 32) / f.w);
      kb.style.transform = zoom < 1 ? "scale(" + zoom + ")" : "";
      $("stage").style.height = (f.h * zoom + 8) + "px";
      kb.dataset.zoom = zoom;
      if (f.toolbar) {
        const bar = box("bar", f.toolbar.bar);
        bar.style.background = f.toolbar.background;
        kb.appendChild(bar);
        if (f.toolbar.title) {
          const title = box("title", f.toolbar.title, f.toolbar.titleText);
          title.style.color = f.toolbar.titleColor;
          title.style.fontWeight = f.toolbar.titleWeight;
          kb.appendChild(title);
        }
        f.toolbar.items.forEach((item, i) => {
          const d = box("item", item, item[4]);
          d.style.color = item[5];
          d.dataset.item = i;
          kb.appendChild(d);
        });
      }
      f.keys.forEach((k, i) => {
        const fn = k[5] !== "char" && k[5] !== "space";
        let cls = "key " + k[5] + (fn ? " fn" : "") + (i === f.hl ? " down" : "");
        if (k[5] === "shift" && f.shift !== "off") cls += f.shift === "capsLock" ? " on caps" : " on";
        const d = box(cls, k, k[4]);
        paint(d, k[8], k);
        d.style.fontSize = fontSize(k[5], k[4], k) * k[8][10] + "px";
        d.dataset.kind = k[5];
        kb.appendChild(d);
        if (k[6]) { const h = box("hint", k, k[6]); h.style.color = f.fh; kb.appendChild(h); }
        // A flick key's texts, small at the edge of their direction: left, up, right, down.
        if (k[7]) k[7].forEach((t, d) => {
          if (!t) return;
          const [x, y, w, h] = k, s = 0.3;
          const edge = [[x, y, w * s, h], [x, y, w, h * s], [x + w * (1 - s), y, w * s, h], [x, y + h * (1 - s), w, h * s]][d];
          const text = box("flick " + ["left", "up", "right", "down"][d], edge, t);
          text.style.color = f.fh;
          text.dataset.key = k[4];
          kb.appendChild(text);
        });
      });
      if (f.callout) {
        f.callout.cells.forEach((c, i) => {
          const d = box("cell" + (i === f.callout.sel ? " sel" : ""), c, c[4]);
          paint(d, c[5], c);
          d.style.fontSize = fontSize("char", c[4], c) * c[5][10] + "px";
          kb.appendChild(d);
        });
      }
      if (f.preview) {
        const p = f.preview, d = box("preview", p, p[4]);
        paint(d, p[5], p);
        d.style.fontSize = fontSize("char", p[4], p) * p[5][10] + "px";
        kb.appendChild(d);
      }
      kb.style.display = f.dismissed ? "none" : "block";
      $("show").style.display = f.dismissed ? "block" : "none";
      $("field").textContent = f.masked || "\u00a0";
      $("field").dataset.count = [...f.masked].length;
      $("plain").textContent = f.text === null ? "" : f.text;
      if (f.marked) {
        // A composition's pending text, underlined after the typed text, as a text field marks it.
        const marked = document.createElement("span");
        marked.id = "marked";
        marked.textContent = f.marked;
        $("plain").appendChild(marked);
      }
      $("log").textContent = f.log.join(" · ");
    }

    function forward(phase, event) {
      const kb = $("kb");
      const rect = kb.getBoundingClientRect();
      const zoom = Number(kb.dataset.zoom || 1);
      pg.pg_touch(phase, event.pointerId, (event.clientX - rect.left) / zoom, (event.clientY - rect.top) / zoom, now());
      draw(false);
    }

    function tick() {
      if (pg.pg_advance(now())) draw(false);
      if (down.size === 0) { clearInterval(ticker); ticker = null; }
    }

    function attach() {
      const kb = $("kb");
      kb.addEventListener("pointerdown", (e) => {
        e.preventDefault();
        try { kb.setPointerCapture(e.pointerId); } catch (_) {}
        down.add(e.pointerId);
        forward(0, e);
        if (ticker === null) ticker = setInterval(tick, 16);
      });
      kb.addEventListener("pointermove", (e) => { if (down.has(e.pointerId)) forward(1, e); });
      kb.addEventListener("pointerup", (e) => { if (down.delete(e.pointerId)) forward(2, e); });
      kb.addEventListener("pointercancel", (e) => { if (down.delete(e.pointerId)) forward(3, e); });
      kb.addEventListener("contextmenu", (e) => e.preventDefault());
      $("keyboard").addEventListener("change", () => { page = Number($("keyboard").value); configure(); });
      $("device").addEventListener("change", () => { preset = Number($("device").value); configure(); });
      $("theme").addEventListener("change", () => { pg.pg_theme(Number($("theme").value)); draw(true); });
      $("appearance").addEventListener("change", () => { pg.pg_appearance(Number($("appearance").value)); draw(true); });
      $("reveal").addEventListener("change", () => { pg.pg_reveal($("reveal").checked ? 1 : 0); draw(true); });
      $("clear").addEventListener("click", () => { pg.pg_clear(); draw(true); });
      $("show").addEventListener("click", () => { pg.pg_show(); draw(true); });
      window.addEventListener("resize", () => draw(true));
    }

    async function start() {
      const imports = { env: { random_bytes: (pointer, count) => {
        crypto.getRandomValues(new Uint8Array(memory.buffer, pointer, count));
      } } };
      const { instance } = await WebAssembly.instantiate(bytesOf(WASM), imports);
      pg = instance.exports;
      memory = pg.memory;
      const load = (b64, loader, what) => {
        const bytes = bytesOf(b64);
        const pointer = pg.pg_alloc(bytes.length);
        new Uint8Array(memory.buffer, pointer, bytes.length).set(bytes);
        if (loader(pointer, bytes.length) < 0) throw new Error("the " + what + " could not be decoded");
      };
      load(LAYOUTS, pg.pg_load, "layouts");
      load(THEMES, pg.pg_load_themes, "themes");
      const themes = JSON.parse(text(pg.pg_themes()));
      themes.forEach((id, i) => {
        const option = document.createElement("option");
        option.value = i;
        option.textContent = id;
        $("theme").appendChild(option);
      });
      pages = JSON.parse(text(pg.pg_pages()));
      pages.forEach((entry, i) => {
        const option = document.createElement("option");
        option.value = i;
        option.textContent = entry[1] ? entry[1] + " (" + entry[0] + ")" : entry[0];
        $("keyboard").appendChild(option);
      });
      PRESETS.forEach((p, i) => {
        const option = document.createElement("option");
        option.value = i;
        option.textContent = p.device + " " + p.orientation + " (" + p.width + " pt)";
        $("device").appendChild(option);
      });
      // A parameter that names nothing falls back, and says so: a mistyped link is not mistaken for the page.
      const notices = [];
      const wanted = params.get("keyboard");
      if (wanted !== null) page = Math.max(0, pages.findIndex((entry) => entry[0] === wanted));
      if (wanted !== null && pages[page][0] !== wanted) notices.push("No keyboard has the id '" + wanted + "'; showing '" + pages[page][0] + "'.");
      const device = params.get("device"), orientation = params.get("orientation");
      const found = PRESETS.findIndex((p) => (device === null || p.device === device) && (orientation === null || p.orientation === orientation));
      if (found >= 0) preset = found;
      else notices.push("No device preset is " + [device, orientation].filter((v) => v !== null).join(" ") + "; showing " + PRESETS[preset].device + " " + PRESETS[preset].orientation + ".");
      const seedParameter = params.get("seed");
      seed = seedParameter !== null && /^[0-9]{1,20}$/.test(seedParameter) ? seedParameter : DEFAULT_SEED;
      $("seed").textContent = seed === null ? "Arrangements: secure random" : "Arrangements: seed " + seed + " (reproducible, not secure)";
      $("keyboard").value = page;
      $("device").value = preset;
      attach();
      const appearance = ["light", "dark", "high-contrast"].indexOf(params.get("appearance"));
      if (appearance >= 0) { $("appearance").value = appearance; }
      else if (params.get("appearance") !== null) notices.push("No appearance is called '" + params.get("appearance") + "' (light, dark or high-contrast); showing light.");
      const theme = params.get("theme");
      $("theme").value = Math.max(-1, themes.indexOf(theme));
      if (theme !== null && themes.indexOf(theme) < 0) notices.push("No theme has the id '" + theme + "'; each keyboard is drawn in its own.");
      $("notice").textContent = notices.join(" ");
      configure();
      pg.pg_theme(Number($("theme").value));
      pg.pg_appearance(Number($("appearance").value));
      draw(true);
      if (params.get("reveal") === "1") { $("reveal").checked = true; pg.pg_reveal(1); draw(true); }
      document.body.dataset.ready = "1";
    }
    start().catch((error) => { document.body.dataset.error = String(error); $("about").textContent = "Error: " + error; });

    """#
}

/// Base64 (RFC 4648, with padding), for the module and layout bytes the page carries.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var chunk = UInt32(bytes[index]) << 16
            if count > 1 { chunk |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { chunk |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                if position <= count {
                    output.append(alphabet[Int((chunk >> UInt32(18 - 6 * position)) & 0x3F)])
                } else {
                    output.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}

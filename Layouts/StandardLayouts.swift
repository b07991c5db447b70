import KeyboardRuntime

/// The standard secure keyboards, generated at build time from the YAML files beside this one.
///
/// Each file becomes a `KeyboardLayout` property (`decimal-pad.yaml` → `KeyboardLayout.decimalPad`);
/// ``all`` lists them in the order a keyboard session usually wants them.
public enum StandardLayouts {
    /// Every standard keyboard: letters, the two pads, and the four symbol pages.
    public static let all: [KeyboardLayout] = [
        .letters, .decimalPad, .idCardPad, .symbols, .moreSymbols, .fullWidthSymbols, .fullWidthMoreSymbols,
    ]
}

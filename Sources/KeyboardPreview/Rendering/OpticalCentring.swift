/// Offsets that centre full-width punctuation on a key as the eye sees it.
///
/// In CJK fonts (PingFang, Noto Sans CJK, Source Han Sans) full-width punctuation sits in one part of
/// its square em box, as it does in running text: an opening bracket `（` in the right half, a closing
/// one `）` in the left half, the full stop `。`, comma `，` and enumeration comma `、` in the bottom-left
/// corner, `：；！？` in the left half (simplified-Chinese style). Centring the em box therefore puts the
/// mark off-centre in its key. The renderer moves such a label by the offset of its ink from the box's
/// centre, in ems, so the mark itself is centred.
enum OpticalCentring {
    /// The shift, in ems (right and down positive), that centres the single-character `label`; zero for
    /// everything else.
    static func offset(for label: String) -> (dx: Double, dy: Double) {
        guard label.unicodeScalars.count == 1, let scalar = label.unicodeScalars.first else { return (0, 0) }
        switch scalar.value {
        // Opening brackets: ink in the right half, round and square ones at its far edge.
        case 0xFF08, 0x3010, 0xFF5B, 0x3014, 0xFF3B:
            return (-0.32, 0)
        case 0x300A, 0x3008, 0x300C, 0x300E:
            return (-0.25, 0)
        // Closing brackets: ink in the left half.
        case 0xFF09, 0x3011, 0xFF5D, 0x3015, 0xFF3D:
            return (0.32, 0)
        case 0x300B, 0x3009, 0x300D, 0x300F:
            return (0.25, 0)
        // 。 ， 、 ．: ink in the bottom-left corner.
        case 0x3002, 0xFF0C, 0x3001, 0xFF0E:
            return (0.3, -0.3)
        // ： ； ！ ？: ink in the left half.
        case 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F:
            return (0.25, 0)
        default:
            return (0, 0)
        }
    }
}

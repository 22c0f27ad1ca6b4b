import BrikCore
import BrikRendering

/// How BrikTUI colours become ncurses colour numbers on one terminal.
///
/// ncurses numbers colours 0…COLORS-1, with -1 for the terminal default once
/// `use_default_colors` is on. In *direct-colour* mode (terminfo `RGB`, COLORS
/// ≥ 2^24) a number is itself 0xRRGGBB, except 0–7 which stay the ANSI colours;
/// palette entries 8–255 must then be sent as their RGB value (facts §3.14).
struct CursesColors: Hashable, Sendable {
    /// The depth colours are brought down to before mapping.
    let depth: ColorDepth
    /// Whether colour numbers are RGB values.
    let isDirect: Bool
    /// COLORS as ncurses reports it (8, 16, 256, 16 777 216…).
    let colorCount: Int

    /// The mapping for a terminal with `colorCount` colours, `directColor` when its
    /// terminfo entry has `RGB`, and `depth` as detected.
    init(depth: ColorDepth, colorCount: Int, directColor: Bool) {
        self.depth = depth
        self.colorCount = colorCount
        self.isDirect = directColor && colorCount >= 0x100_0000
    }

    /// The ncurses number for `color`, which must already be at ``depth``.
    func number(for color: Color) -> Int32 {
        switch color {
        case .default:
            return -1
        case .ansi(let ansi):
            let index = Int32(ansi.rawValue)
            if index < 8 { return index }
            if isDirect { return rgbNumber(Color.xtermRGB(ofPaletteIndex: ansi.rawValue)) }
            // An 8-colour terminal has no bright colours: use the normal one.
            return colorCount >= 16 ? index : index - 8
        case .palette(let index):
            if isDirect && index >= 8 { return rgbNumber(Color.xtermRGB(ofPaletteIndex: index)) }
            if Int(index) < colorCount { return Int32(index) }
            return index < 16 ? Int32(index % 8) : -1
        case .rgb(let r, let g, let b):
            guard isDirect else { return -1 }
            return rgbNumber((r, g, b))
        }
    }

    /// 0xRRGGBB, nudged off 0–7: those numbers mean ANSI colours even in direct
    /// mode, so near-black blues gain a shade the eye does not see.
    private func rgbNumber(_ rgb: (UInt8, UInt8, UInt8)) -> Int32 {
        let value = Int32(rgb.0) << 16 | Int32(rgb.1) << 8 | Int32(rgb.2)
        return value < 8 ? 8 : value
    }

    /// The colour depth ncurses can show on this terminal.
    ///
    /// Unlike the ANSI writer this cannot trust `COLORTERM=truecolor`: ncurses
    /// only emits RGB when the terminfo entry is a direct-colour one, so the
    /// depth follows COLORS. `NO_COLOR` (set and non-empty, per no-color.org)
    /// gives ``ColorDepth/none``; so does a terminal without colours.
    static func detectDepth(environment: [String: String], hasColors: Bool, colorCount: Int, directColor: Bool) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard hasColors, colorCount >= 8 else { return .none }
        if directColor && colorCount >= 0x100_0000 { return .trueColor }
        if colorCount >= 256 { return .palette256 }
        return .ansi16
    }
}

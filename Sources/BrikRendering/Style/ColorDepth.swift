/// How many colours a terminal can show, from none to 24-bit.
///
/// A colour deeper than the terminal supports is replaced by the nearest one
/// it has (`downsample(_:)`); with ``none`` every colour becomes the
/// default and only attributes remain, which is what `NO_COLOR` asks for.
public enum ColorDepth: Int, Comparable, CaseIterable, Sendable {
    /// No colour: only attributes are drawn (`NO_COLOR`, monochrome terminals).
    case none = 0
    /// The 16 ANSI colours.
    case ansi16 = 1
    /// The xterm 256-colour palette.
    case palette256 = 2
    /// 24-bit RGB.
    case trueColor = 3

    /// Shallower depths sort first: none < ansi16 < palette256 < trueColor.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The colour this depth can show that is nearest to `color`.
    ///
    /// RGB goes to the nearest palette entry (cube or grey ramp), palette
    /// entries to the nearest ANSI colour by RGB distance; ``none`` gives
    /// ``Color/default`` for everything.
    public func downsample(_ color: Color) -> Color {
        switch (self, color) {
        case (_, .default):
            return .default
        case (.none, _):
            return .default
        case (.trueColor, _):
            return color
        case (.palette256, .rgb(let r, let g, let b)):
            return .palette(ColorPalette.nearestPaletteIndex(r: r, g: g, b: b))
        case (.palette256, _):
            return color
        case (.ansi16, .ansi):
            return color
        case (.ansi16, .palette(let index)):
            if index < 16 { return .ansi(ANSIColor(rawValue: index)!) }
            let (r, g, b) = ColorPalette.rgb(ofPaletteIndex: index)
            return .ansi(ColorPalette.nearestANSI(r: r, g: g, b: b))
        case (.ansi16, .rgb(let r, let g, let b)):
            return .ansi(ColorPalette.nearestANSI(r: r, g: g, b: b))
        }
    }

    /// The style with both colours brought down to this depth.
    public func downsample(_ style: CellStyle) -> CellStyle {
        CellStyle(
            foreground: downsample(style.foreground),
            background: downsample(style.background),
            attributes: style.attributes)
    }
}

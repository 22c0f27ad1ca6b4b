/// The built-in themes, and finding one by name.
extension Theme {
    /// The terminal's own colours: default text on the default background, status in the
    /// ANSI red, green, yellow and blue, selection and focus in plain reverse video. The
    /// user's terminal palette decides how it looks; this is the default theme.
    public static let terminal = Theme(
        name: "terminal", text: .default, surface: .default, overlaySurface: .default,
        primary: .default, secondary: .magenta, accent: .cyan, success: .green, warning: .yellow,
        error: .red, info: .blue, muted: .default, border: .default, selection: .default,
        focus: .default, stripe: .ansi(.brightBlack))

    /// Light text on a dark blue-grey surface, pastel accents. Every text colour has a
    /// contrast of at least 4.5:1 (WCAG AA) on both surfaces, borders 3:1.
    public static let dark = Theme(
        name: "dark", text: .hex(0xCDD6F4), surface: .hex(0x1E1E2E), overlaySurface: .hex(0x313244),
        primary: .hex(0x89B4FA), secondary: .hex(0xCBA6F7), accent: .hex(0x94E2D5), success: .hex(0xA6E3A1),
        warning: .hex(0xF9E2AF), error: .hex(0xF38BA8), info: .hex(0x89DCEB), muted: .hex(0x969CB4),
        border: .hex(0x777B8F), selection: .hex(0x89B4FA), focus: .hex(0xF5C2E7), stripe: .hex(0x292A3C))

    /// Dark text on an off-white surface, deep accents; the same contrast as ``dark``.
    public static let light = Theme(
        name: "light", text: .hex(0x4C4F69), surface: .hex(0xEFF1F5), overlaySurface: .hex(0xDCE0E8),
        primary: .hex(0x1A58D5), secondary: .hex(0x7D34DB), accent: .hex(0x116C71), success: .hex(0x2C6F1E),
        warning: .hex(0x885611), error: .hex(0xC30D35), info: .hex(0x156A79), muted: .hex(0x5D6073),
        border: .hex(0x7C7F8F), selection: .hex(0x1A58D5), focus: .hex(0x8E477B), stripe: .hex(0xE6E9EF))

    /// White on black, pure bright accents, bold selection and focus: the most contrast a
    /// terminal gives, for low vision and bright rooms.
    public static let highContrast = Theme(
        name: "highContrast", text: .hex(0xFFFFFF), surface: .hex(0x000000), overlaySurface: .hex(0x000000),
        primary: .hex(0xFFFF00), secondary: .hex(0x00FFFF), accent: .hex(0x00FFFF), success: .hex(0x00FF00),
        warning: .hex(0xFFFF00), error: .hex(0xFF4040), info: .hex(0x00FFFF), muted: .hex(0xD0D0D0),
        border: .hex(0xFFFFFF), selection: .hex(0xFFFF00), focus: .hex(0x00FFFF), stripe: .hex(0x000000),
        emphasis: .bold)

    /// The built-in themes, in the order a picker lists them.
    public static let builtIn: [Theme] = [.terminal, .dark, .light, .highContrast]

    /// The built-in theme called `name` (any case: `dark`, `light`, `highContrast` or
    /// `high-contrast`, `terminal`), nil for any other name.
    public static func named(_ name: String) -> Theme? {
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" }
        return builtIn.first { $0.name.lowercased() == key }
    }

    /// The variable that picks the theme at start-up.
    public static let environmentVariable = "BRIKTUI_THEME"

    /// The theme `environment` asks for through `BRIKTUI_THEME`, and a complaint when it
    /// names no built-in theme (the theme is then ``terminal``). Unset or empty: ``terminal``, no complaint.
    public static func fromEnvironment(_ environment: [String: String]) -> (theme: Theme, problem: String?) {
        guard let value = environment[environmentVariable], !value.isEmpty else { return (.terminal, nil) }
        if let theme = named(value) { return (theme, nil) }
        let names = builtIn.map(\.name).joined(separator: ", ")
        return (.terminal, "\(environmentVariable)=\(value) names no theme (known: \(names)); using terminal")
    }
}

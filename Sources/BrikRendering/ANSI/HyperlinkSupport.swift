#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a terminal shows OSC 8 hyperlinks, judged from its environment.
///
/// ```swift
/// let renderer = ANSIRenderer(colorDepth: ColorDepth.detect(), hyperlinks: HyperlinkSupport.detect())
/// ```
/// A terminal that does not know OSC 8 should ignore it, but some older ones print
/// it, so links are written only where support is known.
public enum HyperlinkSupport {
    /// The variables ``detect(environment:)`` reads, as this process has them.
    ///
    /// ```swift
    /// let override = HyperlinkSupport.processEnvironment["BRIKTUI_HYPERLINKS"]
    /// ```
    public static var processEnvironment: [String: String] {
        var environment: [String: String] = [:]
        let names = [
            "BRIKTUI_HYPERLINKS", "TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TMUX", "VTE_VERSION",
            "KITTY_WINDOW_ID", "WT_SESSION", "KONSOLE_VERSION", "WEZTERM_EXECUTABLE", "GHOSTTY_RESOURCES_DIR",
        ]
        for name in names {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// Whether to write hyperlinks, by this rule, first match wins:
    /// 1. `BRIKTUI_HYPERLINKS=1` says yes, `BRIKTUI_HYPERLINKS=0` no (the override);
    /// 2. `TERM` of `dumb` or `linux` (the console) says no;
    /// 3. inside tmux (`TMUX` set, `TERM_PROGRAM=tmux` or a `tmux`/`screen` `TERM`): yes only
    ///    for tmux 3.4 or later (`TERM_PROGRAM_VERSION`), which keeps links and passes them on;
    ///    no for GNU screen;
    /// 4. yes for terminals known to support them: `KITTY_WINDOW_ID`, `WT_SESSION` (Windows
    ///    Terminal), `VTE_VERSION` ≥ 5000 (GNOME Terminal, Tilix, …), `KONSOLE_VERSION` ≥ 201200,
    ///    `WEZTERM_EXECUTABLE`, `GHOSTTY_RESOURCES_DIR`, `TERM_PROGRAM` of iTerm.app, WezTerm,
    ///    vscode or ghostty, a `TERM` naming kitty, alacritty, foot, wezterm or ghostty;
    /// 5. no otherwise.
    ///
    /// ```swift
    /// HyperlinkSupport.detect(environment: ["TERM_PROGRAM": "iTerm.app"])  // true
    /// HyperlinkSupport.detect(environment: ["BRIKTUI_HYPERLINKS": "0", "KITTY_WINDOW_ID": "1"])  // false
    /// ```
    public static func detect(environment: [String: String] = HyperlinkSupport.processEnvironment) -> Bool {
        switch environment["BRIKTUI_HYPERLINKS"] {
        case "1": return true
        case "0": return false
        default: break
        }
        let term = (environment["TERM"] ?? "").lowercased()
        if term == "dumb" || term == "linux" { return false }
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["TMUX"] != nil || program == "tmux" || term.hasPrefix("tmux") || term.hasPrefix("screen") {
            guard program == "tmux", let version = environment["TERM_PROGRAM_VERSION"] else { return false }
            return isVersion(version, atLeast: (3, 4))
        }
        if environment["KITTY_WINDOW_ID"] != nil || environment["WT_SESSION"] != nil { return true }
        if environment["WEZTERM_EXECUTABLE"] != nil || environment["GHOSTTY_RESOURCES_DIR"] != nil { return true }
        if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
        if let konsole = environment["KONSOLE_VERSION"].flatMap({ Int($0) }), konsole >= 201200 { return true }
        if ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(program) { return true }
        return ["kitty", "alacritty", "foot", "wezterm", "ghostty"].contains { term.contains($0) }
    }

    /// Whether a version like `3.4`, `3.5a` or `next-3.6` is at least `minimum`.
    static func isVersion(_ version: String, atLeast minimum: (Int, Int)) -> Bool {
        let numbers = version.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard let major = numbers.first else { return false }
        let minor = numbers.count > 1 ? numbers[1] : 0
        return major > minimum.0 || (major == minimum.0 && minor >= minimum.1)
    }
}

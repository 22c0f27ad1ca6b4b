#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ColorDepth {
    /// The environment variables ``detect(environment:terminalColors:)`` reads
    /// (`NO_COLOR`, `COLORTERM`, `TERM`), as this process has them; unset ones are absent.
    public static var processEnvironment: [String: String] {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "COLORTERM", "TERM"] {
            if let value = getenv(name) {
                environment[name] = String(cString: value)
            }
        }
        return environment
    }

    /// The colour depth a terminal supports, judged from its environment and,
    /// when known, the colour count of its terminfo entry.
    ///
    /// In order: a non-empty `NO_COLOR` gives ``none`` (attributes are still
    /// drawn); `COLORTERM` of `truecolor` or `24bit`, a `TERM` containing
    /// `direct`, or `terminalColors` of 2²⁴ or more give ``trueColor``;
    /// `terminalColors` of 256 or more, or a `TERM` containing `256color`,
    /// give ``palette256``; a `TERM` of `dumb`, or `terminalColors` below 8
    /// (terminfo reports -1 for a monochrome terminal), give ``none``;
    /// anything else ``ansi16``.
    ///
    /// - Parameters:
    ///   - environment: the variables to judge by; this process's by default.
    ///   - terminalColors: `tigetnum("colors")` or ncurses' `COLORS`, if a
    ///     terminfo entry is loaded.
    public static func detect(
        environment: [String: String] = ColorDepth.processEnvironment,
        terminalColors: Int? = nil
    ) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        let term = (environment["TERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.contains("direct") {
            return .trueColor
        }
        if let colors = terminalColors, colors >= 1 << 24 { return .trueColor }
        if let colors = terminalColors, colors >= 256 { return .palette256 }
        if term.contains("256color") { return .palette256 }
        if term == "dumb" { return .none }
        if let colors = terminalColors, colors < 8 { return .none }
        return .ansi16
    }
}

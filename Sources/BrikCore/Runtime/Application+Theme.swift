import BrikRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Application {
    /// The theme this process's environment asks for (`BRIKTUI_THEME=dark|light|highContrast|terminal`),
    /// and the complaint when it names none (the theme is then ``Theme/terminal``).
    public static var environmentTheme: (theme: Theme, problem: String?) {
        var environment: [String: String] = [:]
        if let raw = getenv(Theme.environmentVariable) { environment[Theme.environmentVariable] = String(cString: raw) }
        return Theme.fromEnvironment(environment)
    }

    /// Takes the environment's theme; an unknown name is reported to ``diagnostics``.
    func adoptEnvironmentTheme() {
        let (theme, problem) = Self.environmentTheme
        self.theme = theme
        if let problem { diagnostics.report(.message(problem)) }
    }
}

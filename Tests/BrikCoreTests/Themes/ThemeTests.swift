import BrikRendering
import Testing

@testable import BrikCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The theme as an application holds it: picked by name or from `BRIKTUI_THEME`,
/// switched at run time (the screen redrawn at once), and giving way to the colours an
/// app sets on a brick.
@MainActor
@Suite struct ThemeTests {
    @Test func builtInThemesAreFoundByNameInAnySpelling() {
        #expect(Theme.named("dark") == .dark)
        #expect(Theme.named("LIGHT") == .light)
        #expect(Theme.named("highContrast") == .highContrast)
        #expect(Theme.named("high-contrast") == .highContrast)
        #expect(Theme.named("terminal") == .terminal)
        #expect(Theme.named("solarized") == nil)
        #expect(Theme.builtIn.map(\.name) == ["terminal", "dark", "light", "highContrast"])
    }

    @Test func theEnvironmentPicksTheThemeAndAnUnknownNameIsReported() {
        let dark = Theme.fromEnvironment(["BRIKTUI_THEME": "dark"])
        #expect(dark.theme == .dark && dark.problem == nil)
        let unset = Theme.fromEnvironment([:])
        #expect(unset.theme == .terminal && unset.problem == nil)
        let unknown = Theme.fromEnvironment(["BRIKTUI_THEME": "neon"])
        #expect(unknown.theme == .terminal)
        #expect(
            unknown.problem == "BRIKTUI_THEME=neon names no theme (known: terminal, dark, light, highContrast); using terminal")
    }

    @Test func theTerminalThemeOnlyUsesTheTerminalsOwnColours() {
        let theme = Theme.terminal
        let colours = [
            theme.text, theme.surface, theme.overlaySurface, theme.primary, theme.secondary, theme.accent, theme.success,
            theme.warning, theme.error, theme.info, theme.muted, theme.border, theme.selection, theme.focus, theme.stripe,
        ]
        for colour in colours {
            switch colour {
            case .default, .ansi: continue
            default: Issue.record("\(colour) is not one of the terminal's colours")
            }
        }
    }

    @Test func switchingTheThemeRedrawsTheScreenInIt() {
        let terminal = TestTerminal(root: Label("hello"), size: Size(width: 8, height: 2), colorDepth: .trueColor)
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style == .plain)
        terminal.application.theme = .dark
        terminal.advance(by: .zero)
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style == Theme.dark.baseStyle)
        // The surface reaches every cell, not only those with text.
        #expect(terminal.cell(at: Point(x: 7, y: 1)).style.background == Theme.dark.surface)
        terminal.application.theme = .light
        terminal.advance(by: .zero)
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style == Theme.light.baseStyle)
    }

    @Test func colorsTheAppSetsWinOverTheThemes() {
        let tinted = Button("Go")
        tinted.tintColor = .red
        let plain = Button("Stop")
        let red = Label("red")
        red.foregroundColor = .red
        let root = VBrik(alignment: .leading) { _ in
            tinted; plain; red
        }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 3), colorDepth: .trueColor)
        terminal.application.theme = .dark
        terminal.advance(by: .zero)
        let title = { (y: Int) in terminal.cell(at: Point(x: 2, y: y)).style.foreground }
        #expect(title(0) == .red)
        #expect(title(1) == Theme.dark.primary)
        #expect(terminal.cell(at: Point(x: 0, y: 2)).style.foreground == .red)
    }

    @Test func aDestructiveButtonAndAToastAreInTheThemesStatusColours() throws {
        let terminal = TestTerminal(root: Label(""), size: Size(width: 40, height: 12), colorDepth: .trueColor)
        terminal.application.theme = .light
        terminal.application.present(
            Dialog("Delete?", buttons: [.cancel, Dialog.Choice("Delete", role: .destructive)]))
        let toast = terminal.application.toast("saved", severity: .success, timeout: nil, corner: .topLeading)
        terminal.advance(by: .zero)
        let delete = terminal.application.focusOrder.compactMap { $0 as? Button }.first { $0.title == "Delete" }
        let title = try #require(delete).frame
        #expect(terminal.cell(at: Point(x: title.x + 2, y: title.y)).style.foreground == Theme.light.error)
        #expect(terminal.cell(at: toast.content.frame.origin).style.foreground == Theme.light.success)
        // The dialog floats on the theme's overlay surface.
        #expect(terminal.cell(at: Point(x: 20, y: 6)).style.background == Theme.light.overlaySurface)
    }
}

/// The painted themes' contrast by WCAG 2's formula: text roles at least 4.5:1 on both
/// surfaces and on the selection and focus bars, borders 3:1.
@Suite struct ThemeContrastTests {
    static func luminance(_ color: Color) -> Double {
        guard case .rgb(let r, let g, let b) = color else { return .nan }
        func linear(_ value: UInt8) -> Double {
            let v = Double(value) / 255
            return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    static func contrast(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    @Test(arguments: ["dark", "light", "highContrast"])
    func textStandsOutFromEverySurface(themeName: String) throws {
        let theme = try #require(Theme.named(themeName))
        let texts: [(String, Color)] =
            [("text", theme.text)] + Theme.Role.allCases.filter { $0 != .border }.map { ($0.rawValue, theme.color(for: $0)) }
        for surface in [theme.surface, theme.overlaySurface] {
            for (name, color) in texts {
                #expect(Self.contrast(color, surface) >= 4.5, "\(themeName): \(name) on \(surface)")
            }
            #expect(Self.contrast(theme.border, surface) >= 3, "\(themeName): border on \(surface)")
        }
        // A bar's text is the surface's colour.
        #expect(Self.contrast(theme.surface, theme.selection) >= 4.5, "\(themeName): selection bar")
        #expect(Self.contrast(theme.surface, theme.focus) >= 4.5, "\(themeName): focus bar")
    }

    @Test func theFormulaFindsALowContrastPair() {
        #expect(Self.contrast(.hex(0x777777), .hex(0x888888)) < 1.5)
        #expect(Self.contrast(.hex(0x000000), .hex(0xFFFFFF)) > 20.9)
    }
}

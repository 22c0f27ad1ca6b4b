import BrikTUI
import Testing

/// A status panel that names no colour: the theme gives every one.
@MainActor
enum StatusPanel {
    static func make() -> Brick {
        // snippet: themes-roles
        let panel = VBrik(alignment: .leading) { _ in
            Label("Backups").bold()
            Label("✓ Last backup 2 min ago").foregroundRole(.success)
            Label("! 91% of the disk used").foregroundRole(.warning)
            Label("✗ Offsite copy failed").foregroundRole(.error)
            Label("Checked every hour").foregroundRole(.muted)
            HBrik(spacing: 1) { _ in
                Button("Retry")
                Button("Delete old").themeRole(.error)
            }
        }
        // end-snippet
        return panel
    }
}

enum ThemeSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "Themes", name: "panel") {
            let terminal = TestTerminal(root: StatusPanel.make(), size: Size(width: 30, height: 6))
            terminal.application.theme = .dark
            terminal.advance(by: .zero)
            return [terminal.screen]
        }
    ]
}

@MainActor @Test func aThemePickedAtRunTimeRedrawsThePanel() {
    // snippet: themes-switch
    let app = Application(root: StatusPanel.make())  // BRIKTUI_THEME picks the first theme
    app.theme = .highContrast  // drawn again at once, in the new colours
    // end-snippet
    #expect(app.theme == .highContrast)
}

// snippet: themes-own
extension Theme {
    /// The dark theme in the colours of the company's brand.
    static let brand: Theme = {
        var theme = Theme.dark
        theme.name = "brand"
        theme.primary = .hex(0xFF7A00)
        theme.selection = .hex(0xFF7A00)
        theme.focus = .hex(0xFFB366)
        return theme
    }()
}
// end-snippet

// snippet: themes-custom-brick
/// A meter whose bar is the theme's primary colour, red past 90%.
final class UsageMeter: Brick {
    var level = 0.5 { didSet { setNeedsDisplay() } }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        super.draw(into: &canvas, context: context)
        let role: Theme.Role = level > 0.9 ? .error : .primary
        let style = context.theme.style(context.style, as: role)
        let cells = Int(level * Double(contentFrame.width))
        canvas.write(String(repeating: "█", count: cells), at: contentFrame.origin, style: style)
    }
}
// end-snippet

// snippet: themes-test
@MainActor @Test func theSelectedRowShowsWithoutColour() {
    let list = List(options: ["alpha", "beta", "gamma"])
    let terminal = TestTerminal(root: list, size: Size(width: 10, height: 3), colorDepth: .none)
    terminal.application.theme = .dark
    _ = terminal.application.focus(list)
    terminal.send("down")
    let plain = ColorDepth.none.downsample(terminal.cell(at: Point(x: 0, y: 0)).style)
    let selected = ColorDepth.none.downsample(terminal.cell(at: Point(x: 0, y: 1)).style)
    #expect(plain.foreground == .default && selected.foreground == .default)  // no colour left…
    #expect(selected.attributes.contains(.reverse) && !plain.attributes.contains(.reverse))  // …reverse shows it
}
// end-snippet

@MainActor @Test func theBrandThemeAndTheMeterDrawInTheirRoles() {
    let meter = UsageMeter()
    meter.level = 0.95
    let terminal = TestTerminal(root: meter, size: Size(width: 10, height: 1), colorDepth: .trueColor)
    terminal.application.theme = .brand
    terminal.advance(by: .zero)
    #expect(terminal.cell(at: Point(x: 0, y: 0)).style.foreground == Theme.brand.error)
    meter.level = 0.5
    terminal.advance(by: .zero)
    #expect(terminal.cell(at: Point(x: 0, y: 0)).style.foreground == Theme.brand.primary)
}

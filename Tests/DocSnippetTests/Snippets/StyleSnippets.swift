import BrikTUI
import Testing

// snippet: style-declarations
extension Style where Target == Label {
    /// A title: bold, centred.
    static var headline: Style {
        Style("headline") {
            $0.textAttributes = .bold
            $0.alignment = .center
        }
    }
    /// Something the user should not miss.
    static var warning: Style {
        Style("warning") {
            $0.foregroundColor = .yellow
            $0.textAttributes = .bold
        }
    }
}
// end-snippet

enum StyleSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "StylesAndColors", name: "styles") {
            // snippet: styles-in-use
            let card = VBrik(alignment: .fill) { _ in
                Label("Disk almost full", style: .headline)
                Label("3% left on /").apply(.warning.modifying { $0.alignment = .right })
                Label(StyledText([TextSpan("free: "), TextSpan("1.2 GB", foreground: .red, attributes: .underline)]))
            }
            .border(.heavy, title: "Status", color: .cyan)
            .padding(EdgeInsets(horizontal: 1))
            let terminal = TestTerminal(root: card, size: Size(width: 26, height: 5))
            // end-snippet
            // snippet: styles-checked
            let title = terminal.cell(at: Point(x: 5, y: 1))
            #expect(title.character == "D" && title.style.attributes.contains(.bold))
            let size = terminal.cell(at: Point(x: 8, y: 3))
            #expect(size.style.foreground == .red && size.style.attributes.contains(.underline))
            // end-snippet
            return [terminal.screen]
        },
        DocScreen(article: "StylesAndColors", name: "control states") {
            // snippet: control-states
            let bold = Button("Bold").isSelected(true)
            bold.setStyle(ControlStateStyle(foregroundColor: .black, backgroundColor: .yellow), for: .selected)
            let send = Button("Send").title("Sending…", for: .disabled).isEnabled(false, alpha: 0.5)
            let toolbar = HBrik(spacing: 1) { _ in
                bold
                send
                Button("Gone").alpha(0)
                Button("Tinted")
            }
            .tintColor(.magenta)
            let terminal = TestTerminal(root: toolbar, size: Size(width: 44, height: 1))
            // end-snippet
            // snippet: control-states-checked
            #expect(terminal.cell(at: Point(x: 2, y: 0)).style.background == .yellow)
            #expect(terminal.cell(at: Point(x: 11, y: 0)).style.attributes.contains(.dim))
            #expect(terminal.cell(at: Point(x: 33, y: 0)).style.foreground == .magenta)
            // end-snippet
            return [terminal.screen]
        },
        DocScreen(article: "StylesAndColors", name: "colour depth") {
            // snippet: color-depth
            let orange = Color.rgb(255, 135, 0)
            #expect(ColorDepth.trueColor.downsample(orange) == orange)
            #expect(ColorDepth.palette256.downsample(orange) == .palette(208))
            #expect(ColorDepth.ansi16.downsample(orange) == .yellow)
            #expect(ColorDepth.none.downsample(orange) == .default)
            // end-snippet
            return []
        },
    ]
}

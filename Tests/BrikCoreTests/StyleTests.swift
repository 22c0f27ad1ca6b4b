import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

extension Style where Target == Label {
    static var warning: Style {
        Style("warning") {
            $0.foregroundColor = .yellow; $0.textAttributes = .bold
        }
    }
    static var centered: Style { Style("centered") { $0.alignment = .center } }
}

extension Style where Target == Brick {
    static var boxed: Style { Style("boxed") { $0.border = .single } }
}

extension Style where Target == Button {
    static var danger: Style {
        Style("danger") {
            $0.foregroundColor = .red; $0.isEnabled = false
        }
    }
}

@MainActor
@Suite("Styles")
struct StyleTests {
    @Test("static members and init(style:)")
    func staticMembers() {
        let label = Label("Careful", style: .warning)
        #expect(label.foregroundColor == .yellow)
        #expect(label.textAttributes == .bold)
        let button = Button("Delete", style: .danger)
        #expect(button.foregroundColor == .red)
        #expect(!button.isEnabled)
    }

    @Test("apply configures and returns the same brick")
    func apply() {
        let label = Label("x")
        #expect(label.apply(.warning) === label)
        #expect(label.foregroundColor == .yellow)
        Style<Label>.centered.apply(to: label)
        #expect(label.alignment == .center)
    }

    @Test("a styled label draws in its style")
    func drawn() {
        let terminal = TestTerminal(root: Label("Hi", style: .warning), size: Size(width: 4, height: 1))
        expectScreen(terminal.screen, ["Hi"])
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style == CellStyle(foreground: .yellow, attributes: .bold))
        #expect(terminal.cell(at: Point(x: 2, y: 0)).style == .plain)
    }

    @Test("add runs both, in order, and names them together")
    func add() {
        let combined = Style<Label>.warning.add(Style<Brick>.boxed)
        #expect(combined.name == "warning+boxed")
        let label = Label("x").apply(combined)
        #expect(label.foregroundColor == .yellow)
        #expect(label.border == .single)
        let order = Style<Label>("first") { $0.text = "1" }.add(Style<Label>("second") { $0.text += "2" })
        #expect(Label().apply(order).text == "12")
        #expect(Style<Label>("") { _ in }.add(Style<Brick>.boxed).name == "boxed")
        #expect(Style<Label>.warning.add(Style<Brick>("") { _ in }).name == "warning")
    }

    @Test("add skips a style of a type the brick is not")
    func addMismatch() {
        let style = Style<Brick>.boxed.add(Style<Button>.danger)
        let label = Label("x")
        style.apply(to: label)
        #expect(label.border == .single)
        #expect(label.foregroundColor == nil)
        let button = Button("y")
        style.apply(to: button)
        #expect(button.border == .single)
        #expect(button.foregroundColor == .red)
    }

    @Test("modifying returns a new style; the original is unchanged")
    func modifying() {
        let centeredWarning = Style<Label>.warning.modifying { $0.alignment = .center }
        #expect(centeredWarning.name == "warning")
        let label = Label("x").apply(centeredWarning)
        #expect(label.alignment == .center)
        #expect(label.foregroundColor == .yellow)
        #expect(Label("y").apply(.warning).alignment == .natural)
        // The change runs after the style, so it wins.
        #expect(Label().apply(.warning.modifying { $0.foregroundColor = .blue }).foregroundColor == .blue)
    }

    @Test("modify changes the style in place")
    func modify() {
        var style = Style<Label>.warning
        style.modify { $0.textAttributes.insert(.underline) }
        style.modify { $0.text = "changed" }
        let label = Label("x").apply(style)
        #expect(label.textAttributes == [.bold, .underline])
        #expect(label.text == "changed")
    }
}

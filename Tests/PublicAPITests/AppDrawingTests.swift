import BrikTUI
import Testing

/// An app's own bricks draw with what ``DrawContext`` gives them: the style their
/// ancestors and their own look make, and whether they have focus.
@MainActor
@Suite struct AppDrawingTests {
    @Test func anAppsBricksDrawInTheStyleTheirAncestorsAndTheirOwnLookMake() {
        let knob = Knob("go")
        let tile = Tile("note")
        tile.textAttributes = .bold
        let column = Column([tile, knob])
        column.foregroundColor = .red
        column.backgroundColor = .blue
        let terminal = TestTerminal(root: column, size: Size(width: 6, height: 2))
        terminal.application.focus(nil)
        terminal.advance(by: .zero)
        expectScreens([terminal.screen], [["note", "[go]"]])
        let inherited = CellStyle(foreground: .red, background: .blue)
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style == inherited.adding(.bold))
        #expect(terminal.cell(at: Point(x: 0, y: 1)).style == inherited)
        // The background reaches past the text: the column filled its frame.
        #expect(terminal.cell(at: Point(x: 5, y: 1)).style.background == .blue)
    }

    @Test func anAppsWidgetDrawsItsFocusFromTheContext() {
        let knob = Knob("go")
        knob.focusAttributes = .underline
        let terminal = TestTerminal(root: Column([Tile("note"), knob]), size: Size(width: 6, height: 2))
        #expect(terminal.application.focus(knob))
        terminal.advance(by: .zero)
        expectScreens([terminal.screen], [["note", ">go<"]])
        #expect(terminal.cell(at: Point(x: 1, y: 1)).style == CellStyle(attributes: .underline))
        #expect(terminal.cell(at: Point(x: 1, y: 0)).style == .plain)
        #expect(terminal.application.focus(nil))
        terminal.advance(by: .zero)
        expectScreens([terminal.screen], [["note", "[go]"]])
        #expect(terminal.cell(at: Point(x: 1, y: 1)).style == .plain)
    }
}

import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

/// The usage snippet handed to the guide ("Text: editing, logs, search and Markdown"),
/// compiled and run here so it never shows an API that does not exist.
@MainActor
@Suite struct TextAreaUsageTests {
    @Test func theGuideSnippetRuns() {
        let source = "func greet() {\n    print(\"hi\")\n}"
        // --- snippet ---
        let status = Label()
        let editor = TextArea(text: source, placeholder: "Empty file")
            .showsLineNumbers(true)
            .wrapsLines(false)
            .tabBehavior(.insertSpaces(4))
            .highlighter { _, line in
                line.hasPrefix("func") ? [TextHighlight(range: 0..<4, foreground: .magenta, attributes: .bold)] : []
            }
        editor.onSelectionChange = { area in
            let caret = area.selection.cursor
            status.text = "Ln \(caret.line + 1), Col \(caret.column + 1)" + (area.isModified ? " · modified" : "")
        }
        editor.action(event: .editingChanged) { area in status.text = "\(area.document.lineCount) lines · modified" }
        let screen = VBrik(alignment: .fill) { _ in
            editor
            SearchBar(for: editor)  // Ctrl-F, F3, Shift-F3
            status
        }
        // --- end of snippet ---
        let terminal = TestTerminal(root: screen, size: Size(width: 24, height: 6))
        _ = terminal.application.focus(editor)
        terminal.send("down", "end", "enter")
        terminal.type("x")
        expectScreen(
            terminal.screen, ["  1 func greet() {", "  2     print(\"hi\")", "  3 x", "  4 }", "", "4 lines · modified"])
        #expect(terminal.cell(at: Point(x: 4, y: 0)).style.foreground == .magenta)
    }
}

import BrikCore
import BrikRendering
import BrikText

/// "Editor": a ``TextArea`` holding a Swift file, with line numbers, a Swift-like
/// highlighter and a status line (line:column, line count, modified flag, wrap). Type,
/// select with Shift+arrows or the mouse, Ctrl-Z/Ctrl-Y undo and redo, Ctrl-X/C/V the
/// clipboard, Ctrl-F finds (F3 and Shift-F3 the next and previous match, each selected);
/// F2 turns soft wrap on and off, Ctrl-S "saves" (clears the modified flag).
@MainActor
public final class EditorPage: GalleryPage {
    /// The file the page opens with.
    static let sample = """
        import BrikTUI

        /// A counter that counts.
        struct Counter {
            var value = 0
            let step = 1

            mutating func increment() {
                value += step  // one more
            }
        }

        func greet(_ name: String) -> String {
            if name.isEmpty { return "Hello, world!" }
            return "Hello, \\(name)! 你好 🎉"
        }

        let counter = Counter()
        print(greet("Ada"), counter.value, 42, 3.14)
        """

    let editor = TextArea(text: EditorPage.sample)
    let status = Label()
    let searchBar: SearchBar

    /// The page.
    public init() {
        searchBar = SearchBar(for: editor)
        super.init(id: "editor", title: "Editor", summary: "a text editor: line numbers, highlighting, undo, selection")
        editor.showsLineNumbers = true
        editor.wrapsLines = false
        editor.tabBehavior = .insertSpaces(4)
        editor.highlighter = { _, line in SwiftHighlighter.spans(in: line) }
        editor.border(.rounded, title: "Counter.swift")
        let hint = Label("^Z undo · ^Y redo · ^X/^C/^V clipboard · ^F find, F3 next · F2 wrap · ^S save").dim()
        let layout = VBrik(alignment: .fill) { [status, editor, searchBar] _ in
            status
            hint
            editor
            searchBar
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        editor.onSelectionChange = { [unowned self] _ in updateStatus() }
        editor.action(event: .editingChanged) { [unowned self] _ in updateStatus() }
        keyBinding("editor.wrap", keys: "f2", description: "soft wrap", footer: true) { [unowned self] in
            editor.wrapsLines.toggle()
            updateStatus()
        }
        keyBinding("editor.save", keys: "ctrl+s", description: "save", footer: true) { [unowned self] in
            editor.isModified = false
            updateStatus()
        }
        editor.onAppear { [unowned self] in
            application?.focus(editor)
            updateStatus()
        }
        updateStatus()
    }

    private func updateStatus() {
        let caret = editor.selection.cursor
        var parts = ["Ln \(caret.line + 1), Col \(caret.column + 1)", "\(editor.document.lineCount) lines"]
        if !editor.selection.isEmpty { parts.append("\(editor.selectedText.count) selected") }
        parts.append(editor.isModified ? "modified" : "saved")
        parts.append(editor.wrapsLines ? "wrap on" : "wrap off")
        status.text = parts.joined(separator: " · ")
    }
}

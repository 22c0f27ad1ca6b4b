import BrikTUI
import Testing

/// A document that counts its saves.
@MainActor final class Document {
    var saves = 0
    func save() { saves += 1 }
}

enum KeysSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "KeysFocusAndGestures", name: "bindings and the footer") {
            // snippet: key-bindings
            let document = Document()
            let status = Label("not saved")
            let editor = VBrik(alignment: .fill) { _ in
                TextField(placeholder: "title")
                status
                Spacer()
                HelpFooter()
            }
            .keyBinding("save", keys: "ctrl+s", "F2", description: "save", footer: true) {
                document.save()
                status.text = "saved \(document.saves)×"
            }
            let terminal = TestTerminal(root: editor, size: Size(width: 36, height: 4))
            terminal.type("Notes")
            terminal.send("ctrl+s")
            let saved = terminal.screen
            terminal.application.keymap.override("save", keys: ["ctrl+o"])  // users remap by id
            terminal.send("ctrl+o")
            let remapped = terminal.screen
            // end-snippet
            return [saved, remapped]
        },
        DocScreen(article: "KeysFocusAndGestures", name: "focus and gestures") {
            // snippet: focus-gestures
            var log: [String] = []
            let panel = HBrik(alignment: .fill, spacing: 2) { _ in
                Button("One").tag(1)
                Button("Two").tag(2)
                Button("Three").tag(3).allowsFocus(false)
            }
            .gesture(.longPress, onTag: 2) { _, target, _ in
                log.append("long press on \((target as! Button).title)")
            }
            .onTap { log.append("tap") }
            let terminal = TestTerminal(root: panel, size: Size(width: 28, height: 1))
            terminal.send("tab")  // Tab follows reading order; Three takes no focus
            terminal.send("shift+enter")  // a long press is Shift-Enter (or a held click)
            let focusedTwo = terminal.screen
            // end-snippet
            #expect(log == ["long press on Two"])
            // What the text cannot show: Two is the one drawn reversed.
            #expect(terminal.cell(at: Point(x: 11, y: 0)).style.attributes.contains(.reverse))
            #expect(!terminal.cell(at: Point(x: 2, y: 0)).style.attributes.contains(.reverse))
            return [focusedTwo]
        },
    ]
}

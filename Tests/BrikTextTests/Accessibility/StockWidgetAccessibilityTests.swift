import BrikRendering
import Testing

@testable import BrikCore
@testable import BrikText

/// Every stock widget's own role, label, value and state, read as a screen reader would,
/// and the modifiers that replace them.
@MainActor
@Suite struct StockWidgetAccessibilityTests {
    @Test func controlsSayTheirRoleTitleAndState() {
        #expect(Button("Save").accessibility == AccessibilityElement(role: .button, label: "Save"))
        #expect(Button("Save").isEnabled(false).accessibility.spokenLine == "Button Save, disabled")
        #expect(Toggle("Wi-Fi", isOn: true).accessibility.spokenLine == "Switch Wi-Fi, checked")
        #expect(Checkbox("Remember me").accessibility.spokenLine == "Checkbox Remember me, not checked")
        #expect(Checkbox("Remember me", isOn: true).accessibility.state.isChecked == true)
    }

    @Test func aTextFieldSaysItsTextButNeverASecret() {
        let email = TextField(placeholder: "Email", text: "ada@example.com")
        #expect(email.accessibility.spokenLine == "Text field Email, value ada@example.com")
        #expect(TextField(placeholder: "Email").accessibility.spokenLine == "Text field Email")
        let password = TextField(placeholder: "Password", text: "s3cret").isSecureTextEntry(true)
        #expect(password.accessibility.value == "6 characters, hidden")
        #expect(!password.accessibility.spokenLine.contains("s3cret"))
        #expect(TextField(placeholder: "Pin", text: "1").isSecureTextEntry(true).accessibility.value == "1 character, hidden")
    }

    @Test func textAndProgressSayWhatTheyShow() {
        #expect(Label("Ready").accessibility.spokenLine == "Ready")
        #expect(Label("Saved").accessibilityLabel("Status").accessibility.spokenLine == "Status: Saved")
        #expect(ProgressBar(value: 0.4).accessibility.spokenLine == "Progress, 40%")
        #expect(ProgressBar(value: nil).accessibility.value == "in progress")
        #expect(Spinner("Syncing").accessibility.spokenLine == "Progress Syncing, in progress")
        #expect(ImageView(altText: "Logo").accessibility.spokenLine == "Image Logo")
        #expect(Brick().accessibility.role == .group)
    }

    @Test func collectionsSayTheCursorsItemOfHowMany() {
        let list = List(options: ["a.md", "b.md", "notes.md"])
        _ = TestTerminal(root: list)
        list.selection.moveCursor(toIndex: 2, in: list.items)
        #expect(list.accessibility.spokenLine == "List, item 3 of 3: notes.md, selected")
        #expect(List(options: []).accessibility.value == "empty")

        let table = Table<Int>(
            count: { 9 }, id: { $0 }, index: { $0 >= 0 && $0 < 9 ? $0 : nil },
            columns: [TableColumn("Name") { "row \($0)" }])
        table.selection.moveCursor(toIndex: 1, in: table.items)
        #expect(table.accessibility.role == .table)
        #expect(table.accessibility.value == "item 2 of 9: row 1")

        let outline = ["docs": ["guide", "api"], "src": ["core", "ui", "main.swift"], "ui": ["view.swift"]]
        let tree = Tree<String>(roots: ["docs", "src", "README"], children: { outline[$0] ?? [] }, title: { $0 })
        _ = TestTerminal(root: tree)
        tree.selection.setCursor("src", in: tree.items)
        #expect(tree.accessibility.spokenLine == "Tree, item 2 of 3: src, level 1, collapsed, selected")
        tree.expand("src")
        tree.selection.setCursor("ui", in: tree.items)
        #expect(tree.accessibility.spokenLine == "Tree, item 4 of 6: ui, level 2, collapsed, selected")
        tree.selection.setCursor("README", in: tree.items)
        #expect(tree.accessibility.state.isExpanded == nil)
    }

    @Test func navigationAndOverlaysSayTheirParts() {
        #expect(Tabs(["General", "Keys", "About"], selectedIndex: 1).accessibility.spokenLine == "Tab list, tab 2 of 3: Keys")
        let select = Select(options: ["Red", "Green"], selectedIndex: 1)
        #expect(select.accessibility.spokenLine == "Pop-up button, Green, collapsed")
        #expect(Select(options: ["Red"]).accessibility.value == "Choose…")
        let dialog = Dialog("Delete file?", message: "This cannot be undone.", buttons: [.cancel, .ok])
        #expect(
            dialog.accessibility == AccessibilityElement(role: .dialog, label: "Delete file?", value: "This cannot be undone."))
        #expect(Toast("Saved", severity: .success).accessibility.spokenLine == "Alert Success, Saved")
        #expect(Toast("Copied", title: "Clipboard").accessibility.label == "Clipboard")
        #expect(CommandPalette(entries: []).accessibility.role == .dialog)
        #expect(MenuBar([Menu("File", items: [])]).accessibility.role == .menuBar)
        #expect(HelpOverlay(bindings: [], closeKeys: []).accessibility.role == .dialog)
        let footer = HelpFooter()
        let terminal = TestTerminal(
            root: VBrik { _ in
                Button("OK"); footer
            })
        #expect(terminal.accessibility(of: footer).label == "Keys")
        #expect(terminal.accessibility(of: footer).value == "ctrl+c quit, ? help")
    }

    @Test func textViewsSayWhereTheReaderIs() {
        let editor = TextArea(text: "one\ntwo\nthree", placeholder: "Notes")
        editor.selection = TextSelection(at: TextPosition(line: 1, column: 0))
        #expect(editor.accessibility.spokenLine == "Text area Notes, value line 2 of 3: two")
        #expect(LineView(lines: ["a", "b"]).accessibility.spokenLine == "Document, line 1 of 2")
        let log = LogView()
        log.append("started")
        #expect(log.accessibility.spokenLine == "Log, 1 line")
        let markdown = MarkdownView(markdown: "# Guide\n\ntext")
        #expect(markdown.accessibility.role == .document)
        #expect(markdown.accessibility.label == "Guide")
    }

    @Test func modifiersReplaceTheWidgetsOwnParts() {
        let field = TextField(placeholder: "ada@example.com").accessibilityLabel("Email")
        #expect(field.accessibility.label == "Email")
        #expect(field.accessibilityLabel == "Email")
        let box = Brick().accessibilityRole(.button).accessibilityLabel("Close").accessibilityValue("now")
        #expect(box.accessibility.spokenLine == "Button Close, now")
        box.accessibilityValue = nil
        #expect(box.accessibility.spokenLine == "Button Close")
        #expect(Label("x").accessibilityLiveRegion().isAccessibilityLiveRegion)
    }

    @Test func theTestTerminalReadsTheFocusedElement() {
        let save = Button("Save")
        let terminal = TestTerminal(root: VBrik { _ in save })
        #expect(terminal.focusedAccessibility?.label == "Save")
        #expect(terminal.accessibility(of: save).state.isFocused)
        #expect(!Button("Alone").accessibility.state.isFocused)
    }
}

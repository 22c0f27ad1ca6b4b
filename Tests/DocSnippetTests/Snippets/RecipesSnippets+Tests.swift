import BrikTUI
import Testing

// Each recipe driven with keys, as the article shows it.

// snippet: recipe-list-test
@MainActor @Test func enterOpensTheFileUnderTheCursor() {
    let picker = FilePicker(sizes: [("a.txt", 10), ("b.txt", 20)])
    let terminal = TestTerminal(root: picker.root, size: Size(width: 36, height: 6))
    terminal.send("down")
    #expect(picker.size.text == "20 bytes")
    terminal.send("enter")
    #expect(picker.opened == "b.txt")
}
// end-snippet

// snippet: recipe-modal-test
@MainActor @Test func tabStaysInsideTheDialogAndEscGivesTheFocusBack() throws {
    let (terminal, list) = RecipeData.renameScreen()  // `r` on the list opens the dialog
    terminal.send("r")
    let dialog = try #require(terminal.application.focusOverlay).content
    for _ in 0..<8 {  // twice round: the field, the checkbox, Cancel, Rename
        terminal.send("tab")
        let focused = try #require(terminal.application.focusedBrick)
        #expect(sequence(first: focused, next: \.parent).contains { $0 === dialog })
    }
    terminal.send("esc")
    #expect(terminal.application.focusedBrick === list)
    #expect(list.options[0] == "notes.txt")
}
// end-snippet

@MainActor @Test func enterInTheDialogsFieldRenames() {
    let (terminal, list) = RecipeData.renameScreen()
    terminal.send("down", "r")
    terminal.send("ctrl+u")
    terminal.type("plan.md")
    terminal.send("enter")
    #expect(terminal.application.overlays.isEmpty)
    #expect(list.options[1] == "plan.md")
    #expect(terminal.application.focusedBrick === list)
}

@MainActor @Test func keysDoNotReachTheListBehindTheDialog() {
    let (terminal, list) = RecipeData.renameScreen()
    terminal.send("r")
    terminal.send("down", "down")  // in the dialog: from the field to the checkbox, then a button
    #expect(list.cursorIndex == 0)
}

// snippet: recipe-form-test
@MainActor @Test func theFormSaysWhatIsWrongUntilItMaySend() {
    let form = SignUpForm()
    let terminal = TestTerminal(root: form.root, size: Size(width: 28, height: 6))
    terminal.type("ana@example.com")
    terminal.send("tab")
    terminal.type("16")
    #expect(form.problem.text == "You must be 18 or more")
    terminal.send("tab", "enter")  // Tab skips the disabled button, round to the email
    #expect(terminal.application.focusedBrick === form.email)
    #expect(form.sent == nil)
    terminal.send("tab", "backspace", "backspace")
    terminal.type("42")
    terminal.send("tab", "enter")
    #expect(form.sent?.age == 42)
}
// end-snippet

// snippet: recipe-progress-test
@MainActor @Test func theExportFillsTheBarAndSaysWhenItIsDone() async {
    let screen = ExportScreen()
    let terminal = TestTerminal(root: screen.root, size: Size(width: 30, height: 2))
    terminal.send("e")
    await screen.export?.value  // the work, to its end
    terminal.advance(by: .zero)  // a turn of the loop draws what it changed
    #expect(terminal.screen[0] == "Exported 20 pages")
    #expect(terminal.screen[1].hasSuffix("100%"))
}
// end-snippet

@MainActor @Test func cancellingTheExportStopsIt() async {
    let screen = ExportScreen()
    let terminal = TestTerminal(root: screen.root, size: Size(width: 30, height: 2))
    terminal.send("e", "c")
    await screen.export?.value
    terminal.advance(by: .zero)
    #expect(terminal.screen[0].hasPrefix("Cancelled at page"))
    #expect(screen.bar.value ?? 0 < 1)
}

// snippet: recipe-tabs-test
@MainActor @Test func aTabKeepsWhatWasTypedInIt() {
    let tabs = RecipeScreens.settingsTabs()
    let terminal = TestTerminal(root: tabs, size: Size(width: 30, height: 5))
    terminal.send("tab")  // from the bar into the name field
    terminal.type("Ana")
    terminal.send("ctrl+pagedown", "ctrl+pagedown", "ctrl+pagedown")  // round to General again
    #expect(tabs.selectedIndex == 0)
    #expect((terminal.application.focusedBrick as? TextField)?.text == "Ana")
}
// end-snippet

// snippet: recipe-grid-test
@MainActor @Test func theArrowsWalkTheGrid() {
    let (root, shown) = RecipeScreens.keypad()
    let terminal = TestTerminal(root: root, size: Size(width: 20, height: 7))
    terminal.send("right", "right", "down", "down", "left")  // from 1 to 3, down to 9, left to 8
    terminal.send("enter")
    #expect(shown.text == "Picked 8")
}
// end-snippet

// snippet: recipe-log-test
@MainActor @Test func theLogFollowsUntilTheUserScrollsUp() {
    let log = makeServerLog()
    let terminal = TestTerminal(root: log, size: Size(width: 30, height: 6))
    terminal.advance(by: .seconds(6))
    #expect(terminal.screen[4].contains("/page/6 "))  // the newest line, on the last row inside the border
    terminal.send("up")
    terminal.advance(by: .seconds(3))
    #expect(log.newLineCount == 3)
    terminal.send("end")
    #expect(log.isFollowing)
    #expect(terminal.screen[4].contains("/page/9 "))
}
// end-snippet

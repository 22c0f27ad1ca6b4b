import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Dialogs: their look, their keys, and the answers they return.
@MainActor
@Suite struct DialogTests {
    /// A task list behind the dialog: a list with its cursor on row 12, scrolled.
    private func taskScreen(width: Int = 44, height: Int = 12) -> (TestTerminal, List<Int>) {
        let list = List(options: (0..<100).map { "task \($0)" })
        let terminal = TestTerminal(root: list, size: Size(width: width, height: height))
        terminal.send("end")
        for _ in 0..<5 { terminal.send("up") }
        return (terminal, list)
    }

    @Test func aConfirmDialogOverTheListDoesNotMoveItAndClosingGivesItsFocusBack() async {
        let (terminal, list) = taskScreen()
        let before = terminal.screen
        let cursor = list.cursorIndex
        let answer = Task { @MainActor in
            await terminal.application.confirm("Delete task?", message: "Task 94 goes for good.", confirm: "Delete")
        }
        await Task.yield()
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen,
            [
                "task 88                                    ░",
                "task 89                                    ░",
                "task 90                                    ░",
                "task 91  ╭ Delete task? ──────────╮        ░",
                "task 92  │ Task 94 goes for good. │        ░",
                "task 93  │                        │        ░",
                "task 94  │ [ Cancel ]  [ Delete ] │        ░",
                "task 95  ╰────────────────────────╯        ░",
                "task 96                                    ░",
                "task 97                                    ░",
                "task 98                                    ░",
                "task 99                                    █",
            ])
        // Focus starts on the default button; the list behind has lost it.
        #expect(terminal.application.focusedBrick is Button)
        #expect(terminal.application.focusOverlay != nil)
        terminal.send("down", "up", "end")  // the list behind does not move
        terminal.send("esc")
        #expect(await answer.value == false)
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === list)
        #expect(list.cursorIndex == cursor)
        expectScreen(terminal.screen, before)
    }

    @Test func enterChoosesTheDefaultTabAndArrowsMoveBetweenButtons() async {
        let (terminal, _) = taskScreen()
        let answer = Task { @MainActor in
            await terminal.application.present(Dialog("Save?", buttons: [.cancel, Dialog.Choice("Later"), .ok]))
        }
        await Task.yield()
        terminal.advance(by: .zero)
        let focusedTitle = { (terminal.application.focusedBrick as? Button)?.title }
        #expect(focusedTitle() == "OK")
        terminal.send("shift+tab")
        #expect(focusedTitle() == "Later")
        terminal.send("left")
        #expect(focusedTitle() == "Cancel")
        terminal.send("right")
        #expect(focusedTitle() == "Later")
        terminal.send("enter")  // the focused button, not the default
        #expect(await answer.value == Dialog.Choice("Later"))
    }

    @Test func aPromptReturnsTheTextTypedOrNilWhenCancelled() async {
        let (terminal, _) = taskScreen()
        let typed = Task { @MainActor in
            await terminal.application.prompt("Rename", message: "New name:", text: "task", placeholder: "name")
        }
        await Task.yield()
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick is TextField)
        terminal.type(" 7")
        expectScreen(
            Array(terminal.screen[2...8]),
            [
                "ta╭ Rename ──────────────────────────────╮ ░",
                "ta│ New name:                            │ ░",
                "ta│                                      │ ░",
                "ta│ task 7                               │ ░",
                "ta│                                      │ ░",
                "ta│                   [ Cancel ]  [ OK ] │ ░",
                "ta╰──────────────────────────────────────╯ ░",
            ])
        terminal.send("enter")
        #expect(await typed.value == "task 7")
        let cancelled = Task { @MainActor in await terminal.application.prompt("Rename") }
        await Task.yield()
        terminal.type("x")
        terminal.send("esc")
        #expect(await cancelled.value == nil)
    }

    @Test func aDialogDismissedByCodeOrByTheAppEndingAnswersNil() async {
        let (terminal, _) = taskScreen()
        let dialog = Dialog("Working", message: "Please wait.", buttons: [.cancel])
        var answers: [Dialog.Choice?] = []
        dialog.onChoose { answers.append($0) }
        terminal.application.present(Overlay(dialog))
        terminal.application.dismissAllOverlays()
        #expect(answers == [nil])
        #expect(dialog.choice == nil)
        let waiting = Task { @MainActor in await terminal.application.alert("Bye") }
        await Task.yield()
        terminal.send("ctrl+c")
        terminal.application.dismissAllOverlays()  // what the run loop does as it ends
        await waiting.value
    }

    @Test func aDestructiveConfirmStartsOnCancelAndEnterThereCancels() async {
        let (terminal, _) = taskScreen()
        let answer = Task { @MainActor in
            await terminal.application.confirm("Erase disk?", confirm: "Erase", isDestructive: true)
        }
        await Task.yield()
        terminal.advance(by: .zero)
        #expect((terminal.application.focusedBrick as? Button)?.title == "Cancel")
        let erase = terminal.application.focusOrder.compactMap { $0 as? Button }.first { $0.title == "Erase" }
        // Drawn in the theme's error colour (red in the terminal theme).
        #expect(erase?.themeRole == .error)
        if let erase { #expect(terminal.cell(at: Point(x: erase.frame.x + 2, y: erase.frame.y)).style.foreground == .red) }
        terminal.send("enter")
        #expect(await answer.value == false)
    }

    @Test func aResizeWhileOpenKeepsTheDialogCentredAndWrapsItsMessage() async {
        let (terminal, _) = taskScreen(width: 44, height: 12)
        let dialog = Dialog("Note", message: "A message long enough to wrap on a narrow screen.")
        terminal.application.present(Overlay(dialog))
        terminal.advance(by: .zero)
        #expect(dialog.frame.width == 42)
        terminal.resize(to: Size(width: 24, height: 10))
        expectScreen(
            terminal.screen,
            [
                "task 90                ░",
                "t╭ Note ──────────────╮░",
                "t│ A message long     │░",
                "t│ enough to wrap on  │░",
                "t│ a narrow screen.   │░",
                "t│                    │░",
                "t│             [ OK ] │░",
                "t╰────────────────────╯░",
                "task 98                ░",
                "task 99                █",
            ])
        terminal.send("enter")
        #expect(dialog.choice == .ok)
        #expect(terminal.application.overlays.isEmpty)
    }

    @Test func theFooterAndTheHelpListTheDialogsKeys() async {
        let footer = HelpFooter()
        let root = VBrik(alignment: .fill) { _ in
            List(options: (0..<10).map { "row \($0)" })
            footer
        }
        let terminal = TestTerminal(root: root, size: Size(width: 50, height: 10))
        terminal.application.present(Overlay(Dialog("Quit?", buttons: [.no, .yes])))
        terminal.advance(by: .zero)
        #expect(terminal.screen.last == " enter yes  esc no  ctrl+c quit  …  ? help")
    }

    @Test func onANarrowScreenTheButtonsNeverOverlapAndTheFocusedOneStaysReadable() async {
        let terminal = TestTerminal(root: Label("behind"), size: Size(width: 20, height: 6))
        let answer = Task { @MainActor in
            await terminal.application.confirm("Delete Note 1?", confirm: "Delete", isDestructive: true)
        }
        await terminal.settle()
        let buttons = terminal.application.focusOrder.compactMap { $0 as? Button }
        #expect(buttons.map(\.title) == ["Cancel", "Delete"])
        #expect(!buttons[0].frame.intersects(buttons[1].frame))
        #expect(buttons.allSatisfy { !$0.frame.isEmpty && Rect(x: 0, y: 0, width: 20, height: 6).contains($0.frame) })
        expectScreen(terminal.screen, ["behind", " ╭ Delete Note 1? ╮", " │ [Can…] [Dele…] │", " ╰────────────────╯"])
        terminal.send("esc")
        #expect(await answer.value == false)
    }

    @Test func ctrlCWithADialogOpenEndsTheAppAndTheAwaitHearsNil() async {
        let (terminal, _) = taskScreen()
        let answer = Task { @MainActor in await terminal.application.present(Dialog("Save?", buttons: [.no, .yes])) }
        await terminal.settle()
        #expect(terminal.application.overlays.count == 1)
        terminal.send("ctrl+c")
        #expect(!terminal.isRunning)
        #expect(terminal.application.overlays.isEmpty)
        #expect(await answer.value == nil)
    }

    /// Enter in a field of a dialog's own content chooses the default button, as it does
    /// anywhere else in the dialog; a field that listens for Enter keeps it.
    @Test func enterInAFieldOfTheContentChoosesTheDefaultUnlessTheFieldListens() {
        let (terminal, _) = taskScreen()
        let plain = TextField(text: "a")
        var chosen: Dialog.Choice?? = .none
        terminal.application.present(Overlay(Dialog("Plain", content: plain, buttons: [.cancel, .ok]).onChoose { chosen = $0 }))
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === plain)
        terminal.send("enter")
        #expect(chosen == .some(.ok))
        #expect(terminal.application.overlays.isEmpty)

        var returns = 0
        let listening = TextField(text: "b").action(event: .editingDidEndOnExit) { _ in returns += 1 }
        terminal.application.present(Overlay(Dialog("Listening", content: listening, buttons: [.cancel, .ok])))
        terminal.advance(by: .zero)
        terminal.send("enter")
        #expect(returns == 1)
        #expect(terminal.application.overlays.count == 1, "the field used Enter: the dialog stays")
    }
}

/// A dialog taller than the screen gives up its blank rows and its margins before any of
/// its fields: a form of two fields and a line under them was cut to one field at 7 rows.
@MainActor
@Suite struct ShortScreenDialogTests {
    private func form(height: Int) -> TestTerminal {
        let name = TextField(placeholder: "Name")
        let email = TextField(placeholder: "Email")
        let note = Label("Both are needed")
        let dialog = Dialog("New contact", buttons: [.cancel, Dialog.Choice("Add", role: .default)]) {
            name
            email
            note
        }
        dialog.minimumWidth = 30
        let terminal = TestTerminal(root: Label("behind"), size: Size(width: 40, height: height))
        terminal.application.present(Overlay(dialog))
        terminal.advance(by: .zero)
        return terminal
    }

    @Test func withRoomTheDialogKeepsItsBlankRowAndAMargin() {
        let screen = form(height: 9).screen
        #expect(screen[0].hasPrefix("behind"))
        #expect(screen[1].contains("╭ New contact"))
        #expect(screen[5] == "     │                            │")
        #expect(screen[6].contains("[ Add ]"))
        #expect(screen[7].contains("╰"))
    }

    @Test func shortOfRowsTheMarginsThenTheBlankRowGoFirst() {
        // Seven rows: the whole dialog, its blank row kept, no margin.
        expectScreen(
            form(height: 7).screen,
            [
                "behin╭ New contact ───────────────╮",
                "     │ Name                       │",
                "     │ Email                      │",
                "     │ Both are needed            │",
                "     │                            │",
                "     │        [ Cancel ]  [ Add ] │",
                "     ╰────────────────────────────╯",
            ])
        // Six: the blank row goes, every field stays.
        expectScreen(
            form(height: 6).screen,
            [
                "behin╭ New contact ───────────────╮",
                "     │ Name                       │",
                "     │ Email                      │",
                "     │ Both are needed            │",
                "     │        [ Cancel ]  [ Add ] │",
                "     ╰────────────────────────────╯",
            ])
    }
}

import BrikRendering
import Testing

@testable import BrikCore

/// A dialog that refuses its buttons: disabled ones, and a form that is not valid yet.
@MainActor
@Suite struct DialogValidationTests {
    /// A dialog asking for a name, over an empty screen, and what it answered (nil: not yet).
    @MainActor private final class NameForm {
        let field = TextField(placeholder: "name")
        let other = TextField(placeholder: "other")
        let dialog: Dialog
        var answers: [Dialog.Choice?] = []

        init() {
            dialog = Dialog("New", buttons: [.cancel, .ok]) { [field, other] in
                other
                field
            }
            dialog.onChoose { [unowned self] in answers.append($0) }
        }

        func present(on terminal: TestTerminal) {
            terminal.application.present(Overlay(dialog, placement: .centered, kind: .modal))
        }
    }

    @Test func aDisabledDefaultButtonIsNotChosenByEnterNorByCode() {
        let form = NameForm()
        let terminal = TestTerminal(root: Label("behind"), size: Size(width: 30, height: 9))
        form.present(on: terminal)
        form.dialog.brick(for: .ok)?.isEnabled = false
        terminal.send("enter")
        #expect(form.answers.isEmpty)
        form.dialog.choose(.ok)
        #expect(form.answers.isEmpty)
        #expect(form.dialog.choice == nil)
        #expect(terminal.screenText.contains("╭ New"))
        form.dialog.brick(for: .ok)?.isEnabled = true
        terminal.send("enter")
        #expect(form.answers == [.ok])
    }

    @Test func aDisabledButtonIsNotChosenByAClick() {
        let form = NameForm()
        let terminal = TestTerminal(root: Label("behind"), size: Size(width: 30, height: 9))
        form.present(on: terminal)
        form.dialog.brick(for: .ok)?.isEnabled = false
        terminal.advance(by: .zero)
        let frame = form.dialog.brick(for: .ok)!.frame
        let point = Point(x: frame.x + 1, y: frame.y)
        terminal.send(.mouse(MouseEvent(.press(.left), at: point)))
        terminal.send(.mouse(MouseEvent(.release(.left), at: point)))
        #expect(form.answers.isEmpty)
    }

    @Test func escWithADisabledCancelButtonKeepsTheDialogOpen() {
        let form = NameForm()
        let terminal = TestTerminal(root: Label("behind"), size: Size(width: 30, height: 9))
        form.present(on: terminal)
        form.dialog.brick(for: .cancel)?.isEnabled = false
        terminal.send("esc")
        #expect(form.answers.isEmpty)
        form.dialog.brick(for: .cancel)?.isEnabled = true
        terminal.send("esc")
        #expect(form.answers == [.cancel])
    }

    @Test func anInvalidFormStaysOpenSaysWhyAndFocusesTheField() {
        let form = NameForm()
        form.dialog.validate { [field = form.field] choice in
            #expect(choice == .ok)
            return field.text.isEmpty ? Dialog.Refusal("A name is needed", focus: field) : nil
        }
        let terminal = TestTerminal(root: Label("behind"), size: Size(width: 30, height: 10))
        form.present(on: terminal)
        #expect(terminal.application.focusedBrick === form.other)
        terminal.send("enter")
        #expect(form.answers.isEmpty)
        #expect(form.dialog.validationMessage == "A name is needed")
        #expect(terminal.application.focusedBrick === form.field)
        #expect(
            terminal.screen == [
                "behind",
                "   ╭ New ─────────────────╮",
                "   │ other                │",
                "   │ name                 │",
                "   │                      │",
                "   │ A name is needed     │",
                "   │                      │",
                "   │   [ Cancel ]  [ OK ] │",
                "   ╰──────────────────────╯",
                "",
            ])
        terminal.type("Ada")
        terminal.send("enter")
        #expect(form.answers == [.ok])
    }

    @Test func revalidateFollowsTheContentAndClearsTheMessageWhenFixed() {
        let form = NameForm()
        form.dialog.validate { [field = form.field] _ in field.text.count < 3 ? Dialog.Refusal("Too short") : nil }
        form.field.action(event: .editingChanged) { [dialog = form.dialog] _ in dialog.revalidate() }
        let terminal = TestTerminal(root: Label("behind"), size: Size(width: 30, height: 10))
        form.present(on: terminal)
        terminal.send("tab")
        terminal.type("A")
        #expect(form.dialog.validationMessage == nil)  // nothing said before the first refusal
        terminal.send("enter")
        #expect(form.dialog.validationMessage == "Too short")
        terminal.type("da")
        #expect(form.dialog.validationMessage == nil)
        #expect(!terminal.screenText.contains("Too short"))
        #expect(form.answers.isEmpty)  // fixed, but not chosen until asked
    }

    @Test func cancelAndEscAlwaysCloseAnInvalidForm() {
        for key in ["esc", "cancel"] {
            let form = NameForm()
            form.dialog.validate { _ in Dialog.Refusal("Never valid") }
            let terminal = TestTerminal(root: Label("behind"), size: Size(width: 30, height: 10))
            form.present(on: terminal)
            terminal.send("enter")
            #expect(form.answers.isEmpty)
            if key == "esc" { terminal.send("esc") } else { form.dialog.choose(.cancel) }
            #expect(form.answers == [.cancel])
        }
    }

    @Test func theAccessibleModeSaysWhyTheFormWasRefused() {
        let form = NameForm()
        form.dialog.validate { _ in Dialog.Refusal("A name is needed") }
        let terminal = TestTerminal(root: Label("behind"), size: Size(width: 30, height: 10), announcesAccessibility: true)
        form.present(on: terminal)
        terminal.advance(by: .zero)  // the dialog is drawn and said
        _ = terminal.takeAnnouncements()
        terminal.send("enter")
        #expect(terminal.takeAnnouncements().contains("A name is needed"))
    }
}

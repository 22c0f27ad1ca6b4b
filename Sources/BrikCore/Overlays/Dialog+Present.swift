import BrikRendering

// Dialogs that return their answer: `await` from a Task on the main actor while the run
// loop goes on (the curses loop runs the main queue between frames).
extension Application {
    /// Shows `dialog` (modal, centred) and returns the button chosen, nil when it closed
    /// without one (Esc with no cancel button, dismissed by code, the app ended).
    ///
    /// ```swift
    /// Task { @MainActor in
    ///     let choice = await app.present(Dialog("Quit?", buttons: [.no, .yes]))
    ///     if choice == .yes { app.quit() }
    /// }
    /// ```
    @discardableResult
    public func present(_ dialog: Dialog) async -> Dialog.Choice? {
        await withCheckedContinuation { continuation in
            dialog.onChoose { continuation.resume(returning: $0) }
            present(Overlay(dialog, placement: .centered, kind: .modal))
        }
    }

    /// Shows a message with an OK button and returns when it is closed.
    public func alert(_ title: String, message: String? = nil) async {
        await present(Dialog(title, message: message, buttons: [.ok]))
    }

    /// Asks a yes/no question; true when the confirm button was chosen (Enter), false for
    /// cancel (Esc) or any other way of closing.
    public func confirm(
        _ title: String, message: String? = nil, confirm: String = "OK", cancel: String = "Cancel", isDestructive: Bool = false
    ) async -> Bool {
        let yes = Dialog.Choice(confirm, role: isDestructive ? .destructive : .default)
        let dialog = Dialog(title, message: message, buttons: [Dialog.Choice(cancel, role: .cancel), yes])
        // Enter must not destroy by accident: the focus starts on cancel.
        if isDestructive { dialog.initialButton = dialog.cancelButton }
        return await present(dialog) == yes
    }

    /// Asks for a line of text; the text when OK was chosen (Enter in the field does it),
    /// nil when cancelled.
    public func prompt(_ title: String, message: String? = nil, text: String = "", placeholder: String = "") async -> String? {
        let dialog = Dialog.prompt(title, message: message, text: text, placeholder: placeholder)
        guard await present(dialog.dialog) == .ok else { return nil }
        return dialog.field.text
    }
}

extension Dialog {
    /// A dialog asking for a line of text in a ``TextField`` (focused when it opens; Enter in
    /// it chooses OK), with OK and Cancel: what ``Application/prompt(_:message:text:placeholder:)`` shows.
    public static func prompt(
        _ title: String, message: String? = nil, text: String = "", placeholder: String = ""
    ) -> (dialog: Dialog, field: TextField) {
        let field = TextField(placeholder: placeholder, text: text)
        let dialog = Dialog(title, message: message, content: field, buttons: [.cancel, .ok])
        dialog.minimumWidth = 40  // Enter in the field goes on to the dialog: OK, its default
        return (dialog, field)
    }
}

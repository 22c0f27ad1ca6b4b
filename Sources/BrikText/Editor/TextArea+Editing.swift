import BrikCore
import BrikRendering

/// Changing the text: every change goes through ``TextArea/replace(_:with:)`` or the
/// internal `apply`, which records the undo step, moves the caret and sends the event.
extension TextArea {
    /// Replaces the text in `range` with `text` as one undo step, puts the caret after the
    /// new text and sends ``ControlEvent/editingChanged``. Honours ``maxLength`` (the new
    /// text is cut to fit) but not ``isEditable`` (the app may change a read-only view).
    ///
    /// ```swift
    /// area.replace(TextRange(at: area.document.endPosition), with: "\nappended line")
    /// ```
    public func replace(_ range: TextRange, with text: String) {
        apply(text, replacing: range, kind: .other)
    }

    /// Inserts `text` at the caret, replacing the selection, as a paste does.
    ///
    /// ```swift
    /// area.insert("// TODO: ")
    /// ```
    public func insert(_ text: String) {
        apply(text, replacing: selection.range, kind: .other)
    }

    /// Selects the whole text.
    ///
    /// ```swift
    /// area.selectAll(); area.copy()
    /// ```
    public func selectAll() {
        history.closeGroup()
        selection = TextSelection(anchor: .zero, cursor: document.endPosition)
    }

    /// Whether ``undo()`` has a step to take back.
    ///
    /// ```swift
    /// undoButton.isEnabled = area.canUndo
    /// ```
    public var canUndo: Bool { history.canUndo }
    /// Whether ``redo()`` has a step to do again.
    ///
    /// ```swift
    /// redoButton.isEnabled = area.canRedo
    /// ```
    public var canRedo: Bool { history.canRedo }

    /// Takes back the last undo step (a group of typed characters, a paste, a cut…) and
    /// restores the selection it started from. Does nothing when there is none.
    ///
    /// ```swift
    /// area.undo()
    /// ```
    public func undo() {
        guard let step = history.popUndo() else { return }
        for edit in step.edits.reversed() {
            document.replaceBytes(from: edit.start, to: edit.newEnd, with: edit.oldText)
        }
        finishHistoryMove(selection: step.selectionBefore)
    }

    /// Does again the last step ``undo()`` took back.
    ///
    /// ```swift
    /// area.redo()
    /// ```
    public func redo() {
        guard let step = history.popRedo() else { return }
        for edit in step.edits {
            document.replaceBytes(from: edit.start, to: edit.oldEnd, with: edit.newText)
        }
        finishHistoryMove(selection: step.selectionAfter)
    }

    /// Puts the selected text on the app's clipboard (and on the system clipboard when
    /// ``copiesToSystemClipboard``); does nothing when nothing is selected.
    ///
    /// ```swift
    /// area.selectAll(); area.copy()
    /// ```
    public func copy() {
        guard !selection.isEmpty else { return }
        let text = selectedText
        application?.clipboard = text
        if copiesToSystemClipboard { application?.copyToSystemClipboard(text) }
    }

    /// Copies the selection, then deletes it (one undo step). Read-only: copies only.
    ///
    /// ```swift
    /// area.cut()
    /// ```
    public func cut() {
        copy()
        guard isEditable, !selection.isEmpty else { return }
        apply("", replacing: selection.range, kind: .other)
    }

    /// Inserts the app's clipboard at the caret, replacing the selection (one undo step).
    ///
    /// ```swift
    /// area.paste()
    /// ```
    public func paste() {
        guard isEditable, let text = application?.clipboard, !text.isEmpty else { return }
        apply(text, replacing: selection.range, kind: .other)
    }

    /// The core of every edit: cut `text` to ``maxLength``, replace, record, reveal, notify.
    /// Returns false when nothing changed (an empty edit, or no room left).
    @discardableResult
    func apply(_ text: String, replacing range: TextRange, kind: UndoHistory.Kind) -> Bool {
        var text = text
        if let limit = maxLength {
            let removed = document.offset(of: range.end) - document.offset(of: range.start)
            let room = max(0, limit - (document.characterCount - removed))
            if text.count > room { text = String(text.prefix(room)) }
        }
        guard !(text.isEmpty && range.isEmpty) else { return false }
        let before = selection
        let start = document.location(of: range.start)
        let oldEnd = document.location(of: range.end)
        let oldText = document.text(in: range)
        let newEnd = document.replaceBytes(from: start, to: oldEnd, with: text)
        let caret = document.position(of: newEnd)
        selection = TextSelection(at: caret)
        let edit = UndoHistory.Edit(start: start, oldEnd: oldEnd, newEnd: newEnd, oldText: oldText, newText: text)
        history.record(edit, kind: kind, before: before, after: selection, at: application?.now ?? .zero)
        didChangeText()
        return true
    }

    private func finishHistoryMove(selection restored: TextSelection) {
        selection = restored
        didChangeText()
    }

    private func didChangeText() {
        goalX = nil
        isModified = true
        revealCursor()
        setNeedsDisplay()
        sendActions(for: .editingChanged)
    }
}

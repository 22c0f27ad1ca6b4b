import BrikCore

/// The undo and redo stacks of a ``TextArea``.
///
/// Each step holds the edits it made, in order, with the exact text they replaced, so
/// undoing restores the document scalar for scalar. Typing groups: consecutive typed
/// characters (and consecutive Backspace or Delete presses) extend the open step, until the
/// caret moves, another kind of edit comes, or ``groupingPause`` passes between keys.
struct UndoHistory {
    /// What made an edit, for grouping.
    enum Kind: Equatable {
        case typing, deleting, other
    }

    struct Edit {
        /// Where the replaced text was, and where the new text is now.
        var start: TextDocument.Location
        var oldEnd: TextDocument.Location
        var newEnd: TextDocument.Location
        var oldText: String
        var newText: String
    }

    struct Step {
        var edits: [Edit]
        var kind: Kind
        var selectionBefore: TextSelection
        var selectionAfter: TextSelection
        var lastTime: Duration
    }

    /// A pause between two typed keys longer than this ends the group.
    static let groupingPause: Duration = .seconds(1)
    /// Steps kept; the oldest are forgotten beyond it.
    static let limit = 1000

    private(set) var undoSteps: [Step] = []
    private(set) var redoSteps: [Step] = []
    /// Whether the next edit of the same kind may join the last step.
    private var isGroupOpen = false

    var canUndo: Bool { !undoSteps.isEmpty }
    var canRedo: Bool { !redoSteps.isEmpty }

    /// Records `edit`, joining the open step when it is of the same grouping kind.
    mutating func record(
        _ edit: Edit, kind: Kind, before: TextSelection, after: TextSelection, at time: Duration
    ) {
        redoSteps.removeAll()
        if isGroupOpen, kind != .other, var last = undoSteps.last, last.kind == kind,
            time - last.lastTime <= Self.groupingPause
        {
            last.edits.append(edit)
            last.selectionAfter = after
            last.lastTime = time
            undoSteps[undoSteps.count - 1] = last
        } else {
            undoSteps.append(Step(edits: [edit], kind: kind, selectionBefore: before, selectionAfter: after, lastTime: time))
            if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
        }
        isGroupOpen = kind != .other
    }

    /// Ends the open group: the next edit starts a new step (a caret move, a click).
    mutating func closeGroup() {
        isGroupOpen = false
    }

    /// Takes the last step off the undo stack (onto the redo stack) and returns it.
    mutating func popUndo() -> Step? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        isGroupOpen = false
        return step
    }

    /// Takes the last undone step off the redo stack (back onto the undo stack) and returns it.
    mutating func popRedo() -> Step? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        isGroupOpen = false
        return step
    }

    /// Forgets every step (the text was replaced wholesale).
    mutating func removeAll() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        isGroupOpen = false
    }
}

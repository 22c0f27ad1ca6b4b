/// Tells a double click from two clicks: a second click on the same row soon enough.
///
/// ```swift
/// var clicks = DoubleClickDetector()
/// if clicks.click(row: 3, at: application.now) { open(row: 3) }
/// ```
public struct DoubleClickDetector: Sendable {
    /// How soon a second click on the same row counts as a double click.
    public var interval: Duration
    /// The last click that did not complete a double click.
    private var last: (row: Int, at: Duration)?

    /// A detector counting clicks within `interval` of each other as a double click.
    public init(interval: Duration = .milliseconds(400)) {
        self.interval = interval
    }

    /// Records a click on `row` at `now`; true when it completes a double click (the next
    /// click then starts a new one).
    public mutating func click(row: Int, at now: Duration) -> Bool {
        let isDouble = last.map { $0.row == row && now - $0.at <= interval } ?? false
        last = isDouble ? nil : (row, now)
        return isDouble
    }

    /// Forgets the last click (a click that did something else, such as toggling a node).
    public mutating func reset() {
        last = nil
    }
}

extension SelectionState {
    /// What a click on the row at `index` does, as lists and tables take it: the cursor goes
    /// there (with `extending`, the range from the anchor is selected); the second click of
    /// a double click activates the row; otherwise, in a ``SelectionMode/multiple``
    /// selection, a plain click toggles the row it landed on.
    public mutating func click(
        _ index: Int, in items: SelectionItems<ID>, extending: Bool, isDouble: Bool
    ) -> SelectionChange {
        var change = moveCursor(toIndex: index, in: items, extending: extending)
        let landed = cursorIndex(in: items) == index
        if isDouble {
            if landed { change.insert(.activation) }
        } else if mode == .multiple && !extending && landed {
            change.formUnion(toggleCursor(in: items))
        }
        return change
    }
}

import BrikRendering

@testable import BrikCore

/// libFuzzer target: random operations on a ``SelectionState`` over data that changes.
///
/// The input picks a mode, whether selection follows the cursor and a start list of rows
/// (unique identities, some disabled), then up to 300 operations: the keys a list sends
/// (arrows, Shift ranges, Home/End, pages, Space, Enter, Ctrl-A, Esc, type-ahead letters
/// with clock jumps), direct calls (move to an index or by a delta, toggle, select all or
/// none, set the cursor to a row or to a row that is not there), and data changes (insert,
/// delete, move, sort, enable and disable rows) followed by ``SelectionState/reconcile(with:selectable:)``.
/// Checked after every operation: the selection is in the data and enabled (reconciled), at
/// most one row in single mode and none in no-selection mode; the cursor is a row of the
/// data, enabled, and nil only when no row is enabled; a cursor whose row survived a data
/// change stayed on it; select-all in multiple mode selects every enabled row.
@_cdecl("LLVMFuzzerTestOneInput")
public func selectionFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    fuzzSelection(&input)
    return 0
}

private let keys = [
    "up", "down", "shift+up", "shift+down", "home", "end", "shift+home", "shift+end", "pageup", "pagedown",
    "shift+pageup", "shift+pagedown", "space", "enter", "ctrl+a", "escape", "a", "b", "c", "x",
]

private func fuzzSelection(_ input: inout FuzzInput) {
    let mode: SelectionMode = input.pick([.none, .single, .multiple])
    var state = SelectionState<Int>(mode: mode, selectionFollowsCursor: input.bool())
    var rows = Array(0..<input.int(in: 0...12))
    var next = rows.count
    var disabled = Set(rows.filter { _ in input.bool() && input.bool() })
    var now = Duration.zero
    func items() -> SelectionItems<Int> {
        let snapshot = rows
        let off = disabled
        let titles = ["apple", "banana", "cherry", "apricot", "blueberry", "xigua"]
        return SelectionItems(snapshot, isEnabled: { !off.contains(snapshot[$0]) }, title: { titles[snapshot[$0] % titles.count] })
    }
    state.reconcile(with: items())
    check(state, items(), mode: mode, "start")
    for step in 0..<input.int(in: 0...300) {
        guard input.remaining > 0 else { break }
        let current = items()
        let operation = input.int(in: 0...13)
        switch operation {
        case 0...3:
            let name = input.pick(keys)
            guard let key = KeyEvent(parsing: name) else { fatalError("bad key name \(name)") }
            now += .milliseconds(input.int(in: 0...1500))
            _ = state.handle(key, in: current, page: input.int(in: 0...6), now: now)
        case 4: state.moveCursor(toIndex: input.int(in: -3...15), in: current, extending: input.bool())
        case 5: state.moveCursor(by: input.int(in: -20...20), in: current, extending: input.bool())
        case 6: state.toggleCursor(in: current)
        case 7:
            state.selectAll(in: current)
            if mode == .multiple {
                for index in 0..<current.count where current.isEnabled(index) {
                    check(state.isSelected(current.id(index)), "select all left row \(current.id(index)) out")
                }
            }
        case 8: state.selectNone()
        case 9: _ = state.setCursor(input.bool() ? rows.randomElementFromInput(&input) : 10_000, in: current)
        default:
            // The data changes; the cursor's row, if it survives enabled, keeps the cursor.
            let before = state.cursor
            switch operation {
            case 10:
                rows.insert(next, at: input.int(in: 0...rows.count))
                next += 1
            case 11 where !rows.isEmpty: rows.remove(at: input.int(in: 0...(rows.count - 1)))
            case 12 where rows.count > 1:
                let from = input.int(in: 0...(rows.count - 1))
                let row = rows.remove(at: from)
                rows.insert(row, at: input.int(in: 0...rows.count))
            case 13:
                if let row = rows.randomElementFromInput(&input) {
                    if disabled.contains(row) { disabled.remove(row) } else { disabled.insert(row) }
                }
            default: rows.sort(by: >)
            }
            let changed = items()
            state.reconcile(with: changed)
            if let before, let index = changed.index(before), changed.isEnabled(index) {
                check(state.cursor == before, "the cursor left its surviving row \(before)")
            }
            check(state, changed, mode: mode, "step \(step) after a data change")
            continue
        }
        // Keys and calls may leave rows selected that a filter would keep; reconcile as a list does.
        state.reconcile(with: current)
        check(state, current, mode: mode, "step \(step) op \(operation)")
    }
}

private func check(_ state: SelectionState<Int>, _ items: SelectionItems<Int>, mode: SelectionMode, _ what: String) {
    for id in state.selectedIDs {
        guard let index = items.index(id) else { fatalError("\(what): selected \(id) is not a row") }
        check(items.isEnabled(index), "\(what): selected \(id) is disabled")
    }
    switch mode {
    case .none: check(state.selectedIDs.isEmpty, "\(what): a row is selected in no-selection mode")
    case .single: check(state.selectedIDs.count <= 1, "\(what): \(state.selectedIDs.count) rows in single mode")
    case .multiple: break
    }
    let anyEnabled = (0..<items.count).contains(where: items.isEnabled)
    if let cursor = state.cursor {
        guard let index = items.index(cursor) else { fatalError("\(what): cursor \(cursor) is not a row") }
        check(items.isEnabled(index), "\(what): the cursor is on disabled row \(cursor)")
        check(state.cursorIndex(in: items) == index, "\(what): cursorIndex disagrees")
    } else {
        check(!anyEnabled, "\(what): no cursor though a row is enabled")
    }
}

extension Array where Element == Int {
    fileprivate func randomElementFromInput(_ input: inout FuzzInput) -> Int? {
        isEmpty ? nil : self[input.int(in: 0...(count - 1))]
    }
}

import SeededRandom
import Testing

@testable import BrikCore

/// The selection model on its own: cursor moves, ranges, modes, type-ahead and
/// data changes, with identities that are strings so an index can never pass for one.
@Suite struct SelectionStateTests {
    private let fruit = ["apple", "apricot", "banana", "blueberry", "cherry", "date", "elderberry"]

    private func items(_ ids: [String], disabled: Set<String> = []) -> SelectionItems<String> {
        SelectionItems(ids, isEnabled: { !disabled.contains(ids[$0]) })
    }

    @Test func movesSkipDisabledRowsAndStopAtTheEnds() {
        let rows = items(fruit, disabled: ["apricot", "elderberry"])
        var state = SelectionState<String>(mode: .none)
        #expect(state.cursor == nil)
        #expect(state.moveCursor(by: 1, in: rows) == .cursor)
        #expect(state.cursor == "apple")
        state.moveCursor(by: 1, in: rows)
        #expect(state.cursor == "banana")
        state.moveCursor(toIndex: 99, in: rows)
        #expect(state.cursor == "date")
        #expect(state.moveCursor(by: 1, in: rows) == [])
        #expect(state.cursor == "date")
        state.moveCursor(by: -3, in: rows)
        #expect(state.cursor == "banana")
        state.moveCursor(by: -1, in: rows)
        #expect(state.cursor == "apple")
        #expect(state.moveCursor(by: -1, in: rows) == [])
        #expect(state.selectedIDs.isEmpty)
    }

    @Test func singleSelectionFollowsTheCursorUnlessToldNot() {
        let rows = items(fruit)
        var following = SelectionState<String>(mode: .single)
        #expect(following.moveCursor(toIndex: 2, in: rows) == [.cursor, .selection])
        #expect(following.selectedIDs == ["banana"])
        var chosen = SelectionState<String>(mode: .single, selectionFollowsCursor: false)
        chosen.moveCursor(toIndex: 2, in: rows)
        #expect(chosen.selectedIDs.isEmpty)
        #expect(chosen.handle(.character(" "), in: rows, page: 5, now: .zero) == .selection)
        chosen.moveCursor(by: 1, in: rows)
        #expect(chosen.selectedIDs == ["banana"])
        chosen.toggleCursor(in: rows)
        #expect(chosen.selectedIDs == ["blueberry"])
        chosen.selectedIDs = ["apple", "cherry"]
        #expect(chosen.selectedIDs.count == 1)
    }

    @Test func shiftMovesSelectARangeFromTheAnchor() {
        let rows = items(fruit, disabled: ["blueberry"])
        var state = SelectionState<String>(mode: .multiple)
        state.moveCursor(toIndex: 1, in: rows)
        state.toggleCursor(in: rows)
        state.moveCursor(toIndex: 5, in: rows)
        #expect(state.selectedIDs == ["apricot"])
        let shiftUp = KeyEvent(.up, modifiers: .shift)
        _ = state.handle(shiftUp, in: rows, page: 5, now: .zero)
        _ = state.handle(shiftUp, in: rows, page: 5, now: .zero)
        // From date up to banana; the disabled blueberry is skipped and never selected.
        #expect(state.cursor == "banana")
        #expect(state.selectedIDs == ["apricot", "banana", "cherry", "date"])
        // Back down shrinks the range, keeping what was selected before it.
        _ = state.handle(KeyEvent(.down, modifiers: .shift), in: rows, page: 5, now: .zero)
        #expect(state.selectedIDs == ["apricot", "cherry", "date"])
        // A plain move ends the range; the next Shift move starts one at the cursor.
        _ = state.handle(KeyEvent(.down), in: rows, page: 5, now: .zero)
        _ = state.handle(KeyEvent(.end, modifiers: .shift), in: rows, page: 5, now: .zero)
        #expect(state.selectedIDs == ["apricot", "cherry", "date", "elderberry"])
        #expect(state.handle(.ctrl("a"), in: rows, page: 5, now: .zero) == .selection)
        #expect(state.selectedIDs == Set(fruit).subtracting(["blueberry"]))
        #expect(state.selectNone() == .selection)
        #expect(state.selectedIDs.isEmpty)
    }

    @Test func keysThatAreNotTheStatesAreLeftAlone() {
        let rows = items(fruit)
        var state = SelectionState<String>(mode: .single)
        #expect(state.handle(KeyEvent(.tab), in: rows, page: 5, now: .zero) == nil)
        #expect(state.handle(.ctrl("x"), in: rows, page: 5, now: .zero) == nil)
        #expect(state.handle(.ctrl("a"), in: rows, page: 5, now: .zero) == nil)
        #expect(state.handle(KeyEvent(.enter), in: rows, page: 5, now: .zero) == nil)
        state.moveCursor(by: 1, in: rows)
        #expect(state.handle(KeyEvent(.enter), in: rows, page: 5, now: .zero) == .activation)
        #expect(state.handle(KeyEvent(.up), in: rows, page: 5, now: .zero) == [])
        #expect(state.handle(KeyEvent(.pageDown), in: rows, page: 5, now: .zero) == [.cursor, .selection])
        #expect(state.cursor == "date")
    }

    @Test func typeAheadJumpsCyclesAndStartsOverAfterAPause() {
        let rows = items(fruit)
        var state = SelectionState<String>(mode: .none)
        let noVim = SelectionKeyOptions(vimKeys: false)
        _ = state.handle(.character("b"), in: rows, page: 5, now: .seconds(1), keys: noVim)
        #expect(state.cursor == "banana")
        _ = state.handle(.character("l"), in: rows, page: 5, now: .milliseconds(1_500), keys: noVim)
        #expect(state.cursor == "blueberry")
        // The same letter again, later: the next row starting with it.
        _ = state.handle(.character("b"), in: rows, page: 5, now: .seconds(5), keys: noVim)
        #expect(state.cursor == "banana")
        _ = state.handle(.character("b"), in: rows, page: 5, now: .milliseconds(5_300), keys: noVim)
        #expect(state.cursor == "blueberry")
        _ = state.handle(.character("b"), in: rows, page: 5, now: .milliseconds(5_600), keys: noVim)
        #expect(state.cursor == "banana")
        _ = state.handle(.character("A"), in: rows, page: 5, now: .seconds(9), keys: noVim)
        #expect(state.cursor == "apple")
        // With vim keys, j moves instead of typing.
        _ = state.handle(.character("j"), in: rows, page: 5, now: .seconds(20))
        #expect(state.cursor == "apricot")
    }

    @Test func theCursorFollowsItsRowThroughDataChanges() {
        var ids = fruit
        var state = SelectionState<String>(mode: .multiple)
        state.moveCursor(toIndex: 3, in: items(ids))
        state.toggleCursor(in: items(ids))
        #expect(state.cursor == "blueberry")
        // Rows inserted above and the list sorted backwards: still on blueberry.
        ids.insert("avocado", at: 0)
        ids.reverse()
        #expect(state.reconcile(with: items(ids)) == [])
        #expect(state.cursor == "blueberry")
        #expect(state.cursorIndex(in: items(ids)) == 3)
        // Its row deleted: the row now at its place takes the cursor; the selection drops it.
        ids.remove(at: 3)
        #expect(state.reconcile(with: items(ids)) == [.cursor, .selection])
        #expect(state.cursor == "banana")
        #expect(state.selectedIDs.isEmpty)
        // Everything deleted: no cursor.
        state.toggleCursor(in: items(ids))
        #expect(state.reconcile(with: items([])) == [.cursor, .selection])
        #expect(state.cursor == nil)
    }

    /// Random keys, inserts, deletes and reorders: after each, the cursor is on an existing
    /// enabled row (or there is none enabled), selected rows exist and are enabled, and
    /// single mode never holds two.
    @Test(arguments: [SelectionMode.none, .single, .multiple])
    func randomSessionsKeepTheInvariants(mode: SelectionMode) {
        var random = SplitMix64(seed: 99 + UInt64(mode.hashValue & 0xFF))
        var next = 0
        var ids: [Int] = Array(0..<20)
        next = 20
        var disabled = Set<Int>()
        var state = SelectionState<Int>(mode: mode, selectionFollowsCursor: random.next() % 2 == 0)
        let keys: [KeyEvent] = [
            KeyEvent(.up), KeyEvent(.down), KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.home),
            KeyEvent(.end), KeyEvent(.up, modifiers: .shift), KeyEvent(.down, modifiers: .shift),
            KeyEvent(.pageDown, modifiers: .shift), .character(" "), .ctrl("a"), KeyEvent(.enter),
            .character("1"), .character("2"), .character("j"), .character("G"),
        ]
        for step in 0..<3_000 {
            let snapshot = ids
            let blocked = disabled
            let rows = SelectionItems(snapshot, isEnabled: { !blocked.contains(snapshot[$0]) })
            switch random.next() % 10 {
            case 0 where !ids.isEmpty:
                ids.remove(at: Int(random.next() % UInt64(ids.count)))
                state.reconcile(with: SelectionItems(ids, isEnabled: { [ids] in !blocked.contains(ids[$0]) }))
            case 1:
                ids.insert(next, at: Int(random.next() % UInt64(ids.count + 1)))
                next += 1
                state.reconcile(with: SelectionItems(ids, isEnabled: { [ids] in !blocked.contains(ids[$0]) }))
            case 2:
                ids.shuffle(using: &random)
                if let some = ids.randomElement(using: &random) {
                    if disabled.contains(some) { disabled.remove(some) } else { disabled.insert(some) }
                }
                let now = disabled
                state.reconcile(with: SelectionItems(ids, isEnabled: { [ids] in !now.contains(ids[$0]) }))
            default:
                _ = state.handle(
                    keys[Int(random.next() % UInt64(keys.count))], in: rows, page: 4, now: .milliseconds(step * 300))
            }
            let enabled = ids.filter { !disabled.contains($0) }
            if let cursor = state.cursor {
                #expect(enabled.contains(cursor), "step \(step): cursor \(cursor) not an enabled row")
            } else {
                let placed = state.reconcile(
                    with: SelectionItems(ids, isEnabled: { [ids, disabled] in !disabled.contains(ids[$0]) }))
                #expect(enabled.isEmpty || state.cursor != nil, "step \(step): no cursor over \(enabled.count) rows \(placed)")
            }
            #expect(state.selectedIDs.isSubset(of: Set(enabled)), "step \(step): selection \(state.selectedIDs)")
            if mode == .none { #expect(state.selectedIDs.isEmpty) }
            if mode == .single { #expect(state.selectedIDs.count <= 1) }
        }
    }
}

import Testing

@testable import BrikCore

/// Clicks as lists, tables and trees take them: the double-click detector and what a
/// click does to the selection.
@Suite struct SelectionClickTests {
    @Test func aSecondClickOnTheSameRowSoonIsADoubleClick() {
        var clicks = DoubleClickDetector(interval: .milliseconds(400))
        var answers: [Bool] = []
        for (row, at) in [(2, 0), (2, 300), (2, 350), (2, 900), (3, 1_000)] {
            answers.append(clicks.click(row: row, at: .milliseconds(at)))
        }
        // The second click is a double click; a third starts again; too late; another row.
        #expect(answers == [false, true, false, false, false])
        clicks.reset()
        let afterReset = clicks.click(row: 3, at: .milliseconds(1_100))
        #expect(!afterReset, "the click before the reset is forgotten")
    }

    @Test func aClickMovesTogglesAndActivates() {
        let items = SelectionItems(["a", "b", "c"])
        var state = SelectionState<String>(mode: .multiple)
        var change = state.click(1, in: items, extending: false, isDouble: false)
        #expect(state.cursor == "b")
        #expect(state.selectedIDs == ["b"], "a plain click in a multiple selection toggles its row")
        #expect(change.contains(.cursor) && change.contains(.selection))
        change = state.click(1, in: items, extending: false, isDouble: true)
        #expect(change == .activation, "the second click of a double click activates, toggling nothing")
        #expect(state.selectedIDs == ["b"])
        _ = state.click(2, in: items, extending: true, isDouble: false)
        #expect(state.selectedIDs == ["b", "c"])
        var single = SelectionState<String>(mode: .single)
        _ = single.click(0, in: items, extending: false, isDouble: false)
        #expect(single.cursor == "a")
    }
}

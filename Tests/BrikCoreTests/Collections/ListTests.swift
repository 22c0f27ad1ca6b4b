import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// The list widget through a terminal: exact screens, where the cursor is drawn
/// (reverse video), the events it sends, a million rows.
@MainActor
@Suite struct ListTests {
    /// The rows of the screen where the cursor highlight is, as `>` per reversed row.
    private func highlighted(_ terminal: TestTerminal) -> [Int] {
        (0..<terminal.size.height).filter { y in
            (0..<terminal.size.width).allSatisfy { terminal.cell(at: Point(x: $0, y: y)).style.attributes.contains(.reverse) }
        }
    }

    private func focused<ID>(_ list: List<ID>, size: Size) -> TestTerminal {
        list.scrollView.showsScrollbar = false
        let terminal = TestTerminal(root: list, size: size)
        _ = terminal.application.focus(list)
        terminal.advance(by: .zero)
        return terminal
    }

    @Test func theCursorMovesAndTheListScrollsWithIt() {
        let list = List(options: (0..<10).map { "Option \($0)" })
        let terminal = focused(list, size: Size(width: 12, height: 4))
        expectScreen(terminal.screen, ["Option 0    ", "Option 1    ", "Option 2    ", "Option 3    "])
        #expect(highlighted(terminal) == [0])
        terminal.send("down", "down", "down", "down", "down")
        expectScreen(terminal.screen, ["Option 2    ", "Option 3    ", "Option 4    ", "Option 5    "])
        #expect(highlighted(terminal) == [3])
        #expect(list.selectedOption == "Option 5")
        terminal.send("up", "up", "up", "up")
        expectScreen(terminal.screen, ["Option 1    ", "Option 2    ", "Option 3    ", "Option 4    "])
        #expect(highlighted(terminal) == [0])
        terminal.send("end")
        expectScreen(terminal.screen, ["Option 6    ", "Option 7    ", "Option 8    ", "Option 9    "])
        #expect(highlighted(terminal) == [3])
        terminal.send("pageup")
        #expect(list.cursorIndex == 6)
        #expect(highlighted(terminal) == [0])
        terminal.send("home")
        #expect(terminal.screen.first?.hasPrefix("Option 0") == true)
    }

    @Test func aMultipleSelectionShowsCheckMarksAndSendsValueChanged() {
        let list = List(options: ["bread", "milk", "eggs", "tea"], mode: .multiple)
        var changes = 0
        list.action(event: .valueChanged) { _ in changes += 1 }
        let terminal = focused(list, size: Size(width: 10, height: 4))
        terminal.send("space", "down", "down", "space")
        expectScreen(terminal.screen, ["[x] bread ", "[ ] milk  ", "[x] eggs  ", "[ ] tea   "])
        #expect(list.selectedOptions == ["bread", "eggs"])
        #expect(changes == 2)
        terminal.send("shift+down")
        #expect(list.selectedOptions == ["bread", "eggs", "tea"])
        terminal.send("space")
        expectScreen(terminal.screen, ["[x] bread ", "[ ] milk  ", "[x] eggs  ", "[ ] tea   "])
        terminal.send("ctrl+a")
        #expect(list.selectedOptions == ["bread", "milk", "eggs", "tea"])
        #expect(changes == 5)
    }

    @Test func aMillionRowsOpenAndGoToTheEnd() {
        let list = List<Int>(
            count: { 1_000_000 }, id: { $0 }, index: { $0 >= 0 && $0 < 1_000_000 ? $0 : nil }, estimatedRowHeight: 1,
            row: { Label("Row \($0)") }, reuse: { brick, index in (brick as? Label)?.text = "Row \(index)" })
        let terminal = focused(list, size: Size(width: 12, height: 3))
        terminal.send("end")
        expectScreen(terminal.screen, ["Row 999997  ", "Row 999998  ", "Row 999999  "])
        #expect(highlighted(terminal) == [2])
        terminal.send("pageup")
        #expect(list.cursorIndex == 999_997)
        terminal.send("home", "down")
        expectScreen(terminal.screen, ["Row 0       ", "Row 1       ", "Row 2       "])
        #expect(highlighted(terminal) == [1])
        #expect(list.rows.mountedIndices.count < 20)
    }

    @Test func clicksMoveTheCursorAndADoubleClickActivates() {
        let list = List(options: ["one", "two", "three"])
        var activated: [String?] = []
        list.action(event: .primaryActionTriggered) { list in activated.append(list.selectedOption) }
        let terminal = focused(list, size: Size(width: 8, height: 3))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 2))))
        #expect(list.selectedOption == "three")
        #expect(highlighted(terminal) == [2])
        #expect(activated.isEmpty)
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 1))))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 1))))
        #expect(activated == ["two"])
        terminal.send("enter")
        #expect(activated == ["two", "two"])
    }

    @Test func theCursorKeepsItsRowWhenTheDataChanges() {
        final class Model {
            var names = ["ada", "bob", "cy", "dee"]
        }
        let model = Model()
        let list = List<String>(
            count: { model.names.count }, id: { model.names[$0] }, index: { model.names.firstIndex(of: $0) },
            row: { Label(model.names[$0]) })
        let terminal = focused(list, size: Size(width: 6, height: 5))
        terminal.send("down", "down")
        #expect(list.selection.cursor == "cy")
        model.names.insert("al", at: 0)
        list.reloadData()
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["al    ", "ada   ", "bob   ", "cy    ", "dee   "])
        #expect(highlighted(terminal) == [3])
        model.names.removeAll { $0 == "cy" }
        list.reloadData()
        terminal.advance(by: .zero)
        #expect(list.selection.cursor == "dee")
        #expect(highlighted(terminal) == [3])
    }

    @Test func disabledRowsAreSkippedAndAnEmptyListSaysSo() {
        let list = List(options: ["a", "b", "c"])
        list.isRowEnabled = { $0 != 1 }
        let terminal = focused(list, size: Size(width: 4, height: 3))
        terminal.send("down")
        #expect(list.selectedOption == "c")
        #expect(terminal.cell(at: Point(x: 0, y: 1)).style.attributes.contains(.dim))
        list.options = []
        terminal.advance(by: .zero)
        #expect(list.selectedOption == nil)
        let empty = List(options: [])
        empty.emptyText = "none"
        let other = focused(empty, size: Size(width: 8, height: 3))
        expectScreen(other.screen, ["        ", "  none  ", "        "])
    }

    @Test func theCursorIsUnderlinedWhenTheListHasNoFocus() {
        let list = List(options: ["a", "b"])
        list.scrollView.showsScrollbar = false
        let button = Button("ok")
        let terminal = TestTerminal(
            root: VBrik(alignment: .fill) { _ in
                button; list
            }, size: Size(width: 6, height: 3))
        let focusedButton = terminal.application.focus(button)
        terminal.advance(by: .zero)
        #expect(focusedButton, "\(terminal.application.focusedBrick.map { String(describing: $0) } ?? "nil") \(terminal.screen)")
        #expect(!list.isFocused)
        // Row 0 is the focused button; the list's cursor row is not in reverse video.
        #expect(highlighted(terminal) == [0])
        #expect(terminal.cell(at: Point(x: 0, y: 1)).style.attributes.contains(.underline))
    }
}

/// Filtering as the user types: substring and fuzzy, matched characters highlighted,
/// the cursor kept on its row while it matches.
@MainActor
@Suite struct ListFilterTests {
    @Test func matchesFindSubstringsAndSubsequences() {
        #expect(TextMatch.match("ea", in: "Bread", mode: .substring) == [2, 3])
        #expect(TextMatch.match("EA", in: "bread", mode: .substring) == [2, 3])
        #expect(TextMatch.match("brd", in: "Bread", mode: .substring) == nil)
        #expect(TextMatch.match("brd", in: "Bread", mode: .fuzzy) == [0, 1, 4])
        #expect(TextMatch.match("dr", in: "Bread", mode: .fuzzy) == nil)
        #expect(TextMatch.match("", in: "x", mode: .fuzzy) == [])
        #expect(TextMatch.match("中文", in: "a中文b", mode: .substring) == [1, 2])
    }

    @Test func typingNarrowsTheRowsAndKeepsTheCursorOnItsRow() {
        let list = List(options: ["apple", "banana", "cherry", "grape", "papaya"])
        list.scrollView.showsScrollbar = false
        let terminal = TestTerminal(root: list, size: Size(width: 8, height: 5))
        _ = terminal.application.focus(list)
        terminal.send("down", "down", "down")
        #expect(list.selectedOption == "grape")
        list.filterText = "ap"
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["apple   ", "grape   ", "papaya  ", "", ""])
        #expect(list.selectedOption == "grape")
        // The matched characters are bold and underlined.
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.underline))
        #expect(!terminal.cell(at: Point(x: 2, y: 0)).style.attributes.contains(.underline))
        #expect(terminal.cell(at: Point(x: 2, y: 1)).style.attributes.contains(.underline))
        list.filterText = "apa"
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["papaya  ", "", "", "", ""])
        // Its row filtered out, the cursor takes the row now shown at its place.
        #expect(list.selectedOption == "papaya")
        list.filterMode = .fuzzy
        list.filterText = "ppy"
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["papaya  ", "", "", "", ""])
        list.filterText = ""
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["apple   ", "banana  ", "cherry  ", "grape   ", "papaya  "])
        #expect(list.selectedOption == "papaya")
        #expect(list.cursorIndex == 4)
    }

    @Test func rowsTheFilterHidesStaySelected() {
        let list = List(options: ["apple", "banana", "cherry"], mode: .multiple)
        let terminal = TestTerminal(root: list, size: Size(width: 12, height: 3))
        _ = terminal.application.focus(list)
        terminal.send("space")
        list.filterText = "an"
        terminal.advance(by: .zero)
        #expect(list.shownCount == 1)
        terminal.send("space")
        #expect(list.selectedOptions == ["apple", "banana"])
        list.filterText = ""
        #expect(list.selectedOptions == ["apple", "banana"])
        // Options keep their identity by text: apple and banana are gone, kiwi is new and
        // not selected (identified by index, kiwi took apple's tick).
        list.options = ["kiwi"]
        #expect(list.selection.selectedIDs.isEmpty)
        list.options = ["kiwi", "banana"]
        #expect(list.selectedOptions.isEmpty)
    }

    @Test func aMillionRowsFilterToTheMatches() {
        let list = List<Int>(
            count: { 1_000_000 }, id: { $0 }, index: { $0 >= 0 && $0 < 1_000_000 ? $0 : nil }, estimatedRowHeight: 1,
            row: { Label("Row \($0)") }, reuse: { brick, index in (brick as? Label)?.text = "Row \(index)" })
        list.rowTitle = { "Row \($0)" }
        list.scrollView.showsScrollbar = false
        let terminal = TestTerminal(root: list, size: Size(width: 12, height: 3))
        _ = terminal.application.focus(list)
        list.filterText = "99999"
        terminal.advance(by: .zero)
        #expect(list.shownCount == 19)
        expectScreen(terminal.screen, ["Row 99999   ", "Row 199999  ", "Row 299999  "])
        terminal.send("end")
        expectScreen(terminal.screen, ["Row 999997  ", "Row 999998  ", "Row 999999  "])
        #expect(list.cursorIndex == 999_999)
    }
}

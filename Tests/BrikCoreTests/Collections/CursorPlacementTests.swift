import BrikRendering
import Testing

@testable import BrikCore

/// The first layout puts the cursor on the first row: `onCursorChange` hears it, so a status
/// line that shows the cursor's row is right on the first screen, not after the first key.
@MainActor
@Suite struct CursorPlacementTests {
    /// A status line over `brick`, as an app shows it.
    private func screen(_ brick: Brick, status: Label) -> TestTerminal {
        TestTerminal(
            root: VBrik(alignment: .fill) { _ in
                status; brick
            }, size: Size(width: 20, height: 5))
    }

    @Test func aListTellsWhereItPlacedTheCursor() {
        let status = Label("none")
        let list = List(options: ["Water", "Bread", "Rent"])
        list.onCursorChange = { status.text = $0.cursorIndex.map { "row \($0)" } ?? "none" }
        let terminal = screen(list, status: status)
        #expect(terminal.screen[0] == "row 0")
        terminal.send("down")
        #expect(terminal.screen[0] == "row 1")
    }

    @Test func anEmptyListPlacesNoCursorAndSaysNothing() {
        var heard = 0
        let list = List(options: [])
        list.onCursorChange = { _ in heard += 1 }
        _ = screen(list, status: Label())
        #expect(heard == 0)
    }

    @Test func aTableTellsWhereItPlacedTheCursor() {
        let status = Label("none")
        let fruit = ["apple", "pear"]
        let table = Table<Int>(
            count: { fruit.count }, id: { $0 }, index: { $0 < fruit.count ? $0 : nil },
            columns: [TableColumn("Fruit") { fruit[$0] }])
        table.onCursorChange = { status.text = $0.selection.cursor.map { "row \($0)" } ?? "none" }
        let terminal = screen(table, status: status)
        #expect(terminal.screen[0] == "row 0")
    }

    @Test func aTreeTellsWhereItPlacedTheCursor() {
        let status = Label("none")
        let tree = Tree<String>(roots: ["src", "docs"], children: { _ in [] }, title: { $0 })
        tree.onCursorChange = { status.text = $0.selection.cursor ?? "none" }
        let terminal = screen(tree, status: status)
        #expect(terminal.screen[0] == "src")
    }
}

import BrikRendering
import Testing

@testable import BrikCore

/// A label, a select of `options` (focused) and a button under it.
@MainActor
private func selectScreen(_ options: [String], selected: Int? = nil, width: Int = 30, height: Int = 12)
    -> (TestTerminal, Select, [String])
{
    let select = Select(options: options, selectedIndex: selected)
    let root = VBrik(alignment: .leading) { _ in
        HBrik(alignment: .center, spacing: 1) { _ in
            Label("Size")
            select
        }
        Button("Next")
        Spacer()
    }
    let terminal = TestTerminal(root: root, size: Size(width: width, height: height))
    terminal.application.focus(select)
    terminal.redraw()
    return (terminal, select, [])
}

@MainActor
@Suite("Select")
struct SelectTests {
    @Test("closed, it shows the chosen option and ▾; Enter opens the list under it, the cursor on the choice")
    func opens() {
        let (terminal, select, _) = selectScreen(["Small", "Medium", "Large"], selected: 1)
        #expect(terminal.trimmedScreen.prefix(2) == ["Size  Medium  ▾", "[ Next ]"])
        #expect(terminal.cell(at: Point(x: 6, y: 0)).style.attributes.contains(.reverse))
        terminal.send("enter")
        #expect(select.isOpen)
        #expect(
            terminal.trimmedScreen.prefix(6) == [
                "Size  Medium  ▾",
                "[ Nex╭─────────╮",
                "     │Small    │",
                "     │Medium   │",
                "     │Large    │",
                "     ╰─────────╯",
            ])
        #expect(select.popup?.list.cursorIndex == 1)
    }

    @Test("↓ and Enter choose another option: valueChanged once, the list closes, the focus comes back")
    func chooses() {
        let (terminal, select, _) = selectScreen(["Small", "Medium", "Large"], selected: 1)
        var changes: [String?] = []
        select.action(event: .valueChanged) { changes.append($0.selectedOption) }
        terminal.send("enter", "down", "enter")
        #expect(changes == ["Large"] && select.selectedIndex == 2 && !select.isOpen)
        #expect(terminal.application.focusedBrick === select)
        #expect(terminal.trimmedScreen.prefix(2) == ["Size  Large   ▾", "[ Next ]"])
        // Choosing the same option again changes nothing.
        terminal.send("space", "enter")
        #expect(changes == ["Large"])
    }

    @Test("Esc closes without a change; a letter jumps; setting the value from code sends nothing")
    func cancelAndJump() {
        let (terminal, select, _) = selectScreen(["Small", "Medium", "Large"], selected: 0)
        var changes = 0
        select.action(event: .valueChanged) { _ in changes += 1 }
        terminal.send("enter", "down", "escape")
        #expect(!select.isOpen && select.selectedIndex == 0 && changes == 0)
        #expect(terminal.application.focusedBrick === select)
        terminal.send("enter", "l")
        #expect(select.popup?.list.cursorIndex == 2)
        terminal.send("enter")
        #expect(select.selectedOption == "Large" && changes == 1)
        select.selectedOption = "Small"
        #expect(select.selectedIndex == 0 && changes == 1)
        select.selectedOption = "Huge"
        #expect(select.selectedIndex == nil)
    }

    @Test("a click opens it, a click on an option chooses it, a click outside closes it")
    func clicks() {
        let (terminal, select, _) = selectScreen(["Small", "Medium", "Large"], selected: 1)
        terminal.click(8, 0)
        #expect(select.isOpen)
        terminal.click(8, 2)  // Small
        #expect(select.selectedOption == "Small" && !select.isOpen)
        terminal.click(8, 0)
        terminal.click(25, 10)
        #expect(!select.isOpen && select.selectedOption == "Small")
    }

    @Test("with many options a filter field narrows the list, matches marked; Enter chooses the cursor")
    func filter() {
        let options = (1...30).map { "Item \($0)" }
        let (terminal, select, _) = selectScreen(options, width: 30, height: 14)
        terminal.send("enter")
        #expect(select.popup?.filterField != nil)
        terminal.type("23")
        #expect(select.popup?.list.shownCount == 1)
        #expect(
            terminal.trimmedScreen.prefix(6) == [
                "Size  Choose… ▾",
                "[ Nex╭─────────╮",
                "     │ 23      │",
                "     │Item 23  │",
                "     │         │",
                "     │         │",
            ])
        #expect(terminal.cell(at: Point(x: 11, y: 3)).style.attributes.contains(.underline))
        terminal.send("enter")
        #expect(select.selectedOption == "Item 23")
        terminal.send("enter", "down", "down", "enter")
        #expect(select.selectedOption == "Item 25")
    }

    @Test("a million options open at once around the choice; PgDn moves a page")
    func million() {
        let options = (1...1_000_000).map { "Option \($0)" }
        let (terminal, select, _) = selectScreen(options, selected: 499_999, width: 40, height: 14)
        terminal.send("enter")
        let popup = select.popup!
        #expect(popup.list.shownCount == 1_000_000)
        #expect(terminal.screen.contains { $0.contains("│Option 500000") })
        // Virtual: only the rows near the viewport are bricks.
        #expect(popup.list.rows.children.count < 40)
        terminal.send("pgdn", "enter")
        #expect(select.selectedOption == "Option 500007")
    }
}

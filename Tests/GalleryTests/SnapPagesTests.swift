import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct SnapPagesTests {
    func open(_ id: String) -> TestTerminal {
        let shell = GalleryShell()
        shell.open(id: id)
        return TestTerminal(root: shell, size: Size(width: 60, height: 20))
    }

    /// The first row inside the scroll view's box (row 5), without the box and scrollbar.
    func firstRow(_ terminal: TestTerminal) -> String {
        String(terminal.screen[5].dropFirst(3).prefix(50)).trimmingTrailingSpaces
    }

    @Test func snapPageStepsCardsAndCyclesThePoint() {
        let terminal = open("snap")
        #expect(terminal.screen[2] == "  snap top · offset 0 · settled 0× · s: point")
        terminal.send("down")
        #expect(terminal.screen[2] == "  snap top · offset 3 · settled 1× · s: point")
        #expect(firstRow(terminal) == "▌Card 2")
        terminal.send("s")
        // Middle of 13 rows: card 4 (rows 9–11) sits at rows 5–7 of the viewport.
        #expect(terminal.screen[2] == "  snap middle · offset 4 · settled 2× · s: point")
        #expect(String(terminal.screen[10].dropFirst(3).prefix(7)) == "▌Card 4")
        terminal.send("s", "s")
        #expect(terminal.screen[2].hasPrefix("  snap top · offset "))
    }

    @Test func snapPageSnapsAfterAWheelPause() {
        let terminal = open("snap")
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 10, y: 8))))
        #expect(terminal.screen[2] == "  snap top · offset 2 · settled 0× · s: point")
        terminal.advance(by: .milliseconds(150))
        #expect(terminal.screen[2] == "  snap top · offset 3 · settled 1× · s: point")
        #expect(firstRow(terminal) == "▌Card 2")
    }

    @Test func spotlightPageShowsTheTopStoryWhole() {
        let terminal = open("spotlight")
        #expect(terminal.screen[2] == "  spotlight: story 1 · offset 0")
        #expect(
            terminal.screen[5...10].map { String($0.dropFirst(3).prefix(12)).trimmingTrailingSpaces } == [
                "▶ Story 1", "  The story", "  the rest s", "  ~~", "  — end of s", "▶ Story 2",
            ])
        for _ in 0..<5 { terminal.send("down") }
        #expect(terminal.screen[2] == "  spotlight: story 2 · offset 5")
        #expect(firstRow(terminal) == "▶ Story 2")
        #expect(terminal.screen[9].contains("— end of story 2"))
        #expect(terminal.screen[10].contains("▶ Story 3"))
        terminal.send("end")
        #expect(terminal.screen[2] == "  spotlight: story 12 · offset 55")
        #expect(firstRow(terminal) == "▶ Story 12")
    }

    @Test func cardsPageStacksCards() {
        let terminal = open("cards")
        #expect(terminal.screen[2] == "  cards · offset 0 of 45")
        #expect(firstRow(terminal).hasPrefix("╭ Card 1 ─"))
        // Card 1 whole (5 rows), then the top rows of cards 2, 3, … peeking.
        #expect(terminal.screen[10].dropFirst(3).hasPrefix("╭ Card 2 ─"))
        #expect(terminal.screen[11].dropFirst(3).hasPrefix("╭ Card 3 ─"))
        for _ in 0..<5 { terminal.send("down") }
        #expect(firstRow(terminal).hasPrefix("╭ Card 2 ─"))
        #expect(terminal.screen[10].dropFirst(3).hasPrefix("╭ Card 3 ─"))
        terminal.send("end")
        #expect(terminal.screen[2] == "  cards · offset 45 of 45")
        #expect(firstRow(terminal).hasPrefix("╭ Card 10 ─"))
        #expect(terminal.screen[10].dropFirst(3).hasPrefix("   "))
    }
}

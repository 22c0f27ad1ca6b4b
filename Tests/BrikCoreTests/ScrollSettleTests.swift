import BrikRendering
import Testing

@testable import BrikCore

@MainActor
@Suite struct ScrollSettleTests {
    let size = Size(width: 12, height: 7)
    let wheelDown = Event.mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 2)))

    @Test func aKeyScrollSettlesAtOnce() {
        let scroll = snapList(10)
        var settled: [Int] = []
        scroll.onScrollSettled = { settled.append($0.contentOffset.y) }
        let terminal = focusedTerminal(scroll, [SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))], size: size)
        terminal.send("pgdn")
        // A page is 6 rows: exactly card 2.
        #expect(settled == [6])
        terminal.send("j")
        #expect(settled == [6, 9])
        #expect(terminal.screen.first == "card 3     ░")
    }

    @Test func aWheelBurstSettlesAfterAPause() {
        let scroll = snapList(10)
        scroll.wheelStep = 2
        var settled: [Int] = []
        scroll.onScrollSettled = { settled.append($0.contentOffset.y) }
        let terminal = focusedTerminal(scroll, [SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))], size: size)
        terminal.send(wheelDown)
        #expect(scroll.contentOffset.y == 2)
        terminal.advance(by: .milliseconds(100))
        terminal.send(wheelDown)
        // The second notch restarts the pause: 100 ms later it has not settled.
        terminal.advance(by: .milliseconds(100))
        #expect(scroll.contentOffset.y == 4)
        #expect(settled.isEmpty)
        #expect(terminal.screen.first == "  ·        ░")
        terminal.advance(by: .milliseconds(50))
        // Row 4 is nearest to card 1 (row 3), which is still ahead of where the burst began.
        #expect(settled == [3])
        #expect(
            terminal.screen == [
                "card 1     ░", "  ·        █", "  ·        ░", "card 2     ░", "  ·        ░", "  ·        ░", "card 3     ░",
            ])
    }

    @Test func aScrollWithoutBehaviorsStillReportsSettling() {
        let scroll = snapList(10)
        var settled: [Int] = []
        scroll.onScrollSettled = { settled.append($0.contentOffset.y) }
        let terminal = focusedTerminal(scroll, [], size: size)
        terminal.send("down")
        terminal.send(wheelDown)
        #expect(settled == [1])
        terminal.advance(by: .milliseconds(150))
        #expect(settled == [1, 4])
        #expect(scroll.contentOffset.y == 4)
    }

    @Test func anAnimatedScrollStepsAFrameAtATimeAndSettles() {
        let scroll = snapList(10)
        var settled: [Int] = []
        scroll.onScrollSettled = { settled.append($0.contentOffset.y) }
        let terminal = focusedTerminal(scroll, [], size: size)
        scroll.scroll(to: Point(x: 0, y: 20), animated: true)
        var offsets: [Int] = []
        for _ in 0..<20 {
            terminal.advance(by: terminal.application.frameInterval)
            offsets.append(scroll.contentOffset.y)
        }
        let steps = offsets.prefix { $0 < 20 }
        // Eased out over 150 ms at 60 fps: a handful of frames, always forward, exactly at the end.
        #expect(steps.count >= 5 && steps.count <= 9)
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 < $1 })
        #expect(offsets.last == 20)
        #expect(settled == [20])
        #expect(!scroll.isAnimatingScroll)
        #expect(terminal.screen.first == "  ·        ░")
    }

    @Test func aKeyInterruptsAnAnimatedScroll() {
        let scroll = snapList(10)
        let terminal = focusedTerminal(scroll, [], size: size)
        scroll.scroll(to: Point(x: 0, y: 20), animated: true)
        terminal.advance(by: terminal.application.frameInterval)
        terminal.advance(by: terminal.application.frameInterval)
        let reached = scroll.contentOffset.y
        #expect(reached > 0 && reached < 20)
        terminal.send("down")
        #expect(!scroll.isAnimatingScroll)
        terminal.advance(by: .milliseconds(300))
        #expect(scroll.contentOffset.y == reached + 1)
    }

    @Test func anAnimatedScrollSnapsWhenItArrives() {
        let scroll = snapList(10)
        let terminal = focusedTerminal(scroll, [SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))], size: size)
        scroll.scroll(to: Point(x: 0, y: 10), animated: true)
        terminal.advance(by: .milliseconds(200))
        #expect(scroll.contentOffset.y == 9)
        #expect(terminal.screen.first == "card 3     ░")
    }

    @Test(arguments: [
        (ScrollPosition.top, 15), (.middle, 13), (.bottom, 11), (.nearest, 11),
    ])
    func scrollsToABrickByIdentifierAndIndex(position: ScrollPosition, offset: Int) {
        let scroll = snapList(10)
        let terminal = focusedTerminal(scroll, [], size: size)
        #expect(scroll.scroll(toIdentifier: "card", index: 5, position: position))
        terminal.advance(by: .zero)
        #expect(scroll.contentOffset.y == offset)
        #expect(terminal.screen.contains { $0.hasPrefix("card 5 ") })
        #expect(!scroll.scroll(toIdentifier: "card", index: 10))
        #expect(!scroll.scroll(toIdentifier: "nothing"))
    }

    @Test func scrollingToAnIdentifierCanAnimate() {
        let scroll = snapList(10)
        let terminal = focusedTerminal(scroll, [], size: size)
        scroll.scroll(toIdentifier: "card", index: 3, position: .top, animated: true)
        terminal.advance(by: terminal.application.frameInterval)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 9)
        terminal.advance(by: .milliseconds(200))
        #expect(scroll.contentOffset.y == 9)
        #expect(terminal.screen.first == "card 3     ░")
    }

    @Test func anAnimatedSettleStepsToTheSnapAndReportsOnArrival() {
        let scroll = snapList(10)
        scroll.wheelStep = 1
        scroll.animatesSettling = true
        var settled: [Int] = []
        scroll.onScrollSettled = { settled.append($0.contentOffset.y) }
        let terminal = focusedTerminal(scroll, [SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))], size: size)
        for _ in 0..<7 { terminal.send(wheelDown) }
        #expect(scroll.contentOffset.y == 7)
        terminal.advance(by: .milliseconds(150))
        // Nearest to row 7 is card 2 (row 6): on its way back there, not yet reported.
        #expect(scroll.isAnimatingScroll)
        #expect(settled.isEmpty)
        terminal.advance(by: .milliseconds(200))
        #expect(scroll.contentOffset.y == 6)
        #expect(settled == [6])
        #expect(terminal.screen.first == "card 2     ░")
        #expect(!scroll.isAnimatingScroll)
    }
}

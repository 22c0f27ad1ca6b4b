import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

@MainActor
@Suite struct ScrollSnapPropertyTests {
    /// Cards of random heights (1–5 rows), each with a button on its first row.
    func randomList(_ random: inout SplitMix64) -> ScrollBrik {
        let heights = (0..<Int.random(in: 3...14, using: &random)).map { _ in Int.random(in: 1...5, using: &random) }
        return ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                for (index, height) in heights.enumerated() {
                    VBrik(alignment: .fill) { _ in
                        Button("b\(index)")
                        for _ in 1..<max(1, height) { Label("·") }
                    }
                }
            }
        }
    }

    func randomSnap(_ random: inout SplitMix64) -> SnapToPointLayoutBehavior {
        let point = SnapToPointScrollDirection.Vertical.allCases.randomElement(using: &random)!
        return SnapToPointLayoutBehavior(scrollDirection: .vertical(point))
    }

    @Test(arguments: 0..<25)
    func keysAndWheelStayInRangeAndSnapIdempotently(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let scroll = randomList(&random)
        let snap = randomSnap(&random)
        let height = Int.random(in: 3...12, using: &random)
        let terminal = focusedTerminal(scroll, [snap], size: Size(width: 14, height: height))
        let wheel: (MouseAction) -> Event = { .mouse(MouseEvent($0, at: Point(x: 1, y: 1))) }
        for step in 0..<30 {
            switch Int.random(in: 0..<8, using: &random) {
            case 0: terminal.send("down")
            case 1: terminal.send("up")
            case 2: terminal.send("pgdn")
            case 3: terminal.send("pgup")
            case 4: terminal.send("end")
            case 5: terminal.send("home")
            case 6: terminal.send(wheel(.wheelDown))
            default: terminal.send(wheel(.wheelUp))
            }
            // Sometimes a second notch before the pause ends.
            if Bool.random(using: &random) { terminal.send(wheel(.wheelDown)) }
            terminal.advance(by: .milliseconds(150))
            let offset = scroll.contentOffset
            #expect(offset.y >= scroll.minimumOffset.y && offset.y <= scroll.maximumOffset.y, "seed \(seed) step \(step)")
            let again = snap.targetContentOffset(forProposed: offset, in: scroll.settleLayout())
            #expect(again == offset, "seed \(seed) step \(step): \(offset) snaps to \(again)")
            let screen = terminal.screen
            scroll.settleScroll()
            terminal.advance(by: .zero)
            #expect(scroll.contentOffset == offset && terminal.screen == screen, "seed \(seed) step \(step)")
        }
    }

    @Test(arguments: 0..<25)
    func theFocusedBrickStaysVisibleThroughSnapping(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let scroll = randomList(&random)
        let snap = randomSnap(&random)
        let height = Int.random(in: 5...12, using: &random)
        let terminal = focusedTerminal(scroll, [snap], size: Size(width: 14, height: height))
        terminal.send("tab")
        for step in 0..<30 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: terminal.send("tab")
            case 1: terminal.send("shift+tab")
            case 2: terminal.send("down")
            default: terminal.send("up")
            }
            terminal.advance(by: .milliseconds(150))
            guard let focused = terminal.application.focusedBrick, focused !== scroll else { continue }
            #expect(
                scroll.viewport.contains(focused.frame), "seed \(seed) step \(step): \(focused.frame) outside \(scroll.viewport)")
            #expect(scroll.contentOffset.y >= scroll.minimumOffset.y && scroll.contentOffset.y <= scroll.maximumOffset.y)
        }
    }
}

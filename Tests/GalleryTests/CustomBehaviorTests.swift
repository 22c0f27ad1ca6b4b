import BrikCore
import BrikRendering
import Testing

/// A behavior written outside the library, against the public protocol only (no
/// `@testable`): what an app author can do.
@MainActor
final class BadgeNudge: LayoutBehavior {
    private(set) var passes = 0

    func apply(to layout: BehaviorLayout) {
        passes += 1
        for index in layout.items.indices where layout.items[index].identifier == "badge" {
            // Two columns to the right, and above everything else.
            layout.items[index].frame = layout.items[index].frame.offsetBy(dx: 2)
            layout.items[index].zIndex = layout.maxZIndex + 1
        }
    }

    /// Rest on even offsets only.
    func targetContentOffset(forProposed proposed: Point, in layout: BehaviorLayout) -> Point {
        Point(x: proposed.x, y: proposed.y - proposed.y % 2)
    }
}

@MainActor
@Suite struct CustomBehaviorTests {
    @Test func anAppDefinedBehaviorMovesBricksAndSnaps() {
        let nudge = BadgeNudge()
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                Label("row 0")
                Label("NEW").identifier("badge")
                for row in 2..<10 { Label("row \(row)") }
            }
        }
        scroll.behaviors = [nudge]
        let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 3))
        #expect(terminal.screen == ["row 0    █", "  NEW    ░", "row 2    ░"])
        #expect(nudge.passes > 0)
        // A key scroll settles at once, on an even offset: PgDn (2 rows) stays, ↓ (to 3)
        // comes back to 2.
        _ = terminal.application.focus(scroll)
        terminal.send("pgdn")
        #expect(scroll.contentOffset.y == 2)
        terminal.send("down")
        #expect(scroll.contentOffset.y == 2)
        #expect(terminal.screen == ["row 2    ░", "row 3    █", "row 4    ░"])
    }
}

import BrikRendering
import Testing

@testable import BrikCore

/// A vertical list of `count` cards of `height` rows: "card N" then "  ·" rows.
@MainActor
func snapList(_ count: Int, height: Int = 3) -> ScrollBrik {
    ScrollBrik { _ in
        VBrik(alignment: .fill) { _ in
            for index in 0..<count {
                VBrik(alignment: .fill) { _ in
                    Label("card \(index)")
                    for _ in 1..<height { Label("  ·") }
                }
                .identifier("card")
            }
        }
    }
}

/// A horizontal strip of `count` columns `width` wide, each its digit repeated.
@MainActor
func snapStrip(_ count: Int, width: Int = 3) -> ScrollBrik {
    ScrollBrik(axis: .horizontal) { _ in
        HBrik(alignment: .fill) { _ in
            for index in 0..<count { Label(String(repeating: String(index), count: width)) }
        }
    }
}

/// A scroll view with `behavior`, focused, in a terminal of `size`.
@MainActor
func focusedTerminal(_ scroll: ScrollBrik, _ behaviors: [any LayoutBehavior], size: Size) -> TestTerminal {
    scroll.behaviors = behaviors
    let terminal = TestTerminal(root: scroll, size: size)
    terminal.application.focus(scroll)
    return terminal
}

@MainActor
@Suite struct SnapToPointTests {
    let size = Size(width: 12, height: 7)

    @Test func topSnapStepsCardByCardWithTheKeys() {
        let scroll = snapList(10)
        let terminal = focusedTerminal(scroll, [SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))], size: size)
        // The last card can reach the top: 30 rows of content, 7 of viewport, so 4 below.
        #expect(scroll.contentInset == EdgeInsets(top: 0, left: 0, bottom: 4, right: 0))
        terminal.send("down")
        #expect(scroll.contentOffset.y == 3)
        #expect(
            terminal.screen == [
                "card 1     ░", "  ·        █", "  ·        ░", "card 2     ░", "  ·        ░", "  ·        ░", "card 3     ░",
            ])
        terminal.send("down", "j")
        #expect(scroll.contentOffset.y == 9)
        terminal.send("up")
        #expect(scroll.contentOffset.y == 6)
        terminal.send("end")
        #expect(scroll.contentOffset.y == 27)
        #expect(
            terminal.screen == [
                "card 9     ░", "  ·        ░", "  ·        ░", "           ░", "           ░", "           ░", "           █",
            ])
        terminal.send("pgup")
        #expect(scroll.contentOffset.y == 21)
        terminal.send("home")
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func middleSnapCentresTheNearestCard() {
        let scroll = snapList(10)
        let terminal = focusedTerminal(scroll, [SnapToPointLayoutBehavior(scrollDirection: .vertical(.middle))], size: size)
        #expect(scroll.contentInset == EdgeInsets(top: 2, left: 0, bottom: 2, right: 0))
        terminal.send("down")
        #expect(scroll.contentOffset.y == 1)
        #expect(
            terminal.screen == [
                "  ·        ░", "  ·        █", "card 1     ░", "  ·        ░", "  ·        ░", "card 2     ░", "  ·        ░",
            ])
        terminal.send("home")
        #expect(scroll.contentOffset.y == -2)
        #expect(
            terminal.screen == [
                "           █", "           ░", "card 0     ░", "  ·        ░", "  ·        ░", "card 1     ░", "  ·        ░",
            ])
        terminal.send("end")
        #expect(scroll.contentOffset.y == 25)
        #expect(
            terminal.screen == [
                "  ·        ░", "  ·        ░", "card 9     ░", "  ·        ░", "  ·        ░", "           ░", "           █",
            ])
    }

    @Test func bottomSnapAlignsTheNearestCardsBottomRow() {
        let scroll = snapList(10)
        let terminal = focusedTerminal(scroll, [SnapToPointLayoutBehavior(scrollDirection: .vertical(.bottom))], size: size)
        #expect(scroll.contentInset == EdgeInsets(top: 4, left: 0, bottom: 0, right: 0))
        terminal.send("down")
        #expect(scroll.contentOffset.y == 2)
        #expect(
            terminal.screen == [
                "  ·        ░", "card 1     █", "  ·        ░", "  ·        ░", "card 2     ░", "  ·        ░", "  ·        ░",
            ])
        terminal.send("home")
        #expect(scroll.contentOffset.y == -4)
        #expect(
            terminal.screen == [
                "           █", "           ░", "           ░", "           ░", "card 0     ░", "  ·        ░", "  ·        ░",
            ])
    }

    @Test(arguments: [
        (SnapToPointScrollDirection.Horizontal.left, 3, "111222333444"),
        (.center, 2, "011122233344"),
        (.right, 3, "111222333444"),
    ])
    func horizontalSnapPoints(position: SnapToPointScrollDirection.Horizontal, offset: Int, row: String) {
        let scroll = snapStrip(10)
        let terminal = focusedTerminal(
            scroll, [SnapToPointLayoutBehavior(scrollDirection: .horizontal(position))], size: Size(width: 12, height: 3))
        terminal.send("right")
        #expect(scroll.contentOffset.x == offset)
        // The row of content, an empty row, then the scrollbar.
        #expect(terminal.screen.prefix(2) == [row, ""])
        terminal.send("left")
        let back = scroll.contentOffset.x
        #expect(back < offset)
        terminal.send("right")
        #expect(scroll.contentOffset.x == offset)
    }

    @Test(arguments: SnapToPointScrollDirection.Vertical.allCases)
    func snappingTwiceChangesNothing(position: SnapToPointScrollDirection.Vertical) {
        let scroll = snapList(12, height: 4)
        let snap = SnapToPointLayoutBehavior(scrollDirection: .vertical(position))
        let terminal = focusedTerminal(scroll, [snap], size: size)
        for keys in [["down"], ["pgdn"], ["down", "down"], ["end"], ["up"], ["home"]] {
            for key in keys { terminal.send(key) }
            let offset = scroll.contentOffset
            let screen = terminal.screen
            for proposed in [offset, scroll.settledTarget()] {
                #expect(snap.targetContentOffset(forProposed: proposed, in: scroll.settleLayout()) == offset)
            }
            scroll.settleScroll()
            terminal.advance(by: .zero)
            #expect(scroll.contentOffset == offset)
            #expect(terminal.screen == screen)
        }
    }

    @Test func changingThePointSnapsToItOnTheNextSettle() {
        let scroll = snapList(10)
        let snap = SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))
        let terminal = focusedTerminal(scroll, [snap], size: size)
        terminal.send("down")
        #expect(scroll.contentOffset.y == 3)
        snap.scrollDirection = .vertical(.bottom)
        scroll.settleScroll()
        terminal.advance(by: .zero)
        // Card 1 (rows 3–5) or card 2 (6–8) at the bottom: card 2's bottom (offset 2) is nearer.
        #expect(scroll.contentOffset.y == 2)
        #expect(scroll.contentInset == EdgeInsets(top: 4, left: 0, bottom: 0, right: 0))
    }

    @Test func theFirstLevelWithSeveralItemsIsSnappedTo() {
        // A lone section wrapping the list: its cards are the snap points, not the section.
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                VBrik(alignment: .fill) { _ in
                    for index in 0..<6 {
                        VBrik(alignment: .fill) { _ in
                            Label("c\(index)"); Label("·"); Label("·")
                        }
                    }
                }
            }
        }
        let terminal = focusedTerminal(scroll, [SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))], size: size)
        terminal.send("down")
        #expect(scroll.contentOffset.y == 3)
        #expect(terminal.screen.first == "c1         ░")
    }
}

@MainActor
@Suite struct SnapDirectionTests {
    @Test func aMoveNeverSnapsBackToWhereItStarted() {
        // Ten-row cards: one row down is nearest to where it started, so it goes on to the next.
        let scroll = snapList(6, height: 10)
        let terminal = focusedTerminal(
            scroll, [SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))], size: Size(width: 12, height: 7))
        terminal.send("down")
        #expect(scroll.contentOffset.y == 10)
        terminal.send("down")
        #expect(scroll.contentOffset.y == 20)
        terminal.send("up")
        #expect(scroll.contentOffset.y == 10)
        // A wheel burst past the middle of a card snaps to the nearest, ahead.
        scroll.wheelStep = 7
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))))
        terminal.advance(by: .milliseconds(150))
        #expect(scroll.contentOffset.y == 20)
    }
}

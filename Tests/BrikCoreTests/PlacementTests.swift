import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

@MainActor
@Suite("Placement in a Screen")
struct PlacementTests {
    /// The frame a 4×2 block gets in a `width`×`height` screen at `placement`.
    private func frame(of placement: LayoutBaseType, width: Int = 10, height: Int = 6, block: Size = Size(width: 4, height: 2))
        -> Rect
    {
        let screen = Screen()
        let brick = Block(block.width, block.height).add(in: screen, constraints: placement)
        layOut(screen, width: width, height: height)
        return brick.frame
    }

    @Test(
        "every placement, exact frames",
        arguments: [
            (LayoutBaseType.pinToEdge, r(0, 0, 10, 6)),
            (.pinToEdgePadding(1), r(1, 1, 8, 4)),
            (.pinToEdgeInsets(EdgeInsets(top: 1, left: 2, bottom: 0, right: 3)), r(2, 1, 5, 5)),
            (.center, r(3, 2, 4, 2)),
            (.centerPadding(2), r(3, 2, 4, 2)),
            (.centerInsets(EdgeInsets(top: 0, left: 4, bottom: 2, right: 0)), r(5, 1, 4, 2)),
            (.centerInsets(EdgeInsets(top: 3, left: 0, bottom: 0, right: 5)), r(0, 3, 4, 2)),
            (.height(3), r(0, 0, 4, 3)),
            (.width(7), r(0, 0, 7, 2)),
            (.size(Size(width: 5, height: 1)), r(0, 0, 5, 1)),
            (.height(-2), r(0, 0, 4, 0)),
            (.size(Size(width: -1, height: 3)), r(0, 0, 0, 3)),
        ])
    func frames(placement: LayoutBaseType, expected: Rect) {
        #expect(frame(of: placement) == expected)
    }

    @Test("centring rounds down: an odd spare cell goes after the brick")
    func oddCentering() {
        #expect(frame(of: .center, width: 11, height: 7) == r(3, 2, 4, 2))
        #expect(frame(of: .centerInsets(EdgeInsets(top: 1, left: 1, bottom: 0, right: 0)), width: 10, height: 6) == r(3, 2, 4, 2))
    }

    @Test("centerPadding and centerInsets never grow past the space left")
    func clampedCentering() {
        #expect(frame(of: .centerPadding(1), block: Size(width: 9, height: 5)) == r(1, 1, 8, 4))
        #expect(frame(of: .center, block: Size(width: 12, height: 8)) == r(0, 0, 10, 6))
        #expect(
            frame(of: .centerInsets(EdgeInsets(top: 0, left: 6, bottom: 0, right: 0)), block: Size(width: 9, height: 1))
                == r(6, 2, 4, 1))
        #expect(frame(of: .pinToEdgePadding(6)) == r(6, 6, 0, 0))
    }

    @Test("a centred label on screen")
    func centredLabel() {
        let screen = Screen()
        Label("hi").add(in: screen, constraints: .center)
        Label("tl").add(in: screen, constraints: .size(Size(width: 2, height: 1)))
        let terminal = TestTerminal(root: screen, size: Size(width: 6, height: 3))
        expectScreen(terminal.screen, ["tl", "  hi", ""])
    }

    @Test("a bordered VBrik centred with padding")
    func centredBox() {
        let screen = Screen()
        VBrik(alignment: .fill) { _ in Label("ok") }.border(.rounded).add(in: screen, constraints: .centerPadding(1))
        expectScreen(layOut(screen, width: 8, height: 5), ["", "  ╭──╮", "  │ok│", "  ╰──╯", ""])
    }

    @Test("later children are on top")
    func painterOrder() {
        let screen = Screen()
        Block(3, 1, "a").add(in: screen, constraints: .size(Size(width: 3, height: 1)))
        Block(1, 1, "b").add(in: screen, constraints: .size(Size(width: 1, height: 1)))
        expectScreen(layOut(screen, width: 3, height: 1), ["baa"])
    }

    @Test("add(in:constraints:) sets the placement, adds on top, returns the brick")
    func addIn() {
        let screen = Screen()
        let first = Label("a")
        #expect(first.add(in: screen, constraints: .center) === first)
        let second = Label("b").add(in: screen)
        #expect(screen.children.count == 2 && screen.children[0] === first && screen.children[1] === second)
        #expect(first.placement == .center)
        #expect(second.placement == .pinToEdge)
    }

    @Test("a free-layout brick measures what its children need at their placements")
    func requiredSizes() {
        func size(_ placement: LayoutBaseType) -> Size {
            Brik { _ in Block(4, 2).placement(placement) }.sizeThatFits(.unlimited)
        }
        #expect(size(.center) == Size(width: 4, height: 2))
        #expect(size(.pinToEdgePadding(1)) == Size(width: 6, height: 4))
        #expect(size(.centerInsets(EdgeInsets(top: 0, left: 4, bottom: 2, right: 0))) == Size(width: 8, height: 4))
        #expect(size(.height(5)) == Size(width: 4, height: 5))
        #expect(size(.width(1)) == Size(width: 1, height: 2))
        #expect(size(.size(Size(width: 7, height: 3))) == Size(width: 7, height: 3))
        #expect(Brik().sizeThatFits(ProposedSize(width: 5, height: 2)) == Size(width: 5, height: 2))
    }
}

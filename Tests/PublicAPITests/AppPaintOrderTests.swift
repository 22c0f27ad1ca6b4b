import BrikTUI
import Testing

/// A pile of cards, one over the other, each a row lower than the one before: the app's
/// own container, which paints the card it was told to lift last (on top) through
/// ``Brick/childPaintOrder``, whatever the tree's order.
@MainActor
final class Pile: Brick {
    /// The index of the card painted on top.
    var lifted = 0 {
        didSet { setNeedsDisplay() }
    }

    init(_ cards: [Brick]) {
        super.init()
        for card in cards { addChild(card) }
    }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 6, height: children.count + 1)
    }

    override func layoutChildren(context: LayoutContext) {
        for (index, card) in children.enumerated() {
            card.frame = Rect(x: frame.x, y: frame.y + index, width: frame.width, height: 2)
        }
    }

    override var childPaintOrder: [PaintStep]? {
        let others = children.indices.filter { $0 != lifted }.map { PaintStep(brick: children[$0], isOpaque: true) }
        return others + [PaintStep(brick: children[lifted], isOpaque: true)]
    }
}

@MainActor
@Suite struct AppPaintOrderTests {
    @Test func anAppsContainerPaintsAndHitTestsInItsOwnOrder() {
        let cards = [Tile("aaaa", rows: 2), Tile("bbbb", rows: 2), Tile("cccc", rows: 2)]
        let pile = Pile(cards)
        let terminal = TestTerminal(root: pile, size: Size(width: 6, height: 4))
        terminal.advance(by: .zero)
        // The first card lifted: drawn last, over the second's first row.
        expectScreens([terminal.screen], [["aaaa", "aaaa.1", "cccc", "cccc.1"]])
        #expect(terminal.application.hitTest(Point(x: 0, y: 1)) === cards[0])
        pile.lifted = 1
        terminal.advance(by: .zero)
        expectScreens([terminal.screen], [["aaaa", "bbbb", "bbbb.1", "cccc.1"]])
        #expect(terminal.application.hitTest(Point(x: 0, y: 1)) === cards[1])
        #expect(terminal.application.hitTest(Point(x: 0, y: 3)) === cards[2])
    }
}

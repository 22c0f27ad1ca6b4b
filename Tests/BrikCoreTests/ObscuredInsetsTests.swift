import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Scrolling into view keeps a brick clear of what behaviors cover at the viewport's
/// edges: stuck headers, sticky footers, a collapsed banner, or an app's own behavior.
@MainActor
@Suite struct ObscuredInsetsTests {
    /// A one-row header (sticky by identifier) over buttons "b1"…"b19", in 9×4 cells.
    private func list(focusableHeader: Bool = false) -> (TestTerminal, ScrollBrik, header: Brick, [Button]) {
        let header: Brick = focusableHeader ? Button("head") : Label("head")
        header.identifier("header")
        let rows = (1..<20).map { Button("b\($0)") }
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill, spacing: 0) { _ in
                header
                rows
            }
        }
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        return (terminal, scroll, header, rows)
    }

    private func focusedTitle(_ terminal: TestTerminal) -> String? {
        (terminal.application.focusedBrick as? Button)?.title
    }

    @Test func focusMovingUpStaysClearOfAStuckHeader() {
        let (terminal, scroll, _, rows) = list()
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        #expect(terminal.application.focus(rows[5]))
        scroll.scroll(to: Point(x: 0, y: 5))
        terminal.advance(by: .zero)
        #expect(scroll.obscuredInsets == EdgeInsets(top: 1))
        #expect(terminal.screen == ["head    ░", " [ b6 ] █", " [ b7 ] ░", " [ b8 ] ░"])
        terminal.send("up")
        #expect(focusedTitle(terminal) == "b5")
        #expect(scroll.contentOffset.y == 4)
        #expect(terminal.screen == ["head    ░", " [ b5 ] █", " [ b6 ] ░", " [ b7 ] ░"])
        terminal.send("up")
        #expect(focusedTitle(terminal) == "b4")
        #expect(scroll.contentOffset.y == 3)
    }

    @Test func aFocusedStuckHeaderStaysWhereItIs() {
        let (terminal, scroll, header, _) = list(focusableHeader: true)
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        scroll.scroll(to: Point(x: 0, y: 5))
        terminal.advance(by: .zero)
        #expect(terminal.application.focus(header))
        for _ in 0..<3 { terminal.advance(by: .milliseconds(20)) }
        #expect(scroll.contentOffset.y == 5)
        #expect(header.frame == r(0, 0, 8, 1))
    }

    @Test func focusMovingDownStaysClearOfAStickyFooter() {
        let footer = Label("total").identifier("footer")
        let rows = (0..<19).map { Button("b\($0)") }
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill, spacing: 0) { _ in
                rows
                footer
            }
        }
        scroll.behaviors = [StickyFooterLayoutBehavior { $0.identifier == "footer" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        #expect(terminal.application.focus(rows[2]))
        #expect(scroll.obscuredInsets == EdgeInsets(bottom: 1))
        terminal.send("down")
        #expect(focusedTitle(terminal) == "b3")
        #expect(scroll.contentOffset.y == 1)
        #expect(terminal.screen == [" [ b1 ] █", " [ b2 ] ░", " [ b3 ] ░", "total"])
    }

    @Test func aCollapsedBannerCoversWhatIsLeftOfIt() {
        let banner = Label("one\ntwo\nthree").identifier("banner")
        let rows = (0..<20).map { Button("b\($0)") }
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill, spacing: 0) { _ in
                banner
                rows
            }
        }
        scroll.behaviors = [MinimumStickyLayoutBehavior(minimumHeight: { _ in 1 }) { $0.identifier == "banner" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 5))
        #expect(terminal.application.focus(rows[6]))
        scroll.scroll(to: Point(x: 0, y: 5))
        terminal.advance(by: .zero)
        #expect(scroll.obscuredInsets == EdgeInsets(top: 1))
        // b2 sits on row 5 of the content, under the one row left of the banner.
        #expect(terminal.application.focus(rows[2]))
        terminal.advance(by: .zero)
        #expect(scroll.contentOffset.y == 4)
        #expect(terminal.screen.map { String($0.prefix(6)) } == ["one   ", " [ b2 ", " [ b3 ", " [ b4 ", " [ b5 "])
    }

    @Test func anAppsOwnBehaviorCanCoverAnEdge() {
        let (terminal, scroll, _, rows) = list()
        scroll.behaviors = [CoversTop(rows: 2)]
        #expect(terminal.application.focus(rows[9]))
        terminal.advance(by: .zero)
        #expect(scroll.obscuredInsets == EdgeInsets(top: 2))
        #expect(scroll.contentOffset.y == 7)
        #expect(terminal.application.focus(rows[8]))
        terminal.advance(by: .zero)
        // b9 is content row 9: it must sit below the two covered rows.
        #expect(scroll.contentOffset.y == 7)
        #expect(terminal.application.focus(rows[6]))
        terminal.advance(by: .zero)
        #expect(scroll.contentOffset.y == 5)
        // With the scroll view focused itself, nothing pulls the view back to a row.
        #expect(terminal.application.focus(scroll))
        scroll.scrollToVisible(rows[18].frame)
        terminal.advance(by: .zero)
        #expect(scroll.contentOffset.y == 16)
    }
}

/// Says the top `rows` of the viewport are covered (as an overlay bar would be).
@MainActor
private final class CoversTop: LayoutBehavior {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func apply(to layout: BehaviorLayout) {
        layout.obscuredInsets.top = max(layout.obscuredInsets.top, rows)
    }
}

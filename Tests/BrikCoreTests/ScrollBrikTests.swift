import BrikRendering
import Testing

@testable import BrikCore

@MainActor
@Suite struct ScrollBrikTests {
    @Test func thumbIsProportionalAndReachesBothEnds() {
        #expect(ScrollBrik.thumb(length: 10, total: 100, offset: 0) == (0, 1))
        #expect(ScrollBrik.thumb(length: 10, total: 100, offset: 90) == (9, 1))
        #expect(ScrollBrik.thumb(length: 10, total: 20, offset: 5) == (3, 5))
        #expect(ScrollBrik.thumb(length: 10, total: 5, offset: 0) == (0, 10))
    }

    @Test func contentIsClippedToTheViewportAndOffsetIsClamped() {
        let scroll = ScrollBrik { _ in VBrik(alignment: .fill) { _ in for row in 0..<10 { Label("line \(row)") } } }
        let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 3))
        #expect(terminal.screen == ["line 0     █", "line 1     ░", "line 2     ░"])
        scroll.scroll(to: Point(x: 0, y: 100))
        terminal.advance(by: .zero)
        #expect(scroll.contentOffset.y == 7)
        #expect(terminal.screen == ["line 7     ░", "line 8     ░", "line 9     █"])
        scroll.scroll(by: -3)
        terminal.advance(by: .zero)
        #expect(terminal.screen.first == "line 4     ░")
    }

    @Test func shortContentDoesNotScroll() {
        let scroll = ScrollBrik { _ in Label("one line") }
        let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 3))
        scroll.scroll(by: 5)
        terminal.advance(by: .zero)
        #expect(scroll.contentOffset == .zero)
        #expect(terminal.screen.first == "one line   █")
    }
}

@MainActor
@Suite struct ScrollBrikHitTests {
    @Test func contentScrolledUnderTheBorderCannotBeClicked() {
        var pressed: [Int] = []
        let rows = (0..<20).map { index in Button("b\(index)").tag(index) }
        let list = VBrik(alignment: .fill) { _ in rows }
        for index in 0..<20 { list.action(onTag: index) { _ in pressed.append(index) } }
        let scroll = ScrollBrik { _ in list }.border(.single)
        let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 5))
        scroll.scroll(to: Point(x: 0, y: 5))
        terminal.advance(by: .zero)
        // Row 0 is the border; button 4 lies under it, scrolled out of the viewport.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 0))))
        #expect(pressed.isEmpty)
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 1))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 1))))
        #expect(pressed == [5])
        #expect(terminal.screen[0] == "┌──────────┐")
    }
}

/// A label of 100,000 lines of non-ASCII text in a scroll view lays out only the glyphs of
/// the rows on screen: laying out every row took 8 s for 24 MB of text, at every resize.
@MainActor
@Suite struct HugeLabelTests {
    @Test func aScrolledHugeLabelLaysOutOnlyTheRowsOnScreen() {
        var text = ""
        for row in 0..<100_000 { text += "Zeile \(row) – größer\n" }
        let label = Label(text)
        let scroll = ScrollBrik { _ in label }
        let terminal = TestTerminal(root: scroll, size: Size(width: 30, height: 6))
        #expect(terminal.screen[0].hasPrefix("Zeile 0 – größer"))
        #expect((label.drawing?.glyphs?.lines.count ?? .max) <= 6)
        scroll.scroll(to: Point(x: 0, y: 54_321))
        terminal.advance(by: .zero)
        #expect(terminal.screen[0].hasPrefix("Zeile 54321 – größer"))
        #expect(terminal.screen[5].hasPrefix("Zeile 54326 – größer"))
        #expect((label.drawing?.glyphs?.lines.count ?? .max) <= 6)
        #expect(label.drawing?.glyphs?.shownRows == 54_321..<54_327)
    }

    /// At a new width every paragraph wraps again, from its words' widths: no line is
    /// made but the rows on screen, and they are the lines the glyph wrapper makes.
    @Test func aResizedHugeLabelWrapsOnlyTheRowsOnScreenAgain() {
        var text = ""
        for row in 0..<20_000 { text += "Zeile \(row) – größer als die Breite\n" }
        let label = Label(text)
        let scroll = ScrollBrik { _ in label }
        let terminal = TestTerminal(root: scroll, size: Size(width: 40, height: 6))
        #expect(terminal.screen[1].hasPrefix("Zeile 1 – größer als die Breite"))
        terminal.resize(to: Size(width: 17, height: 6))
        #expect(label.drawnLines.isEmpty)
        #expect((label.drawing?.glyphs?.lines.count ?? .max) <= 6)
        let expected = TextLayout.wrappedLines(text, width: label.frame.width, limit: 0).map {
            $0.text.trimmingTrailingSpaces
        }
        #expect(label.frame.height == expected.count)
        for top in [0, 299, expected.count / 2 + 1, expected.count - 6] {
            scroll.scroll(to: Point(x: 0, y: top))
            terminal.advance(by: .zero)
            for row in 0..<6 {
                #expect(terminal.screen[row].hasPrefix(expected[top + row]), "row \(top + row)")
            }
        }
    }
}

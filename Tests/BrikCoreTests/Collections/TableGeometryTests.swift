import Testing

@testable import BrikCore

/// Where columns show: frozen ones, the separator, the scrolling ones from the offset, the
/// last one cut at the edge; what is at a column, where the edges are, what shows a column.
@Suite struct TableGeometryTests {
    @Test func frozenColumnsStayAndTheOthersStartAtTheOffset() {
        let geometry = TableGeometry(
            widths: [4, 5, 6, 7], gutter: 2, spacing: 1, frozenCount: 1, horizontalOffset: 1, width: 20)
        // Gutter 0–1, column 0 at 2–5, separator at 6, column 2 (one scrolled out) at 7–12, column 3 at 14, cut at 20.
        #expect(geometry.separatorX == 6)
        #expect(
            geometry.placements == [
                .init(column: 0, x: 2, width: 4, fullWidth: 4), .init(column: 2, x: 7, width: 6, fullWidth: 6),
                .init(column: 3, x: 14, width: 6, fullWidth: 7),
            ])
        #expect(geometry.scrollingStart == 7)
        #expect(geometry.column(at: 3) == 0)
        #expect(geometry.column(at: 6) == nil)
        #expect(geometry.column(at: 19) == 3)
        #expect(geometry.column(at: 1) == nil)
        // The gap after a whole column is its edge; a cut column has none.
        #expect(geometry.edge(at: 6) == 0)
        #expect(geometry.edge(at: 13) == 2)
        #expect(geometry.edge(at: 12) == nil)
        #expect(geometry.edge(at: 20) == nil)
    }

    @Test func theOffsetStopsWhereTheLastColumnShows() {
        let geometry = TableGeometry(
            widths: [4, 5, 6, 7], gutter: 0, spacing: 1, frozenCount: 1, horizontalOffset: 9, width: 20)
        // 15 columns of room after the frozen one: columns 2 and 3 (6 + 1 + 7) fit, so 1 at most.
        #expect(geometry.maximumOffset == 1)
        #expect(geometry.horizontalOffset == 1)
        #expect(
            TableGeometry(widths: [30], gutter: 0, spacing: 1, frozenCount: 0, horizontalOffset: 3, width: 10).horizontalOffset
                == 0)
        #expect(
            TableGeometry(widths: [3, 3], gutter: 0, spacing: 1, frozenCount: 2, horizontalOffset: 3, width: 10).separatorX == nil
        )
    }

    @Test func revealingAColumnScrollsAsLittleAsPossible() {
        let geometry = TableGeometry(
            widths: [4, 5, 6, 7, 3], gutter: 0, spacing: 1, frozenCount: 1, horizontalOffset: 0, width: 20)
        #expect(geometry.offset(revealing: 0) == 0)
        #expect(geometry.offset(revealing: 2) == 0)
        // Column 3 ends at 5 + 1 + 5 + 1 + 6 + 1 + 7 = 26 > 20: one column out is enough (20).
        #expect(geometry.offset(revealing: 3) == 1)
        #expect(geometry.offset(revealing: 4) == 2)
        let scrolled = TableGeometry(
            widths: [4, 5, 6, 7, 3], gutter: 0, spacing: 1, frozenCount: 1, horizontalOffset: 3, width: 20)
        #expect(scrolled.offset(revealing: 1) == 0)
        // Wider than the room: it starts at the left and is cut.
        let narrow = TableGeometry(widths: [4, 30], gutter: 0, spacing: 1, frozenCount: 1, horizontalOffset: 0, width: 20)
        #expect(narrow.offset(revealing: 1) == 0)
    }

    @Test func nothingFitsInNoRoom() {
        let geometry = TableGeometry(widths: [4, 5], gutter: 4, spacing: 1, frozenCount: 1, horizontalOffset: 0, width: 0)
        #expect(geometry.placements.isEmpty)
        #expect(geometry.separatorX == nil)
        #expect(TableGeometry().placements.isEmpty)
    }
}

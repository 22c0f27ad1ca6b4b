import Testing

@testable import BrikRendering

@Suite struct GeometryTests {
    @Test func intersectionOfDisjointRectsIsEmpty() {
        let a = Rect(x: 0, y: 0, width: 3, height: 3)
        let b = Rect(x: 5, y: 5, width: 2, height: 2)
        #expect(a.intersection(b).isEmpty)
        #expect(!a.intersects(b))
    }

    @Test func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 4, height: 4)
        let b = Rect(x: 2, y: 1, width: 4, height: 2)
        #expect(a.intersection(b) == Rect(x: 2, y: 1, width: 2, height: 2))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 6, height: 4))
        #expect(a.union(.zero) == a)
    }

    @Test func containsUsesExclusiveMaxEdges() {
        let r = Rect(x: 2, y: 2, width: 3, height: 1)
        #expect(r.contains(Point(x: 2, y: 2)))
        #expect(r.contains(Point(x: 4, y: 2)))
        #expect(!r.contains(Point(x: 5, y: 2)))
        #expect(!r.contains(Point(x: 2, y: 3)))
        #expect(r.contains(Rect(x: 3, y: 2, width: 2, height: 1)))
        #expect(!r.contains(Rect(x: 3, y: 2, width: 3, height: 1)))
    }

    @Test func insetNeverGoesNegative() {
        let r = Rect(x: 0, y: 0, width: 4, height: 2)
        #expect(r.inset(by: EdgeInsets(all: 1)) == Rect(x: 1, y: 1, width: 2, height: 0))
        #expect(r.inset(by: EdgeInsets(all: 5)).size == Size(width: 0, height: 0))
        #expect(r.inset(by: EdgeInsets(all: -1)) == Rect(x: -1, y: -1, width: 6, height: 4))
    }
}

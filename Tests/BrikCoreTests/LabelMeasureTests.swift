import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// A one-line ASCII label that fits is measured without wrapping: the same size as the
/// wrapper's count, on random texts with leading, inner and trailing spaces.
@MainActor
@Suite struct LabelMeasureTests {
    @Test func aLineThatFitsMeasuresAsTheWrapperCounts() {
        var random = SplitMix64(seed: 77)
        let pieces = ["a", "bc", " ", "  ", "word", "x-y"]
        for _ in 0..<2_000 {
            let text = (0..<Int(random.next() % 8) + 1).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            let width = text.utf8.count + Int(random.next() % 4)
            let label = Label(text)
            let size = label.sizeThatFits(
                ProposedSize(width: width, height: nil), context: LayoutContext(detachedFor: label))
            let wrapped = ASCIILineWrapper.measure(text, width: width)
            #expect(size.height == wrapped.lines, "\(text.debugDescription) at \(width)")
            #expect(size.width == wrapped.widest, "\(text.debugDescription) at \(width)")
        }
    }
}

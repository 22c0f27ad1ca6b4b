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

    /// Whatever the width offered (none, 0 to 30), a label of ASCII words, runs of spaces,
    /// hard breaks and trailing spaces, with or without a row limit, measures as its text
    /// wraps: the ideal width is the widest hard line, trailing spaces counted, and the
    /// wrapped lines at the smaller of it and the width give the rows and the widest row.
    @Test func anyASCIITextMeasuresAsItsWrappedLines() {
        var random = SplitMix64(seed: 91)
        let pieces = ["a", "bc", "word", "longerword", " ", "  ", "   ", "\n", "\r\n", "x-y", "\n\n"]
        for run in 0..<3_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 7) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            if random.next() % 3 == 0 { text += String(repeating: " ", count: 1 + Int(random.next() % 3)) }
            let width = random.next() % 8 == 0 ? nil : Int(random.next() % 31)
            let limit = random.next() % 4 == 0 ? 1 + Int(random.next() % 2) : 0
            let label = Label(text).lines(limit)
            let size = label.sizeThatFits(ProposedSize(width: width, height: nil), context: LayoutContext(detachedFor: label))
            let expected = Self.wrappedSize(of: text, width: width, limit: limit)
            #expect(size == expected, "run \(run): \(text.debugDescription) at \(width.map(String.init) ?? "nil"), \(limit) rows")
        }
    }

    /// The size a label's text takes by its wrapped lines, made by the general wrapper.
    private static func wrappedSize(of text: String, width: Int?, limit: Int) -> Size {
        let ideal = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(\.count).max() ?? 0
        let used = min(ideal, width ?? Int.max)
        guard used > 0 else { return Size(width: 0, height: text.isEmpty ? 1 : 0) }
        let lines =
            limit == 0
            ? TextLayout.wrappedLines(text, width: used, limit: 0, fastASCII: false).map(\.text)
            : TextLayout.lines(text, width: used, maxLines: limit, alignment: .left)
        let widest = lines.map { TextWidth.width($0.trimmingTrailingSpaces) }.max() ?? 0
        return Size(width: widest, height: text.isEmpty ? 1 : lines.count)
    }
}

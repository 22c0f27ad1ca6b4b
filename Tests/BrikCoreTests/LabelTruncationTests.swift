import BrikRendering
import Testing

@testable import BrikCore

/// A one-line ASCII label too long for its width ends in an ellipsis, drawn as one glyph.
@MainActor
@Suite struct LabelTruncationTests {
    @Test func aTruncatedASCIILineEndsInAnEllipsis() {
        let label = Label("abcdefghijklmnop qrstuvwxyz").lines(1)
        let terminal = TestTerminal(root: label, size: Size(width: 10, height: 1))
        #expect(terminal.screen == ["abcdefghi…"])
    }
}

import BrikRendering
import Testing

@testable import BrikCore

@MainActor
@Suite struct LargePasteTests {
    @Test func aHundredThousandCharacterPasteLosesNothingInOneFrame() {
        let field = TextField()
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in field }, size: Size(width: 40, height: 3))
        let text = String((0..<100_000).map { index -> Character in index % 97 == 0 ? "中" : "x" })
        let frames = terminal.application.stats.frames
        terminal.paste(text)
        #expect(field.text == text)
        #expect(terminal.application.stats.frames == frames + 1, "one paste event, one frame")
        #expect(terminal.screen[0].hasSuffix("x"), "the field scrolled to the end of the paste")
    }
}

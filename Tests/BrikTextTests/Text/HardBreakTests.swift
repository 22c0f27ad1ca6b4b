import BrikRendering
import Testing

@testable import BrikCore
@testable import BrikText

/// Every view that shows lines splits text at the same hard breaks (`TextLayout.hardLines`):
/// LF, CR LF, a lone CR, VT, FF, NEL, U+2028 and U+2029; none shows a break as a character.
@MainActor
@Suite struct HardBreakTests {
    static let text = "one\ntwo\r\nthree\rfour\u{0B}five\u{0C}six\u{85}seven\u{2028}eight\u{2029}nine"
    static let lines = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

    private func shown(_ brick: Brick) -> [String] {
        let terminal = TestTerminal(root: brick, size: Size(width: 20, height: 12))
        return Array(terminal.screen.prefix(9))
    }

    @Test func theSplitItself() {
        #expect(TextLayout.hardLines(Self.text).map(String.init) == Self.lines)
    }

    @Test func aLabel() {
        #expect(shown(Label(Self.text)) == Self.lines)
    }

    @Test func aTextArea() {
        let area = TextArea(text: Self.text)
        #expect(area.document.lineCount == 9)
        #expect(shown(area) == Self.lines)
        // Pasted, the same.
        let pasted = TextArea()
        let terminal = TestTerminal(root: pasted, size: Size(width: 20, height: 12))
        terminal.application.focus(pasted)
        terminal.paste(Self.text)
        #expect(Array(terminal.screen.prefix(9)) == Self.lines)
    }

    @Test func aLogView() {
        let log = LogView()
        log.append(Self.text)
        #expect(log.buffer.lineCount == 9)
        #expect(shown(log) == Self.lines)
    }

}

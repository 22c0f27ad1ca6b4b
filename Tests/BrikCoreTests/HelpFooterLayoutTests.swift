import BrikRendering
import Testing

@testable import BrikCore

@MainActor
@Suite struct HelpFooterLayoutTests {
    @Test func aFooterUnderContentKeepsOneRow() {
        let content = VBrik(alignment: .fill) { _ in Label("content") }
        let root = VBrik(alignment: .fill) { _ in
            content; HelpFooter()
        }
        let terminal = TestTerminal(root: root, size: Size(width: 40, height: 6))
        #expect(terminal.screen[0] == "content")
        #expect(terminal.screen[5].contains("ctrl+c quit"))
        #expect(content.frame.height == 5)
    }
}

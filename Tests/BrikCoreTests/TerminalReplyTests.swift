import BrikRendering
import Testing

@testable import BrikCore

/// Replies to terminal queries reach ``Application/onTerminalReply``, never a focused field.
@MainActor
@Suite struct TerminalReplyTests {
    @Test func repliesGoToTheHandlerAndNotIntoTheFocusedField() {
        let field = TextField()
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in field }, size: Size(width: 30, height: 2))
        var replies: [TerminalReply] = []
        terminal.application.onTerminalReply = { replies.append($0) }
        terminal.application.focus(field)
        terminal.send(bytes: Array("\u{1B}]11;rgb:1c1c/1c1c/1c1c\u{1B}\\\u{1B}P1$r0m\u{1B}\\ok".utf8))
        #expect(field.text == "ok")
        #expect(replies.map(\.kind) == [.osc, .dcs])
        #expect(replies.first?.text == "11;rgb:1c1c/1c1c/1c1c")
    }

    @Test func aPasteWithoutItsEndLandsWholeAndKeysWorkAfterIt() {
        let field = TextField()
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in field }, size: Size(width: 30, height: 2))
        terminal.application.focus(field)
        terminal.send(bytes: Array("\u{1B}[200~abc".utf8))
        terminal.type("x")
        #expect(field.text == "abcx")
    }
}

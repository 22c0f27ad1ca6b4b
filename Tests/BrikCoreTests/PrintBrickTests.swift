import BrikRendering
import Testing

@testable import BrikCore

@MainActor
@Suite struct PrintBrickTests {
    @Test func aBrickPrintsAsLinesWithoutCursorMoves() {
        var output = ""
        let box = VBrik(alignment: .fill) { _ in
            Label("Done").bold(); Label("中文 ok")
        }.border(.rounded, title: "Job")
        printBrick(box, width: 12, colorDepth: .none, to: &output)
        #expect(!output.contains("\u{1b}[H") && !output.contains(";1H"))
        let plain = output.replacingAll("\u{1b}[1m", "").replacingAll("\u{1b}[0m", "")
        #expect(
            plain.split(separator: "\n").map(String.init) == [
                "╭ Job ─────╮", "│Done      │", "│中文 ok   │", "╰──────────╯",
            ])
    }

    @Test func hostileTextPrintsVisibly() {
        var output = ""
        printBrick(Label("a\u{1b}]0;x\u{07}b"), width: 20, colorDepth: .none, to: &output)
        #expect(!output.contains("\u{07}") && output.contains("␛]0;x␇"))
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

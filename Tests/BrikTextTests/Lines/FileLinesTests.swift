import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file in /tmp for one test, removed when the test ends.
@MainActor
final class ScratchFile {
    let path: String

    init(_ name: String, _ bytes: [UInt8] = []) {
        path = "/tmp/brik-filelines-\(getpid())-\(name)"
        write(bytes, append: false)
    }

    convenience init(_ name: String, text: String) {
        self.init(name, Array(text.utf8))
    }

    func write(_ bytes: [UInt8], append: Bool = true) {
        let file = fopen(path, append ? "a" : "w")
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, bytes.count, file) }
        fclose(file)
    }

    func append(_ text: String) { write(Array(text.utf8)) }

    deinit { unlink(path) }
}

@MainActor
@Suite("FileLines")
struct FileLinesTests {
    @Test("lines are read on demand; the last line may lack its newline; CRLF loses its CR")
    func lines() throws {
        let file = ScratchFile("basic", text: "one\r\ntwo\n\nfour")
        let lines = try FileLines(path: file.path)
        #expect(lines.isFullyIndexed)
        #expect(lines.lineCount == 4)
        #expect((0..<4).map(lines.line) == ["one", "two", "", "four"])
        #expect(lines.line(4) == "")
    }

    @Test("an empty file has no lines; a file ending in a newline has no empty last line")
    func edges() throws {
        let empty = ScratchFile("empty")
        let ended = ScratchFile("nl", text: "a\nb\n")
        #expect(try FileLines(path: empty.path).lineCount == 0)
        #expect(try FileLines(path: ended.path).lineCount == 2)
    }

    @Test("bytes that are not UTF-8 show as U+FFFD")
    func invalidUTF8() throws {
        let file = ScratchFile("bad", [0x61, 0xFF, 0x62, 0x0A])
        #expect(try FileLines(path: file.path).line(0) == "a\u{FFFD}b")
    }

    @Test("a missing file and a directory are errors naming the path")
    func errors() {
        #expect(throws: FileLinesError.self) { try FileLines(path: "/nonexistent/brik") }
        do {
            _ = try FileLines(path: "/tmp")
            Issue.record("a directory opened")
        } catch {
            #expect(error.description == "/tmp: is a directory")
        }
    }

    @Test("a file of several chunks is indexed a budget at a time, lines across chunk edges intact")
    func chunks() throws {
        // 60,000 lines of 41 bytes: 2.4 MB, so chunks end inside lines.
        var text = ""
        for index in 0..<60_000 { text += "line \(String(repeating: "x", count: 29)) \(String(index).leftPadded(5))\n" }
        let file = ScratchFile("chunks", text: text)
        let lines = try FileLines(path: file.path)
        #expect(!lines.isFullyIndexed)
        let first = lines.lineCount
        #expect(first > 20_000 && first < 30_000, "the first chunk: \(first) lines")
        #expect(lines.line(first - 1).hasSuffix(String(first - 1).leftPadded(5)))
        lines.indexMore(bytes: 1 << 20)
        #expect(lines.lineCount > first)
        lines.indexAll()
        #expect(lines.lineCount == 60_000)
        for index in [0, 25_575, 25_576, 51_150, 59_999] {
            #expect(lines.line(index) == "line \(String(repeating: "x", count: 29)) \(String(index).leftPadded(5))")
        }
    }

    @Test("refresh follows a growing file and starts again after a truncation (no stale lines kept)")
    func refresh() throws {
        let file = ScratchFile("grow", text: "a\nb")
        let lines = try FileLines(path: file.path)
        #expect(lines.lineCount == 2 && lines.line(1) == "b")
        #expect(!lines.refresh())
        file.append("c\nd\n")
        #expect(lines.refresh())
        #expect((0..<lines.lineCount).map(lines.line) == ["a", "bc", "d"])
        file.write(Array("new\n".utf8), append: false)
        #expect(lines.refresh())
        #expect((0..<lines.lineCount).map(lines.line) == ["new"])
    }

    @Test("a LineView over a growing file, pinned to the end, shows what was appended")
    func viewFollowsFile() throws {
        let file = ScratchFile("view", text: (1...5).map { "row \($0)\n" }.joined())
        let lines = try FileLines(path: file.path)
        let view = LineView(source: lines)
        let terminal = TestTerminal(root: view, size: Size(width: 10, height: 3))
        view.scrollToEnd()
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["row 3", "row 4", "row 5"])
        file.append("row 6\n")
        if lines.refresh() { view.linesDidChange() }
        terminal.advance(by: .seconds(1))
        expectScreen(terminal.screen, ["row 4", "row 5", "row 6"])
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

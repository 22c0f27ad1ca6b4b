import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

@MainActor
@Suite("LogView")
struct LogViewTests {
    private func makeLog(_ maximum: Int = 100, width: Int = 30, height: Int = 4) -> (LogView, TestTerminal) {
        let log = LogView(maximumLineCount: maximum)
        let terminal = TestTerminal(root: log, size: Size(width: width, height: height))
        _ = terminal.application.focus(log)
        return (log, terminal)
    }

    @Test("follows the tail as lines are appended")
    func follows() {
        let (log, terminal) = makeLog()
        for index in 1...6 { log.append("line \(index)") }
        terminal.advance(by: .seconds(1))
        expectScreen(terminal.screen, ["line 3", "line 4", "line 5", "line 6"])
        #expect(log.isFollowing)
    }

    @Test("scrolling up pauses: the view stays, a marker counts new lines; End resumes and the marker goes")
    func pauseAndResume() {
        let (log, terminal) = makeLog()
        for index in 1...6 { log.append("line \(index)") }
        terminal.send("up")
        #expect(!log.isFollowing)
        log.append("line 7")
        log.append("line 8\nline 9")
        terminal.advance(by: .seconds(1))
        expectScreen(terminal.screen, ["line 2", "line 3", "line 4", "line 5    ↓ 3 new lines · End"])
        #expect(terminal.cell(at: Point(x: 12, y: 3)).style.attributes.contains(.reverse))
        #expect(log.newLineCount == 3)
        terminal.send("end")
        expectScreen(terminal.screen, ["line 6", "line 7", "line 8", "line 9"])
        #expect(log.isFollowing && log.newLineCount == 0)
    }

    @Test("lines that arrive on screen are not new: the marker counts only those below the view")
    func onlyLinesBelowTheViewAreNew() {
        let (log, terminal) = makeLog(width: 30, height: 6)
        log.append(contentsOf: ["a", "b"])
        terminal.advance(by: .seconds(1))
        log.isFollowing = false
        #expect(!log.isFollowing)
        log.append(contentsOf: ["c", "d", "e", "f", "g", "h"])
        terminal.advance(by: .seconds(1))
        // a–f show; g and h are below.
        #expect(log.newLineCount == 2)
        expectScreen(terminal.screen, ["a", "b", "c", "d", "e", "f         ↓ 2 new lines · End"])
        terminal.send("down")
        #expect(log.newLineCount == 1)
        log.isFollowing = true
        #expect(log.isFollowing && log.newLineCount == 0)
        terminal.advance(by: .zero)
        #expect(terminal.screen[5] == "h")
    }

    @Test("one new line says line, not lines")
    func singular() {
        let (log, terminal) = makeLog(width: 24, height: 2)
        log.append(contentsOf: ["a", "b", "c"])
        terminal.send("up")
        log.append("d")
        terminal.advance(by: .seconds(1))
        expectScreen(terminal.screen, ["a", "b    ↓ 1 new line · End"])
    }

    @Test("scrolling back down to the last row resumes following")
    func resumeByScrollingDown() {
        let (log, terminal) = makeLog(height: 2)
        log.append(contentsOf: ["a", "b", "c", "d"])
        terminal.send("up", "up")
        log.append("e")
        terminal.send("down", "down")
        #expect(!log.isFollowing)
        terminal.send("down")
        #expect(log.isFollowing)
        expectScreen(terminal.screen, ["d", "e"])
    }

    @Test("the ring buffer drops the oldest lines; numbers go on counting")
    func ringBuffer() {
        let (log, terminal) = makeLog(3, height: 3)
        log.showsLineNumbers = true
        for index in 1...5 { log.append("entry \(index)") }
        terminal.advance(by: .seconds(1))
        expectScreen(terminal.screen, ["3 entry 3", "4 entry 4", "5 entry 5"])
        #expect(log.buffer.lineCount == 3 && log.buffer.droppedLineCount == 2)
    }

    @Test("paused, the view keeps the lines it shows while the oldest are dropped")
    func pausedWhileDropping() {
        let (log, terminal) = makeLog(6, height: 2)
        log.append(contentsOf: (1...6).map { "n\($0)" })
        terminal.send("up", "up")
        expectScreen(terminal.screen, ["n3", "n4"])
        log.append(contentsOf: ["n7", "n8"])
        terminal.advance(by: .seconds(1))
        expectScreen(terminal.screen, ["n3", "n4        ↓ 2 new lines · End"])
        // More than the buffer holds: the shown lines are gone, the view shows the oldest
        // kept, and of the eight new lines the four below it are still new.
        log.append(contentsOf: (9...14).map { "n\($0)" })
        terminal.advance(by: .seconds(1))
        expectScreen(terminal.screen, ["n9", "n10       ↓ 4 new lines · End"])
    }

    @Test("lowering the maximum drops the oldest at once")
    func lowerMaximum() {
        let (log, terminal) = makeLog(10, height: 3)
        log.append(contentsOf: (1...8).map { "x\($0)" })
        log.maximumLineCount = 2
        terminal.advance(by: .seconds(1))
        expectScreen(terminal.screen, ["x7", "x8", ""])
        #expect(log.buffer.lineNumber(0) == 7)
    }

    @Test("clear empties the log and follows again")
    func clear() {
        let (log, terminal) = makeLog(height: 2)
        log.append(contentsOf: ["a", "b", "c"])
        terminal.send("up")
        log.clear()
        log.append("fresh")
        terminal.advance(by: .seconds(1))
        expectScreen(terminal.screen, ["fresh", ""])
        #expect(log.isFollowing && log.buffer.lineNumber(0) == 1)
    }

    @Test("the writer appends from other tasks, in order, in batches on the main actor")
    func writerFromTasks() async {
        let (log, terminal) = makeLog(1_000, height: 3)
        let writer = log.writer
        await Task.detached {
            for index in 1...500 { writer.append("w\(index)") }
        }.value
        for _ in 0..<20 where log.buffer.lineCount < 500 { await terminal.settle() }
        #expect(log.buffer.lineCount == 500)
        #expect((0..<500).allSatisfy { log.buffer.line($0) == "w\($0 + 1)" })
        terminal.advance(by: .seconds(1))
        expectScreen(terminal.screen, ["w498", "w499", "w500"])
    }
}

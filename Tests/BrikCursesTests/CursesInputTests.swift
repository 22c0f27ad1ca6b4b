import BrikCore
import BrikRendering
import CNcursesw
import Testing

@testable import BrikCurses

#if canImport(Glibc)
    import Glibc
#endif

/// Keys fed through a pipe into a headless terminal (TERM xterm-256color, keypad on).
@Suite(.serialized) @MainActor struct CursesInputTests {
    /// A pipe whose read end is the terminal's input.
    private final class KeyPipe {
        var readEnd: Int32 = -1
        var writeEnd: Int32 = -1

        init() {
            var ends: [Int32] = [-1, -1]
            _ = pipe(&ends)
            readEnd = ends[0]
            writeEnd = ends[1]
        }

        var path: String { "/dev/fd/\(readEnd)" }

        func send(_ text: String) {
            _ = text.utf8CString.withUnsafeBufferPointer { write(writeEnd, $0.baseAddress, $0.count - 1) }
        }

        func closeWriter() {
            if writeEnd >= 0 { close(writeEnd) }
            writeEnd = -1
        }

        deinit {
            if writeEnd >= 0 { close(writeEnd) }
            close(readEnd)
        }
    }

    private func withTerminal(mouse: Bool = false, signals: Bool = false, _ body: (CursesTerminal, KeyPipe) throws -> Void) throws
    {
        let keys = KeyPipe()
        let options = CursesOptions(mouse: mouse, bracketedPaste: false, handlesSignals: signals)
        let screen = try HeadlessScreen(size: Size(width: 40, height: 10), inputPath: keys.path, options: options)
        defer { screen.close() }
        try body(screen.terminal, keys)
    }

    /// Reads until `count` events arrived or half a second passed.
    private func collect(from terminal: CursesTerminal, count: Int) throws -> [Event] {
        var result: [Event] = []
        let deadline = ContinuousClock.now + .milliseconds(500)
        while result.count < count && ContinuousClock.now < deadline {
            result += try terminal.waitForEvents(timeout: .milliseconds(100))
        }
        return result
    }

    @Test func timeoutWithoutInputReturnsNothing() throws {
        try withTerminal { terminal, _ in
            let start = ContinuousClock.now
            let events = try terminal.waitForEvents(timeout: .milliseconds(30))
            let waited = ContinuousClock.now - start
            #expect(events.isEmpty)
            #expect(waited >= .milliseconds(25) && waited < .milliseconds(500))
        }
    }

    @Test func charactersAndKeyCodesInOrder() throws {
        try withTerminal { terminal, keys in
            keys.send("a\u{1B}OAb\u{1B}[1;5D\u{1B}[3~")
            let got = try collect(from: terminal, count: 5)
            #expect(
                got == [
                    .key(.character("a")), .key(KeyEvent(.up)), .key(.character("b")),
                    .key(KeyEvent(.left, modifiers: .control)), .key(KeyEvent(.delete)),
                ])
        }
    }

    @Test func utf8CharactersArriveWhole() throws {
        try withTerminal { terminal, keys in
            keys.send("é中😀")
            let got = try collect(from: terminal, count: 3)
            #expect(got == [.key(.character("é")), .key(.character("中")), .key(.character("😀"))])
        }
    }

    @Test func sgrMouseReports() throws {
        try withTerminal(mouse: true) { terminal, keys in
            keys.send("\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[<64;1;1M")
            let got = try collect(from: terminal, count: 3)
            #expect(
                got == [
                    .mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 2))),
                    .mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 2))),
                    .mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0))),
                ])
        }
    }

    @Test func hangUpIsTerminalLostNotASpin() throws {
        try withTerminal { terminal, keys in
            keys.closeWriter()
            let start = ContinuousClock.now
            #expect(throws: TerminalError.terminalLost) {
                for _ in 0..<100 { _ = try terminal.waitForEvents(timeout: nil) }
            }
            #expect(ContinuousClock.now - start < .milliseconds(500))
        }
    }

    @Test func terminationSignalEndsTheWait() throws {
        try withTerminal(signals: true) { terminal, _ in
            kill(getpid(), SIGTERM)
            #expect(throws: TerminationSignal(signal: SIGTERM)) {
                _ = try terminal.waitForEvents(timeout: .seconds(2))
            }
            // Acknowledged: the next wait is an ordinary one.
            let after = try terminal.waitForEvents(timeout: .milliseconds(10))
            #expect(after.isEmpty)
        }
    }
}

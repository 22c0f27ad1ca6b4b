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

    private func withTerminal(
        type: String = "xterm-256color", mouse: Bool = false, signals: Bool = false, width: Int = 40,
        _ body: (CursesTerminal, KeyPipe) throws -> Void
    ) throws {
        let keys = KeyPipe()
        let options = CursesOptions(mouse: mouse, bracketedPaste: false, handlesSignals: signals)
        let screen = try HeadlessScreen(
            size: Size(width: width, height: 10), terminalType: type, inputPath: keys.path, options: options)
        defer { screen.close() }
        try body(screen.terminal, keys)
    }

    /// Reads until `count` events arrived or `limit` passed.
    private func collect(from terminal: CursesTerminal, count: Int, limit: Duration = .milliseconds(500)) throws -> [Event] {
        var result: [Event] = []
        let deadline = ContinuousClock.now + limit
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

    /// The keys terminfo lists reach the decoder as its table: the Linux console's F1 and
    /// F5 (which xterm's reading does not know), rxvt's Shift+F5 (which xterm's reading
    /// takes for Shift+F3), xterm's extended Ctrl+Left (`kLFT5`).
    @Test func keysAreReadAsTheTerminalsTerminfoEntrySays() throws {
        try withTerminal(type: "linux") { terminal, keys in
            keys.send("\u{1B}[[A\u{1B}[[Ex")
            let got = try collect(from: terminal, count: 3)
            #expect(got == [.key(KeyEvent(.function(1))), .key(KeyEvent(.function(5))), .key(.character("x"))])
        }
        try withTerminal(type: "rxvt") { terminal, keys in
            keys.send("\u{1B}[28~")
            let got = try collect(from: terminal, count: 1)
            #expect(got == [.key(KeyEvent(.function(5), modifiers: .shift))])
        }
        try withTerminal { _, _ in
            let table = CursesTerminal.terminfoKeyTable()
            #expect(table[Array("\u{1B}[1;5D".utf8)] == KeyEvent(.left, modifiers: .control))
            #expect(table[Array("\u{1B}OA".utf8)] == KeyEvent(.up))
            #expect(table[Array("\u{1B}[M".utf8)] == nil, "mouse reports are the decoder's own")
        }
    }

    /// ESC before a key's sequence, as rxvt sends Alt+Up: Alt and that key (ncurses
    /// read ESC, then the key code, and the backend made it Alt).
    @Test func escapeBeforeAKeySequenceIsAlt() throws {
        try withTerminal { terminal, keys in
            keys.send("\u{1B}\u{1B}[A\u{1B}\u{1B}OB")
            let got = try collect(from: terminal, count: 2)
            #expect(got == [.key(KeyEvent(.up, modifiers: .alt)), .key(KeyEvent(.down, modifiers: .alt))])
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

    @Test func sgrClicksAndDragsPastColumn223() throws {
        try withTerminal(mouse: true, width: 500) { terminal, keys in
            keys.send("\u{1B}[<0;400;3M\u{1B}[<32;450;3M\u{1B}[<0;450;3m")
            let got = try collect(from: terminal, count: 3)
            #expect(
                got == [
                    .mouse(MouseEvent(.press(.left), at: Point(x: 399, y: 2))),
                    .mouse(MouseEvent(.drag(.left), at: Point(x: 449, y: 2))),
                    .mouse(MouseEvent(.release(.left), at: Point(x: 449, y: 2))),
                ])
        }
    }

    @Test func shiftF1SentAsF13IsShiftF1() throws {
        try withTerminal { terminal, keys in
            keys.send("\u{1B}[1;2P\u{1B}[15;2~")
            let got = try collect(from: terminal, count: 2)
            #expect(got == [.key(KeyEvent(.function(1), modifiers: .shift)), .key(KeyEvent(.function(5), modifiers: .shift))])
            #expect(got.first.map { if case .key(let key) = $0 { key.key == .function(1) } else { false } } == true)
        }
    }

    @Test func aPasteWhoseEndNeverComesIsDeliveredAfterTheIdleTime() throws {
        try withTerminal { terminal, keys in
            let start = ContinuousClock.now
            keys.send("\u{1B}[200~abc")
            let got = try collect(from: terminal, count: 1, limit: .seconds(3))
            let waited = ContinuousClock.now - start
            #expect(got == [.paste("abc")])
            #expect(waited >= InputDecoder.pasteIdleTimeout && waited < .seconds(2), "\(waited)")
            keys.send("\u{3}")
            let after = try collect(from: terminal, count: 1)
            #expect(after == [.key(.ctrl("c"))])
        }
    }

    /// Ctrl-C pressed again and again into a paste whose end never came: the first one
    /// after a pause ends the paste and is the key (each byte used to put the idle end off,
    /// so a user pressing Ctrl-C every 150 ms never quit; found by a red-team run).
    @Test func aCtrlCAfterAPauseInAnOpenPasteIsTheKey() throws {
        try withTerminal { terminal, keys in
            keys.send("\u{1B}[200~abc")
            #expect(try terminal.waitForEvents(timeout: .milliseconds(150)).isEmpty)
            let start = ContinuousClock.now
            keys.send("\u{3}")
            let got = try collect(from: terminal, count: 2)
            #expect(got == [.paste("abc"), .key(.ctrl("c"))])
            #expect(ContinuousClock.now - start < InputDecoder.pasteIdleTimeout, "waited for the idle end")
        }
    }

    /// Typing after the start of a terminal string that never ends: the string ends
    /// 300 ms after it began, not 300 ms after the last key (a red-team run lost 20
    /// letters typed 100 ms apart after a lone `ESC ] 11;`).
    @Test func keysTypedAfterAnEndlessReplyArriveOnceItsTimeIsUp() throws {
        try withTerminal { terminal, keys in
            keys.send("\u{1B}]11;")
            var got: [Event] = []
            for letter in "abcdefghij" {
                got += try terminal.waitForEvents(timeout: .milliseconds(100))
                keys.send(String(letter))
            }
            got += try collect(from: terminal, count: 10 - got.count, limit: .seconds(1))
            // The letters typed within the string's 300 ms are lost with it; the rest are keys.
            let typed = String(got.compactMap { if case .key(let key) = $0, case .character(let c) = key.key { c } else { nil } })
            #expect(typed.count >= 5 && "abcdefghij".hasSuffix(typed), "typed \(typed)")
            #expect(terminal.takeTerminalReplies().isEmpty)
        }
    }

    /// ncurses' keypad finds key and mouse sequences inside a paste too; they stay the
    /// paste's text and never act (a red-team run clicked a button by pasting `ESC[M…`).
    @Test func keysAndClicksInsideAPasteAreItsText() throws {
        try withTerminal(mouse: true) { terminal, keys in
            let pasted = "x\u{1B}OAy\u{1B}[15~z\u{1B}[<0;5;3M\u{1B}[<0;5;3mw"
            keys.send("\u{1B}[200~" + pasted + "\u{1B}[201~q")
            let got = try collect(from: terminal, count: 2)
            #expect(got == [.paste(pasted), .key(.character("q"))])
        }
    }

    @Test func terminalRepliesAreTakenApartAndNeverTyped() throws {
        try withTerminal { terminal, keys in
            keys.send("\u{1B}]11;rgb:1c1c/1c1c/1c1c\u{1B}\\\u{1B}P1$r0m\u{1B}\\\u{1B}[?62;22cx")
            let got = try collect(from: terminal, count: 1)
            #expect(got == [.key(.character("x"))])
            #expect(
                terminal.takeTerminalReplies() == [
                    TerminalReply(.osc, body: Array("11;rgb:1c1c/1c1c/1c1c".utf8)),
                    TerminalReply(.dcs, body: Array("1$r0m".utf8)),
                    TerminalReply(.csi, body: Array("?62;22c".utf8)),
                ])
            #expect(terminal.takeTerminalReplies().isEmpty)
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

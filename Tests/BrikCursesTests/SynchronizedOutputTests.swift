import BrikCore
import BrikRendering
import Testing

@testable import BrikCurses

#if canImport(Glibc)
    import Glibc
#endif

/// Frames are bracketed as synchronized updates (DEC 2026) only when the terminal says
/// it has the mode, and the answer is the terminal's own, never an app's reply or a key.
@Suite(.serialized) @MainActor struct SynchronizedOutputTests {
    private static let begin = "\u{1B}[?2026h"
    private static let end = "\u{1B}[?2026l"
    private static let query = "\u{1B}[?2026$p"

    /// A headless terminal asking the question (options as an app's), whose input is a pipe.
    private func withTerminal(
        synchronizedOutput: Bool? = nil, _ body: (CursesTerminal, _ send: (String) -> Void, _ output: () -> String) throws -> Void
    ) throws {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let options = CursesOptions(
            mouse: false, bracketedPaste: false, handlesSignals: false, runsMainActorWork: false, hyperlinks: false,
            synchronizedOutput: synchronizedOutput)
        unsetenv("BRIKTUI_SYNC")
        let screen = try HeadlessScreen(size: Size(width: 20, height: 4), inputPath: "/dev/fd/\(ends[0])", options: options)
        defer { screen.close() }
        let send: (String) -> Void = { text in
            _ = text.utf8CString.withUnsafeBufferPointer { write(ends[1], $0.baseAddress, $0.count - 1) }
        }
        try body(screen.terminal, send) { Self.contents(of: screen.path) }
    }

    private static func contents(of path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func canvas(_ text: String) -> Canvas {
        var canvas = Canvas(size: Size(width: 20, height: 4))
        _ = canvas.write(text, at: Point(x: 0, y: 0))
        return canvas
    }

    /// Reads until the reply has been taken apart (a reply alone ends a wait).
    private func readReplies(_ terminal: CursesTerminal) throws {
        for _ in 0..<5 { _ = try terminal.waitForEvents(timeout: .milliseconds(50)) }
    }

    @Test func aTerminalThatHasTheModeGetsEveryFrameBracketed() throws {
        try withTerminal { terminal, send, output in
            #expect(output().contains(Self.query), "the question was not sent")
            try terminal.present(canvas("before"), cursor: nil)
            #expect(!output().contains(Self.begin), "bracketed before the terminal answered")
            send("\u{1B}[?2026;2$y")
            try readReplies(terminal)
            #expect(terminal.takeTerminalReplies().isEmpty, "the mode report reached the app")
            #expect(terminal.synchronizedOutput.isOn)
            let mark = output().utf8.count
            try terminal.present(canvas("after"), cursor: nil)
            let frame = String(decoding: Array(output().utf8.dropFirst(mark)), as: UTF8.self)
            #expect(frame.hasPrefix(Self.begin), "\(frame.debugDescription)")
            #expect(frame.hasSuffix(Self.end), "\(frame.debugDescription)")
            #expect(frame.contains("after"))
        }
    }

    @Test func anUnknownModeOrNoAnswerLeavesTheOutputAsItWas() throws {
        for answer in ["\u{1B}[?2026;0$y", "\u{1B}[?2026;4$y", ""] {
            try withTerminal { terminal, send, output in
                send(answer + "x")
                var events: [Event] = []
                for _ in 0..<5 { events += try terminal.waitForEvents(timeout: .milliseconds(50)) }
                #expect(events == [.key(.character("x"))], "\(answer.debugDescription)")
                try terminal.present(canvas("frame"), cursor: nil)
                #expect(!output().contains(Self.begin), "\(answer.debugDescription)")
                #expect(!terminal.synchronizedOutput.isOn)
            }
        }
    }

    @Test func otherRepliesStillReachTheApp() throws {
        try withTerminal { terminal, send, _ in
            send("\u{1B}[?2004;1$y\u{1B}[?2026;1$y")
            try readReplies(terminal)
            #expect(terminal.takeTerminalReplies() == [TerminalReply(.csi, body: Array("?2004;1$y".utf8))])
            #expect(terminal.synchronizedOutput.isOn)
        }
    }

    @Test func theOptionDecidesWithoutAsking() throws {
        try withTerminal(synchronizedOutput: true) { terminal, _, output in
            #expect(!output().contains(Self.query))
            try terminal.present(canvas("forced"), cursor: nil)
            #expect(output().contains(Self.begin) && output().hasSuffix(Self.end))
        }
        try withTerminal(synchronizedOutput: false) { terminal, send, output in
            #expect(!output().contains(Self.query))
            send("\u{1B}[?2026;2$y")
            try readReplies(terminal)
            try terminal.present(canvas("never"), cursor: nil)
            #expect(!output().contains(Self.begin))
        }
    }

    @Test func modeReportsAreReadExactly() {
        #expect(SynchronizedOutput.modeReport(Array("?2026;2$y".utf8)) == 2)
        #expect(SynchronizedOutput.modeReport(Array("?2026;0$y".utf8)) == 0)
        #expect(SynchronizedOutput.modeReport(Array("?2026;$y".utf8)) == nil)
        #expect(SynchronizedOutput.modeReport(Array("?20261;2$y".utf8)) == nil)
        #expect(SynchronizedOutput.modeReport(Array("?2026;2y".utf8)) == nil)
        #expect(SynchronizedOutput.modeReport(Array("?2026;99999$y".utf8)) == nil)
        #expect(SynchronizedOutput.environmentChoice(["BRIKTUI_SYNC": "1"]) == true)
        #expect(SynchronizedOutput.environmentChoice(["BRIKTUI_SYNC": "0"]) == false)
        #expect(SynchronizedOutput.environmentChoice(["BRIKTUI_SYNC": "yes"]) == nil)
    }
}

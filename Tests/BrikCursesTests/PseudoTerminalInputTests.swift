import BrikCore
import BrikRendering
import CNcursesw
import Dispatch
import Testing

@testable import BrikCurses

#if canImport(Glibc)
    import Glibc
#endif

/// Text written into a real pseudo-terminal in pieces, with pauses, reaches the app
/// byte for byte: ncurses' `wget_wch` lost a character cut between two reads and ~143
/// bytes after it (a paste crossing a 4 KB read, a packet boundary over SSH).
@Suite(.serialized) @MainActor struct PseudoTerminalInputTests {
    /// A pseudo-terminal in raw mode: the terminal reads the slave, the test writes the master.
    private final class PseudoTerminal: Sendable {
        let master: Int32
        let slave: Int32
        let slavePath: String

        /// Linux's `TIOCGPTN` (the pty's number) and `TIOCSPTLCK` (unlock it): what
        /// `ptsname` and `unlockpt` do, which Swift's Glibc module does not export.
        private static let getNumber: UInt = 0x8004_5430
        private static let setLock: UInt = 0x4004_5431

        init() throws {
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var number: UInt32 = 0
            var unlock: Int32 = 0
            guard master >= 0, ioctl(master, Self.setLock, &unlock) == 0, ioctl(master, Self.getNumber, &number) == 0
            else {
                throw TerminalError.setupFailed("no pseudo-terminal")
            }
            slavePath = "/dev/pts/\(number)"
            slave = open(slavePath, O_RDWR | O_NOCTTY)
            var modes = termios()
            tcgetattr(slave, &modes)
            cfmakeraw(&modes)
            tcsetattr(slave, TCSANOW, &modes)
        }

        /// Writes each piece after its pause, on a thread of its own (the reader is the test).
        func write(_ pieces: [(bytes: [UInt8], pauseBefore: Duration)]) -> DispatchSemaphore {
            let done = DispatchSemaphore(value: 0)
            let master = master
            DispatchQueue.global().async {
                for piece in pieces {
                    let (seconds, attoseconds) = piece.pauseBefore.components
                    usleep(useconds_t(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
                    var sent = 0
                    while sent < piece.bytes.count {
                        let count = piece.bytes[sent...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
                        if count < 0 && errno == EINTR { continue }
                        guard count > 0 else { break }
                        sent += count
                    }
                }
                done.signal()
            }
            return done
        }

        deinit {
            close(slave)
            close(master)
        }
    }

    /// The text of typed characters (Enter as CR) and pastes, in order.
    private static func text(of events: [Event]) -> String {
        var text = ""
        for event in events {
            switch event {
            case .key(let key) where key.modifiers.isEmpty && key.key == .enter: text += "\r"
            case .key(let key) where key.modifiers.isEmpty:
                if case .character(let character) = key.key { text.append(character) }
            case .paste(let pasted): text += pasted
            default: break
            }
        }
        return text
    }

    /// Writes `pieces` into a terminal reading the pseudo-terminal and returns the
    /// events read until `expected` bytes of text arrived (or 30 s passed).
    private func events(writing pieces: [(bytes: [UInt8], pauseBefore: Duration)], expectedBytes: Int) throws -> [Event] {
        let pty = try PseudoTerminal()
        let screen = try HeadlessScreen(size: Size(width: 40, height: 10), inputPath: pty.slavePath)
        defer { screen.close() }
        let done = pty.write(pieces)
        var events: [Event] = []
        var textBytes = 0
        let deadline = ContinuousClock.now + .seconds(30)
        while textBytes < expectedBytes, ContinuousClock.now < deadline {
            let new = try screen.terminal.waitForEvents(timeout: .milliseconds(100))
            events += new
            textBytes += Self.text(of: new).utf8.count
        }
        done.wait()
        return events
    }

    /// Every split of a 2-, 3- and 4-byte character and of a three-scalar cluster, with
    /// pauses of 0, 30 and 300 ms at the cut, typed and inside a bracketed paste.
    @Test(arguments: [false, true])
    func everySplitOfEveryCharacterArrivesByteForByte(bracketed: Bool) throws {
        var pieces: [(bytes: [UInt8], pauseBefore: Duration)] = []
        var expected = ""
        if bracketed { pieces.append((Array("\u{1B}[200~".utf8), .zero)) }
        for sample in ["é", "中", "😀"] {
            let bytes = Array(sample.utf8)
            for cut in 1..<bytes.count {
                for pause in [0, 30, 300] {
                    pieces.append((Array("[".utf8) + bytes[..<cut], .zero))
                    pieces.append((Array(bytes[cut...]) + Array("]".utf8), .milliseconds(pause)))
                    expected += "[" + sample + "]"
                }
            }
        }
        // A cluster across three reads: woman, ZWJ, laptop.
        for scalar in "👩\u{200D}💻".unicodeScalars {
            pieces.append((Array(String(scalar).utf8), .milliseconds(200)))
        }
        expected += "👩\u{200D}💻"
        if bracketed { pieces.append((Array("\u{1B}[201~".utf8), .zero)) }
        let got = try events(writing: pieces, expectedBytes: expected.utf8.count)
        #expect(Array(Self.text(of: got).utf8) == Array(expected.utf8), "\(got.prefix(20))")
        if bracketed { #expect(got == [.paste(expected)]) }
    }

    /// The case: a paste whose `é` is cut after the first byte, at the start of a
    /// read and at a 4 KB read boundary, with a 200 ms pause, then 400 more bytes.
    @Test func aCharacterCutAtTheStartOfAReadAndAtA4KBBoundaryIsKept() throws {
        let e = Array("é".utf8)
        let tail = Array(String(repeating: "x", count: 400).utf8)
        let atStart: [(bytes: [UInt8], pauseBefore: Duration)] = [
            (Array("\u{1B}[200~start-".utf8), .zero), ([e[0]], .milliseconds(100)),
            ([e[1]] + tail + Array("\u{1B}[201~".utf8), .milliseconds(200)),
        ]
        let opening = Array("\u{1B}[200~".utf8)
        let fill = [UInt8](repeating: UInt8(ascii: "a"), count: 4096 - opening.count - 1)
        let atBoundary: [(bytes: [UInt8], pauseBefore: Duration)] = [
            (opening + fill + [e[0]], .zero), ([e[1]] + tail + Array("\u{1B}[201~".utf8), .milliseconds(200)),
        ]
        #expect(try events(writing: atStart, expectedBytes: 408) == [.paste("start-é" + String(repeating: "x", count: 400))])
        let expected = String(decoding: fill, as: UTF8.self) + "é" + String(repeating: "x", count: 400)
        #expect(try events(writing: atBoundary, expectedBytes: expected.utf8.count) == [.paste(expected)])
        // Typed, not pasted.
        let typed: [(bytes: [UInt8], pauseBefore: Duration)] = [
            (Array("start-".utf8) + [e[0]], .zero), ([e[1]] + tail, .milliseconds(200)),
        ]
        let got = try events(writing: typed, expectedBytes: 408)
        #expect(Self.text(of: got) == "start-é" + String(repeating: "x", count: 400))
    }

    /// 10 MB of non-ASCII text pasted at once arrives whole (in pieces of at most
    /// ``InputDecoder/maximumPasteLength`` bytes, each ending on a whole character).
    @Test func aTenMegabyteNonASCIIPasteArrivesWhole() throws {
        let line = "Grüße, 世界 😀 ñandú — "
        let text = String(repeating: line, count: 10_000_000 / line.utf8.count + 1)
        var pieces: [(bytes: [UInt8], pauseBefore: Duration)] = [(Array("\u{1B}[200~".utf8), .zero)]
        let bytes = Array(text.utf8)
        // In writes of 4,093 bytes, so that every read cuts a character somewhere.
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 4093)
            pieces.append((Array(bytes[start..<end]), .zero))
            start = end
        }
        pieces.append((Array("\u{1B}[201~".utf8), .zero))
        let got = try events(writing: pieces, expectedBytes: bytes.count)
        let pasted = got.compactMap { if case .paste(let piece) = $0 { piece } else { nil } }
        #expect(got.count == pasted.count, "only paste events")
        #expect(pasted.joined().utf8.count == bytes.count)
        #expect(pasted.joined() == text)
    }
}

import BrikTUI

/// Workload 5: one character typed into a text field on a full screen, through
/// the real application pipeline (dispatch, layout if asked, draw, diff, write).
@MainActor
enum TypingWorkload {
    /// A 200×50 screen: 48 labels of scroll-row text and a text field, which takes focus.
    static func screen() -> VBrik {
        VBrik(alignment: .fill) { _ in
            for row in 0..<ScreenContent.bodyRows {
                Label(ScreenContent.rowText(row))
            }
            TextField(placeholder: "type here")
        }
    }

    /// Characters typed into one field before a fresh screen is used: well short of
    /// the field's width, so the field never scrolls (a scroll redraws it whole).
    static let batchSize = 100

    /// The characters typed into one field, one per sample.
    static func keys(_ count: Int) -> [Character] {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<count).map { alphabet[$0 % alphabet.count] }
    }

    /// The sizes of the batches that make up `repeats` keys.
    static func batches(_ repeats: Int) -> [Int] {
        stride(from: 0, to: max(1, repeats), by: batchSize).map { min(batchSize, max(1, repeats) - $0) }
    }

    /// Through ``TestTerminal``: its backend diffs canvases with ``ANSIRenderer/update(from:to:)``.
    static func ansi(repeats: Int) -> BenchResult {
        var times: [Double] = []
        var bytes: [Double] = []
        var landed = true
        for batch in batches(repeats) {
            let terminal = TestTerminal(root: screen(), size: ScreenContent.size, colorDepth: .palette256)
            for key in keys(batch) {
                times.append(Measure.cpu { terminal.type(String(key)) })
                bytes.append(Double(terminal.lastFrameByteCount))
            }
            landed = landed && terminal.screen.last?.hasPrefix(String(keys(batch))) == true
        }
        return BenchResult(
            id: "typing.ansi", name: "5 type 1 char in a TextField, 48 Labels (TestTerminal/ANSI)",
            time: Summary(times), bytes: Summary(bytes).max, target: Target(maxMilliseconds: 1, maxBytes: 32),
            note: "bytes column is the largest frame (TestTerminal writes no cursor moves)"
                + (landed ? "" : "; WARNING: typed text not on screen"))
    }

    /// A 5 MB field (issue 21's huge-content case): one character typed at its end, then one
    /// in its middle after the cursor got there, each through a whole frame.
    static func hugeField(repeats: Int) -> BenchResult {
        let text = String(repeating: "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN", count: 100_000)
        let field = TextField(text: text)
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in field }, size: ScreenContent.size)
        _ = terminal.application.focus(field)
        var times: [Double] = []
        for key in keys(max(1, repeats)) {
            times.append(Measure.cpu { terminal.type(String(key)) })
        }
        let landed = field.editing.count == text.count + max(1, repeats)
        return BenchResult(
            id: "typing.huge", name: "5 type 1 char at the end of a 5 MB TextField (TestTerminal, frame)",
            time: Summary(times), bytes: nil, target: Target(maxMilliseconds: 1, maxBytes: nil),
            note: "5,000,000 characters" + (landed ? "" : "; WARNING: typed text missing"))
    }

    /// Through the ncurses terminal, driven by ``Application/run(on:)`` with a
    /// backend that hands it one key per turn of the loop and times each turn.
    static func curses(repeats: Int) throws -> BenchResult {
        let curses = try HeadlessCurses(name: "typing")
        defer { curses.close() }
        var times: [Double] = []
        var bytes: [Double] = []
        for batch in batches(repeats) {
            let application = Application(root: screen())
            let backend = ScriptedBackend(curses: curses, keys: keys(batch), application: application)
            try application.run(on: backend)
            times += backend.times
            bytes += backend.bytes
        }
        return BenchResult(
            id: "typing.curses", name: "5 type 1 char in a TextField, 48 Labels (Application/curses)",
            time: Summary(times), bytes: Summary(bytes).max, target: Target(maxMilliseconds: 1, maxBytes: 32),
            note: "bytes column is the largest frame (the cursor move is included)")
    }
}

/// A backend that forwards frames to a headless ncurses terminal and feeds the
/// run loop one scripted key per turn, timing each turn from the key's delivery
/// to the next wait (dispatch + layout + draw + present).
@MainActor
final class ScriptedBackend: TerminalBackend {
    private let curses: HeadlessCurses
    private var keys: [Character]
    private weak var application: Application?
    private var turnStart: Double?
    private var turnBytes = 0
    /// CPU milliseconds of each timed turn.
    private(set) var times: [Double] = []
    /// Bytes written in each timed turn.
    private(set) var bytes: [Double] = []
    /// Bytes of the frame presented before the first key (the opening screen).
    private(set) var firstFrameBytes = 0
    /// Called after each timed turn (to read the application's stats).
    var afterTurn: (() -> Void)?

    /// A backend typing `keys` into `application`, then quitting it.
    init(curses: HeadlessCurses, keys: [Character], application: Application) {
        self.curses = curses
        self.keys = keys.reversed()
        self.application = application
    }

    var size: Size { curses.terminal.size }
    var colorDepth: ColorDepth { curses.terminal.colorDepth }

    func present(_ canvas: Canvas, cursor: Point?) throws {
        turnBytes += try curses.present(canvas, cursor: cursor)
    }

    func waitForEvents(timeout: Duration?) throws -> [Event] {
        let now = Measure.cpuMilliseconds()
        if let turnStart {
            times.append(now - turnStart)
            bytes.append(Double(turnBytes))
            afterTurn?()
        } else if firstFrameBytes == 0 {
            firstFrameBytes = turnBytes
        }
        turnBytes = 0
        guard let key = keys.popLast() else {
            application?.quit()
            turnStart = nil
            return []
        }
        turnStart = Measure.cpuMilliseconds()
        return [.key(.character(key))]
    }
}

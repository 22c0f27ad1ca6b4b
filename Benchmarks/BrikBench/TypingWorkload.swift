import BrikTUI

/// Workload 5: one character typed into a text field on a full screen, through
/// the real application pipeline (dispatch, layout if asked, draw, diff, write).
@MainActor
enum TypingWorkload {
    /// A 200×50 screen: 48 labels of scroll-row text and a text field, which takes focus.
    static func screen() -> VBrik {
        VBrik { _ in
            for row in 0..<ScreenContent.bodyRows {
                Label(ScreenContent.rowText(row))
            }
            TextField(placeholder: "type here")
        }
    }

    /// The characters typed, one per sample; short enough never to scroll the field.
    static func keys(_ count: Int) -> [Character] {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<count).map { alphabet[$0 % alphabet.count] }
    }

    /// Through ``TestTerminal``: its backend diffs canvases with ``ANSIRenderer/update(from:to:)``.
    static func ansi(repeats: Int) -> BenchResult {
        let terminal = TestTerminal(root: screen(), size: ScreenContent.size, colorDepth: .palette256)
        var times: [Double] = []
        var bytes: [Double] = []
        for key in keys(repeats) {
            times.append(Measure.cpu { terminal.type(String(key)) })
            bytes.append(Double(terminal.lastFrameByteCount))
        }
        let typed = String(keys(repeats))
        let landed = terminal.screen.last?.hasPrefix(typed) ?? false
        return BenchResult(
            id: "typing.ansi", name: "5 type 1 char in a TextField, 48 Labels (TestTerminal/ANSI)",
            time: Summary(times), bytes: Summary(bytes).max, target: Target(maxMilliseconds: 1, maxBytes: 32),
            note: "bytes column is the largest frame" + (landed ? "" : "; WARNING: typed text not on screen"))
    }

    /// Through the ncurses terminal, driven by ``Application/run(on:)`` with a
    /// backend that hands it one key per turn of the loop and times each turn.
    static func curses(repeats: Int) throws -> BenchResult {
        let curses = try HeadlessCurses(name: "typing")
        defer { curses.close() }
        let application = Application(root: screen())
        let backend = ScriptedBackend(curses: curses, keys: keys(repeats), application: application)
        try application.run(on: backend)
        return BenchResult(
            id: "typing.curses", name: "5 type 1 char in a TextField, 48 Labels (Application/curses)",
            time: Summary(backend.times), bytes: Summary(backend.bytes).max, target: Target(maxMilliseconds: 1, maxBytes: 32),
            note: "bytes column is the largest frame; \(backend.times.count) turns of the run loop")
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

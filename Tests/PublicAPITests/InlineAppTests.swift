import BrikTUI
import Testing

/// An application run inline through ``InlineBackend``: the region is as tall as what the
/// app draws, a resize keeps the mode's rows, and the lines it prints go above the region
/// in its theme, before the frame that follows them.
@MainActor
@Suite struct InlineAppTests {
    /// A stand-in for the terminal's region: what was drawn and printed, and scripted input.
    final class RecordingScreen: InlineScreen {
        var width = 30
        var drawn: [Canvas] = []
        /// Everything in order: "draw:<rows>" or "print:<text>".
        var log: [String] = []
        var printed: [Canvas] = []
        var script: [[Event]]
        var onRead: (() -> Void)?

        init(script: [[Event]]) { self.script = script }

        func draw(_ canvas: Canvas) {
            drawn.append(canvas)
            log.append("draw:\(canvas.size.height)")
        }

        func printAbove(_ canvas: Canvas) {
            printed.append(canvas)
            log.append("print:" + canvas.plainLines.map(\.trimmingTrailingSpaces).joined(separator: "|"))
        }

        func nextEvents(timeout: Duration) -> [Event] {
            onRead?()
            return script.isEmpty ? [.key(.ctrl("c"))] : script.removeFirst()
        }
    }

    @Test func theRegionIsAsTallAsWhatTheAppDraws() throws {
        let label = Label("one")
        let root = VBrik(alignment: .leading) { _ in
            label; Spacer()
        }
        let screen = RecordingScreen(script: [[.key(KeyEvent(.character("x")))]])
        var reads = 0
        screen.onRead = {
            reads += 1
            if reads == 1 { label.text = "one\ntwo\nthree" }
        }
        let app = Application(root: root)
        try app.run(on: InlineBackend(screen: screen, mode: .rows(8), colorDepth: .trueColor))
        let heights = screen.drawn.map(\.size.height)
        #expect(heights.first == 1)
        #expect(heights.last == 3)
        #expect(screen.drawn.last.map { $0.plainLines.map(\.trimmingTrailingSpaces) } == ["one", "two", "three"])
        #expect(app.size == Size(width: 30, height: 8))
    }

    @Test func aResizeKeepsTheModesRows() throws {
        let screen = RecordingScreen(script: [[.resize(Size(width: 50, height: 40))]])
        let app = Application(root: Label("hi"))
        let backend = InlineBackend(screen: screen, mode: .rows(5), colorDepth: .trueColor)
        #expect(backend.size == Size(width: 30, height: 5))
        var sizes: [Size] = []
        screen.onRead = {
            sizes.append(app.size)
            // The terminal is wider when the resize arrives.
            screen.width = 50
        }
        try app.run(on: backend)
        #expect(sizes == [Size(width: 30, height: 5), Size(width: 50, height: 5)])
        #expect(screen.drawn.last?.size.width == 50)
    }

    @Test func linesPrintedAboveComeBeforeTheNextFrameInTheTheme() throws {
        let label = Label("working")
        let screen = RecordingScreen(script: [[], [.key(KeyEvent(.character("x")))]])
        let app = Application(root: label)
        app.theme = .dark
        app.printAbove("starting")
        var reads = 0
        screen.onRead = {
            reads += 1
            if reads == 1 {
                app.printAbove([StepLines.success("step 1")])
                label.text = "done"
            }
        }
        try app.run(on: InlineBackend(screen: screen, mode: .rows(3), colorDepth: .trueColor))
        #expect(screen.log.first == "print:starting")
        let step = try #require(screen.log.firstIndex(of: "print:✔ step 1"))
        // The frame showing "done" is drawn after the line that came with it.
        let doneFrame = try #require(screen.drawn.firstIndex { $0.plainLines.first?.hasPrefix("done") == true })
        let drawsBeforeStep = screen.log[..<step].filter { $0.hasPrefix("draw:") }.count
        #expect(drawsBeforeStep <= doneFrame)
        let printed = try #require(screen.printed.last)
        #expect(printed[0, 0].style.foreground == Theme.dark.success)
    }

    @Test func aTestTerminalKeepsWhatIsPrintedAbove() {
        let terminal = TestTerminal(root: Label("app"), size: Size(width: 20, height: 2))
        terminal.application.printAbove("first\nsecond")
        terminal.send("x")
        #expect(terminal.printedAbove == ["first", "second"])
        #expect(terminal.screen[0] == "app")
    }

    /// Any brick prints above, at its own width up to the terminal's, in the app's theme:
    /// a boxed label here, an app's own brick there.
    @Test func anyBrickPrintsAboveAtItsWidthInTheAppsTheme() {
        let terminal = TestTerminal(root: Label("app"), size: Size(width: 20, height: 2))
        terminal.application.theme = .dark
        let boxed = Label("saved").border(.rounded)
        terminal.application.printAbove(boxed)
        terminal.application.printAbove(Tile("a very long line that is cut"))
        terminal.application.printAbove([StepLines.success("done")])
        terminal.send("x")
        #expect(
            terminal.printedAbove == ["╭─────╮", "│saved│", "╰─────╯", "a very long line tha", "✔ done"])
        let canvases = terminal.printedAboveCanvases
        #expect(canvases.map(\.size.width) == [7, 20, 6])
        // The step's mark is in the dark theme's success colour, as on the screen.
        let mark = canvases[2][0, 0]
        #expect(mark.style.foreground == Theme.dark.success)
    }

    @Test func blankRowsBelowTheContentAreCut() {
        var canvas = Canvas(size: Size(width: 4, height: 5))
        _ = canvas.write("a", at: Point(x: 0, y: 1))
        #expect(InlineBackend.content(of: canvas).size.height == 2)
        #expect(InlineBackend.content(of: Canvas(size: Size(width: 4, height: 5))).size.height == 1)
        canvas.fill(Rect(x: 0, y: 4, width: 1, height: 1), style: CellStyle(background: .red))
        #expect(InlineBackend.content(of: canvas).size.height == 5)
    }
}

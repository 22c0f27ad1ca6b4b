import BrikTUI
import Testing

// snippet: time-stopwatch
/// Counts seconds while shown; Space pauses and resumes; the hint goes after three seconds.
@MainActor
final class Stopwatch {
    let elapsed = Label("0 s")
    let hint = Label("Space pauses")
    let root: VBrik
    private var seconds = 0
    private var ticking: TimerHandle?

    init() {
        root = VBrik(alignment: .leading) { [elapsed, hint] _ in
            elapsed
            hint
        }
        // The application is there once the brick is in a running tree: start timers on appear.
        root.onAppear { [unowned self] in
            start()
            root.application?.after(.seconds(3)) { [unowned self] in hint.isHidden = true }
        }
        // A timer outlives its screen unless cancelled.
        root.onDisappear { [unowned self] in pause() }
        root.keyBinding("stopwatch.pause", keys: "space", description: "pause") { [unowned self] in
            if ticking == nil { start() } else { pause() }
        }
    }

    private func start() {
        ticking = root.application?.every(.seconds(1)) { [unowned self] in
            seconds += 1
            elapsed.text = "\(seconds) s"
        }
    }

    private func pause() {
        ticking?.cancel()
        ticking = nil
    }
}
// end-snippet

// snippet: time-work
/// Work that runs off the main actor, on the global executor: it cannot touch bricks.
nonisolated func checksum(ofChunk chunk: Int) async -> Int {
    (0..<20_000).reduce(chunk) { ($0 &* 31) &+ $1 }
}

/// Runs ten chunks of work, showing progress; the bricks change on the main actor, between
/// chunks, while the run loop goes on drawing and reading keys.
@MainActor
func startImport(bar: ProgressBar, status: Label) -> Task<Void, Never> {
    Task {
        var total = 0
        for chunk in 0..<10 {
            if Task.isCancelled {
                status.text = "Cancelled"
                return
            }
            total &+= await checksum(ofChunk: chunk)  // leaves the main actor, and comes back
            bar.value = Double(chunk + 1) / 10
        }
        status.text = "Done: \(total % 1000)"
    }
}
// end-snippet

// snippet: time-sleep
/// Counts down in `label`, a second at a time on the app's clock, then says it retries;
/// cancelled, it stops where it is.
@MainActor
func countDown(from seconds: Int, in label: Label, app: Application) -> Task<Void, Never> {
    Task {
        for left in stride(from: seconds, to: 0, by: -1) {
            label.text = "Retrying in \(left) s"
            do {
                try await app.sleep(for: .seconds(1))  // the app's clock: virtual in a test
            } catch {
                label.text = "Cancelled"  // CancellationError: the task was cancelled
                return
            }
        }
        label.text = "Retrying now"
    }
}
// end-snippet

// snippet: time-sleep-test
@MainActor @Test func theCountdownFollowsTheVirtualClock() async {
    let label = Label("")
    let terminal = TestTerminal(root: label, size: Size(width: 20, height: 1))
    let countdown = countDown(from: 3, in: label, app: terminal.application)
    await terminal.settle(for: .seconds(1))  // the sleeper wakes at 1 s and goes on
    #expect(terminal.screen == ["Retrying in 2 s"])
    countdown.cancel()
    await terminal.settle()
    #expect(terminal.screen == ["Cancelled"])
}
// end-snippet

enum TimeSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "TimeAndAsync", name: "stopwatch") {
            let watch = Stopwatch()
            let terminal = TestTerminal(root: watch.root, size: Size(width: 20, height: 2))
            let first = terminal.screen
            terminal.advance(by: .seconds(4))
            return [first, terminal.screen]
        }
    ]
}

// snippet: time-test
@MainActor @Test func theStopwatchCountsOnTheVirtualClock() {
    let watch = Stopwatch()
    let terminal = TestTerminal(root: watch.root, size: Size(width: 20, height: 2))
    terminal.advance(by: .seconds(2))  // no waiting: the clock moves when the test says
    #expect(terminal.screen == ["2 s", "Space pauses"])
    terminal.send("space")
    terminal.advance(by: .seconds(5))
    #expect(terminal.screen == ["2 s", ""])  // paused; the hint went at 3 s
}
// end-snippet

// snippet: time-task-test
@MainActor @Test func theImportShowsItsProgressAndFinishes() async {
    let bar = ProgressBar(value: 0)
    let status = Label("Importing…")
    let root = VBrik(alignment: .fill) { _ in
        status
        bar
    }
    let terminal = TestTerminal(root: root, size: Size(width: 24, height: 2))
    await startImport(bar: bar, status: status).value  // the work, to its end
    terminal.advance(by: .zero)  // one more turn of the loop draws what it changed
    #expect(terminal.screen[0].hasPrefix("Done"))
    #expect(terminal.screen[1].hasSuffix("100%"))
}
// end-snippet

@MainActor @Test func aCancelledImportSaysSo() async {
    let bar = ProgressBar(value: 0)
    let status = Label("Importing…")
    let root = VBrik(alignment: .fill) { _ in
        status
        bar
    }
    let terminal = TestTerminal(root: root, size: Size(width: 24, height: 2))
    let task = startImport(bar: bar, status: status)
    task.cancel()
    await task.value
    terminal.advance(by: .zero)
    #expect(terminal.screen[0] == "Cancelled")
}

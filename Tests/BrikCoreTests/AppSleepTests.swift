import BrikRendering
import Testing

@testable import BrikCore

/// `Application.sleep(for:)`: Tasks that sleep on the app's clock, woken by the virtual one.
@MainActor
@Suite struct AppSleepTests {
    @Test func sleepersWakeInTimeOrderInterleavedWithTimersAndSeeTheirOwnTime() async {
        let terminal = TestTerminal(root: Label(""), size: Size(width: 10, height: 1))
        let app = terminal.application
        var log: [String] = []
        func note(_ what: String) { log.append("\(what)@\(Int(app.now / .milliseconds(1)))") }
        Task {
            try await app.sleep(for: .milliseconds(300))
            note("a")
            try await app.sleep(for: .milliseconds(400))  // starts at 300: wakes at 700
            note("a")
        }
        Task {
            try await app.sleep(for: .milliseconds(500))
            note("b")
        }
        app.after(.milliseconds(200)) { note("t") }
        app.after(.milliseconds(600)) { note("t") }
        await terminal.settle(for: .milliseconds(699))
        #expect(log == ["t@200", "a@300", "b@500", "t@600"])
        await terminal.settle(for: .milliseconds(1))
        #expect(log == ["t@200", "a@300", "b@500", "t@600", "a@700"])
        #expect(app.nextWake == nil)  // nothing left sleeping
    }

    @Test func whatASleeperChangesIsDrawnAtItsTime() async {
        let label = Label("waiting")
        let terminal = TestTerminal(root: label, size: Size(width: 10, height: 1))
        let app = terminal.application
        Task {
            for step in 1...3 {
                try await app.sleep(for: .seconds(1))
                label.text = "step \(step)"
            }
        }
        await terminal.settle(for: .milliseconds(1999))
        #expect(terminal.screen == ["step 1"])
        await terminal.settle(for: .seconds(2))
        #expect(terminal.screen == ["step 3"])
    }

    @Test func cancellingASleeperThrowsCancellationErrorAndDropsItsTimer() async {
        let terminal = TestTerminal(root: Label(""), size: Size(width: 10, height: 1))
        let app = terminal.application
        let sleeper = Task { () -> String in
            do {
                try await app.sleep(for: .seconds(10))
                return "woke"
            } catch is CancellationError {
                return "cancelled at \(app.now)"
            } catch {
                return "other error"
            }
        }
        await terminal.settle(for: .seconds(1))
        #expect(app.nextWake != nil)
        sleeper.cancel()
        #expect(await sleeper.value == "cancelled at 1.0 seconds")
        #expect(app.nextWake == nil)
    }

    @Test func aTaskCancelledBeforeItSleepsThrowsAtOnce() async {
        let terminal = TestTerminal(root: Label(""), size: Size(width: 10, height: 1))
        let app = terminal.application
        for duration: Duration in [.seconds(1), .zero] {
            let sleeper = Task { () -> Bool in
                withUnsafeCurrentTask { $0?.cancel() }
                do {
                    try await app.sleep(for: duration)
                    return false
                } catch {
                    return error is CancellationError
                }
            }
            #expect(await sleeper.value)
        }
        #expect(app.nextWake == nil)
    }

    @Test func advanceWakesASleeperWhichRunsOnceTheTestAwaits() async {
        let terminal = TestTerminal(root: Label(""), size: Size(width: 10, height: 1))
        let app = terminal.application
        var woke = false
        Task {
            try await app.sleep(for: .seconds(1))
            woke = true
        }
        await terminal.settle()  // the Task started and sleeps
        terminal.advance(by: .seconds(1))
        #expect(!woke)
        await terminal.settle()
        #expect(woke)
    }
}

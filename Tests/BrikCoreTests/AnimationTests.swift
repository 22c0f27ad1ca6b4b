import BrikRendering
import Testing

@testable import BrikCore

@MainActor
@Suite struct EasingTests {
    @Test func builtInCurvesAtKnownPoints() {
        #expect(Easing.linear(0.25) == 0.25)
        #expect(Easing.easeIn(0.5) == 0.125)
        #expect(Easing.easeOut(0.5) == 0.875)
        #expect(Easing.easeInOut(0.25) == 0.0625)
        #expect(Easing.easeInOut(0.75) == 0.9375)
        for easing in [Easing.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(easing(0) == 0)
            #expect(easing(1) == 1)
        }
    }

    @Test func progressIsClampedBeforeTheCurve() {
        #expect(Easing.linear(-1) == 0)
        #expect(Easing.linear(2) == 1)
        #expect(Easing.easeOut(.nan) == 0)
    }

    @Test func cubicBezierMatchesCSS() {
        // cubic-bezier(0, 0, 1, 1) is a straight line.
        let line = Easing.cubicBezier(0, 0, 1, 1)
        for t in [0.1, 0.3, 0.5, 0.9] { #expect(abs(line(t) - t) < 1e-6) }
        // CSS ease-in (0.42, 0, 1, 1) at x = 0.5 is y ≈ 0.3153.
        #expect(abs(Easing.cubicBezier(0.42, 0, 1, 1)(0.5) - 0.3153) < 1e-3)
        // CSS ease-out (0, 0, 0.58, 1) mirrors it.
        #expect(abs(Easing.cubicBezier(0, 0, 0.58, 1)(0.5) - (1 - 0.3153)) < 1e-3)
        #expect(Easing.cubicBezier(0.25, 0.1, 0.25, 1)(1) == 1)
    }

    @Test func customClosure() {
        let steps = Easing { ($0 * 4).rounded(.down) / 4 }
        #expect(steps(0.3) == 0.25)
        #expect(steps(0.99) == 0.75)
    }
}

/// Records what an animation delivered, and when.
@MainActor
final class AnimationRecorder<Value> {
    var values: [Value] = []
    var times: [Duration] = []
    var completions = 0
}

@MainActor
@Suite struct AnimationTests {
    func terminal(interval: Duration? = nil) -> TestTerminal {
        let terminal = TestTerminal(root: Label("animation"), size: Size(width: 20, height: 2))
        if let interval { terminal.application.frameInterval = interval }
        return terminal
    }

    @discardableResult
    func animate(
        _ terminal: TestTerminal, _ recorder: AnimationRecorder<Double>, from: Double = 0, to: Double = 100,
        duration: Duration = .milliseconds(100), easing: Easing = .linear
    ) -> AnimationHandle {
        let app = terminal.application
        return app.animate(
            from: from, to: to, duration: duration, easing: easing,
            update: {
                recorder.values.append($0); recorder.times.append(app.now)
            },
            completion: { recorder.completions += 1 })
    }

    @Test func stepsOncePerFrameAtTheCap() {
        let terminal = terminal(interval: .milliseconds(10))
        let recorder = AnimationRecorder<Double>()
        animate(terminal, recorder)
        #expect(recorder.values == [0])
        terminal.advance(by: .milliseconds(5))
        #expect(recorder.values == [0], "no frame before the interval")
        terminal.advance(by: .milliseconds(5))
        #expect(recorder.values == [0, 10])
        for _ in 0..<20 { terminal.advance(by: .milliseconds(2)) }
        #expect(recorder.values == [0, 10, 20, 30, 40, 50])
        #expect(terminal.application.isAnimating)
    }

    @Test func defaultCapIsSixtyFramesPerSecond() {
        let terminal = terminal()
        #expect(terminal.application.frameInterval == .seconds(1) / 60)
        let recorder = AnimationRecorder<Double>()
        animate(terminal, recorder, duration: .seconds(1))
        for _ in 0..<500 { terminal.advance(by: .milliseconds(1)) }
        // Half a second at 1 ms steps: 30 frames, not 500.
        #expect(recorder.values.count == 1 + 30)
        let gaps = zip(recorder.times.dropFirst(), recorder.times.dropFirst(2)).map { $1 - $0 }
        #expect(gaps.allSatisfy { $0 >= .seconds(1) / 60 - .milliseconds(1) })
    }

    @Test func endsExactlyOnTheTargetAndCompletesOnce() {
        let terminal = terminal(interval: .milliseconds(10))
        let recorder = AnimationRecorder<Double>()
        // A curve that never quite reaches 1, and a target float arithmetic would miss.
        animate(terminal, recorder, from: 0.1, to: 0.7, duration: .milliseconds(30), easing: Easing { $0 * 0.999 })
        for _ in 0..<10 { terminal.advance(by: .milliseconds(10)) }
        #expect(recorder.values.count == 4)
        #expect(recorder.values.last == 0.7)
        #expect(recorder.completions == 1)
        #expect(!terminal.application.isAnimating)
    }

    @Test func noTimerIsLeftOnceDone() {
        let terminal = terminal()
        let recorder = AnimationRecorder<Double>()
        animate(terminal, recorder, duration: .milliseconds(50))
        #expect(terminal.application.nextWake != nil)
        #expect(terminal.application.animator.hasTick)
        terminal.advance(by: .milliseconds(200))
        // The virtual clock stops at every frame on the way (a frame each 1/60 s... capped by the interval).
        #expect(recorder.values.first == 0)
        #expect(recorder.values.last == 100)
        #expect(recorder.completions == 1)
        #expect(terminal.application.nextWake == nil)
        #expect(!terminal.application.animator.hasTick)
    }

    @Test func cancelStopsWithoutCompletion() {
        let terminal = terminal(interval: .milliseconds(10))
        let recorder = AnimationRecorder<Double>()
        let handle = animate(terminal, recorder)
        terminal.advance(by: .milliseconds(10))
        terminal.advance(by: .milliseconds(10))
        handle.cancel()
        handle.cancel()
        #expect(handle.isFinished)
        terminal.advance(by: .milliseconds(200))
        #expect(recorder.values == [0, 10, 20])
        #expect(recorder.completions == 0)
        #expect(terminal.application.nextWake == nil)
    }

    @Test func animationsShareOneFrameTick() {
        let terminal = terminal(interval: .milliseconds(10))
        let first = AnimationRecorder<Double>(), second = AnimationRecorder<Double>()
        animate(terminal, first, duration: .milliseconds(100))
        terminal.advance(by: .milliseconds(5))
        let wake = terminal.application.nextWake
        animate(terminal, second, duration: .milliseconds(40))
        #expect(terminal.application.nextWake == wake, "the second joins the running tick")
        for _ in 0..<30 { terminal.advance(by: .milliseconds(5)) }
        // Every frame of the second (after its start) is a frame of the first.
        #expect(Set(second.times.dropFirst()).isSubset(of: Set(first.times)))
        #expect(second.values.last == 100)
        #expect(first.values.last == 100)
        #expect(first.completions == 1 && second.completions == 1)
        #expect(terminal.application.nextWake == nil)
    }

    @Test func completionCanChainAnotherAnimation() {
        let terminal = terminal(interval: .milliseconds(10))
        let app = terminal.application
        var values: [Int] = []
        app.animate(from: 0, to: 2, duration: .milliseconds(20), easing: .linear, update: { values.append($0) }) {
            app.animate(from: 10, to: 12, duration: .milliseconds(20), easing: .linear, update: { values.append($0) })
        }
        for _ in 0..<10 { terminal.advance(by: .milliseconds(10)) }
        #expect(values == [0, 1, 2, 10, 11, 12])
        #expect(app.nextWake == nil)
    }

    @Test func reducedMotionJumpsToTheEnd() {
        let terminal = terminal()
        terminal.application.reducedMotion = true
        let recorder = AnimationRecorder<Double>()
        let handle = animate(terminal, recorder, from: 3, to: 9)
        #expect(recorder.values == [9])
        #expect(recorder.completions == 1)
        #expect(handle.isFinished)
        #expect(terminal.application.nextWake == nil)
    }

    @Test func zeroDurationJumpsToTheEnd() {
        let terminal = terminal()
        let recorder = AnimationRecorder<Double>()
        animate(terminal, recorder, duration: .zero)
        #expect(recorder.values == [100])
        #expect(recorder.completions == 1)
    }

    @Test func reducedMotionKeepsSpinnerAndIndeterminateBarStill() {
        let root = VBrik(alignment: .fill)
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 2))
        terminal.application.reducedMotion = true
        root.setChildren([Spinner("wait"), ProgressBar(value: nil)])
        terminal.advance(by: .zero)
        let still = terminal.screen
        #expect(still == ["⠋ wait", String(repeating: "▒", count: 20)])
        terminal.advance(by: .seconds(1))
        #expect(terminal.screen == still)
        #expect(terminal.application.nextWake == nil, "no widget timer runs")
    }

    @Test func environmentTurnsOnReducedMotion() {
        // Judged from a dictionary: setenv in a parallel test run would race with other readers.
        #expect(!Application.prefersReducedMotion(environment: [:]))
        #expect(Application.prefersReducedMotion(environment: ["BRIKTUI_REDUCED_MOTION": "1"]))
        #expect(Application.prefersReducedMotion(environment: ["REDUCE_MOTION": "yes"]))
        #expect(!Application.prefersReducedMotion(environment: ["BRIKTUI_REDUCED_MOTION": "0"]))
        #expect(!Application.prefersReducedMotion(environment: ["BRIKTUI_REDUCED_MOTION": "False", "REDUCE_MOTION": ""]))
        #expect(!Application.prefersReducedMotion(environment: ["OTHER": "1"]))
    }
}

@MainActor
@Suite struct FrameCapTests {
    /// A label whose text three timers change 1 ms apart: one burst.
    @Test func aBurstOfTimersMakesOneFrameAtTheCap() {
        let label = Label("start")
        let terminal = TestTerminal(root: label, size: Size(width: 10, height: 1))
        let app = terminal.application
        for (index, text) in ["one", "two", "three"].enumerated() {
            app.after(.milliseconds(index + 1)) { label.text = text }
        }
        let framesBefore = app.stats.frames
        for _ in 0..<3 { terminal.advance(by: .milliseconds(1)) }
        #expect(app.stats.frames == framesBefore, "held back: the last frame was under 1/60 s ago")
        #expect(terminal.screen == ["start"])
        #expect(app.nextWake == app.frameInterval, "the loop wakes for the held-back frame")
        terminal.advance(by: app.frameInterval - .milliseconds(3))
        #expect(app.stats.frames == framesBefore + 1)
        #expect(terminal.screen == ["three"])
        #expect(app.nextWake == nil)
    }

    @Test func keysAreDrawnAtOnceEvenWithAFrameHeldBack() {
        let label = Label("start")
        let terminal = TestTerminal(root: label, size: Size(width: 10, height: 1))
        label.keyBinding("demo.key", keys: "k", description: "key") { label.text = "key" }
        terminal.advance(by: .zero)
        terminal.application.after(.milliseconds(1)) { label.text = "timer" }
        terminal.advance(by: .milliseconds(1))
        #expect(terminal.screen == ["start"])
        terminal.send("k")
        #expect(terminal.screen == ["key"])
        #expect(terminal.application.nextWake == nil)
    }

    @Test func timersFarApartAreNotDelayed() {
        let label = Label("start")
        let terminal = TestTerminal(root: label, size: Size(width: 10, height: 1))
        terminal.application.after(.milliseconds(20)) { label.text = "later" }
        terminal.advance(by: .milliseconds(20))
        #expect(terminal.screen == ["later"])
    }
}

@MainActor
@Suite struct FrameIntervalTests {
    @Test func changingTheCapMidAnimationRetimesTheTick() {
        let terminal = TestTerminal(root: Label("x"), size: Size(width: 4, height: 1))
        let app = terminal.application
        var values: [Int] = []
        app.animate(from: 0, to: 100, duration: .milliseconds(100), easing: .linear, update: { values.append($0) })
        app.frameInterval = .milliseconds(50)
        for _ in 0..<10 { terminal.advance(by: .milliseconds(10)) }
        #expect(values == [0, 50, 100])
        app.frameInterval = .zero
        app.animate(from: 0, to: 3, duration: .milliseconds(3), easing: .linear, update: { values.append($0) })
        for _ in 0..<5 { terminal.advance(by: .milliseconds(1)) }
        #expect(values.suffix(4) == [0, 1, 2, 3])
        #expect(app.nextWake == nil)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running animations of one ``Application`` and the one frame tick they share.
///
/// The tick is an ordinary repeating timer at ``Application/frameInterval`` that exists
/// only while something animates: when the last animation ends it is cancelled, so the
/// run loop has nothing to wake for and sleeps (an idle app uses no CPU).
@MainActor
final class AnimationDriver {
    private struct Running {
        let id: Int
        let start: Duration
        let duration: Duration
        let handle: AnimationHandle
        /// Steps the value to eased progress `fraction`; at ≥ 1 delivers exactly the target.
        let step: (_ progress: Double) -> Void
        let completion: (() -> Void)?
    }

    private var running: [Running] = []
    private var nextID = 0
    private var tick: TimerHandle?
    private var tickInterval: Duration?

    /// Whether any animation is running.
    var isAnimating: Bool { !running.isEmpty }

    /// Whether the frame tick timer exists (for tests: none once animations end).
    var hasTick: Bool { tick != nil }

    func start(
        on application: Application, duration: Duration, step: @escaping (Double) -> Void,
        completion: (() -> Void)?
    ) -> AnimationHandle {
        nextID += 1
        let handle = AnimationHandle(id: nextID, owner: self)
        running.append(
            Running(
                id: nextID, start: application.now, duration: duration, handle: handle, step: step,
                completion: completion))
        ensureTick(on: application)
        return handle
    }

    func cancel(id: Int) {
        running.removeAll { $0.id == id }
        if running.isEmpty { stopTick() }
    }

    /// Restarts the tick at the application's current interval, if one runs.
    func frameIntervalDidChange(on application: Application) {
        guard tick != nil, tickInterval != application.frameInterval else { return }
        stopTick()
        ensureTick(on: application)
    }

    private func ensureTick(on application: Application) {
        guard tick == nil else { return }
        tickInterval = application.frameInterval
        // A repeating timer needs a positive interval; a cap of zero or less means "as fast as 1 ms".
        let interval = max(application.frameInterval, .milliseconds(1))
        tick = application.every(interval) { [weak self, weak application] in
            guard let self, let application else { return }
            self.frame(now: application.now)
        }
    }

    private func stopTick() {
        tick?.cancel()
        tick = nil
        tickInterval = nil
    }

    /// One frame: every running animation steps to its progress at `now`; finished ones
    /// get their target value, leave, then run their completion (which may start more).
    private func frame(now: Duration) {
        var finished: [Running] = []
        for animation in running {
            // A step can cancel other animations; those must not step again.
            guard !animation.handle.isFinished else { continue }
            let progress = animation.duration > .zero ? (now - animation.start) / animation.duration : 1
            if progress >= 1 {
                animation.handle.isFinished = true
                finished.append(animation)
            }
            animation.step(progress)
        }
        running.removeAll { $0.handle.isFinished }
        if running.isEmpty { stopTick() }
        for animation in finished { animation.completion?() }
    }
}

extension Application {
    /// Animates a value from `from` to `to` over `duration`, shaped by `easing`.
    ///
    /// `update` gets `from` at once, then one value per frame of the run loop: frames
    /// come at most every ``frameInterval`` (the cap, 1/60 s by default) and all running
    /// animations share them. The last update is exactly `to`; then `completion` runs,
    /// once. Missed frames (a slow loop) are skipped, not replayed. Cancel the returned
    /// handle to stop it where it is (no completion). With ``reducedMotion`` on, or a
    /// duration of zero or less, `update` gets `to` at once and `completion` runs before
    /// this returns. Once nothing animates, no frame timer is left and the loop sleeps.
    ///
    /// ```swift
    /// app.animate(from: 0, to: 30, duration: .milliseconds(400), easing: .easeOut) { offset in
    ///     track.padding.left = offset
    /// }
    /// ```
    @discardableResult
    public func animate<Value: Animatable>(
        from: Value, to: Value, duration: Duration, easing: Easing = .easeInOut,
        update: @escaping (Value) -> Void, completion: (() -> Void)? = nil
    ) -> AnimationHandle {
        guard !reducedMotion, duration > .zero else {
            update(to)
            completion?()
            let handle = AnimationHandle(id: 0, owner: nil)
            handle.isFinished = true
            return handle
        }
        update(from)
        return animator.start(
            on: self, duration: duration,
            step: { progress in
                update(progress >= 1 ? to : Value.interpolate(from: from, to: to, fraction: easing(progress)))
            },
            completion: completion)
    }

    /// Whether any animation started with ``animate(from:to:duration:easing:update:completion:)`` is running.
    public var isAnimating: Bool { animator.isAnimating }

    /// Whether this process's environment asks for reduced motion; see ``prefersReducedMotion(environment:)``.
    public static var environmentPrefersReducedMotion: Bool {
        var environment: [String: String] = [:]
        for name in reducedMotionVariables {
            if let raw = getenv(name) { environment[name] = String(cString: raw) }
        }
        return prefersReducedMotion(environment: environment)
    }

    /// The variables that ask for reduced motion: BrikTUI's own, and the generic one some tools set.
    public static let reducedMotionVariables = ["BRIKTUI_REDUCED_MOTION", "REDUCE_MOTION"]

    /// Whether `environment` asks for reduced motion: `BRIKTUI_REDUCED_MOTION` or
    /// `REDUCE_MOTION` set to anything but empty, `0`, `false` or `no` (any case).
    public static func prefersReducedMotion(environment: [String: String]) -> Bool {
        reducedMotionVariables.contains { name in
            guard let value = environment[name] else { return false }
            return !["", "0", "false", "no"].contains(value.lowercased())
        }
    }
}

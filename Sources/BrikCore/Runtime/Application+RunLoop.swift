import BrikRendering

extension Application {
    /// Runs `action` once, `delay` from now.
    @discardableResult
    public func after(_ delay: Duration, _ action: @escaping () -> Void) -> TimerHandle {
        timers.schedule(due: now + delay, interval: nil, action: action)
    }

    /// Runs `action` every `interval` until the handle is cancelled; an interval of
    /// zero or less runs it once.
    @discardableResult
    public func every(_ interval: Duration, _ action: @escaping () -> Void) -> TimerHandle {
        timers.schedule(due: now + interval, interval: interval, action: action)
    }

    /// Shows the tree on `backend` and handles its events until ``quit()`` or a quit key.
    ///
    /// Throws what the backend throws; ``TerminalError/terminalLost`` ends the loop.
    public func run(on backend: some TerminalBackend) throws {
        if withUnsafeCurrentTask(body: { $0 != nil }) {
            // The loop holds the main actor for the whole run: Tasks it starts (an awaited dialog)
            // could start but never resume. Call run() from synchronous code (a main.swift with no
            // top-level await, or a synchronous `static func main()`).
            diagnostics.report(
                .message(
                    "run() was called from inside a Task (an async main): Tasks awaiting on the main actor cannot resume; call it from synchronous code"
                ))
        }
        attach(backend)
        try flushPrintedAbove(to: backend)
        defer {
            isRunning = false
            // Whoever waits for an overlay's answer (an awaited dialog) hears it was dismissed.
            dismissAllOverlays()
            lifecycle.unmountAll()
        }
        try renderIfNeeded(on: backend)
        while isRunning {
            let timeout = nextWake.map { max(.zero, $0 - now) }
            let events = try backend.waitForEvents(timeout: timeout)
            try step(events: events, on: backend)
        }
    }

    /// Takes the backend's size and colour depth and marks the tree for a full frame.
    func attach(_ backend: some TerminalBackend) {
        isRunning = true
        size = backend.size
        colorDepth = backend.colorDepth
        setNeedsLayout()
    }

    /// When the loop wakes next without input (time since start): the next timer, animation
    /// frame, or frame held back by the cap. Nil: nothing is pending and it sleeps until input.
    package var nextWake: Duration? {
        [timers.nextDue, deferredFrameDue].compactMap { $0 }.min()
    }

    /// One turn of the loop: dispatch `events`, fire due timers, then present a frame
    /// if anything changed. After a quit, mounted bricks get `onDisappear` and nothing is drawn.
    ///
    /// The frame cap: a frame only timers asked for, less than ``frameInterval`` after the
    /// last one, is held back until the interval has passed (a burst of timers makes one
    /// frame). Input, and changes made between turns, are drawn at once.
    func step(events: [Event], on backend: some TerminalBackend) throws {
        for reply in backend.takeTerminalReplies() where isRunning {
            onTerminalReply?(reply)
        }
        for event in events where isRunning {
            dispatch(event)
        }
        let changedOutsideTimers = !events.isEmpty || (deferredFrameDue == nil && (needsDisplay || needsLayout))
        if isRunning { timers.fire(now: now) }
        for text in pendingSystemClipboard { backend.copyToSystemClipboard(text) }
        pendingSystemClipboard.removeAll()
        try flushPrintedAbove(to: backend)
        guard isRunning else {
            // Whoever waits for an overlay's answer (an awaited dialog) hears it was dismissed.
            dismissAllOverlays()
            lifecycle.unmountAll()
            return
        }
        if !changedOutsideTimers, needsDisplay || needsLayout, let last = lastFrameTime, now - last < frameInterval {
            deferredFrameDue = last + frameInterval
            return
        }
        try renderIfNeeded(on: backend)
    }

    /// Lays out and draws the tree at ``size`` if a change asked for it, and presents it.
    func renderIfNeeded(on backend: some TerminalBackend) throws {
        deferredFrameDue = nil
        guard needsDisplay || needsLayout else { return }
        lastFrameTime = now
        if backend.size != size {
            size = backend.size
            needsLayout = true
        }
        let canvas = Interruption.whileArmed { renderFrame() }
        if Interruption.endFrame() {
            // Newer input cut this frame's work short (its sizes are partial): nothing is
            // shown, nothing measured in it is trusted, and after the input is handled the
            // next turn lays everything out again.
            root.invalidateLayoutOfSubtree()
            overlayLayer.invalidateLayoutOfSubtree()
            needsLayout = true
            stats.interruptedFrames += 1
            return
        }
        let clock = ContinuousClock()
        let bytesBefore = backend.bytesWritten
        let cellsBefore = backend.cellsWritten
        // A field placed off the screen (pushed out at a tiny size) has its cursor hidden, not
        // put where the terminal would clamp it onto some other brick.
        let cursor = focusedBrick?.cursorPosition.flatMap { Rect(origin: .zero, size: canvas.size).contains($0) ? $0 : nil }
        let presentTime = try clock.measure { try backend.present(canvas, cursor: cursor) }
        stats.frames += 1
        stats.lastPresentTime = presentTime
        stats.lastFrameBytes = backend.bytesWritten - bytesBefore
        stats.bytesWritten += stats.lastFrameBytes
        stats.lastCellsWritten = backend.cellsWritten - cellsBefore
        stats.cellsWritten += stats.lastCellsWritten
        if let announcer = accessibilityAnnouncer {
            let lines = announcer.update(self)
            if !lines.isEmpty { try backend.announce(lines) }
        }
    }
}

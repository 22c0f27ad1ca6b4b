import BrikCore
import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the input side of a ``CursesTerminal`` remembers between reads.
struct CursesInputState {
    /// Decodes the characters ncurses returns (ESC prefixes, paste, Ctrl keys).
    var decoder = InputDecoder()
    /// Key events by ncurses key code; `.some(nil)` for codes that are no key.
    var keyCache: [Int32: KeyEvent?] = [:]
    /// Wake-ups with standard input readable but nothing read, in a row (terminal gone).
    var emptyWakeUps = 0
    /// When the last byte was read: the decoder's pending input is flushed once
    /// input has been idle for its ``InputDecoder/flushDelay(escapeDelay:)``.
    var lastInputAt = ContinuousClock.now
    /// Mouse reports ncurses decoded (X10, or SGR when terminfo's `kmous` says so),
    /// remembering the held button so motion becomes a drag.
    var mouse = CursesMouseMapping()
    /// When the terminal string (OSC, DCS…) the decoder holds open began: a reply comes
    /// in one burst, so the string ends at most ``InputDecoder/stringIdleTimeout`` after
    /// its start, however much is typed after it.
    var stringOpenedAt: ContinuousClock.Instant?
    /// How long input must have paused before a lone Ctrl-C inside an open paste is taken
    /// as the key: a terminal writes a paste in bursts, a person presses Ctrl-C alone.
    static let keyAfterPastePause: Duration = .milliseconds(100)
}

extension CursesTerminal {
    /// Waits for input, a signal or `timeout` and returns the events read.
    ///
    /// Single-threaded: `poll` on the terminal and the signal self-pipe, then
    /// every pending key drained with `wget_wch`. Input the decoder holds (a lone
    /// ESC, an open paste or terminal reply) is flushed once no byte has come for
    /// its ``InputDecoder/flushDelay(escapeDelay:)``: the escape delay, or 300 ms
    /// for a paste, so an endless paste cannot swallow later keys (and a lone Ctrl-C
    /// after a pause in it is the key at once); a reply ends 300 ms after it began. Throws
    /// ``TerminalError/terminalLost`` on hang-up or when the terminal keeps
    /// reporting input that cannot be read (it never spins), and
    /// ``TerminationSignal`` after SIGINT or SIGTERM.
    public func waitForEvents(timeout: Duration?) throws -> [Event] {
        guard screen != nil else { throw TerminalError.terminalLost }
        if !widths.early.isEmpty {
            // Typed while the width probe waited.
            defer { widths.early = [] }
            return widths.early
        }
        // While the loop waits, input is its to read; from its return, a long frame can
        // be cut short by input that arrives (``BusyWatchdog``).
        watchdog?.loopWaits()
        defer { watchdog?.loopWorks() }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        while true {
            try handleSignals()
            var events = try drain()
            let now = clock.now
            if let due = pendingInputDue, now >= due {
                events += input.decoder.flush()
            }
            // Replies alone end the wait too, so whoever asked hears the answer at once.
            if collectReplies() || !events.isEmpty { return events }
            if let deadline, now >= deadline { return [] }
            let wake = [deadline, pendingInputDue].compactMap { $0 }.min()
            switch try waitReadable(milliseconds: wake.map { Self.milliseconds(from: now, to: $0) } ?? -1) {
            case .mainActorWork: return []
            case .timeout, .ready: continue
            }
        }
    }

    /// When the decoder's pending input is due to be flushed; nil when it holds none.
    private var pendingInputDue: ContinuousClock.Instant? {
        guard let delay = input.decoder.flushDelay(escapeDelay: .milliseconds(options.escapeDelay)) else { return nil }
        if input.decoder.isInString, let opened = input.stringOpenedAt { return opened + delay }
        return input.lastInputAt + delay
    }

    /// Whole milliseconds from `now` to `instant`, rounded up so a timer is never
    /// woken for just before it is due; at most `Int32.max`.
    private static func milliseconds(from now: ContinuousClock.Instant, to instant: ContinuousClock.Instant) -> Int {
        let left = instant - now
        if left <= .zero { return 0 }
        let (seconds, attoseconds) = left.components
        guard seconds < 2_000_000 else { return Int(Int32.max) }
        return Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// Moves the replies the decoder kept to ``replies``, bounded as the decoder bounds
    /// them; whether there were any.
    private func collectReplies() -> Bool {
        // The answer to the synchronized-output question is this terminal's, not the app's.
        // So are the late answers to the width probe.
        let new = consumeLateWidthReports(input.decoder.takeReplies()).filter { !synchronizedOutput.consume($0) }
        guard !new.isEmpty else { return false }
        replies = Array((replies + new).suffix(InputDecoder.maximumQueuedReplies))
        return true
    }

    enum PollResult {
        case timeout
        case ready
        /// Main-actor work ran (a task finished): the screen may have changed.
        case mainActorWork
    }

    /// Sleeps until the terminal or the self-pipe is readable, a signal
    /// interrupts, or `milliseconds` pass (-1: no limit).
    private func waitReadable(milliseconds: Int) throws -> PollResult {
        var fds = [pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)]
        if signalPipeRead >= 0 {
            fds.append(pollfd(fd: signalPipeRead, events: Int16(POLLIN), revents: 0))
        }
        if mainQueueFD >= 0 {
            fds.append(pollfd(fd: mainQueueFD, events: Int16(POLLIN), revents: 0))
        }
        let count = poll(&fds, nfds_t(fds.count), Int32(clamping: milliseconds))
        if mainQueueFD >= 0, let last = fds.last, last.fd == mainQueueFD, Int32(last.revents) & Int32(POLLIN) != 0 {
            // The handle is an eventfd the main queue writes to when work is queued; a run loop
            // reads it before draining (libdispatch leaves that to the loop), or it stays readable
            // and the next poll returns at once, for ever.
            var count: UInt64 = 0
            _ = read(mainQueueFD, &count, MemoryLayout<UInt64>.size)
            // Runs the queued main-actor jobs here, on the main thread, as a run loop would.
            _dispatch_main_queue_callback_4CF(nil)
            if Int32(fds[0].revents) & Int32(POLLIN) == 0 { return .mainActorWork }
        }
        if count < 0 {
            guard errno == EINTR else { throw TerminalError.terminalLost }
            return .ready
        }
        if count == 0 { return .timeout }
        let revents = Int32(fds[0].revents)
        if revents & Int32(POLLIN) == 0, revents & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 {
            throw TerminalError.terminalLost
        }
        if revents & Int32(POLLIN) != 0 {
            input.emptyWakeUps += 1
        }
        return .ready
    }

    /// Reads the self-pipe: SIGHUP loses the terminal, SIGINT and SIGTERM end
    /// the loop, SIGCONT brings the screen back after a stop; SIGWINCH needs
    /// nothing here, as the drain then reads `KEY_RESIZE`.
    private func handleSignals() throws {
        guard signalPipeRead >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 32)
        var termination: Int32?
        var resumed = false
        while true {
            let count = read(signalPipeRead, &buffer, buffer.count)
            guard count > 0 else { break }
            for byte in buffer[0..<count] where Int32(byte) != SIGWINCH {
                if Int32(byte) == SIGCONT {
                    resumed = true
                } else if termination != SIGHUP {
                    termination = Int32(byte)
                }
            }
        }
        if resumed { resumeAfterStop() }
        guard let termination else { return }
        SignalBridge.acknowledgeTerminations()
        if termination == SIGHUP { throw TerminalError.terminalLost }
        throw TerminationSignal(signal: termination)
    }

    /// Everything ncurses has ready, as events, in order. Characters go through
    /// the ``InputDecoder``; key codes, mouse and resize are mapped here.
    private func drain() throws -> [Event] {
        var events: [Event] = []
        var bytes: [UInt8] = []
        var readAnything = false
        var character: wint_t = 0
        // A Ctrl-C pressed into a paste whose end never came: the paste so far is
        // delivered and Ctrl-C is the key, instead of waiting for an idle time that
        // more Ctrl-Cs would keep putting off.
        let pausedInPaste =
            input.decoder.isInPaste && ContinuousClock.now - input.lastInputAt >= CursesInputState.keyAfterPastePause
        while true {
            let status = wget_wch(window, &character)
            if status == ERR { break }
            if pausedInPaste, !readAnything, status == OK, character == 3 {
                events += input.decoder.flush()
            }
            readAnything = true
            if status == OK {
                appendUTF8(of: character, to: &bytes)
                continue
            }
            decode(&bytes, into: &events)
            if input.decoder.isInPaste, Int32(character) != KEY_RESIZE {
                // ncurses' keypad found a key or mouse sequence in pasted text: it is text.
                bytes += pastedBytes(ofKeyCode: Int32(character))
                continue
            }
            if Int32(character) == KEY_RESIZE {
                // Only the last size of a burst matters; a "resize" to the same
                // size (resizeterm's own KEY_RESIZE, a spurious SIGWINCH) is none.
                let previous = size
                let countBefore = events.count
                events.removeAll { if case .resize = $0 { true } else { false } }
                if refreshSize() != previous || events.count != countBefore {
                    events.append(.resize(size))
                }
            } else if Int32(character) == KEY_MOUSE {
                for report in Self.queuedMouseReports() {
                    events += input.mouse.events(buttonState: report.bstate, x: report.x, y: report.y)
                        .map(Event.mouse)
                }
            } else if var key = keyEvent(code: Int32(character)) {
                if input.decoder.holdsLoneEscape {
                    // ESC then a key code: the terminal's Alt prefix on a special key.
                    input.decoder.dropLoneEscape()
                    key.modifiers.insert(.alt)
                }
                events.append(.key(key))
            }
        }
        decode(&bytes, into: &events)
        if !input.decoder.isInString {
            input.stringOpenedAt = nil
        } else if input.stringOpenedAt == nil {
            input.stringOpenedAt = .now
        }
        if readAnything {
            input.lastInputAt = .now
            input.emptyWakeUps = 0
        } else if input.emptyWakeUps >= 3 {
            // Readable yet nothing to read, again and again: end of file or a dead tty.
            throw TerminalError.terminalLost
        }
        return events
    }

    /// The mouse reports ncurses has queued, oldest first: `getmouse` pops the newest, so a
    /// burst read at once (press, release, wheel ticks) comes back newest first.
    private static func queuedMouseReports() -> [MEVENT] {
        var mouse = MEVENT()
        var burst: [MEVENT] = []
        while getmouse(&mouse) == OK { burst.append(mouse) }
        return burst.reversed()
    }

    /// The bytes ncurses read for key code `code` inside a bracketed paste, so that the
    /// paste keeps them as text and no key or click acts: the key's terminfo string
    /// (`keybound`), or for a mouse report `kmous` and the report's coordinates (X10, or
    /// SGR where `kmous` ends in `<`).
    private func pastedBytes(ofKeyCode code: Int32) -> [UInt8] {
        func bound(_ code: Int32) -> [UInt8] {
            guard let string = keybound(code, 0) else { return [] }
            defer { free(string) }
            return Array(String(cString: string).utf8)
        }
        guard code == KEY_MOUSE else { return bound(code) }
        let prefix = bound(KEY_MOUSE)
        var bytes: [UInt8] = []
        for report in Self.queuedMouseReports() {
            for event in input.mouse.events(buttonState: report.bstate, x: report.x, y: report.y) {
                if prefix.last == UInt8(ascii: "<") {
                    bytes += InputDecoder.bytes(for: event)
                } else {
                    bytes += prefix + InputDecoder.x10Bytes(for: event)
                }
            }
        }
        return bytes
    }

    /// Whether `TERM` names a terminal of the rxvt family (rxvt, rxvt-unicode…), whose
    /// shifted function keys terminfo numbers its own way (``CursesKeyMapping``).
    private static let termIsRxvt: Bool = getenv("TERM").map { String(cString: $0).hasPrefix("rxvt") } ?? false

    private func decode(_ bytes: inout [UInt8], into events: inout [Event]) {
        guard !bytes.isEmpty else { return }
        events += input.decoder.feed(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private func appendUTF8(of character: wint_t, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(UInt32(character)) else { return }
        bytes.append(contentsOf: UTF8.encode(scalar)!)
    }

    private func keyEvent(code: Int32) -> KeyEvent? {
        if let cached = input.keyCache[code] { return cached }
        let name = keyname(code).map { String(cString: $0) }
        let event = CursesKeyMapping.keyEvent(code: code, name: name, rxvtNumbering: Self.termIsRxvt)
        input.keyCache[code] = .some(event)
        return event
    }
}

import BrikCore
import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the input side of a ``CursesTerminal`` remembers between reads.
struct CursesInputState {
    /// Decodes the terminal's bytes (keys, terminfo's key sequences, mouse, paste,
    /// replies) and knows when what it holds is due.
    var reader: TimedInputDecoder
    /// Wake-ups with the input readable but nothing read, in a row (terminal gone).
    var emptyWakeUps = 0
    /// Where `read(2)` puts the bytes.
    var buffer = [UInt8](repeating: 0, count: CursesInputState.readSize)

    /// Bytes asked of one `read(2)`: a paste arrives in few calls.
    static let readSize = 16_384
    /// Reads made by one drain at most, so a flood of input still lets a frame through.
    static let readsPerDrain = 64

    /// The decoder's state, for the width probe and the late-report bookkeeping.
    var decoder: InputDecoder {
        get { reader.decoder }
        set { reader.decoder = newValue }
    }

    init(keyTable: KeySequenceTable) {
        reader = TimedInputDecoder(decoder: InputDecoder(keyTable: keyTable))
    }
}

extension CursesTerminal {
    /// Waits for input, a signal or `timeout` and returns the events read.
    ///
    /// Single-threaded: `poll` on the terminal and the signal self-pipe, then the
    /// terminal's bytes read with `read(2)` and decoded by our own ``InputDecoder``,
    /// which keeps a character, a key sequence or a paste whole across reads (ncurses'
    /// `wget_wch` lost a character cut between two reads, and bytes after it).
    /// terminfo's key sequences reach the decoder as its ``KeySequenceTable``; a resize
    /// is read from the kernel when SIGWINCH (or SIGCONT) arrives. Input the decoder
    /// holds is flushed when ``TimedInputDecoder`` says it is due: after the escape
    /// delay for a lone ESC, a second for half a character or an open paste (a lone
    /// Ctrl-C after a pause in a paste is the key at once), 300 ms after a reply began.
    /// Throws ``TerminalError/terminalLost`` on hang-up or when the terminal keeps
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
        let escapeDelay = Duration.milliseconds(options.escapeDelay)
        while true {
            let sizeMayHaveChanged = try handleSignals()
            var events = try drain()
            if sizeMayHaveChanged, let resize = readSize() { events.append(resize) }
            let now = clock.now
            events += input.reader.flushIfDue(at: now, escapeDelay: escapeDelay)
            // Replies alone end the wait too, so whoever asked hears the answer at once.
            if collectReplies() || !events.isEmpty { return events }
            if let deadline, now >= deadline { return [] }
            let wake = [deadline, input.reader.flushDue(escapeDelay: escapeDelay)].compactMap { $0 }.min()
            switch try waitReadable(milliseconds: wake.map { Self.milliseconds(from: now, to: $0) } ?? -1) {
            case .mainActorWork: return []
            case .timeout, .ready: continue
            }
        }
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
        let new = consumeLateWidthReports(input.reader.decoder.takeReplies()).filter { !synchronizedOutput.consume($0) }
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
    /// the loop, SIGCONT brings the screen back after a stop. Returns whether the
    /// terminal may have changed size (SIGWINCH, or SIGCONT after a stop).
    private func handleSignals() throws -> Bool {
        guard signalPipeRead >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 32)
        var termination: Int32?
        var resumed = false
        var resized = false
        while true {
            let count = read(signalPipeRead, &buffer, buffer.count)
            guard count > 0 else { break }
            for byte in buffer[0..<count] {
                if Int32(byte) == SIGWINCH {
                    resized = true
                } else if Int32(byte) == SIGCONT {
                    resumed = true
                } else if termination != SIGHUP {
                    termination = Int32(byte)
                }
            }
        }
        if resumed { resumeAfterStop() }
        guard let termination else { return resized || resumed }
        SignalBridge.acknowledgeTerminations()
        if termination == SIGHUP { throw TerminalError.terminalLost }
        throw TerminationSignal(signal: termination)
    }

    /// Everything the terminal has sent, as events, in order: `read(2)` while `poll`
    /// finds bytes waiting (at most ``CursesInputState/readsPerDrain`` reads), each
    /// read fed to the decoder as it came.
    private func drain() throws -> [Event] {
        var events: [Event] = []
        var readAnything = false
        for _ in 0..<CursesInputState.readsPerDrain {
            var ready = pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 0) > 0, Int32(ready.revents) & Int32(POLLIN) != 0 else { break }
            let count = input.buffer.withUnsafeMutableBytes { read(inputFD, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            readAnything = true
            events += input.reader.feed(input.buffer[..<count], at: .now)
        }
        if readAnything {
            input.emptyWakeUps = 0
        } else if input.emptyWakeUps >= 3 {
            // Readable yet nothing to read, again and again: end of file or a dead tty.
            throw TerminalError.terminalLost
        }
        return events
    }

    /// The terminal's size as the kernel has it, given to ncurses: a ``Event/resize(_:)``
    /// when it changed, nil when it did not (a SIGWINCH to the same size, a headless
    /// terminal whose output is no terminal).
    private func readSize() -> Event? {
        var window = winsize()
        if ioctl(fileno(outputFile), UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0,
            Int32(window.ws_row) != getmaxy(self.window) || Int32(window.ws_col) != getmaxx(self.window)
        {
            resizeterm(Int32(window.ws_row), Int32(window.ws_col))
        }
        let previous = size
        return refreshSize() != previous ? .resize(size) : nil
    }

    /// The key sequences terminfo lists for the current terminal (ncurses' keypad
    /// table, extended capabilities such as `kLFT5` included), as the decoder's table.
    static func terminfoKeyTable() -> KeySequenceTable {
        let rxvt = termname().map { String(cString: $0).hasPrefix("rxvt") } ?? false
        var sequences: [[UInt8]: KeyEvent] = [:]
        // Extended capabilities get codes above KEY_MAX, one per key string terminfo adds.
        for code in KEY_MIN...(KEY_MAX + 1024) where code != KEY_MOUSE && code != KEY_RESIZE {
            let name = keyname(code).map { String(cString: $0) }
            guard let key = CursesKeyMapping.keyEvent(code: code, name: name, rxvtNumbering: rxvt) else { continue }
            var definition: Int32 = 0
            while let string = keybound(code, definition) {
                let bytes = UnsafeRawBufferPointer(start: string, count: strlen(string))
                if sequences[Array(bytes)] == nil { sequences[Array(bytes)] = key }
                free(string)
                definition += 1
            }
        }
        return KeySequenceTable(sequences)
    }
}

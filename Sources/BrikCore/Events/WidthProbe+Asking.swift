/// Running the probe against a terminal: the write, the wait and the reading, with the
/// terminal's own I/O given as closures, so the ncurses terminal, the inline terminal and
/// a scripted terminal in a test share one loop.
extension WidthProbe {
    /// What asking produced besides the probe: input that was not an answer.
    public struct Leftovers: Sendable {
        /// Events typed while the probe waited, in order, for the app.
        public var events: [Event] = []
        /// Replies that answer something else (the synchronized-output question, say).
        public var replies: [TerminalReply] = []
    }

    /// How long after the wait ended reports are still taken as late answers; after it,
    /// a terminal that never answered cannot make `ESC[1;2R` (Shift+F3) vanish.
    public static let lateReportWindow = Duration.seconds(2)

    /// Asks the terminal and waits at most `timeout` for every answer.
    ///
    /// `write` sends bytes to the terminal; `read` waits up to the given milliseconds for
    /// input and returns what came (empty when nothing did). Input goes through `decoder`,
    /// which is left expecting the reports still outstanding. `row` is where the probes are
    /// written (nil: at the cursor). The probe comes back ``Phase/done``.
    public static func ask(
        row: Int?, decoder: inout InputDecoder, timeout: Duration = WidthProbe.timeout,
        write: (String) -> Void, read: (Int) -> [UInt8]
    ) -> (probe: WidthProbe, leftovers: Leftovers) {
        let clock = ContinuousClock()
        let start = clock.now
        return ask(row: row, decoder: &decoder, timeout: timeout, now: { clock.now - start }, write: write, read: read)
    }

    /// ``ask(row:decoder:timeout:write:read:)`` with the time given by `now` (a test's
    /// virtual clock: a scripted `read` that waits moves it, and no test waits for real).
    package static func ask(
        row: Int?, decoder: inout InputDecoder, timeout: Duration, now: () -> Duration,
        write: (String) -> Void, read: (Int) -> [UInt8]
    ) -> (probe: WidthProbe, leftovers: Leftovers) {
        var probe = WidthProbe()
        var leftovers = Leftovers()
        write(probe.question(row: row))
        let deadline = now() + timeout
        while probe.phase != .done {
            let left = deadline - now()
            guard left > .zero else { break }
            decoder.cursorReportsExpected = probe.outstandingReports
            let milliseconds =
                Int(left.components.seconds) * 1000
                + Int(left.components.attoseconds / 1_000_000_000_000_000) + 1
            let bytes = read(milliseconds)
            guard !bytes.isEmpty else { continue }
            leftovers.events += decoder.feed(bytes)
            probe.take(decoder.takeReplies(), into: &leftovers.replies)
            if let more = probe.takeFollowUp() { write(more) }
        }
        probe.finish()
        decoder.cursorReportsExpected = probe.outstandingReports
        return (probe, leftovers)
    }

    /// Consumes the answers among `replies` and appends the others to `others`.
    public mutating func take(_ replies: [TerminalReply], into others: inout [TerminalReply]) {
        for reply in replies where !consume(reply) {
            others.append(reply)
        }
    }
}

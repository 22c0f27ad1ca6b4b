import BrikCore
import BrikRendering
import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal remembers of the width probe (``WidthProbe``).
struct CursesWidths {
    /// The probe, once asked: it consumes late reports until ``lateUntil``.
    var probe: WidthProbe?
    /// Until when late reports are taken as answers.
    var lateUntil = ContinuousClock.now
    /// Events typed while the probe waited, delivered by the first wait for events.
    var early: [Event] = []
    /// How long asking took (the start-up cost), zero when not asked.
    var askedIn = Duration.zero
}

extension CursesTerminal {
    /// Whether the widths are asked for, from the options and `BRIKTUI_WIDTHS` (an unknown
    /// value is reported on standard error, before ncurses owns the screen).
    static func widthSource(_ options: CursesOptions) -> WidthProbe.Source {
        var environment: [String: String] = [:]
        if let value = getenv("BRIKTUI_WIDTHS") { environment["BRIKTUI_WIDTHS"] = String(cString: value) }
        let (source, diagnostic) = WidthProbe.source(
            option: options.widths, environment: environment, outputIsTerminal: isatty(1) == 1)
        if let diagnostic {
            let line = Array("briktui: \(diagnostic)\n".utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        }
        return source
    }

    /// Asks the terminal how wide it draws the probe characters and installs the profile
    /// learned (glibc's when nothing answers within ``WidthProbe/timeout``).
    ///
    /// Runs before the first frame, reading the terminal directly (ncurses has read nothing
    /// yet): the probes are written on row 2 of the screen that the first update clears, so
    /// no answer is a row-1 report that ncurses could take for Shift+F3.
    func askWidths() {
        fflush(outputFile)
        let started = ContinuousClock.now
        let descriptor = inputFD
        let (probe, leftovers) = WidthProbe.ask(
            row: size.height >= 2 ? 2 : 1, decoder: &input.decoder,
            write: { CursesSetup.send(text: $0, to: outputFile) },
            read: { milliseconds in
                var fds = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&fds, 1, Int32(clamping: milliseconds)) > 0 else { return [] }
                var buffer = [UInt8](repeating: 0, count: 1024)
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                return count > 0 ? Array(buffer[..<count]) : []
            })
        widths.probe = probe
        widths.askedIn = ContinuousClock.now - started
        widths.lateUntil = ContinuousClock.now + WidthProbe.lateReportWindow
        widths.early = leftovers.events
        replies += leftovers.replies.filter { !synchronizedOutput.consume($0) }
        WidthProfile.install(probe.profile)
    }

    /// The width profile the terminal was found to have (glibc's when not asked).
    public var widthProfile: WidthProfile { widths.probe?.profile ?? .glibc }

    /// How long asking for the widths took at start-up (zero when not asked).
    public var widthProbeDuration: Duration { widths.askedIn }

    /// Takes the late answers to the probe out of `replies`, within the late window.
    func consumeLateWidthReports(_ replies: [TerminalReply]) -> [TerminalReply] {
        guard var probe = widths.probe, probe.outstandingReports > 0 else { return replies }
        if ContinuousClock.now > widths.lateUntil {
            probe.forgetLateReports()
            widths.probe = probe
            input.decoder.cursorReportsExpected = 0
            return replies
        }
        var others: [TerminalReply] = []
        probe.take(replies, into: &others)
        widths.probe = probe
        input.decoder.cursorReportsExpected = probe.outstandingReports
        return others
    }

    /// Writes the glyphs ncurses was given as blanks (see ``CursesWidthOverlay``).
    func writeDisputedGlyphs(of canvas: Canvas, measuring: Bool) {
        // Before the touched rows are asked for, which costs a scrolled frame a set and a sort.
        guard measuring || !widthOverlay.written.isEmpty else { return }
        let cells = widthOverlay.cells(of: canvas, touched: lastTouchedRows, measuring: measuring)
        guard !cells.isEmpty else { return }
        let bytes = ANSIRenderer(colorDepth: colorDepth, hyperlinks: overlay.hyperlinks).overlay(of: canvas, rows: cells)
        CursesSetup.send(text: bytes, to: outputFile)
    }

    /// Undoes what the probe changed: grapheme-cluster mode off, glibc's widths back.
    func endWidths() {
        if widths.probe?.turnsOnClusterMode == true { CursesSetup.send("\u{1B}[?2027l", to: outputFile) }
        if widths.probe != nil { WidthProfile.install(.glibc) }
    }
}

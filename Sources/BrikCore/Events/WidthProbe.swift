import BrikRendering

/// Asking the attached terminal how wide it draws the characters terminals disagree on,
/// with cursor position reports (CPR, `ESC[6n`), and learning a ``WidthProfile`` from
/// the answers.
///
/// Asked, not assumed, as synchronized output is: the question is one write — save the
/// cursor, DECRQM for grapheme-cluster mode (`ESC[?2027$p`), a report of where the cursor
/// starts, then for each probe a return to the start, the probe and a report — and
/// the answers say how far each probe moved the cursor. The written probes are erased
/// and the cursor restored. When the terminal reports mode 2027 as settable but reset,
/// it is turned on (`ESC[?2027h`) and the probes are asked again, so the widths learned
/// are the grapheme-cluster ones the terminal then draws; ``turnsOnClusterMode`` says to
/// turn it off at exit. No answer (or a CJK control that does not measure 2) keeps glibc.
///
/// Replies are told apart by order: terminals answer in the order they were asked. While
/// reports are outstanding, the decoder's `cursorReportsExpected` makes the decoder take
/// `ESC[1;2R` as a report, not Shift+F3; a report that comes after the wait is still
/// consumed (``consume(_:)``), never delivered as a key.
public struct WidthProbe: Sendable {
    /// Where the widths come from.
    public enum Source: String, Sendable, CaseIterable {
        /// glibc's table, never asking the terminal.
        case glibc
        /// Asking the terminal at start-up.
        case probe
    }

    /// The classes measured, in the order their reports come back.
    public static let classes = WidthProfile.ProbeClass.allCases
    /// The control probe: CJK, 2 columns in every terminal; a terminal that says otherwise
    /// is not measuring what we think, and nothing it answered is used.
    public static let control = "\u{4E2D}"
    /// The longest wait for the answers at start-up.
    public static let timeout = Duration.milliseconds(150)

    /// Whether the widths are asked for: `option` if given, else `BRIKTUI_WIDTHS` in
    /// `environment` (`glibc` or `probe`), else asking when the output is a terminal.
    /// An unknown value gives glibc and a diagnostic naming the accepted ones.
    public static func source(
        option: Source?, environment: [String: String], outputIsTerminal: Bool
    ) -> (source: Source, diagnostic: String?) {
        if let option { return (option, nil) }
        guard let value = environment["BRIKTUI_WIDTHS"], !value.isEmpty else {
            return (outputIsTerminal ? .probe : .glibc, nil)
        }
        if let known = Source(rawValue: value.lowercased()) { return (known, nil) }
        return (.glibc, "BRIKTUI_WIDTHS=\(value) is not known (use glibc or probe); using glibc's widths")
    }

    /// Where the probe stands.
    public enum Phase: Equatable, Sendable {
        /// Waiting for the answers to the first question.
        case asking
        /// Mode 2027 was turned on; waiting for the answers measured under it.
        case askingInClusterMode
        /// Every answer came (or the wait ended): ``profile`` is final.
        case done
    }

    /// Where the probe stands.
    public private(set) var phase = Phase.asking
    /// The profile learned so far (glibc until the answers came).
    public private(set) var profile = WidthProfile.glibc
    /// The terminal's answer about mode 2027 (0 unknown mode … 4 permanently reset), nil before it.
    public private(set) var clusterModeReport: Int?
    /// Whether the probe turned mode 2027 on, which the terminal must turn off at exit.
    public private(set) var turnsOnClusterMode = false
    /// Cursor position reports asked for and not yet answered, late ones included.
    public private(set) var outstandingReports = 0
    /// The 2027 report is still to come.
    private var awaitsModeReport = true
    /// The reports of the current question so far: (row, column).
    private var reports: [(row: Int, column: Int)] = []
    /// Bytes the terminal must be sent next (the question again under mode 2027).
    private var followUp: String?

    /// A probe about to ask; send ``question(row:)`` next.
    public init() {}

    /// Reports one question asks for: the start, the control, each class.
    static var reportsPerQuestion: Int { classes.count + 2 }

    /// The bytes that ask: on `row` (1-based; nil: where the cursor is, as inline output
    /// does) from its first column, or from the cursor.
    public mutating func question(row: Int?) -> String {
        outstandingReports += Self.reportsPerQuestion
        return "\u{1B}[?2027$p" + Self.measurements(row: row)
    }

    /// Saves the cursor, reports the start, each probe from the start with a report, then
    /// erases what was written and restores the cursor.
    static func measurements(row: Int?) -> String {
        var text = row.map { "\u{1B}[\($0);1H" } ?? ""
        text += "\u{1B}7\u{1B}[6n"
        for probe in [control] + classes.map(\.probe) {
            text += "\u{1B}8" + probe + "\u{1B}[6n"
        }
        return text + "\u{1B}8\u{1B}[K"
    }

    /// Bytes to send now (the question asked again under mode 2027), once.
    public mutating func takeFollowUp() -> String? {
        defer { followUp = nil }
        return followUp
    }

    /// Takes `reply` if it answers the probe (a cursor position report while one is
    /// outstanding, or the mode 2027 report); false for any other reply.
    public mutating func consume(_ reply: TerminalReply) -> Bool {
        guard reply.kind == .csi else { return false }
        if let mode = Self.modeReport(reply.body) {
            guard awaitsModeReport else { return true }
            awaitsModeReport = false
            clusterModeReport = mode
            return true
        }
        guard outstandingReports > 0, let report = Self.cursorReport(reply.body) else { return false }
        outstandingReports -= 1
        guard phase != .done else { return true }
        reports.append(report)
        if reports.count == Self.reportsPerQuestion { answered() }
        return true
    }

    /// Ends the wait: what came so far is what is learned; later reports are consumed.
    public mutating func finish() {
        guard phase != .done else { return }
        learn()
        phase = .done
    }

    /// Stops waiting for late reports (after ``lateReportWindow``).
    public mutating func forgetLateReports() {
        outstandingReports = 0
    }

    /// Every report of the current question came.
    private mutating func answered() {
        learn()
        if phase == .asking, clusterModeReport == 2 {
            // Settable and reset: measure again as the terminal will draw.
            phase = .askingInClusterMode
            turnsOnClusterMode = true
            reports = []
            outstandingReports += Self.reportsPerQuestion
            followUp = "\u{1B}[?2027h" + Self.measurements(row: nil)
        } else {
            phase = .done
        }
    }

    /// The profile from the reports so far: each width is how far its probe moved the
    /// cursor on the start's row; nothing when the control is not 2 columns.
    private mutating func learn() {
        let reports = reports
        guard reports.count >= 2, let start = reports.first else { return }
        func width(_ index: Int) -> Int? {
            guard index < reports.count, reports[index].row == start.row else { return nil }
            let moved = reports[index].column - start.column
            return (0...4).contains(moved) ? moved : nil
        }
        guard width(1) == 2 else { return }
        var learned = WidthProfile.glibc
        for (index, probeClass) in Self.classes.enumerated() {
            learned.set(probeClass, to: width(index + 2))
        }
        profile = learned
    }

    /// Row and column of a cursor position report body (`12;40R`), nil for anything else.
    static func cursorReport(_ body: [UInt8]) -> (row: Int, column: Int)? {
        guard body.last == UInt8(ascii: "R") else { return nil }
        let fields = body.dropLast().split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 2 else { return nil }
        let numbers = fields.compactMap { field -> Int? in
            guard !field.isEmpty, field.count <= 5, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard numbers.count == 2 else { return nil }
        return (numbers[0], numbers[1])
    }

    /// The setting in a DECRPM reply for mode 2027 (`?2027;Ps$y`), or nil for another reply.
    static func modeReport(_ body: [UInt8]) -> Int? {
        let prefix = Array("?2027;".utf8)
        guard body.count == prefix.count + 3, body.starts(with: prefix), Array(body.suffix(2)) == Array("$y".utf8)
        else { return nil }
        let digit = body[prefix.count]
        guard (0x30...0x39).contains(digit) else { return nil }
        return Int(digit - 0x30)
    }
}

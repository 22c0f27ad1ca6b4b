import BrikCore

/// Synchronized output (DEC private mode 2026): whether each frame is bracketed by
/// `ESC[?2026h` … `ESC[?2026l`, so the terminal shows it whole, never half drawn.
///
/// Asked, not assumed: at start the terminal is sent DECRQM (`ESC[?2026$p`), and only a
/// reply saying the mode exists (`ESC[?2026;1$y` or `;2$y`, set or reset; `;3$y`,
/// permanently set) turns the brackets on. No reply, or `;0$y` (unknown mode) or `;4$y`
/// (permanently reset), leaves the output exactly as it was. The reply comes through the
/// input decoder's reply handling and is consumed here: it never reaches
/// ``Application/onTerminalReply``.
struct SynchronizedOutput {
    /// Where the question stands.
    enum State: Equatable {
        /// Not asked and not used (turned off, or a headless terminal).
        case off
        /// Asked; no answer yet. Frames are not bracketed until one comes.
        case asked
        /// The terminal has the mode: frames are bracketed.
        case on
        /// The terminal answered that it does not have the mode.
        case unsupported
    }

    /// The question, DECRQM for mode 2026.
    static let query: StaticString = "\u{1B}[?2026$p"
    /// Begins a synchronized update.
    static let begin: StaticString = "\u{1B}[?2026h"
    /// Ends a synchronized update.
    static let end: StaticString = "\u{1B}[?2026l"

    private(set) var state: State

    /// Starts as ``CursesOptions/synchronizedOutput`` says: `true` brackets at once, `false`
    /// never does, nil asks the terminal (unless `BRIKTUI_SYNC=0|1` in `environment` decides).
    init(option: Bool?, environment: [String: String]) {
        switch option ?? Self.environmentChoice(environment) {
        case true?: state = .on
        case false?: state = .off
        case nil: state = .asked
        }
    }

    /// Whether frames are bracketed now.
    var isOn: Bool { state == .on }

    /// Whether the query is to be sent at start.
    var asks: Bool { state == .asked }

    /// `BRIKTUI_SYNC=1` forces the brackets, `0` turns them off; anything else leaves it to the terminal.
    static func environmentChoice(_ environment: [String: String]) -> Bool? {
        switch environment["BRIKTUI_SYNC"] {
        case "1": true
        case "0": false
        default: nil
        }
    }

    /// Takes `reply` if it answers the query (and decides from it); false for any other reply.
    mutating func consume(_ reply: TerminalReply) -> Bool {
        guard reply.kind == .csi, let value = Self.modeReport(reply.body) else { return false }
        if state == .asked {
            state = value == 1 || value == 2 || value == 3 ? .on : .unsupported
        }
        return true
    }

    /// The setting in a DECRPM reply for mode 2026 (`?2026;Ps$y`), or nil for another reply.
    static func modeReport(_ body: [UInt8]) -> Int? {
        let prefix = Array("?2026;".utf8)
        let suffix = Array("$y".utf8)
        guard body.count > prefix.count + suffix.count, body.starts(with: prefix),
            Array(body.suffix(2)) == suffix
        else { return nil }
        let digits = body[prefix.count..<(body.count - suffix.count)]
        guard digits.count <= 3, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}

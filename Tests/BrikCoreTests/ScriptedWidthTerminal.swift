import BrikCore
import BrikRendering

/// A terminal in a test that answers the width probe with its own width table: it keeps
/// a cursor, moves it by `widths` (glibc's for anything not listed) as text is written,
/// and answers `ESC[6n` with a cursor position report and DECRQM 2027 with `modeSetting`.
/// Under mode 2027 (once `ESC[?2027h` is written) it measures with `clusterWidths` first.
struct ScriptedWidthTerminal {
    /// Widths this terminal draws text with, by the exact text written.
    var widths: [String: Int]
    /// Widths it draws with under mode 2027, over `widths`.
    var clusterWidths: [String: Int] = [:]
    /// What it answers DECRQM 2027 with (nil: it does not know DECRQM and stays silent).
    var modeSetting: Int? = 0
    /// Whether it answers cursor position requests at all.
    var answersReports = true
    /// The screen size (the cursor stays inside it).
    var size = Size(width: 80, height: 24)

    private(set) var row = 5
    private(set) var column = 7
    private var saved = (row: 1, column: 1)
    private(set) var clusterMode = false
    /// Everything written to it.
    private(set) var written = ""
    /// The waits for input that found none, in milliseconds, in order (see `WidthProbe.ask`).
    var waits: [Int] = []

    init(widths: [String: Int]) {
        self.widths = widths
    }

    /// Takes what the app writes and returns the bytes the terminal answers with.
    mutating func receive(_ text: String) -> [UInt8] {
        written += text
        var answer = ""
        var scalars = Array(text.unicodeScalars)[...]
        var run = ""
        func flushText() {
            guard !run.isEmpty else { return }
            let width = (clusterMode ? clusterWidths[run] : nil) ?? widths[run] ?? TextWidth.width(run)
            column = min(column + width, size.width)
            run = ""
        }
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            guard scalar == "\u{1B}" else {
                run.unicodeScalars.append(scalar)
                continue
            }
            flushText()
            guard let next = scalars.first else { break }
            scalars = scalars.dropFirst()
            switch next {
            case "7": saved = (row, column)
            case "8": (row, column) = saved
            case "[":
                var body = ""
                while let byte = scalars.first {
                    scalars = scalars.dropFirst()
                    body.unicodeScalars.append(byte)
                    if (0x40...0x7E).contains(byte.value) { break }
                }
                answer += respond(toCSI: body)
            default: break
            }
        }
        flushText()
        return Array(answer.utf8)
    }

    private mutating func respond(toCSI body: String) -> String {
        switch body {
        case "6n": return answersReports ? "\u{1B}[\(row);\(column)R" : ""
        case "?2027$p": return modeSetting.map { "\u{1B}[?2027;\($0)$y" } ?? ""
        case "?2027h":
            clusterMode = true
            return ""
        default:
            if body.hasSuffix("H") {
                let numbers = body.dropLast().split(separator: ";").compactMap { Int($0) }
                if numbers.count == 2 { (row, column) = (numbers[0], numbers[1]) }
            }
            return ""
        }
    }
}

extension WidthProbe {
    /// Asks `terminal`, which answers at once; `delivery` may reorder or spoil the answer bytes.
    ///
    /// On a virtual clock: answers take no time, and a read that finds nothing waits the
    /// whole time it was given (as `poll` does), which `terminal.waits` records.
    static func ask(
        _ terminal: inout ScriptedWidthTerminal, decoder: inout InputDecoder, row: Int? = nil,
        timeout: Duration = .milliseconds(150), delivery: ([UInt8]) -> [UInt8] = { $0 }
    ) -> (probe: WidthProbe, leftovers: Leftovers) {
        var pending: [UInt8] = []
        var now = Duration.zero
        return ask(
            row: row, decoder: &decoder, timeout: timeout, now: { now },
            write: { pending += delivery(terminal.receive($0)) },
            read: { milliseconds in
                defer { pending = [] }
                if pending.isEmpty {
                    terminal.waits.append(milliseconds)
                    now += .milliseconds(milliseconds)
                }
                return pending
            })
    }
}

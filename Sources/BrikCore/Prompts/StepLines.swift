import BrikRendering

/// How an alert reads: the mark and colour of its first line.
public enum AlertKind: Sendable, CaseIterable {
    /// Something finished well.
    case success
    /// Something the user should look at.
    case warning
    /// Something failed.
    case error
}

/// The lines of the progress and output kinds that are not questions:
/// progress bars, spinners, their end lines, alerts and tables.
///
/// Each is a pure function of its inputs, so what a step shows can be tested
/// without a terminal.
public enum StepLines {
    /// The frames a spinner cycles through, one per tick.
    public static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// A progress bar: `title`, a bar `barWidth` cells wide filled to
    /// `completed` of `total`, and the percentage. `completed` is clamped to
    /// `0...total`; a `total` of 0 or less shows an empty bar at 0 %; a
    /// `barWidth` of 0 leaves the bar out ("Copy 50%", for plain output).
    public static func progress(_ title: String, completed: Int, total: Int, barWidth: Int = 24) -> PromptLine {
        let percent = percentage(completed: completed, total: total)
        guard barWidth > 0 else { return PromptLine(title + " ", role: .title).appending("\(percent)%") }
        let filled = barWidth * percent / 100
        return PromptLine(title + " ", role: .title)
            .appending(String(repeating: "█", count: filled), role: .accent)
            .appending(String(repeating: "░", count: barWidth - filled), role: .muted)
            .appending(" \(percent)%")
    }

    /// Whole percent of `completed` out of `total`, rounded down, in `0...100`.
    public static func percentage(completed: Int, total: Int) -> Int {
        guard total > 0 else { return 0 }
        return min(100, max(0, completed) * 100 / total)
    }

    /// A spinner at tick `tick` (any integer, counted modulo the frames) before `title`.
    public static func spinner(_ title: String, tick: Int) -> PromptLine {
        let frames = spinnerFrames.count
        let frame = spinnerFrames[((tick % frames) + frames) % frames]
        return PromptLine(String(frame) + " ", role: .accent).appending(title)
    }

    /// The line a step leaves when it succeeded, with how long it took when `duration` is given.
    public static func success(_ title: String, duration: Duration? = nil) -> PromptLine {
        let line = PromptLine("✔ ", role: .success).appending(title)
        guard let duration else { return line }
        return line.appending(" (\(formatted(duration)))", role: .muted)
    }

    /// The line a step leaves when it failed with `message`.
    public static func failure(_ title: String, message: String) -> PromptLine {
        PromptLine("✖ ", role: .error).appending(title).appending(": " + message, role: .error)
    }

    /// A duration as seconds with one decimal ("1.2s").
    public static func formatted(_ duration: Duration) -> String {
        let tenths = Int(duration.components.seconds) * 10 + Int(duration.components.attoseconds / 100_000_000_000_000_000)
        return "\(tenths / 10).\(tenths % 10)s"
    }

    /// An alert: a marked first line `title` in the kind's colour, then each of
    /// `followUps` indented under it with an arrow.
    public static func alert(_ kind: AlertKind, _ title: String, followUps: [String] = []) -> [PromptLine] {
        let (mark, word, role): (String, String, PromptStyle.Role) =
            switch kind {
            case .success: ("✔", "Success", .success)
            case .warning: ("!", "Warning", .warning)
            case .error: ("✖", "Error", .error)
            }
        let first = PromptLine(mark + " " + word + ": ", role: role, adding: .bold).appending(title)
        return [first] + followUps.map { PromptLine("  → ", role: .muted).appending($0) }
    }

    /// A table: a bold header row, a rule, then the rows; columns are as wide as
    /// their widest cell (in terminal columns) and two spaces apart. A row
    /// shorter than the header is padded with empty cells; extra cells are dropped.
    public static func table(headers: [String], rows: [[String]]) -> [PromptLine] {
        let columns = headers.count
        let cells = rows.map { row in (0..<columns).map { $0 < row.count ? row[$0] : "" } }
        let widths = (0..<columns).map { column in
            ([headers[column]] + cells.map { $0[column] }).map(TextWidth.width).max() ?? 0
        }
        func padded(_ row: [String]) -> String {
            row.enumerated().map { column, text in
                column == columns - 1 ? text : text + String(repeating: " ", count: widths[column] - TextWidth.width(text))
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "──")
        return [PromptLine(padded(headers), role: .title), PromptLine(rule, role: .muted)]
            + cells.map { PromptLine(padded($0)) }
    }
}

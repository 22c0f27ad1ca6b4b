#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a workload must reach: a time per frame and/or a byte count, either optional.
struct Target: Sendable {
    /// The largest acceptable median CPU time, in milliseconds.
    var maxMilliseconds: Double?
    /// The largest acceptable byte count.
    var maxBytes: Double?

    /// No target: the figure is reported for information.
    static let none = Target()

    /// Whether `result` meets the target; nil when there is nothing to meet.
    func isMet(by result: BenchResult) -> Bool? {
        if maxMilliseconds == nil && maxBytes == nil { return nil }
        if let maxMilliseconds, result.time.median > maxMilliseconds { return false }
        if let maxBytes {
            guard let bytes = result.bytes, bytes <= maxBytes else { return false }
        }
        return true
    }

    /// The target as a table cell, e.g. `≤ 1 ms, ≤ 32 B`.
    var text: String {
        var parts: [String] = []
        if let maxMilliseconds { parts.append("≤ \(Format.number(maxMilliseconds)) ms") }
        if let maxBytes { parts.append(maxBytes == 0 ? "0 B" : "≤ \(Format.number(maxBytes)) B") }
        return parts.isEmpty ? "—" : parts.joined(separator: ", ")
    }
}

/// One line of the report: a workload's CPU time per frame and the bytes it wrote.
struct BenchResult: Sendable {
    /// Short stable identifier, also the JSON key (`scroll.curses`).
    var id: String
    /// What was measured, for the table.
    var name: String
    /// CPU milliseconds per repetition.
    var time: Summary
    /// Bytes per repetition (mean), nil when the workload writes nothing measurable.
    var bytes: Double?
    /// What the figures must reach.
    var target: Target
    /// A remark printed under the table (e.g. the ratio to the C reference).
    var note: String?

    /// Whether the target is met; nil for information-only rows.
    var ok: Bool? { target.isMet(by: self) }
}

/// Number formatting without Foundation.
enum Format {
    /// `value` with up to three decimals and no trailing zeros (`0.25`, `12`, `1.5`).
    static func number(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return fixed(value, decimals: abs(value) >= 100 ? 1 : 3)
    }

    /// `value` with exactly `decimals` decimals.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        var fractionText = String(fraction)
        while fractionText.count < decimals { fractionText = "0" + fractionText }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fractionText)"
    }

    /// Milliseconds for the table: three decimals below 10 ms, fewer above.
    static func milliseconds(_ value: Double) -> String {
        fixed(value, decimals: value >= 100 ? 1 : (value >= 10 ? 2 : 3))
    }

    /// `text` padded with spaces to `width` display columns (the table is ASCII apart from `≤`).
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let count = text.count
        guard count < width else { return text }
        let padding = String(repeating: " ", count: width - count)
        return right ? padding + text : text + padding
    }
}

/// The report: one table on standard output and the same figures as JSON.
struct Report {
    var results: [BenchResult] = []
    var notes: [String] = []
    var mode: String

    /// The table: workload | median | min | max | bytes | target | ok?, then the notes.
    func table() -> String {
        let header = ["workload", "median ms", "min ms", "max ms", "bytes", "target", "ok?"]
        var rows: [[String]] = [header]
        for result in results {
            rows.append([
                result.name,
                Format.milliseconds(result.time.median),
                Format.milliseconds(result.time.min),
                Format.milliseconds(result.time.max),
                result.bytes.map { Format.number($0.rounded()) } ?? "—",
                result.target.text,
                result.ok.map { $0 ? "ok" : "FAIL" } ?? "—",
            ])
        }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        let rightAligned: Set<Int> = [1, 2, 3, 4]
        var lines: [String] = []
        for (rowIndex, row) in rows.enumerated() {
            let cells = row.enumerated().map { index, cell in
                Format.pad(cell, widths[index], right: rightAligned.contains(index))
            }
            lines.append("| " + cells.joined(separator: " | ") + " |")
            if rowIndex == 0 {
                lines.append("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
            }
        }
        for result in results {
            if let note = result.note { lines.append("  \(result.id): \(note)") }
        }
        for note in notes { lines.append("  \(note)") }
        return lines.joined(separator: "\n")
    }

    /// The figures as a JSON object: mode, peak RSS, notes and one entry per workload.
    func json(peakRSSKilobytes: Int) -> String {
        var out = "{\n"
        out += "  \"mode\": \(JSON.string(mode)),\n"
        out += "  \"peakRSSKilobytes\": \(peakRSSKilobytes),\n"
        out += "  \"notes\": [" + notes.map(JSON.string).joined(separator: ", ") + "],\n"
        out += "  \"workloads\": [\n"
        out += results.map { result in
            var fields: [String] = [
                "\"id\": \(JSON.string(result.id))",
                "\"name\": \(JSON.string(result.name))",
                "\"medianMs\": \(JSON.number(result.time.median))",
                "\"minMs\": \(JSON.number(result.time.min))",
                "\"maxMs\": \(JSON.number(result.time.max))",
                "\"samples\": \(result.time.count)",
                "\"bytes\": \(result.bytes.map(JSON.number) ?? "null")",
                "\"targetMs\": \(result.target.maxMilliseconds.map(JSON.number) ?? "null")",
                "\"targetBytes\": \(result.target.maxBytes.map(JSON.number) ?? "null")",
                "\"ok\": \(result.ok.map { $0 ? "true" : "false" } ?? "null")",
            ]
            if let note = result.note { fields.append("\"note\": \(JSON.string(note))") }
            return "    {" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",\n")
        out += "\n  ]\n}\n"
        return out
    }
}

/// Just enough JSON writing for the report.
enum JSON {
    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `value` as a JSON number (six decimals at most; JSON has no NaN, so those become null).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return Format.fixed(value, decimals: 6)
    }

    /// Writes `text` to `path`; false when the file cannot be written.
    static func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        return fputs(text, file) >= 0
    }
}

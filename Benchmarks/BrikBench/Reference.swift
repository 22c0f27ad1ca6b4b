#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C reference's scroll figures (`ncurses_limit.c`): wall milliseconds and
/// bytes per one-row scroll frame, and bytes per unchanged frame.
struct ReferenceFigures: Sendable {
    /// Milliseconds per frame (the C program times with CLOCK_MONOTONIC; it is single-threaded and
    /// does no I/O wait beyond writing a file, so this is close to its CPU time).
    var milliseconds: Double
    /// Bytes per scroll frame.
    var bytes: Int
    /// Bytes per unchanged frame.
    var unchangedBytes: Int

    /// The figures measured on this machine for tui-field.md §8 (ncursesw 6.4, idl, N = 1M).
    static let documented = ReferenceFigures(milliseconds: 0.6, bytes: 189, unchangedBytes: 0)

    /// Runs the reference binary at `path` `runs` times
    /// (`OUT_FILE=… path idl 1000000 steps`) and keeps the median time; nil when it cannot be run
    /// or its output cannot be read.
    static func measure(binary path: String, steps: Int, runs: Int) -> ReferenceFigures? {
        let output = "/tmp/brik-bench-\(getpid())-reference.out"
        defer { unlink(output) }
        var samples: [ReferenceFigures] = []
        for _ in 0..<max(1, runs) {
            let command = "OUT_FILE=\(shellQuoted(output)) \(shellQuoted(path)) idl \(ScreenContent.listLength) \(steps)"
            guard let text = run(command), let figures = parse(text) else { return nil }
            samples.append(figures)
        }
        let times = Summary(samples.map(\.milliseconds))
        let last = samples[samples.count - 1]
        return ReferenceFigures(milliseconds: times.median, bytes: last.bytes, unchangedBytes: last.unchangedBytes)
    }

    /// Reads `1-line scroll: 0.650 ms/frame, 189 bytes/frame; unchanged frame: 0 bytes`.
    static func parse(_ text: String) -> ReferenceFigures? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains("1-line scroll:") }) else { return nil }
        let numbers = line.split(whereSeparator: { !($0.isNumber || $0 == ".") })
            .compactMap { Double($0) }
        // "1-line" contributes the leading 1.
        guard numbers.count >= 4 else { return nil }
        return ReferenceFigures(milliseconds: numbers[1], bytes: Int(numbers[2]), unchangedBytes: Int(numbers[3]))
    }

    private static func run(_ command: String) -> String? {
        guard let pipe = popen(command, "r") else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return pclose(pipe) == 0 ? String(decoding: bytes, as: UTF8.self) : nil
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C reference's scroll figures (`ncurses_limit.c`): milliseconds and
/// bytes per one-row scroll frame, and bytes per unchanged frame.
struct ReferenceFigures: Sendable {
    /// CPU milliseconds per scroll frame, comparable with ours (see ``measure(binary:steps:runs:)``).
    var milliseconds: Double
    /// The program's own figure: wall milliseconds per frame (CLOCK_MONOTONIC), noisy on a shared machine.
    var wallMilliseconds: Double
    /// Bytes per scroll frame.
    var bytes: Int
    /// Bytes per unchanged frame.
    var unchangedBytes: Int

    /// The figures measured on this machine for tui-field.md §8 (ncursesw 6.4, idl, N = 1M).
    static let documented = ReferenceFigures(milliseconds: 0.6, wallMilliseconds: 0.6, bytes: 189, unchangedBytes: 0)

    /// Runs the reference binary at `path` (`OUT_FILE=… path idl 1000000 steps`) in
    /// `runs` pairs, and keeps the medians; nil when it cannot be run or read.
    ///
    /// The program times itself with a wall clock, which other builds on this
    /// machine inflate. Its CPU time is read instead from the children's rusage:
    /// each pair runs `steps` and `5 × steps` frames, and the difference, divided by
    /// the extra frames, leaves out start-up and the first full frame. (It keeps
    /// the program's unchanged frames, one per scroll frame, which cost microseconds.)
    static func measure(binary path: String, steps: Int, runs: Int) -> ReferenceFigures? {
        let output = "/tmp/brik-bench-\(getpid())-reference.out"
        defer { unlink(output) }
        var cpu: [Double] = []
        var wall: [Double] = []
        var last: ReferenceFigures?
        for _ in 0..<max(1, runs) {
            let short = max(1, steps)
            let long = 5 * short
            guard let (shortCPU, _) = run(path, output: output, steps: short),
                let (longCPU, figures) = run(path, output: output, steps: long)
            else { return nil }
            cpu.append((longCPU - shortCPU) / Double(long - short))
            wall.append(figures.wallMilliseconds)
            last = figures
        }
        guard let last else { return nil }
        return ReferenceFigures(
            milliseconds: Summary(cpu).median, wallMilliseconds: Summary(wall).median,
            bytes: last.bytes, unchangedBytes: last.unchangedBytes)
    }

    /// Reads `1-line scroll: 0.650 ms/frame, 189 bytes/frame; unchanged frame: 0 bytes`.
    static func parse(_ text: String) -> ReferenceFigures? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains("1-line scroll:") }) else { return nil }
        let numbers = line.split(whereSeparator: { !($0.isNumber || $0 == ".") })
            .compactMap { Double($0) }
        // "1-line" contributes the leading 1.
        guard numbers.count >= 4 else { return nil }
        return ReferenceFigures(
            milliseconds: numbers[1], wallMilliseconds: numbers[1], bytes: Int(numbers[2]), unchangedBytes: Int(numbers[3]))
    }

    /// One run: the CPU milliseconds it used (its shell included) and its printed figures.
    private static func run(_ path: String, output: String, steps: Int) -> (Double, ReferenceFigures)? {
        let command = "OUT_FILE=\(shellQuoted(output)) \(shellQuoted(path)) idl \(ScreenContent.listLength) \(steps)"
        let before = childrenCPUMilliseconds()
        guard let pipe = popen(command, "r") else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        guard pclose(pipe) == 0, let figures = parse(String(decoding: bytes, as: UTF8.self)) else { return nil }
        return (childrenCPUMilliseconds() - before, figures)
    }

    /// User + system CPU of every child waited for so far.
    private static func childrenCPUMilliseconds() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_CHILDREN, &usage)
        #else
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #endif
        let user = Double(usage.ru_utime.tv_sec) * 1e3 + Double(usage.ru_utime.tv_usec) / 1e3
        let system = Double(usage.ru_stime.tv_sec) * 1e3 + Double(usage.ru_stime.tv_usec) / 1e3
        return user + system
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

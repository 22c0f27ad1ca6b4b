import BrikTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The log and pager workloads: a ``LogView`` taking 10,000 lines a second while it
/// follows, and opening a 1,000,000-line file in a ``LineView``, both at 200×50 through
/// the ncurses terminal.
@MainActor
enum LogWorkload {
    /// A line of a web server's log, about 90 bytes, different for each `index`.
    static func logLine(_ index: Int) -> String {
        let methods = ["GET", "POST", "PUT", "DELETE"]
        let status = [200, 200, 200, 201, 304, 404, 500]
        return "2026-12-01T18:\(10 + index / 60_000 % 50):\(10 + index / 1_000 % 50).\(100 + index % 900)Z INFO "
            + "worker-\(index % 8) \(methods[index % 4]) /api/items/\(index &* 7919 % 100_000) "
            + "\(status[index % 7]) \(index % 97)ms request=\(index)"
    }

    /// One simulated second per sample: 10,000 lines appended in 60 batches, each followed by
    /// a frame (layout, draw, present), the log following its tail and keeping 10,000 lines.
    /// The target is 10 % of one core: 100 ms of CPU per second.
    static func append(seconds: Int) throws -> BenchResult {
        let linesPerSecond = 10_000
        let framesPerSecond = 60
        let lines = (0..<linesPerSecond).map(logLine)
        let curses = try HeadlessCurses(name: "log-append")
        defer { curses.close() }
        let log = LogView(maximumLineCount: 10_000)
        let application = Application(root: log)
        var times: [Double] = []
        var bytes = 0
        var frame = 0
        var start = 0.0
        let backend = SteppedBackend(curses: curses, application: application) {
            if frame > 0, frame % framesPerSecond == 0 {
                times.append(Measure.cpuMilliseconds() - start)
                if times.count == seconds { return false }
            }
            if frame % framesPerSecond == 0 { start = Measure.cpuMilliseconds() }
            let batch = linesPerSecond / framesPerSecond
            let first = (frame % framesPerSecond) * batch
            log.append(contentsOf: lines[first..<first + batch])
            frame += 1
            return true
        }
        backend.onPresent = { bytes += $0 }
        try application.run(on: backend)
        precondition(log.isFollowing && log.buffer.lineCount == 10_000, "the log should follow, full")
        return BenchResult(
            id: "log.append",
            name: "LogView following 10,000 lines/s (60 frames/s), CPU per second",
            time: Summary(times), bytes: Double(bytes) / Double(max(1, frame)), target: Target(maxMilliseconds: 100),
            note: "10 % of one core = 100 ms per second; ~90-byte lines, 10,000 kept, bytes per frame")
    }

    /// Opening a 1,000,000-line file (≈ 50 MB, in the page cache): the whole index made
    /// (memchr over 1 MB chunks), then the first screen laid out, drawn and presented.
    static func open(repeats: Int) throws -> BenchResult {
        let path = "/tmp/brik-bench-\(getpid())-pager.txt"
        writeMillionLineFile(path)
        defer { unlink(path) }
        var times: [Double] = []
        var size = 0
        for _ in 0..<max(1, repeats) {
            let curses = try HeadlessCurses(name: "pager-open")
            defer { curses.close() }
            times.append(
                try Measure.cpu {
                    let lines = try FileLines(path: path)
                    lines.indexAll()
                    precondition(lines.lineCount == 1_000_000, "the file has \(lines.lineCount) lines")
                    size = lines.fileSize
                    let view = LineView(source: lines).showsLineNumbers(true)
                    let application = Application(root: view)
                    let backend = SteppedBackend(curses: curses, application: application) { false }
                    try application.run(on: backend)
                })
        }
        return BenchResult(
            id: "pager.open.1M", name: "open a 1,000,000-line file (\(size / 1_000_000) MB), index it, first screen",
            time: Summary(times), bytes: nil, target: Target(maxMilliseconds: 200),
            note: "FileLines indexes the whole file (the pager shows the first screen after one 1 MB chunk)")
    }

    /// 1,000,000 lines of 40–60 bytes.
    static func writeMillionLineFile(_ path: String) {
        guard let file = fopen(path, "w") else { return }
        defer { fclose(file) }
        var chunk: [UInt8] = []
        chunk.reserveCapacity(1 << 20)
        for index in 0..<1_000_000 {
            chunk += "\(index + 1): the quick brown fox jumps over \(String(repeating: "z", count: index % 20))\n".utf8
            if chunk.count > 1 << 20 || index == 999_999 {
                _ = chunk.withUnsafeBytes { fwrite($0.baseAddress, 1, chunk.count, file) }
                chunk.removeAll(keepingCapacity: true)
            }
        }
    }
}

/// A terminal backend that presents through headless ncurses and, between frames, runs
/// `step` (which returns false to quit): one frame per turn, no input.
@MainActor
final class SteppedBackend: TerminalBackend {
    private let curses: HeadlessCurses
    private let step: () -> Bool
    /// Called with the bytes of each present.
    var onPresent: ((Int) -> Void)?
    private weak var application: Application?

    init(curses: HeadlessCurses, application: Application, step: @escaping () -> Bool) {
        self.curses = curses
        self.application = application
        self.step = step
    }

    var size: Size { curses.terminal.size }
    var colorDepth: ColorDepth { curses.terminal.colorDepth }

    func present(_ canvas: Canvas, cursor: Point?) throws {
        let written = try curses.present(canvas, cursor: cursor)
        onPresent?(written)
    }

    func waitForEvents(timeout: Duration?) throws -> [Event] {
        if !step() { application?.quit() }
        return []
    }
}

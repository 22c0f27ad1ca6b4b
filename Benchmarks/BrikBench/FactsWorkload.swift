import BrikTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Figures about the build and memory rather than frames: the gallery's release
/// binary size, the clean release build time (measured by `make bench`), and the
/// peak memory of a screen measured in a child process of its own (peak RSS is
/// per process, so each probe runs alone).
@MainActor
enum FactsWorkload {
    /// What a `--probe` child builds and renders once before printing its peak RSS.
    enum Probe: String {
        /// The million-row screen, first frame.
        case million
        /// 10,000 rows in an ordinary (not virtual) section inside a scroll view.
        case rows10k

        /// Builds and renders the probe's screen at 200×50 through the headless ncurses terminal.
        @MainActor func run() throws {
            let curses = try HeadlessCurses(name: "probe-\(rawValue)")
            defer { curses.close() }
            let root: Brick
            switch self {
            case .million:
                root = MillionScreen.make(items: 1_000_000).root
            case .rows10k:
                root = ScrollBrik { _ in
                    Section { _ in
                        Repeat("row", count: 10_000) { index in Label(ScreenContent.rowText(index)) }
                    }
                }
            }
            let application = Application(root: root)
            try application.run(on: ScriptedBackend(curses: curses, keys: ["j", "j"], application: application))
        }
    }

    /// The peak RSS of a child running `probe`, in kilobytes (nil when it failed).
    static func peakMemory(of probe: Probe) -> Int? {
        let command = "'\(CommandLine.arguments[0])' --probe \(probe.rawValue)"
        guard let pipe = popen(command, "r") else { return nil }
        var output = ""
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            output += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        guard pclose(pipe) == 0 else { return nil }
        return Int(output.trimmingCharacters(in: " \n"))
    }

    /// Peak-memory rows for the million-row screen (≤ 64 MB) and 10,000 ordinary rows (≤ 20 MB).
    static func memory() -> [BenchResult] {
        var results: [BenchResult] = []
        for (probe, id, name, limit) in [
            (Probe.million, "million.memory", "9 peak memory, 1,000,000 rows opened and scrolled", 64.0),
            (Probe.rows10k, "rows10k.memory", "10 peak memory, 10,000 rows in a plain section", 20.0),
        ] {
            guard let kilobytes = peakMemory(of: probe) else {
                results.append(
                    BenchResult(
                        id: id, name: name, time: Summary([0]), bytes: nil, target: .none,
                        note: "the probe child failed"))
                continue
            }
            results.append(
                BenchResult(
                    id: id, name: name, time: Summary([0]), bytes: Double(kilobytes * 1024),
                    target: Target(maxBytes: limit * 1024 * 1024),
                    note: "peak RSS of a child process \(kilobytes / 1024) MB (the bytes column; time not measured)"))
        }
        return results
    }

    /// The gallery binary's size (≤ 5 MB) and the clean release build time, when given.
    static func build(galleryPath: String?, buildSeconds: Double?) -> [BenchResult] {
        var results: [BenchResult] = []
        if let galleryPath {
            let size = Measure.fileSize(galleryPath)
            results.append(
                BenchResult(
                    id: "gallery.size", name: "11 release binary size of the gallery (stripped)", time: Summary([0]),
                    bytes: Double(size), target: Target(maxBytes: 5 * 1024 * 1024),
                    note: "\(galleryPath), \(Format.fixed(Double(size) / 1_048_576, decimals: 2)) MB"))
        }
        if let buildSeconds {
            results.append(
                BenchResult(
                    id: "build.time", name: "12 clean release build (make bench), seconds in the time column",
                    time: Summary([buildSeconds * 1000]), bytes: nil, target: .none,
                    note: "\(Format.fixed(buildSeconds, decimals: 1)) s wall for `swift build -c release` from clean"))
        }
        return results
    }
}

extension String {
    /// The string without leading and trailing characters from `set`.
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}

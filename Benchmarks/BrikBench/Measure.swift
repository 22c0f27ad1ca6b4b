#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// CPU time, memory and file sizes as the benchmark reads them: in-process,
/// from the kernel, with no wall clock (other builds share this machine).
enum Measure {
    /// CPU time this process has used so far, in milliseconds (user + system, all threads).
    static func cpuMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
    }

    /// The CPU milliseconds `body` took.
    @MainActor
    static func cpu(_ body: () throws -> Void) rethrows -> Double {
        let start = cpuMilliseconds()
        try body()
        return cpuMilliseconds() - start
    }

    /// The largest resident set this process has had, in kilobytes (Linux reports
    /// `ru_maxrss` in kilobytes, macOS in bytes).
    static func peakRSSKilobytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss) / 1024
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Int(usage.ru_maxrss)
        #endif
    }

    /// The size of the file at `path` in bytes, -1 when it cannot be read.
    ///
    /// ncurses writes each `doupdate` straight to the descriptor, so the size
    /// right after a present is exactly what the terminal would have received.
    static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : -1
    }
}

/// Median, minimum and maximum of a set of samples.
struct Summary: Sendable {
    /// The middle sample (the mean of the two middle ones for an even count).
    var median: Double
    /// The smallest sample.
    var min: Double
    /// The largest sample.
    var max: Double
    /// The arithmetic mean (used for bytes per frame, as the C reference reports them).
    var mean: Double
    /// How many samples there were.
    var count: Int

    /// The summary of `samples`; all zero for none.
    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        guard let first = sorted.first, let last = sorted.last else {
            median = 0
            min = 0
            max = 0
            mean = 0
            return
        }
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = first
        max = last
        mean = sorted.reduce(0, +) / Double(sorted.count)
    }
}

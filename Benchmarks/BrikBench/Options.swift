/// The command line of `brik-bench`.
struct Options {
    /// The C reference binary (`ncurses_limit`) to run and compare with, if any.
    var referencePath: String?
    /// The C reference of the full repaint (`Benchmarks/Reference/ncurses_repaint.c`), if any.
    var repaintReferencePath: String?
    /// Where to write the JSON report, if anywhere.
    var jsonPath: String?
    /// Few repetitions, for a test or CI: same workloads, noisier figures.
    var quick = false
    /// Exit with status 1 when a target is missed.
    var strict = false
    /// Workload id prefixes to run (`--only scroll,layout`); empty runs them all.
    var only: [String] = []
    /// Run one memory probe and print its peak RSS in kilobytes (a child of the benchmark).
    var probe: String?
    /// The gallery binary whose size is reported.
    var galleryPath: String?
    /// The clean release build time measured by `make bench`, in seconds.
    var buildSeconds: Double?
    /// Frames of the callgrind run (`--callgrind-frames N` with `--only million.scroll.1k` etc.).
    var callgrindFrames: Int?
    /// Rows of the million-row screen for ``callgrindFrames``.
    var items = 1_000_000
    /// Whether the callgrind frames jump to random rows (`r`, as `million.jump`) instead of scrolling one row.
    var callgrindJumps = false
    /// Whether the callgrind frames scroll the table screen (as `table.scroll.*`) instead of the million-row screen.
    var callgrindTable = false

    static let usage = """
        usage: brik-bench [--quick] [--strict] [--only id,...] [--reference path/to/ncurses_limit] [--json out.json]
          --quick       few repetitions (seconds, not a minute); the figures are noisier
          --strict      exit 1 when any target is missed
          --only        run only the workloads whose id starts with one of these (repaint, unchanged,
                        scroll, jump, typing.ansi, typing.curses, layout, tree.expand, tree.scroll, ansi.frame,
                        ansi.shift, table, log.append, pager.open, editor, markdown), e.g. to profile one
          --reference   run the C reference (OUT_FILE=… path idl 1000000 steps) and compare the scroll
          --repaint-reference  run the C full-repaint reference (ncurses_repaint) on our two screens
          --json        also write the table as JSON to this path
          --gallery     report the size of this gallery binary
          --build-seconds  report this clean release build time
          --probe       (internal) million | rows10k: build, render, print the peak RSS in KB
          --callgrind-frames N  (make bench-check) run only the million-row scroll frames, N of them,
                        at --items rows, for instruction counting; prints nothing else
          --callgrind-jump  with --callgrind-frames: random jumps (as million.jump) instead of one-row scrolls
          --callgrind-table  with --callgrind-frames: the table screen's cursor a row down per frame (as table.scroll)
          --items       rows for --callgrind-frames (default 1000000)
        """

    /// Parses `arguments` (without the program name); nil with a message for a bad command line.
    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--strict": options.strict = true
            case "--callgrind-jump": options.callgrindJumps = true
            case "--callgrind-table": options.callgrindTable = true
            case "--reference", "--repaint-reference", "--json", "--only", "--probe", "--gallery", "--build-seconds",
                "--callgrind-frames",
                "--items":
                guard let value = rest.popFirst() else { return .failure(UsageError("\(argument) needs a value")) }
                switch argument {
                case "--reference": options.referencePath = value
                case "--repaint-reference": options.repaintReferencePath = value
                case "--json": options.jsonPath = value
                case "--probe": options.probe = value
                case "--gallery": options.galleryPath = value
                case "--build-seconds":
                    guard let seconds = Double(value) else { return .failure(UsageError("bad --build-seconds \(value)")) }
                    options.buildSeconds = seconds
                case "--callgrind-frames", "--items":
                    guard let number = Int(value), number > 0 else { return .failure(UsageError("bad \(argument) \(value)")) }
                    if argument == "--items" { options.items = number } else { options.callgrindFrames = number }
                default: options.only += value.split(separator: ",").map(String.init)
                }
            case "-h", "--help": return .failure(UsageError(nil))
            default: return .failure(UsageError("unknown argument \(argument)"))
            }
        }
        return .success(options)
    }

    /// How many times each workload repeats.
    var repeats: Repeats { quick ? .quick : .full }
}

/// A bad command line (or a request for help, with no message).
struct UsageError: Error {
    var message: String?

    init(_ message: String?) {
        self.message = message
    }
}

/// Repetition counts per workload.
struct Repeats {
    /// Presents of cheap workloads (repaint, unchanged, typing, ANSI).
    var frames: Int
    /// Frames of the scroll and jump workloads (the C reference uses 100).
    var scrollSteps: Int
    /// Runs of the C reference.
    var referenceRuns: Int
    /// Cold and warm renders of the large tree.
    var layoutCold: Int
    var layoutWarm: Int

    static let full = Repeats(frames: 200, scrollSteps: 100, referenceRuns: 5, layoutCold: 3, layoutWarm: 5)
    static let quick = Repeats(frames: 30, scrollSteps: 30, referenceRuns: 1, layoutCold: 1, layoutWarm: 1)
}

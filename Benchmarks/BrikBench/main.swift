// brik-bench: the performance figures of BrikTUI at 200×50 against the targets
// of tui-field.md §7 and the C ncursesw reference. See Options.usage.
import BrikTUI
import SeededRandom

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
    options = parsed
case .failure(let error):
    if let message = error.message { printError("brik-bench: \(message)") }
    printError(Options.usage)
    exit(error.message == nil ? 0 : 2)
}

// Colour output must not depend on the caller's environment (swift test sets NO_COLOR=1).
unsetenv("NO_COLOR")

if let name = options.probe {
    // A child of the memory workload: one screen, then its peak RSS in kilobytes.
    guard let probe = FactsWorkload.Probe(rawValue: name) else {
        printError("brik-bench: unknown probe \(name)")
        exit(2)
    }
    do {
        try MainActor.assumeIsolated { try probe.run() }
    } catch {
        printError("brik-bench: probe \(name): \(error)")
        exit(1)
    }
    print(Measure.peakRSSKilobytes())
    exit(0)
}

if let frames = options.callgrindFrames {
    // make bench-check: the million-row scroll under callgrind, collecting only inside
    // callgrindMeasuredFrames (valgrind --toggle-collect), so set-up is not counted.
    do {
        try MainActor.assumeIsolated {
            if options.callgrindTable {
                try callgrindTableScroll(rows: options.items, frames: frames)
            } else {
                try callgrindScroll(items: options.items, frames: frames, jumps: options.callgrindJumps)
            }
        }
    } catch {
        printError("brik-bench: \(error)")
        exit(1)
    }
    exit(0)
}

let repeats = options.repeats
var report = Report(mode: options.quick ? "quick" : "full")

/// Whether the workload `id` runs: all of them unless `--only` names prefixes.
func wanted(_ id: String) -> Bool {
    options.only.isEmpty || options.only.contains { id.hasPrefix($0) }
}

/// The million-row scroll workloads, whose target is a ratio to the C reference.
let millionScrolls = [(1_000, "million.scroll.1k"), (100_000, "million.scroll.100k"), (1_000_000, "million.scroll.1m")]
/// The table scroll workloads: a row per frame at three row counts, each within 1 ms.
let tableScrolls = [(1_000, "table.scroll.1k"), (100_000, "table.scroll.100k"), (1_000_000, "table.scroll.1M")]

do {
    var reference: ReferenceFigures?
    if let path = options.referencePath, wanted("scroll") || millionScrolls.contains(where: { wanted($0.1) }) {
        reference = ReferenceFigures.measure(binary: path, steps: repeats.scrollSteps, runs: repeats.referenceRuns)
        if let reference {
            report.notes.append(
                "C reference \(path): \(Format.milliseconds(reference.milliseconds)) ms CPU/frame, "
                    + "\(Format.milliseconds(reference.wallMilliseconds)) ms wall/frame (its own clock; medians of \(repeats.referenceRuns)), "
                    + "\(reference.bytes) B/frame, unchanged \(reference.unchangedBytes) B")
        } else {
            report.notes.append("C reference \(path) could not be run or read; documented figures used")
        }
    }
    if wanted("repaint") {
        report.results.append(
            try CursesWorkloads.fullRepaint(repeats: repeats.frames, reference: options.repaintReferencePath))
    }
    if wanted("unchanged") { report.results.append(try CursesWorkloads.unchanged(repeats: repeats.frames)) }
    if wanted("scroll") { report.results.append(try CursesWorkloads.scroll(steps: repeats.scrollSteps, reference: reference)) }
    if wanted("jump") {
        report.results.append(try CursesWorkloads.jump(steps: repeats.scrollSteps, reference: options.repaintReferencePath))
    }
    if wanted("typing.ansi") { report.results.append(TypingWorkload.ansi(repeats: repeats.frames)) }
    if wanted("typing.huge") { report.results.append(TypingWorkload.hugeField(repeats: repeats.frames)) }
    if wanted("typing.curses") { report.results.append(try TypingWorkload.curses(repeats: repeats.frames)) }
    if wanted("layout") {
        report.results += LayoutWorkload.run(
            rows: 1_000, columns: 100, coldRepeats: repeats.layoutCold, warmRepeats: repeats.layoutWarm)
    }
    if wanted("sections") {
        report.results += SectionsWorkload.run(sections: 1_000, perSection: 100, repeats: repeats.layoutCold)
    }
    if wanted("solver") {
        report.results += SolverWorkload.run(repeats: repeats.layoutCold * 5, edits: 1_000)
    }
    if wanted("million.open") {
        report.results.append(try MillionWorkload.firstFrame(items: 1_000_000, repeats: repeats.layoutCold * 3))
    }
    for (items, id) in millionScrolls where wanted(id) {
        report.results.append(
            try MillionWorkload.scroll(items: items, frames: repeats.scrollSteps * 2, id: id, reference: reference))
    }
    if wanted("million.jump") {
        report.results.append(
            try MillionWorkload.jump(items: 1_000_000, frames: repeats.scrollSteps, reference: options.repaintReferencePath))
    }
    if wanted("tree.expand") { report.results.append(try TreeWorkload.expand(repeats: repeats.layoutCold * 3)) }
    if wanted("tree.scroll") { report.results.append(try TreeWorkload.scroll(frames: repeats.scrollSteps * 2)) }
    if wanted("list") { report.results += ListWorkload.filter(rows: 1_000_000, repeats: max(1, repeats.layoutCold)) }
    if wanted("markdown.render") || wanted("markdown.scroll") {
        report.results += MarkdownWorkload.run(repeats: max(1, repeats.layoutCold))
    }
    if wanted("million.memory") || wanted("rows10k") { report.results += FactsWorkload.memory() }
    if wanted("table.open") {
        report.results.append(try TableWorkload.firstFrame(rows: 1_000_000, repeats: repeats.layoutCold * 3))
    }
    for (rows, id) in tableScrolls where wanted(id) {
        report.results.append(try TableWorkload.scroll(rows: rows, frames: repeats.scrollSteps * 2, id: id))
    }
    if wanted("table.sort") { report.results.append(try TableWorkload.sort(rows: 1_000_000, repeats: repeats.layoutCold)) }
    if wanted("log.append") { report.results.append(try LogWorkload.append(seconds: repeats.layoutCold * 2)) }
    if wanted("pager.open") { report.results.append(try LogWorkload.open(repeats: repeats.layoutCold * 2)) }
    if wanted("gallery") || wanted("build") {
        report.results += FactsWorkload.build(galleryPath: options.galleryPath, buildSeconds: options.buildSeconds)
    }
    if wanted("editor.keystroke") { report.results.append(EditorWorkload.keystroke(repeats: repeats.frames)) }
    if wanted("editor.paste") { report.results.append(EditorWorkload.paste(repeats: max(3, repeats.layoutCold))) }
    if wanted("text.hugeLabel") { report.results.append(TextWorkload.hugeLabel(repeats: max(1, repeats.layoutCold / 2))) }
    if wanted("text.hugeLabelResize") {
        report.results.append(TextWorkload.hugeLabelResize(megabytes: 24, repeats: max(1, repeats.layoutCold / 4)))
    }
    if wanted("ansi.frame") { report.results.append(ANSIWorkloads.fullFrame(repeats: repeats.frames)) }
    if wanted("ansi.shift") { report.results.append(ANSIWorkloads.rowShift(repeats: repeats.scrollSteps)) }
} catch {
    printError("brik-bench: \(error)")
    exit(1)
}

let peakRSS = Measure.peakRSSKilobytes()
report.notes.append("times are CPU ms per frame (CLOCK_PROCESS_CPUTIME_ID); peak RSS \(peakRSS / 1024) MB")
print(report.table())
if let path = options.jsonPath {
    if !JSON.write(report.json(peakRSSKilobytes: peakRSS), to: path) {
        printError("brik-bench: cannot write \(path)")
        exit(1)
    }
}
if options.strict && report.results.contains(where: { $0.ok == false }) {
    exit(1)
}

/// Scrolls the million-row screen (`items` rows) `frames` rows, one per frame (or, with
/// `jumps`, jumps to a random row each frame, as `million.jump`), after a warm-up;
/// callgrind counts instructions only inside ``callgrindMeasuredFrames(_:_:_:key:)``.
@MainActor
func callgrindScroll(items: Int, frames: Int, jumps: Bool) throws {
    let curses = try HeadlessCurses(name: "callgrind")
    defer { curses.close() }
    let (root, scroll) = MillionScreen.make(items: items)
    if jumps {
        var random = SplitMix64(seed: 7)
        root.keyBinding("bench.jump", keys: "r", description: "jump") {
            scroll.scroll(to: Point(x: 0, y: Int(random.next() % UInt64(items))))
        }
    }
    let application = Application(root: root)
    _ = application.focus(scroll)
    let key: Character = jumps ? "r" : "j"
    // Warm-up: the first frame and enough rows that the next group has been made once.
    try application.run(on: ScriptedBackend(curses: curses, keys: Array(repeating: key, count: 20), application: application))
    try callgrindMeasuredFrames(application, curses, frames, key: key)
}

/// Moves the cursor of the table screen (`rows` rows) down `frames` rows, one per frame,
/// the table scrolling with it, after a warm-up; counted as ``callgrindScroll(items:frames:jumps:)``.
@MainActor
func callgrindTableScroll(rows: Int, frames: Int) throws {
    let curses = try HeadlessCurses(name: "callgrind-table")
    defer { curses.close() }
    let (root, table) = TableScreen.make(rows: rows)
    let application = Application(root: root)
    _ = application.focus(table)
    table.scroll(toItem: 60)
    try application.run(on: ScriptedBackend(curses: curses, keys: Array(repeating: "j", count: 20), application: application))
    try callgrindMeasuredFrames(application, curses, frames, key: "j")
}

/// The measured frames (a separate function so callgrind can collect inside it alone).
@MainActor @inline(never)
func callgrindMeasuredFrames(_ application: Application, _ curses: HeadlessCurses, _ frames: Int, key: Character) throws {
    try application.run(on: ScriptedBackend(curses: curses, keys: Array(repeating: key, count: frames), application: application))
}

/// Writes `message` and a newline to standard error (C's `stderr` global is not concurrency-safe in Swift 6).
func printError(_ message: String) {
    let line = message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { buffer in
        write(2, buffer.baseAddress, buffer.count - 1)
    }
}

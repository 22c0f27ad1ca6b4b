// brik-bench: the performance figures of BrikTUI at 200×50 against the targets
// of tui-field.md §7 and the C ncursesw reference. See Options.usage.
import BrikTUI

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

let repeats = options.repeats
var report = Report(mode: options.quick ? "quick" : "full")

/// Whether the workload `id` runs: all of them unless `--only` names prefixes.
func wanted(_ id: String) -> Bool {
    options.only.isEmpty || options.only.contains { id.hasPrefix($0) }
}

do {
    var reference: ReferenceFigures?
    if let path = options.referencePath, wanted("scroll") {
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
    if wanted("repaint") { report.results.append(try CursesWorkloads.fullRepaint(repeats: repeats.frames)) }
    if wanted("unchanged") { report.results.append(try CursesWorkloads.unchanged(repeats: repeats.frames)) }
    if wanted("scroll") { report.results.append(try CursesWorkloads.scroll(steps: repeats.scrollSteps, reference: reference)) }
    if wanted("jump") { report.results.append(try CursesWorkloads.jump(steps: repeats.scrollSteps)) }
    if wanted("typing.ansi") { report.results.append(TypingWorkload.ansi(repeats: repeats.frames)) }
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

/// Writes `message` and a newline to standard error (C's `stderr` global is not concurrency-safe in Swift 6).
func printError(_ message: String) {
    let line = message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { buffer in
        write(2, buffer.baseAddress, buffer.count - 1)
    }
}

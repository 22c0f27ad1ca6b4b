// Pager: a `less`-like pager over a file of any size. The file is indexed in chunks as it
// is shown (the first screen after 1 MB, the rest a chunk per turn of the loop), lines are
// read from the file only when drawn.
//
//     swift run PagerExample [-N] [+F] FILE
//     some-command | swift run PagerExample
//
// Keys: ↑/↓ j/k, PgUp/PgDn (Space, b), Home/g, End/G, ←/→ when not wrapping; / and ? search
// (n and N for the next and previous match, Ctrl-R regular expressions); F follows the
// file as it grows (like `less +F`: scrolling up pauses, End resumes), # shows line
// numbers (-N at start), w wraps long lines or not, q quits. A Markdown file (.md) is shown
// rendered, beside its table of contents (see MarkdownPager.swift; -r or r shows it plain).
import BrikTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pager's screen: the lines and a status line under them.
@MainActor
final class Pager {
    let lines: FileLines
    let name: String
    let view: LineView
    let status = Label()
    let bar: SearchBar
    let root: VBrik
    private var isFollowing = false
    private var indexing: TimerHandle?
    private var polling: TimerHandle?

    init(lines: FileLines, name: String, numbers: Bool) {
        self.lines = lines
        self.name = name
        view = LineView(source: lines).showsLineNumbers(numbers)
        bar = SearchBar(for: view)
        root = VBrik(alignment: .fill) { [view, bar, status] _ in
            view
            bar
            status
        }
        status.attributes(.reverse).lines(1)
        view.onScroll = { [unowned self] _ in updateStatus() }
        root.keyBinding("pager.quit", keys: "q", description: "quit") { [unowned self] in root.application?.quit() }
        root.keyBinding("pager.page", keys: "space", "f", description: "page down") { [unowned self] in
            view.scrollPage(forward: true)
        }
        root.keyBinding("pager.back", keys: "b", description: "page up") { [unowned self] in
            view.scrollPage(forward: false)
        }
        root.keyBinding("pager.follow", keys: "F", description: "follow") { [unowned self] in
            setFollowing(!isFollowing)
        }
        root.keyBinding("pager.numbers", keys: "#", description: "line numbers") { [unowned self] in
            view.showsLineNumbers.toggle()
        }
        root.keyBinding("pager.wrap", keys: "w", description: "wrap") { [unowned self] in
            view.wrapsLines.toggle()
            updateStatus()
        }
    }

    /// Starts indexing the rest of the file, a chunk per turn of the loop, so keys are
    /// answered while a big file is read; then shows the first screen's status.
    func start(in application: Application, following: Bool) {
        _ = application.focus(view)
        if !lines.isFullyIndexed {
            indexing = application.every(.milliseconds(1)) { [unowned self] in indexChunk() }
        }
        if following { setFollowing(true) }
        updateStatus()
    }

    private func indexChunk() {
        if lines.indexMore(bytes: 8 << 20) {
            indexing?.cancel()
            indexing = nil
        }
        view.linesDidChange()
        updateStatus()
    }

    /// Follow mode: the view pinned to the end and the file looked at four times a second.
    private func setFollowing(_ on: Bool) {
        isFollowing = on
        polling?.cancel()
        polling = nil
        if on, let application = root.application {
            view.scrollToEnd()
            polling = application.every(.milliseconds(250)) { [unowned self] in
                guard lines.refresh() else { return }
                if !lines.isFullyIndexed, indexing == nil {
                    indexing = application.every(.milliseconds(1)) { [unowned self] in indexChunk() }
                }
                view.linesDidChange()
                updateStatus()
            }
        }
        updateStatus()
    }

    private func updateStatus() {
        let count = lines.lineCount
        let shown = view.visibleLineRange
        var parts = [" \(name)"]
        parts.append(count == 0 ? "empty" : "lines \(shown.lowerBound + 1)-\(shown.upperBound) of \(count)")
        if !lines.isFullyIndexed { parts.append("indexing \(Int(lines.indexedFraction * 100))%") }
        if isFollowing { parts.append(view.isPinnedToEnd ? "following" : "paused (End follows)") }
        if !view.wrapsLines { parts.append("no wrap") }
        parts.append("q quits")
        status.text = parts.joined(separator: "  ·  ")
    }
}

/// Standard input, when it is not a terminal, copied to a file the pager can index; the
/// terminal is then reopened as standard input for the keys.
func spoolStandardInput() -> String? {
    guard isatty(0) == 0 else { return nil }
    let path = "/tmp/pager-stdin-\(getpid())"
    let output = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard output >= 0 else { return nil }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = read(0, &buffer, buffer.count)
        guard count > 0 else { break }
        _ = buffer.withUnsafeBytes { write(output, $0.baseAddress, count) }
    }
    close(output)
    let terminal = open("/dev/tty", O_RDONLY)
    if terminal >= 0 {
        dup2(terminal, 0)
        close(terminal)
    }
    return path
}

func fail(_ message: String) -> Never {
    _ = "pager: \(message)\n".utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(1)
}

var numbers = false
var follow = false
var raw = false
var path: String?
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "-N": numbers = true
    case "+F": follow = true
    case "-r": raw = true
    case "-h", "--help": fail("usage: pager [-N] [+F] [-r] FILE  (or a pipe into standard input)")
    default: path = argument
    }
}
let spooled = path == nil ? spoolStandardInput() : nil
guard let file = path ?? spooled else { fail("usage: pager [-N] [+F] FILE  (or a pipe into standard input)") }
let lines: FileLines
do {
    lines = try FileLines(path: file)
} catch {
    fail(error.description)
}
// The open file stays readable; the spooled copy needs no name any more.
if let spooled { unlink(spooled) }
let pager = Pager(lines: lines, name: path ?? "standard input", numbers: numbers)
if !raw, !follow, let path, let markdown = MarkdownPager.markdown(at: path) {
    // One screen holds either view: r swaps the rendered document for its plain lines.
    let screen = VBrik(alignment: .fill)
    let application = Application(root: screen)
    let rendered = MarkdownPager(markdown: markdown, name: path) {
        for shown in screen.children { shown.removeFromParent() }
        screen.addChild(pager.root)
        pager.start(in: application, following: false)
    }
    screen.addChild(rendered.root)
    rendered.start(in: application)
    try application.run()
} else {
    let application = Application(root: pager.root)
    pager.start(in: application, following: follow)
    try application.run()
}

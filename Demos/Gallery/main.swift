import BrikTUI
import Foundation
import GalleryScreens

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

// gallery                  the menu
// gallery <id>             one screen directly (the end-to-end tests use this)
// gallery --list           the screen ids and titles
// gallery --still <id>     the run with its clock stopped at zero, as a TestTerminal's is
// gallery --screen-reader [id]  the accessible mode: plain lines a screen reader follows
//                          (as BRIKTUI_SCREEN_READER=1 gallery does)
// gallery --dump <id> WxH [step…]  the frames a TestTerminal of W×H computes, as text (id - : the menu)
// gallery --dump-styles <id> WxH [step…]  the same frames' styles at 256 colours (see StyleDump.swift)
// BRIK_LOG=<file> gallery …  BrikTUI's log (diagnostics, verbose detail) appended to <file>
// --still and --dump together make the fidelity test (Tests/EndToEnd/test_fidelity.sh):
// the real terminal and the model show the same deterministic moment.
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--list") {
    print(GalleryCatalog.listing())
    exit(0)
}
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        "usage: gallery [--list] [--still] [--screen-reader] [screen-id] | --dump <screen-id|-> <W>x<H> [key-name|text=TEXT|resize=WxH]…\n\n\(GalleryCatalog.listing())"
    )
    exit(0)
}

/// The shell opened at `id` (the menu when nil): the one construction the run and the dump share.
@MainActor
func makeShell(id: String?) -> GalleryShell {
    let shell = GalleryShell()
    if let id, !shell.open(id: id) {
        // The ids on one line: the message stays on screen whatever the count (--list describes each).
        let ids = shell.pages.map(\.id).joined(separator: " ")
        printError("gallery: no screen \"\(id)\"; screens are: \(ids) (gallery --list describes them)")
        exit(2)
    }
    return shell
}

/// `W`x`H` as a size, nil when malformed.
func parseSize(_ text: String) -> Size? {
    let parts = text.split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { return nil }
    return Size(width: parts[0], height: parts[1])
}

if let dump = arguments.firstIndex(where: { $0 == "--dump" || $0 == "--dump-styles" }) {
    // Steps after the size: key names (tmux's unmodified names parse: Down, Tab, NPage, Space, j),
    // text=TEXT (typed a character at a time) or resize=WxH. A frame is printed first and one
    // after each step: the screen's rows, then "cursor X Y" or "cursor hidden", then a line
    // holding only U+001E, which no screen can show (controls are drawn as pictures).
    // With --dump-styles each frame is its cells' styles instead (styleDump(of:)).
    let styles = arguments[dump] == "--dump-styles"
    let rest = Array(arguments[(dump + 1)...])
    guard rest.count >= 2, let size = parseSize(rest[1]) else {
        printError("usage: gallery --dump[-styles] <screen-id|-> <W>x<H> [key-name|text=TEXT|resize=WxH]…")
        exit(2)
    }
    // In a Task on the main queue, so that work a key starts in a Task of its own (an awaited
    // dialog) runs between steps, as the curses loop lets it between frames. The rest of this
    // file stays synchronous: an async top level would keep the main actor busy for the whole run.
    // GALLERY_WIDTHS="supplementalEmoji=1 …" (a WidthProfile's description): the frames are
    // laid out with the widths a terminal was found to draw (test_widths_vterm.sh).
    if let widths = ProcessInfo.processInfo.environment["GALLERY_WIDTHS"] {
        guard let profile = WidthProfile(description: widths) else {
            printError("gallery --dump: GALLERY_WIDTHS=\(widths) is not a width profile")
            exit(2)
        }
        WidthProfile.install(profile)
    }
    Task { @MainActor in
        let terminal = TestTerminal(root: makeShell(id: rest[0] == "-" ? nil : rest[0]), size: size)
        @MainActor func frame() -> String {
            if styles { return styleDump(of: terminal.canvas) }
            return terminal.screenText + "\n" + (terminal.cursor.map { "cursor \($0.x) \($0.y)" } ?? "cursor hidden")
        }
        var frames = [frame()]
        for step in rest.dropFirst(2) {
            if step.hasPrefix("resize="), let newSize = parseSize(String(step.dropFirst(7))) {
                terminal.resize(to: newSize)
            } else if step.hasPrefix("text=") {
                terminal.type(String(step.dropFirst(5)))
            } else if let key = KeyEvent(parsing: step) {
                terminal.send(key)
            } else {
                printError("gallery --dump: unknown step \"\(step)\" (a key name, text=TEXT or resize=WxH)")
                exit(2)
            }
            for _ in 0..<4 { await Task.yield() }
            // What that work changed is drawn before the frame is taken.
            terminal.advance(by: .zero)
            frames.append(frame())
        }
        print(frames.joined(separator: "\n\u{1E}\n"))
        exit(0)
    }
    dispatchMain()
}

// BRIK_LOG=path: BrikTUI's log (diagnostics as warnings, verbose detail) goes to that file,
// never to the terminal being drawn.
if let path = ProcessInfo.processInfo.environment["BRIK_LOG"], !path.isEmpty {
    BrickLogger.logger = BrickConsoleLogger(logVerbose: true, loggingFunction: BrickConsoleLogger.file(path))
    BrickLogger.logVerbose("gallery started: \(arguments.joined(separator: " "))")
}
let still = arguments.contains("--still")
let screenReader = arguments.contains("--screen-reader")
arguments.removeAll { $0 == "--still" || $0 == "--screen-reader" }
let shell = makeShell(id: arguments.first)
// Still: no timer ever comes due and reduced motion is off, exactly a TestTerminal's first frame.
let application = still ? Application(root: shell, clock: { .zero }, reducedMotion: false) : Application(root: shell)
do {
    if screenReader { try application.runForScreenReader() } else { try application.run() }
} catch {
    // run() has already restored the terminal and printed the error.
    exit(1)
}

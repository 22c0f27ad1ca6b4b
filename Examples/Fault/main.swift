import BrikTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// FaultExample [quit|throw|trap|overflow|input]
// FaultExample huge [megabytes]
// FaultExample field <path>
//
// Shows one line, "fault example: <mode> (x: fault, q: quit)". Pressing x
// makes app code fail in the chosen way while the terminal is in full-screen
// mode; the end-to-end test then checks the terminal was given back.
//   quit      x quits normally (exit 0)
//   throw     x makes the loop throw an error from app code (exit 1, message on stderr)
//   trap      x hits a Swift runtime trap: a force-unwrapped nil (signal exit)
//   overflow  x overflows an Int (a trap, signal exit)
//   field     a text field; Enter writes its text to <path> and quits, so a test
//             can check a large paste or a burst of keys arrived whole
//   input     shows the last key, mouse event and paste, and counts a shift+f1
//             binding and terminal replies (InputProbe.swift)
//   huge      a label of <megabytes> (default 2) of accented text in a scroll view, whose
//             layout at a new width takes seconds: Ctrl-C must still quit at once

/// Writes `message` to standard error with write(2) (C's `stderr` is shared mutable state).
func printError(_ message: String) {
    let bytes = Array(message.utf8)
    _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
}

/// The error app code throws in `throw` mode.
struct AppFailure: Error, CustomStringConvertible {
    var description: String { "the app failed on purpose (fault-example throw)" }
}

/// Which fault the x key causes.
enum FaultMode: String {
    case quit, `throw`, trap, overflow, field, input, huge
}

/// The one screen: a line of text and the key that causes the fault.
final class FaultScreen: Brick {
    let mode: FaultMode
    /// Set by x in `throw` mode; the backend wrapper throws it from the loop.
    var failure: (any Error)?

    init(mode: FaultMode) {
        self.mode = mode
        super.init()
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.write("fault example: \(mode.rawValue) (x: fault, q: quit)", at: frame.origin)
    }

    override func handle(_ event: Event) -> EventResult {
        switch event {
        case .key(.character("q")):
            application?.quit()
        case .key(.character("x")):
            fault()
        default:
            return .ignored
        }
        return .handled
    }

    private func fault() {
        switch mode {
        case .quit, .field, .input, .huge:
            application?.quit()
        case .throw:
            failure = AppFailure()
        case .trap:
            let missing: Int? = CommandLine.arguments.count > 100 ? 1 : nil
            print(missing!)
        case .overflow:
            var value = Int.max - Int(CommandLine.arguments.count > 100 ? 1 : 0)
            value += CommandLine.arguments.count
            print(value)
        }
    }
}

/// The ncurses terminal, except that an error set by app code is thrown from the
/// loop: the way app code that owns a backend makes ``Application/run(on:)`` fail.
final class FailingBackend: TerminalBackend {
    let terminal: CursesTerminal
    let screen: FaultScreen

    init(terminal: CursesTerminal, screen: FaultScreen) {
        self.terminal = terminal
        self.screen = screen
    }

    var size: Size { terminal.size }
    var colorDepth: ColorDepth { terminal.colorDepth }

    func present(_ canvas: Canvas, cursor: Point?) throws {
        try terminal.present(canvas, cursor: cursor)
    }

    func waitForEvents(timeout: Duration?) throws -> [Event] {
        if let failure = screen.failure { throw failure }
        return try terminal.waitForEvents(timeout: timeout)
    }
}

let argument = CommandLine.arguments.dropFirst().first ?? "quit"
guard let mode = FaultMode(rawValue: argument) else {
    printError("usage: FaultExample [quit|throw|trap|overflow|input] | FaultExample field <path> | FaultExample huge [megabytes]\n")
    exit(2)
}
let screen = FaultScreen(mode: mode)
if mode == .field {
    guard let path = CommandLine.arguments.dropFirst(2).first else {
        printError("usage: FaultExample field <path>\n")
        exit(2)
    }
    let field = TextField(placeholder: "paste here").tag("field")
    let root = VBrik(alignment: .fill) { _ in
        Label("fault example: field (enter: save and quit)")
        field
    }
    let application = Application(root: root)
    // Enter in a text field ends editing; that is when the text is saved.
    root.action(onTag: "field", event: .editingDidEndOnExit) { _ in application.quit() }
    try application.run()
    guard let file = fopen(path, "w") else { exit(1) }
    fputs(field.text, file)
    fclose(file)
    exit(0)
}
if mode == .huge {
    let megabytes = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 2
    let line = String(repeating: "lorém ipsum dolor sit amet ", count: 4) + "\n"
    let text = String(repeating: line, count: max(1, megabytes << 20) / line.utf8.count)
    let root = VBrik(alignment: .fill) { _ in
        Label("fault example: huge (\(megabytes) MB of text; Ctrl-C quits)").bold()
        ScrollBrik { _ in Label(text) }
    }
    try Application(root: root).run()
    exit(0)
}
if mode == .input {
    let probe = InputProbe()
    let application = Application(root: probe)
    application.onTerminalReply = { probe.noteReply($0) }
    try application.run()
    exit(0)
}
let application = Application(root: screen)
if mode == .throw {
    // App code that drives its own backend: the terminal must come back however run(on:) ends.
    do {
        let terminal = try CursesTerminal.start()
        defer { terminal.stop() }
        try application.run(on: FailingBackend(terminal: terminal, screen: screen))
    } catch {
        printError("error: \(error)\n")
        exit(1)
    }
} else {
    do {
        try application.run()
    } catch {
        exit(1)
    }
}

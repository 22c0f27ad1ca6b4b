// A setup wizard that uses every prompt and progress kind of BrikTUI's
// Prompter, and (with --inline-demo) a small inline app drawn with an
// InlineSession. Everything happens in the shell's scrollback: the alternate
// screen is never entered.
//
//   prompts                 the wizard; prompts fail when there is no terminal
//   prompts --defaults      the wizard; prompts take their defaults without a terminal
//   prompts --inline-demo   live downloads below the cursor, log lines above them
//   prompts --inline-demo --clear   the same, erasing the last frame at the end
//   prompts --inline-app    the same downloads as an Application run inline (run(inline:))
//   prompts --inline-app --clear    the same, erasing the last frame at the end
//   prompts --inline-field  an inline Application with a text field: its caret is the
//                           terminal's cursor; Enter greets above the region and quits
import BrikTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()

/// Why a step of the wizard failed on purpose, to show a failure line.
struct OfflineError: Error, CustomStringConvertible {
    var description: String { "the registry did not answer" }
}

/// How long the pretend work waits per tick; short, so tests run quickly.
let tick = Duration.milliseconds(Int(getenv("PROMPTS_TICK_MS").map { String(cString: $0) } ?? "") ?? 30)

@MainActor func runWizard() async throws {
    let prompter = Prompter(nonInteractive: arguments.contains("--defaults") ? .useDefaults : .fail)
    let name = try prompter.text("Project name", default: "my-app") { answer in
        answer.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } && !answer.isEmpty
            ? nil : "use letters, digits and dashes"
    }
    let template = try prompter.choose(
        "Template", options: ["Library", "Command-line tool", "Server", "Inline app"], default: 1)
    let features = try prompter.chooseMany(
        "Features", options: ["Tests", "Docs", "CI", "Linting", "Benchmarks"], defaults: [0, 1])
    let useGit = try prompter.confirm("Initialise a git repository?", default: true)

    try await prompter.group("Create \(name)", collapse: false) {
        try await prompter.progress("Write files", total: 20) { step in
            for _ in 0..<20 {
                try await Task.sleep(for: tick)
                step.advance()
            }
        }
        try await prompter.spinner("Resolve dependencies") { try await Task.sleep(for: tick * 20) }
    }
    try await prompter.group("Checks") {
        try await prompter.spinner("Build") { try await Task.sleep(for: tick * 10) }
        try await prompter.spinner("Test") { try await Task.sleep(for: tick * 10) }
    }
    do {
        try await prompter.spinner("Publish to the registry") { () async throws -> Void in
            try await Task.sleep(for: tick * 5)
            throw OfflineError()
        }
    } catch {
        prompter.alert(.warning, "not published", followUps: ["run `publish` again when online"])
    }
    prompter.table(
        headers: ["Setting", "Value"],
        rows: [
            ["Name", name], ["Template", template],
            ["Features", features.isEmpty ? "none" : features.joined(separator: ", ")],
            ["Git", useGit ? "yes" : "no"],
        ])
    prompter.alert(.success, "\(name) is ready", followUps: ["cd \(name)", "swift run"])
}

/// An inline app: four downloads drawn as bars below the cursor; each finished
/// one prints a line above the region, which shrinks; q stops early.
@MainActor func runInlineDemo() throws {
    let session = try InlineSession()
    var progress = [("alpha.tar", 0), ("beta.zip", 0), ("gamma.iso", 0), ("delta.pkg", 0)]
    var ticks = 0
    var stopped = false
    session.printAbove([PromptLine("Downloading \(progress.count) files (q stops)", style: PromptStyle.title)])
    while !progress.isEmpty, !stopped {
        let lines = progress.map { StepLines.progress($0.0.padding(to: 10), completed: $0.1, total: 100, barWidth: 20) }
        session.draw(lines + [PromptLine("tick \(ticks) · \(session.width) columns", style: PromptStyle.muted)])
        for event in session.nextEvents(timeout: tick) {
            if case .key(let key) = event, key == .character("q") || key == .ctrl("c") { stopped = true }
        }
        ticks += 1
        for index in progress.indices { progress[index].1 += 3 + index * 2 }
        for done in progress.filter({ $0.1 >= 100 }) {
            session.printAbove([StepLines.success("downloaded \(done.0)")])
        }
        progress.removeAll { $0.1 >= 100 }
    }
    session.draw([
        stopped ? StepLines.failure("Downloads", message: "stopped") : StepLines.success("All downloads finished"),
        PromptLine("\(ticks) ticks", style: PromptStyle.muted),
    ])
    session.finish(keepingFrame: !arguments.contains("--clear"))
}

/// An ``Application`` run inline: a status line, a bar and the keys below the cursor; each
/// finished download prints a line above the region; q (or Ctrl+C) stops early.
@MainActor func runInlineApp() throws {
    let files = ["alpha.tar", "beta.zip", "gamma.iso", "delta.pkg"]
    let status = Label("Downloading \(files.count) files (q stops)")
    let bar = ProgressBar(value: 0)
    let root = VBrik(alignment: .leading) { _ in status; bar.width(.fixed(size: 30)); HelpFooter() }
    let app = Application(root: root)
    root.keyBinding("downloads.stop", keys: "q", description: "stop", footer: true) {
        status.text = "Downloads stopped"
        app.quit()
    }
    var done = 0
    app.every(tick * 4) {
        guard done < files.count else { return }
        done += 1
        app.printAbove([StepLines.success("downloaded \(files[done - 1])")])
        bar.value = Double(done) / Double(files.count)
        if done == files.count {
            status.text = "All downloads finished"
            // Quit a moment later, once the last frame is drawn: it is what stays.
            app.after(tick) { app.quit() }
        }
    }
    try app.run(inline: .rows(4, keepingFinalFrame: !arguments.contains("--clear")))
}

/// An ``Application`` run inline with a focused ``TextField``: the terminal's cursor is its
/// caret; Enter prints a greeting above the region and quits.
@MainActor func runInlineField() throws {
    let field = TextField(placeholder: "your name")
    let root = VBrik(alignment: .leading) { _ in
        HBrik(spacing: 1) { _ in
            Label("Name:")
            field.width(.fixed(size: 20))
        }
        HelpFooter()
    }
    let app = Application(root: root)
    field.action(event: .editingDidEndOnExit) { _ in
        app.printAbove([StepLines.success("Hello, \(field.text)")])
        app.after(.milliseconds(1)) { app.quit() }
    }
    try app.run(inline: .rows(2))
}

extension String {
    /// This string padded with spaces to `width` characters.
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}

do {
    if arguments.contains("--inline-demo") {
        try runInlineDemo()
    } else if arguments.contains("--inline-app") {
        try runInlineApp()
    } else if arguments.contains("--inline-field") {
        try runInlineField()
    } else {
        try await runWizard()
    }
} catch let error as PromptError {
    InlineTerminal.writeOut("error: \(error)\n")
    exit(1)
}

import BrikTUI
import Testing

/// The wizard of the article: never called here, since it asks on the terminal.
@MainActor func runSetupWizard() async throws {
    // snippet: inline-wizard
    let prompter = Prompter(nonInteractive: .useDefaults)
    let name = try prompter.text("Project name", default: "my-app") { $0.isEmpty ? "a name, please" : nil }
    let template = try prompter.choose("Template", options: ["Library", "Tool", "Server"], default: 1)
    try await prompter.group("Create \(name)") {
        try await prompter.progress("Write files", total: 10) { step in
            for _ in 0..<10 { step.advance() }
        }
        try await prompter.spinner("Resolve dependencies") { try await Task.sleep(for: .milliseconds(200)) }
    }
    prompter.table(headers: ["Setting", "Value"], rows: [["Name", name], ["Template", template]])
    prompter.alert(.success, "\(name) is ready", followUps: ["cd \(name)"])
    // end-snippet
}

/// The inline app of the article: never called here, since it draws on the terminal.
@MainActor func runInlineCounter() throws {
    // snippet: inline-session
    let session = try InlineSession()
    for count in 1...3 {
        session.printAbove([PromptLine("finished job \(count)")])
        session.draw([StepLines.progress("Jobs", completed: count, total: 3)])
        _ = session.nextEvents(timeout: .milliseconds(100))
    }
    session.finish(keepingFrame: true)
    // end-snippet
}

/// An ``Application`` run inline, as the article shows: never called here, since it draws on the terminal.
@MainActor func runInlineDownloads() throws {
    // snippet: inline-application
    let bar = ProgressBar(value: 0)
    let lines = VBrik(alignment: .leading) { _ in
        Label("Downloading…")
        bar
    }
    let app = Application(root: lines)
    var done = 0
    app.every(.milliseconds(100)) {
        done += 1
        app.printAbove([StepLines.success("file-\(done).tar")])
        bar.value = Double(done) / 10
        if done == 10 { app.quit() }
    }
    try app.run(inline: .rows(4))
    // end-snippet
}

// snippet: inline-state-test
@Test func filteringKeepsTheHighlightedOption() {
    var state = ChoiceState(title: "Fruit", options: ["Apple", "Cherry", "Grape"], allowsMultiple: false)
    _ = state.handle(KeyEvent(.down))
    _ = state.handle(.character("r"))
    #expect(state.matches == [1, 2])
    #expect(state.highlightedOption == 1)
    #expect(state.handle(KeyEvent(.enter)) == .submitted([1]))
}
// end-snippet

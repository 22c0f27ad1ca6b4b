import BrikTUI
import Testing

/// What `main.swift` adds: never called here, since it takes over the terminal.
@MainActor func runGreeter() throws {
    // snippet: first-app-main
    try Application(root: greeter()).run()
    // end-snippet
}

enum GettingStartedSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "GettingStarted", name: "the greeter, typed into") {
            let terminal = TestTerminal(root: greeter(), size: Size(width: 30, height: 9))
            let first = terminal.screen
            terminal.type("Ada")
            terminal.send("tab", "enter")
            return [first, terminal.screen]
        }
    ]
}

// snippet: first-test
@MainActor @Test func greeterGreets() {
    let terminal = TestTerminal(root: greeter(), size: Size(width: 30, height: 9))
    terminal.type("Ada")
    terminal.send("tab", "enter")
    #expect(terminal.screen[7] == "│ Hello, Ada!                │")
}
// end-snippet

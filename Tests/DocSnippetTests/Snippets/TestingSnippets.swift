import BrikTUI
import Testing

enum TestingSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "TestingWithTestTerminal", name: "a whole screen") {
            // snippet: testing-screen
            let terminal = TestTerminal(root: greeter(), size: Size(width: 30, height: 9))
            terminal.type("Grace")
            terminal.send("tab", "enter")
            let expected = [
                "╭ Hello ─────────────────────╮",
                "│ What is your name?         │",
                "│                            │",
                "│ Grace                      │",
                "│                            │",
                "│ [ Greet ]                  │",
                "│                            │",
                "│ Hello, Grace!              │",
                "╰────────────────────────────╯",
            ]
            #expect(ScreenDiff(expected: expected, actual: terminal.screen) == nil)
            // end-snippet
            return []
        },
        DocScreen(article: "TestingWithTestTerminal", name: "drive it") {
            // snippet: testing-drive
            let bar = ProgressBar(value: 0)
            let root = VBrik(alignment: .fill) { _ in
                Label("Copying…")
                bar
            }
            let terminal = TestTerminal(root: root, size: Size(width: 20, height: 2), colorDepth: .ansi16)
            terminal.application.animate(from: 0.0, to: 1.0, duration: .seconds(1), easing: .linear) { bar.value = $0 }
            terminal.advance(by: .milliseconds(500))  // the clock moves only when the test says so
            let halfway = terminal.screen
            terminal.resize(to: Size(width: 12, height: 2))  // delivers the resize event
            terminal.advance(by: .seconds(1))
            let done = terminal.screen
            let written = terminal.output.utf8.count  // every byte a real terminal would have received
            terminal.advance(by: .seconds(1))  // nothing animates, nothing changed …
            #expect(terminal.output.utf8.count == written)  // … so not one byte more
            // end-snippet
            return [halfway, done]
        },
    ]
}

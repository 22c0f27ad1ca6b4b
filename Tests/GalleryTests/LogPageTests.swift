import BrikCore
import BrikRendering
import BrikText
import Testing

@testable import GalleryScreens

/// The gallery's log page through the shell: the producer's lines follow the tail, ↑
/// pauses it and the marker counts what arrives, End follows again.
@MainActor
@Suite struct LogPageTests {
    func open() -> (TestTerminal, LogPage) {
        let shell = GalleryShell()
        shell.open(id: "log")
        let terminal = TestTerminal(root: shell, size: Size(width: 80, height: 12))
        return (terminal, shell.openPage as! LogPage)
    }

    @Test func theProducerFillsTheLogAndItFollows() {
        let (terminal, page) = open()
        for _ in 0..<4 { terminal.advance(by: LogPage.interval) }
        expectScreen(
            Array(terminal.screen.prefix(11)),
            [
                " BrikTUI Gallery › Log", "", "  ↑ pause · End follow · / search · p producer · # numbers · c clear",
                "  following · 12 lines written · producer on",
                "  ╭ server.log ──────────────────────────────────────────────────────────────╮",
                "  │#9 INFO GET /static/app.js 200 11ms                                       │",
                "  │#10 INFO GET /login 200 12ms                                              │",
                "  │#11 INFO GET / 200 13ms                                                   │",
                "  │#12 INFO GET /api/items 200 14ms                                          │",
                "  ╰──────────────────────────────────────────────────────────────────────────╯",
                "",
            ])
        #expect(page.log.isFollowing)
    }

    @Test func upPausesTheMarkerCountsEndFollows() {
        let (terminal, page) = open()
        for _ in 0..<4 { terminal.advance(by: LogPage.interval) }
        terminal.send("up")
        terminal.advance(by: LogPage.interval)
        #expect(terminal.screen[3] == "  paused · 3 new · 15 lines written · producer on")
        #expect(terminal.screen[5] == "  │#8 INFO GET /api/users/42 200 10ms                                        │")
        #expect(terminal.screen[8].hasSuffix("↓ 3 new lines · End │"))
        terminal.send("end")
        #expect(terminal.screen[3] == "  following · 15 lines written · producer on")
        #expect(terminal.screen[8] == "  │#15 INFO GET /login 200 17ms                                              │")
        #expect(page.log.newLineCount == 0)
    }

    @Test func slashSearchesTheLog() {
        let (terminal, page) = open()
        for _ in 0..<4 { terminal.advance(by: LogPage.interval) }
        terminal.send("/")
        terminal.type("WARN")
        terminal.send("enter")
        #expect(terminal.screen[5] == "  │#7 WARN GET /api/items 200 9ms                                            │")
        #expect(!page.log.isFollowing)
    }
}

/// Records an issue showing both screens unless they are equal.
private func expectScreen(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual == expected, sourceLocation: sourceLocation)
}

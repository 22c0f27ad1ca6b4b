import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

/// The viewer: contents beside the document, jumping to headings and following the reading.
@MainActor @Suite struct MarkdownViewerTests {
    static let markdown = """
        # Intro

        one

        ## Details

        two

        three

        # End

        four
        """

    private func shown(_ viewer: MarkdownViewer, _ size: Size) -> TestTerminal {
        let terminal = TestTerminal(root: viewer, size: size)
        _ = terminal.application.focus(viewer.tableOfContents)
        terminal.advance(by: .zero)
        return terminal
    }

    @Test func contentsBesideTheDocument() {
        let terminal = shown(MarkdownViewer(markdown: Self.markdown), Size(width: 30, height: 5))
        expectScreen(
            terminal.screen,
            [
                "Intro     │ Intro",
                "  Details │",
                "End       │ one",
                "          │",
                "          │ Details",
            ])
        // The cursor row is drawn in reverse video while the contents have the focus.
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.reverse))
    }

    @Test func textBeforeTheFirstHeadingIsShownFirst() {
        let viewer = MarkdownViewer(markdown: "before\n\n# Intro\n\none\n\n# End\n\ntwo")
        let terminal = shown(viewer, Size(width: 30, height: 3))
        #expect(terminal.screen[0] == "Intro │ before")
        terminal.send("down", "up")  // a move of the cursor does jump
        #expect(terminal.screen[0] == "Intro │ Intro")
    }

    @Test func movingInTheContentsJumpsAndScrollingFollows() {
        let viewer = MarkdownViewer(markdown: Self.markdown)
        let terminal = shown(viewer, Size(width: 30, height: 5))
        terminal.send("down")
        #expect(terminal.screen[0] == "Intro     │ Details")
        terminal.send("enter")
        #expect(viewer.document.isFocused)
        terminal.send("home")
        #expect(viewer.tableOfContents.cursorIndex == 0)
        // At the end the first row shown is in "Details" (the last section is shorter than the screen).
        terminal.send("end")
        #expect(viewer.tableOfContents.cursorIndex == 1)
    }

    @Test func anotherDocumentReplacesTheContents() {
        let viewer = MarkdownViewer(markdown: Self.markdown)
        let terminal = shown(viewer, Size(width: 30, height: 3))
        viewer.markdown = "# Only\n\ntext"
        terminal.advance(by: .zero)
        #expect(terminal.screen == ["Only │ Only", "     │", "     │ text"])
        viewer.markdown = "no headings"
        terminal.advance(by: .zero)
        #expect(terminal.screen.first == "no headings")
    }
}

import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

/// The Markdown screen: the sample article beside its contents, the guide's own
/// articles read from the checkout, and the contents jumping to a heading.
@MainActor
@Suite struct MarkdownPageTests {
    func open(_ size: Size) -> TestTerminal {
        let shell = GalleryShell()
        shell.open(id: "markdown")
        let terminal = TestTerminal(root: shell, size: size)
        terminal.advance(by: .zero)
        return terminal
    }

    @Test func theSampleBesideItsContents() {
        let terminal = open(Size(width: 72, height: 14))
        expectScreen(
            Array(terminal.screen.prefix(13)),
            [
                " BrikTUI Gallery › Markdown",
                "",
                " Article 1 of \(GuideArticles.load().count): Markdown sample",
                " ↑/↓ contents jump · Tab/Enter into the text · ] next article · [",
                " previous · / search",
                " Markdown sample   │ Markdown sample",
                "   Lists           │",
                "   Quotes and code │ BrikTUI renders Markdown itself: emphasis, strong,",
                "   Tables          │ struck, code spans, links and autolinks like",
                "                   │ https://swift.org. Images show their alt text: a",
                "                   │ terminal.",
                "                   │",
                // The search bar's row, blank until `/`: the viewer scrolls, so it gives way first.
                "",
            ])
        terminal.send("down")
        #expect(terminal.screen[5] == " Markdown sample   │ Lists")
    }

    @Test func theGuideArticlesAreReadFromTheCheckout() {
        let articles = GuideArticles.load()
        #expect(articles.count > 5)
        #expect(articles[1].title == "BrikTUI")
        #expect(articles.contains { $0.title == "GettingStarted" && $0.markdown.hasPrefix("# Getting started") })
        // Elsewhere only the sample is there.
        #expect(GuideArticles.load(from: "/nonexistent").map(\.title) == ["Markdown sample"])
    }

    @Test func bracketsChangeTheArticle() {
        let terminal = open(Size(width: 80, height: 20))
        terminal.send("]")
        #expect(terminal.screen[2].hasPrefix(" Article 2 of"))
        #expect(terminal.screen[2].hasSuffix(": BrikTUI"))
        terminal.send("[", "[")
        #expect(terminal.screen[2].hasSuffix(": \(GuideArticles.load().last!.title)"))
    }
}

/// Records an issue showing both screens unless they are equal.
private func expectScreen(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual == expected, sourceLocation: sourceLocation)
}

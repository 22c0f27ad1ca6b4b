import Testing

@testable import BrikRendering

/// Links on the canvas and OSC 8 from the ANSI writer: written from the link table only
/// when asked, escaped, closed before anything else is drawn, and diffed like styles.
@Suite struct HyperlinkTests {
    private static let open = "\u{1B}]8;;"
    private static let end = "\u{1B}\\"

    private func linked(_ text: String, to destination: String, width: Int = 12) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: 1))
        let written = canvas.write(text, at: .zero)
        canvas.link(Rect(x: 0, y: 0, width: written, height: 1), to: destination)
        return canvas
    }

    @Test func cellsCarryTheirLinkUntilOverwritten() {
        var canvas = linked("Swift", to: "https://swift.org")
        #expect(canvas.linkDestination(x: 0, y: 0) == "https://swift.org")
        #expect(canvas.linkDestination(x: 4, y: 0) == "https://swift.org")
        #expect(canvas.linkDestination(x: 5, y: 0) == nil)
        // A style change (a dimmed backdrop) keeps the link; writing over the cell drops it.
        canvas.restyle(canvas.bounds) { $0.adding(.dim) }
        #expect(canvas.linkDestination(x: 1, y: 0) == "https://swift.org")
        #expect(canvas[1, 0].style == CellStyle(attributes: .dim))
        canvas.write("x", at: Point(x: 1, y: 0))
        #expect(canvas.linkDestination(x: 1, y: 0) == nil)
        #expect(canvas.linkDestination(x: 2, y: 0) == "https://swift.org")
    }

    @Test func theTableHoldsThirtyOneDestinations() {
        var canvas = Canvas(size: Size(width: 40, height: 1))
        for x in 0..<40 { canvas.link(Rect(x: x, y: 0, width: 1, height: 1), to: "u\(x)") }
        #expect(canvas.links.all.count == LinkTable.capacity)
        #expect(canvas.linkDestination(x: 30, y: 0) == "u30")
        #expect(canvas.linkDestination(x: 31, y: 0) == nil)
        // A destination already in the table is reused.
        canvas.link(Rect(x: 35, y: 0, width: 1, height: 1), to: "u3")
        #expect(canvas.linkDestination(x: 35, y: 0) == "u3")
    }

    @Test func aFrameWritesTheLinkAroundItsText() {
        let canvas = linked("Swift", to: "https://swift.org")
        let output = ANSIRenderer(colorDepth: .ansi16, hyperlinks: true).render(canvas)
        #expect(output.contains(Self.open + "https://swift.org" + Self.end + "Swift" + Self.open + Self.end))
        // Without hyperlinks the output is that of the same canvas unlinked.
        var plain = Canvas(size: Size(width: 12, height: 1))
        plain.write("Swift", at: .zero)
        #expect(ANSIRenderer(colorDepth: .ansi16).render(canvas) == ANSIRenderer(colorDepth: .ansi16).render(plain))
        #expect(ANSIRenderer(colorDepth: .ansi16, hyperlinks: true).lines(canvas).hasSuffix(Self.open + Self.end + "\n"))
    }

    @Test func destinationsAreEscapedAndTextStaysSanitised() {
        let canvas = linked("a\u{1B}[2Jb", to: "https://x.y/\u{1B}]0;pwned\u{07} é")
        let output = ANSIRenderer(colorDepth: .none, hyperlinks: true).render(canvas)
        #expect(output.contains(Self.open + "https://x.y/%1B]0;pwned%07%20%C3%A9" + Self.end))
        #expect(!output.contains("\u{07}"))
        #expect(!output.contains("\u{1B}[2J"))
        #expect(Hyperlink.openSequence("") == "")
        #expect(Hyperlink.openSequence(String(repeating: "x", count: Hyperlink.maximumLength + 1)) == "")
    }

    @Test func anUpdateRewritesCellsWhoseDestinationChanged() {
        let renderer = ANSIRenderer(colorDepth: .ansi16, hyperlinks: true)
        let first = linked("Swift", to: "https://a")
        let second = linked("Swift", to: "https://b")
        #expect(renderer.update(from: first, to: first) == "")
        let update = renderer.update(from: first, to: second)
        #expect(update.contains(Self.open + "https://b" + Self.end + "Swift" + Self.open + Self.end))
        // The same destination in another slot is no change.
        var renumbered = Canvas(size: Size(width: 12, height: 1))
        renumbered.link(Rect(x: 11, y: 0, width: 0, height: 1), to: "unused")
        renumbered.write("Swift", at: .zero)
        renumbered.link(Rect(x: 0, y: 0, width: 5, height: 1), to: "https://zzz")
        renumbered.link(Rect(x: 0, y: 0, width: 5, height: 1), to: "https://a")
        #expect(renumbered.linkDestination(x: 0, y: 0) == "https://a")
        #expect(renderer.update(from: first, to: renumbered) == "")
        // A link removed: the cells are written again, without one.
        var unlinked = Canvas(size: Size(width: 12, height: 1))
        unlinked.write("Swift", at: .zero)
        let removal = renderer.update(from: first, to: unlinked)
        #expect(removal.contains("Swift") && !removal.contains(Self.open + "https"))
    }

    @Test func detectionFollowsTheDocumentedRule() {
        #expect(HyperlinkSupport.detect(environment: [:]) == false)
        #expect(HyperlinkSupport.detect(environment: ["BRIKTUI_HYPERLINKS": "1", "TERM": "dumb"]))
        #expect(!HyperlinkSupport.detect(environment: ["BRIKTUI_HYPERLINKS": "0", "KITTY_WINDOW_ID": "1"]))
        #expect(!HyperlinkSupport.detect(environment: ["TERM": "linux", "VTE_VERSION": "7000"]))
        #expect(HyperlinkSupport.detect(environment: ["VTE_VERSION": "7200", "TERM": "xterm-256color"]))
        #expect(!HyperlinkSupport.detect(environment: ["VTE_VERSION": "4800"]))
        #expect(HyperlinkSupport.detect(environment: ["TERM_PROGRAM": "iTerm.app"]))
        #expect(HyperlinkSupport.detect(environment: ["TERM": "xterm-kitty"]))
        #expect(HyperlinkSupport.detect(environment: ["WT_SESSION": "abc"]))
        #expect(
            HyperlinkSupport.detect(environment: ["TMUX": "/tmp/x", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"]))
        #expect(
            !HyperlinkSupport.detect(environment: ["TMUX": "/tmp/x", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"]))
        // Inside tmux the outer terminal's variables do not count.
        #expect(!HyperlinkSupport.detect(environment: ["TMUX": "/tmp/x", "KITTY_WINDOW_ID": "1", "TERM": "tmux-256color"]))
        #expect(!HyperlinkSupport.detect(environment: ["TERM": "screen-256color"]))
        #expect(HyperlinkSupport.isVersion("next-3.6", atLeast: (3, 4)))
    }
}

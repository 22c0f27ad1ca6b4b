import BrikCore
import BrikRendering
import Testing

@testable import BrikCurses

#if canImport(Glibc)
    import Glibc
#endif

/// What ncurses cannot send, after its update: linked cells written again inside OSC 8,
/// struck cells with SGR 9, between a cursor save and restore, only for rows that changed,
/// never when the feature is off.
@Suite(.serialized) @MainActor struct CursesOverlayTests {
    private let size = Size(width: 30, height: 4)

    private func canvas(linkOnRow row: Int, to destination: String?) -> Canvas {
        var canvas = Canvas(size: size)
        canvas.write("header", at: .zero)
        canvas.write("see Swift here", at: Point(x: 0, y: row))
        if let destination { canvas.link(Rect(x: 4, y: row, width: 5, height: 1), to: destination) }
        return canvas
    }

    @Test func linkedCellsAreWrittenAgainInsideAHyperlink() throws {
        var options = CursesOptions.headless
        options.hyperlinks = true
        let screen = try HeadlessScreen(size: size, options: options)
        defer { screen.close() }
        let first = try screen.bytes(presenting: canvas(linkOnRow: 2, to: "https://swift.org"))
        #expect(first.contains("\u{1B}7\u{1B}[3;5H"))
        #expect(first.contains("\u{1B}]8;;https://swift.org\u{1B}\\Swift\u{1B}]8;;\u{1B}\\"))
        #expect(first.hasSuffix("\u{1B}8"))
        #expect(screen.screenLines()[2].hasPrefix("see Swift here"))
        // Nothing changed: nothing written.
        #expect(try screen.bytes(presenting: canvas(linkOnRow: 2, to: "https://swift.org")).isEmpty)
        // The link removed: its cells are written once more, outside any hyperlink.
        let removed = try screen.bytes(presenting: canvas(linkOnRow: 2, to: nil))
        #expect(removed.contains("\u{1B}7\u{1B}[3;5H"))
        #expect(removed.contains("Swift") && !removed.contains("\u{1B}]8;;https"))
        #expect(try screen.bytes(presenting: canvas(linkOnRow: 2, to: nil)).isEmpty)
    }

    @Test func offMeansNoOSC8() throws {
        let screen = try HeadlessScreen(size: size)
        defer { screen.close() }
        let output = try screen.bytes(presenting: canvas(linkOnRow: 1, to: "https://swift.org"))
        #expect(!output.contains("\u{1B}]8"))
    }

    private func canvas(struckOnRow row: Int?) -> Canvas {
        var canvas = Canvas(size: size)
        canvas.write("header", at: .zero)
        canvas.write("done: ", at: Point(x: 0, y: 1))
        let style = row == 1 ? CellStyle(foreground: .ansi(.red), attributes: .strikethrough) : CellStyle()
        canvas.write("milk", at: Point(x: 6, y: 1), style: style)
        return canvas
    }

    @Test func struckCellsAreWrittenAgainWithSGR9WhereTheTerminalHasIt() throws {
        var options = CursesOptions.headless
        options.strikethrough = true
        let screen = try HeadlessScreen(size: size, options: options)
        defer { screen.close() }
        #expect(screen.terminal.drawsStrikethrough)
        let first = try screen.bytes(presenting: canvas(struckOnRow: 1))
        // Saved cursor, row 2 column 7, struck (in red, as ncurses drew it), restored.
        #expect(first.contains("\u{1B}7\u{1B}[2;7H"))
        let overlay = first[first.firstRange(of: "\u{1B}7\u{1B}[2;7H")!.upperBound...]
        #expect(overlay.contains("9") && overlay.contains("milk"))
        #expect(first.hasSuffix("\u{1B}8"))
        #expect(screen.screenLines()[1].hasPrefix("done: milk"))
        #expect(try screen.bytes(presenting: canvas(struckOnRow: 1)).isEmpty)
        // No longer struck: written once more, plain.
        let plain = try screen.bytes(presenting: canvas(struckOnRow: nil))
        #expect(plain.contains("\u{1B}7\u{1B}[2;7H") && !plain.contains(";9m") && !plain.contains("[9m"))
    }

    @Test func withoutSmxxStruckCellsAreShownPlain() throws {
        var options = CursesOptions.headless
        options.strikethrough = false
        let screen = try HeadlessScreen(size: size, options: options)
        defer { screen.close() }
        #expect(!screen.terminal.drawsStrikethrough)
        let output = try screen.bytes(presenting: canvas(struckOnRow: 1))
        #expect(!output.contains("\u{1B}7"))
        #expect(screen.screenLines()[1].hasPrefix("done: milk"))
    }

    @Test func theTerminfoEntryDecidesByDefault() throws {
        // tmux-256color and xterm-256color have smxx; vt100 does not.
        for (term, expected) in [("xterm-256color", true), ("tmux-256color", true), ("vt100", false)] {
            var options = CursesOptions.headless
            options.strikethrough = nil
            let screen = try HeadlessScreen(size: size, terminalType: term, options: options)
            defer { screen.close() }
            #expect(screen.terminal.drawsStrikethrough == expected, "TERM=\(term)")
        }
    }
}

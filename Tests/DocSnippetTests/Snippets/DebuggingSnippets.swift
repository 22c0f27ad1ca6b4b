import BrikTUI
import Foundation
import Testing

// snippet: faq-logging
/// Sends BrikTUI's warnings (every diagnostic among them) and the app's own lines to a
/// file, never to the terminal being drawn: `tail -f` it from a second terminal.
@MainActor
func startLogging(to path: String) {
    BrickLogger.logger = BrickConsoleLogger(logVerbose: true, loggingFunction: BrickConsoleLogger.file(path))
    BrickLogger.logVerbose("logging to \(path)")
}
// end-snippet

/// The claims of "Debugging and FAQ" that code can check.
@MainActor
@Suite(.serialized) struct DebuggingAndFAQTests {
    /// A diagnostic reaches the log file, with the place in the source that logged it.
    @Test func aDiagnosticGoesToTheLogFileNotTheScreen() throws {
        let path = NSTemporaryDirectory() + "briktui-faq-\(ProcessInfo.processInfo.processIdentifier).log"
        try? FileManager.default.removeItem(atPath: path)
        let before = BrickLogger.logger
        defer {
            BrickLogger.logger = before
            try? FileManager.default.removeItem(atPath: path)
        }
        // snippet: faq-log-use
        startLogging(to: path)
        let terminal = TestTerminal(root: VBrik(alignment: .leading) { _ in Label("Tasks") })
        terminal.application.focus(Label("not in the tree"))  // refused: a diagnostic
        BrickLogger.logWarning("3 tasks could not be read")  // the app's own line
        // end-snippet
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("[verbose] DebuggingSnippets.swift:"))
        #expect(lines[1].hasPrefix("[warning] ") && lines[1].contains("focus(Label") && lines[1].contains("was refused"))
        #expect(lines[2].hasSuffix(": 3 tasks could not be read"))
        #expect(terminal.application.diagnostics.entries.count == 1)
        #expect(!terminal.screenText.contains("refused"))
    }

    /// Each row of the keys table: the bytes decode to the key named, and a binding for the
    /// key the user meant (the first column, when it has a name) does not fire.
    @Test func theKeysTableSaysWhatTheDecoderReads() throws {
        let article = try Catalog.article("DebuggingAndFAQ")
        let rows = Self.tableRows(after: "| You press | The terminal sends | BrikTUI reads |", in: article)
        #expect(rows.count >= 7)
        for row in rows {
            let bytes = row[1].split(separator: " ").compactMap { UInt8($0.trimmingCharacters(in: ["`"]), radix: 16) }
            let readsName = row[2].trimmingCharacters(in: ["`"])
            var decoder = InputDecoder()
            let events = decoder.feed(bytes) + decoder.flush()
            let expected = try #require(KeyEvent(parsing: readsName), "\(readsName) is no key name")
            #expect(events == [.key(expected)], "\(row[0]): \(bytes) decodes to \(events), the table says \(readsName)")
        }
    }

    /// The rows of the markdown table that starts with `header`, cells trimmed.
    static func tableRows(after header: String, in markdown: String) -> [[String]] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: header) else { return [] }
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// A binding on `shift+a` never fires for what terminals send for Shift-A.
    @Test func shiftAArrivesAsCapitalA() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("A".utf8)) == [.key(KeyEvent(.character("A")))])
        #expect(KeyEvent(parsing: "shift+a") != KeyEvent(.character("A")))
        #expect(KeyEvent(parsing: "A") == KeyEvent(.character("A")))
    }

    /// BrikTUI never asks the terminal for extended key reports: no key-protocol request in
    /// the curses terminal's sources (the article says the terminal must be set to send them).
    @Test func noKeyProtocolIsRequested() throws {
        let folder = Catalog.root + "/Sources/BrikCurses"
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for request in ["[>4;", "[>1u", "[=1;"] {
                #expect(!text.contains(request), "\(file) asks for an extended key protocol (\(request)): update DebuggingAndFAQ")
            }
        }
    }

    /// The ncurses path judges colours by terminfo and NO_COLOR, never by COLORTERM; the
    /// inline one trusts COLORTERM.
    @Test func onlyTheInlinePathTrustsCOLORTERM() {
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"], terminalColors: 256) == .palette256)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) == ColorDepth.none)
        let folder = Catalog.root + "/Sources/BrikCurses"
        let colors = (try? String(contentsOfFile: folder + "/CursesColors.swift", encoding: .utf8)) ?? ""
        let code = colors.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
        #expect(!code.contains { $0.contains("COLORTERM") }, "the ncurses path reads COLORTERM now: update DebuggingAndFAQ")
    }

    /// The widths the article quotes.
    @Test func theWidthsQuotedAreTextWidths() {
        #expect(TextWidth.width("漢字") == 4)
        #expect(TextWidth.width("👍") == 2)
        #expect(TextWidth.width("é") == 1)
        #expect(TextWidth.width("👨‍👩‍👧") == 6)
    }

    /// The escape delay the article quotes is the default.
    @Test func theEscapeDelayIs25Milliseconds() throws {
        #expect(CursesOptions().escapeDelay == 25)
        #expect(try Catalog.article("DebuggingAndFAQ").contains("(25 ms by default)"))
    }

    /// Every link of the guide into the repository names a file there (and a heading of
    /// it, after a `#`).
    @Test func everyLinkIntoTheRepositoryFindsItsFile() throws {
        let prefix = "](https://github.com/briktui/BrikTUI/blob/main/"
        var links = 0
        for (name, text) in try Catalog.articles() {
            for piece in text.components(separatedBy: prefix).dropFirst() {
                let target = String(piece.prefix { $0 != ")" })
                let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
                let file = try? String(contentsOfFile: Catalog.root + "/" + parts[0], encoding: .utf8)
                #expect(file != nil, "\(name).md links \(parts[0]), which is not in the repository")
                if parts.count == 2, let file {
                    let headings = file.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
                        $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                            .replacingOccurrences(of: " ", with: "-")
                    }
                    #expect(headings.contains(parts[1]), "\(name).md links \(target): no such heading")
                }
                links += 1
            }
        }
        #expect(links >= 3)
    }
}

import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore
@testable import BrikText

/// Random edit sequences (typing, deleting, moving, selecting, undo/redo, pastes with CR LF
/// and combining marks) on a text area, checked against a plain `String` model after every
/// step: the same text, a caret in the document, and undo back to every earlier state.
@MainActor
@Suite struct TextAreaPropertyTests {
    static let keys = [
        "left", "right", "up", "down", "home", "end", "ctrl+home", "ctrl+end", "pageup", "pagedown", "shift+left",
        "shift+right", "shift+up", "shift+down", "shift+end", "ctrl+left", "ctrl+right", "backspace", "delete",
        "enter", "ctrl+k", "ctrl+w", "ctrl+u", "alt+backspace", "ctrl+x", "ctrl+v", "escape",
    ]
    static let pastes = ["x", "\r\n", "a\rb", "e\u{301}", "\u{301}", "中文", "🇺🇸", "one\ntwo\n", "\t", "👍🏻"]

    /// The model: the text and the selection as `Character` offsets.
    struct Model {
        var text: String
        var anchor = 0
        var cursor = 0

        var range: Range<Int> { min(anchor, cursor)..<max(anchor, cursor) }

        mutating func replaceSelection(with insertion: String) {
            let normalised = insertion.replacingCRLF()
            let range = self.range
            let head = String(text.prefix(range.lowerBound)) + normalised
            text = head + String(text.dropFirst(range.upperBound))
            // The caret stands after the insertion, counted before it joins what follows.
            cursor = head.count
            anchor = cursor
        }
    }

    @Test(arguments: Array(1...12) as [UInt64])
    func randomEditsMatchAStringModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let area = TextArea(text: "first line\nsecond\n\nfourth line is longer than the width")
        area.wrapsLines = seed % 2 == 0
        area.showsLineNumbers = seed % 3 == 0
        let terminal = TestTerminal(root: area, size: Size(width: 16, height: 5))
        _ = terminal.application.focus(area)
        var history: [String] = [area.text]
        for step in 0..<150 {
            let what = random.next() % 10
            let context = "seed \(seed) step \(step)"
            var model = Model(text: area.text)
            model.anchor = area.document.offset(of: area.selection.anchor)
            model.cursor = area.document.offset(of: area.selection.cursor)
            if what < 4 {
                let alphabet = Array("abc é中_ ")
                let character = alphabet[Int(random.next() % UInt64(alphabet.count))]
                terminal.type(String(character))
                model.replaceSelection(with: String(character))
                #expect(area.text == model.text, "\(context) typed \(character)")
                #expect(area.document.offset(of: area.selection.cursor) == model.cursor, "\(context)")
            } else if what < 5 {
                let paste = Self.pastes[Int(random.next() % UInt64(Self.pastes.count))]
                terminal.paste(paste)
                model.replaceSelection(with: paste)
                #expect(area.text == model.text, "\(context) pasted \(paste.debugDescription)")
            } else if what < 9 {
                terminal.send(Self.keys[Int(random.next() % UInt64(Self.keys.count))])
            } else if random.next() % 2 == 0 {
                terminal.send("ctrl+z")
            } else {
                terminal.send("ctrl+y")
            }
            let text = area.text
            #expect(area.document.clamp(area.selection.cursor) == area.selection.cursor, "\(context)")
            #expect(area.document.characterCount == text.count, "\(context)")
            if history.last != text { history.append(text) }
            // The caret shows while it is in view: the view follows it.
            #expect(terminal.cursor != nil, "\(context): caret not on screen")
        }
        // Undo all the way back reaches the first text, and every state on the way was one
        // the text had been in.
        let seen = Set(history)
        var guardCount = 0
        while area.canUndo, guardCount < 10_000 {
            area.undo()
            #expect(seen.contains(area.text), "seed \(seed): undo reached a text never seen")
            guardCount += 1
        }
        #expect(area.text == history[0], "seed \(seed)")
    }
}

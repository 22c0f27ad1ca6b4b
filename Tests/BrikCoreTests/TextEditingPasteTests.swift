import BrikRendering
import Testing

@testable import BrikCore

@Suite struct TextEditingPasteTests {
    @Test func pasteInsertsAtTheCursor() {
        var field = editing("ab|cd")
        #expect(field.insert("中😀x") == .edited)
        #expect(picture(field) == "ab中😀x|cd")
        #expect(field.insert("") == .none)
        #expect(picture(field) == "ab中😀x|cd")
    }

    @Test func newlinesTabsAndControlsBecomeSingleSpaces() {
        var field = editing("|")
        #expect(field.insert("one\ntwo\r\nthree\tfour\u{1B}[0m\u{7F}\u{85}\u{2028}end\n\n") == .edited)
        #expect(picture(field) == "one two three four [0m   end  |")
        #expect(field.displayWidth == TextWidth.width(field.text))
    }

    @Test func pasteKeepsWhatFitsInMaxLength() {
        var field = editing("a|z", maxLength: 6)
        #expect(field.insert("中👍🏻👨\u{200D}👩\u{200D}👧🇺🇸xyz") == .edited)
        #expect(picture(field) == "a中👍🏻👨\u{200D}👩\u{200D}👧🇺🇸|z")
        #expect(field.count == 6)
        #expect(field.insert("more") == .none)
        #expect(picture(field) == "a中👍🏻👨\u{200D}👩\u{200D}👧🇺🇸|z")
    }

    @Test func invisibleCharactersTakeNoRoom() {
        var field = editing("|", maxLength: 3)
        #expect(field.insert("\u{200B}\u{200B}\u{200B}abcd") == .edited)
        #expect(picture(field) == "abc|")
        field = editing("👨|", maxLength: 2)
        #expect(field.insert("\u{200D}👩x") == .edited)
        #expect(picture(field) == "👨\u{200D}👩x|")
    }

    @Test func pasteJoinsAtTheSeams() {
        var field = editing("e|")
        #expect(field.insert("\u{301}\u{301}x") == .edited)
        #expect(field.count == 2)
        #expect(picture(field) == "e\u{301}\u{301}x|")
        field = editing("🇺🇸🇫|🇷🇩🇪")  // a lone 🇫 splits the flags as 🇺🇸 🇫 🇷🇩 🇪
        #expect(field.insert("🇷") == .edited)
        #expect(field.text == "🇺🇸🇫🇷🇷🇩🇪")
        #expect(Array(field.text).count == field.count)
        #expect(field.count == 4)
    }

    @Test func pasteDropsCharactersThatDrawAsNothing() {
        var field = editing("|")
        #expect(field.insert("a\u{200B}b\u{FEFF}c\u{202E}d\u{2066}") == .edited)
        #expect(picture(field) == "abcd|")
        #expect(field.insert("\u{200B}\u{200E}") == .none)
    }

    @Test func settingTextClampsTheCursorAndTruncates() {
        var field = editing("abcdef|", maxLength: 4)
        #expect(picture(field) == "abcd|")
        field.text = "中文字😀👍🏻 more"
        #expect(picture(field) == "中文字😀|")
        field.text = "x"
        #expect(picture(field) == "x|")
        field.text = "line\none"  // the cursor keeps its index 1
        #expect(picture(field) == "l|ine")
        field.maxLength = nil
        field.text = "line\none"
        #expect(picture(field) == "l|ine one")
        field.moveCursor(to: 4)
        field.maxLength = 2
        #expect(picture(field) == "li|")
        field.maxLength = -1
        #expect(picture(field) == "|")
    }

    @Test func moveCursorClamps() {
        var field = editing("ab|")
        field.moveCursor(to: -5)
        #expect(field.cursor == 0)
        field.moveCursor(to: 99)
        #expect(field.cursor == 2)
        #expect(field.cursorColumn == 2)
        field = editing("中😀|a")
        #expect(field.cursorColumn == 4)
    }

    @Test func widthsAgreeWithTextWidth() {
        let samples = ["abc", "中文字", "😀👍🏻", "👨\u{200D}👩\u{200D}👧", "e\u{301}❤\u{FE0F}", "🇺🇸🇫", "ｱＡ한"]
        for sample in samples {
            let field = TextEditing(text: sample)
            #expect(field.displayWidth == TextWidth.width(sample), "\(sample)")
        }
    }

    @Test func largePasteAndManyKeysAreLinear() {
        var field = TextEditing()
        let chunk = "Lorem ipsum 中文 😀 dolor\n"
        let paste = String(repeating: chunk, count: 100_000 / chunk.count + 1)
        do {
            #expect(field.insert(paste) == .edited)
            for index in 0..<10_000 {
                _ = field.handle(.character(index % 7 == 0 ? "字" : "x"))
            }
        }
        #expect(field.count == Array(paste).count + 10_000)
        #expect(field.cursor == field.count)
    }
}

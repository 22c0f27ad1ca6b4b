import BrikRendering
import Testing

@testable import BrikCore

@Suite struct TextEditingKeyTests {
    static let family = "👨\u{200D}👩\u{200D}👧"

    @Test func startsWithTheCursorAtTheEnd() {
        let field = TextEditing(text: "中文字")
        #expect(field.cursor == 3)
        #expect(field.count == 3)
        #expect(field.displayWidth == 6)
        #expect(TextEditing().cursor == 0)
        #expect(TextEditing().text == "")
    }

    @Test func typesCharactersAtTheCursor() {
        var field = editing("ac|")
        #expect(
            press(&field, KeyEvent(.left), .character("b"), KeyEvent(.character("B"), modifiers: .shift))
                == ["a|c moved", "ab|c edited", "abB|c edited"])
        #expect(
            press(&field, .character("中"), .character("😀"), .character("👍🏻"))
                == ["abB中|c edited", "abB中😀|c edited", "abB中😀👍🏻|c edited"])
        #expect(press(&field, .character(Character(Self.family))) == ["abB中😀👍🏻\(Self.family)|c edited"])
        #expect(field.count == 8)
    }

    @Test func ignoresControlCharactersAndModifiedCharacters() {
        var field = editing("ab|")
        #expect(
            press(&field, .character("\u{1B}"), .character("\n"), .character("\u{85}"))
                == ["ab| none", "ab| none", "ab| none"])
        #expect(
            press(
                &field, .ctrl("x"), KeyEvent(.character("x"), modifiers: .alt),
                KeyEvent(.character("x"), modifiers: [.control, .shift]))
                == ["ab| none", "ab| none", "ab| none"])
    }

    @Test func leavesOtherKeysToTheOwner() {
        var field = editing("a|b")
        let keys: [KeyEvent] = [
            KeyEvent(.enter), KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift), KeyEvent(.escape),
            KeyEvent(.up), KeyEvent(.down), KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.insert),
            KeyEvent(.function(1)), KeyEvent(.function(12)), .ctrl("c"), .ctrl("b"), .ctrl("f"), .ctrl("l"),
            KeyEvent(.left, modifiers: .shift), KeyEvent(.home, modifiers: .control),
        ]
        for key in keys {
            #expect(field.handle(key) == .none, "\(key)")
        }
        #expect(picture(field) == "a|b")
    }

    @Test func movesByOneCharacterOverClusters() {
        var field = editing("a中👍🏻\(Self.family)|")
        #expect(
            press(&field, KeyEvent(.left), KeyEvent(.left), KeyEvent(.left), KeyEvent(.left), KeyEvent(.left))
                == [
                    "a中👍🏻|\(Self.family) moved", "a中|👍🏻\(Self.family) moved", "a|中👍🏻\(Self.family) moved",
                    "|a中👍🏻\(Self.family) moved", "|a中👍🏻\(Self.family) moved",
                ])
        #expect(
            press(&field, KeyEvent(.right), KeyEvent(.right))
                == ["a|中👍🏻\(Self.family) moved", "a中|👍🏻\(Self.family) moved"])
    }

    @Test func movesToStartAndEnd() {
        var field = editing("ab|c")
        #expect(
            press(&field, KeyEvent(.home), KeyEvent(.end), .ctrl("a"), .ctrl("e"), KeyEvent(.end))
                == ["|abc moved", "abc| moved", "|abc moved", "abc| moved", "abc| moved"])
        #expect(field.handle(.ctrl("A")) == .moved)
        #expect(field.cursor == 0)
    }

    @Test func backspaceAndDelete() {
        var field = editing("a中|😀b")
        #expect(
            press(&field, KeyEvent(.backspace), KeyEvent(.backspace), KeyEvent(.backspace))
                == ["a|😀b edited", "|😀b edited", "|😀b moved"])
        #expect(
            press(&field, KeyEvent(.delete), .ctrl("d"), .ctrl("d"))
                == ["|b edited", "| edited", "| moved"])
        field = editing("x👍🏻\(Self.family)|y")
        #expect(
            press(&field, .ctrl("h"), KeyEvent(.backspace, modifiers: .shift))
                == ["x👍🏻|y edited", "x|y edited"])
    }

    @Test func killsToEndAndStart() {
        var field = editing("hello| 世界")
        #expect(press(&field, .ctrl("k"), .ctrl("k")) == ["hello| edited", "hello| moved"])
        field = editing("hello| 世界")
        #expect(press(&field, .ctrl("u"), .ctrl("u")) == ["| 世界 edited", "| 世界 moved"])
    }

    @Test func wordMovesCrossPunctuationThenAWord() {
        var field = editing("|foo.bar  baz_1 中文,字!")
        let right = KeyEvent(.right, modifiers: .control)
        #expect(
            press(&field, right, right, right, right, right, right)
                == [
                    "foo|.bar  baz_1 中文,字! moved", "foo.bar|  baz_1 中文,字! moved",
                    "foo.bar  baz_1| 中文,字! moved", "foo.bar  baz_1 中文|,字! moved",
                    "foo.bar  baz_1 中文,字|! moved", "foo.bar  baz_1 中文,字!| moved",
                ])
        let left = KeyEvent(.character("b"), modifiers: .alt)
        #expect(
            press(&field, left, left, left, left, left, left)
                == [
                    "foo.bar  baz_1 中文,|字! moved", "foo.bar  baz_1 |中文,字! moved",
                    "foo.bar  |baz_1 中文,字! moved", "foo.|bar  baz_1 中文,字! moved",
                    "|foo.bar  baz_1 中文,字! moved", "|foo.bar  baz_1 中文,字! moved",
                ])
    }

    @Test func everyWordMoveBinding() {
        var field = editing("ab cd|")
        #expect(
            press(
                &field, KeyEvent(.left, modifiers: .control), KeyEvent(.left, modifiers: .alt),
                KeyEvent(.right, modifiers: .alt), KeyEvent(.character("f"), modifiers: .alt))
                == ["ab |cd moved", "|ab cd moved", "ab| cd moved", "ab cd| moved"])
    }

    @Test func emojiAreNotWordCharacters() {
        var field = editing("a😀b 👍🏻c|")
        let left = KeyEvent(.left, modifiers: .control)
        #expect(press(&field, left, left, left) == ["a😀b 👍🏻|c moved", "a😀|b 👍🏻c moved", "|a😀b 👍🏻c moved"])
    }

    @Test func controlWDeletesBackToWhitespace() {
        var field = editing("cd foo.bar  baz|")
        #expect(
            press(&field, .ctrl("w"), .ctrl("w"), .ctrl("w"), .ctrl("w"))
                == ["cd foo.bar  | edited", "cd | edited", "| edited", "| moved"])
        field = editing("中文 字,😀|x")
        #expect(press(&field, .ctrl("w")) == ["中文 |x edited"])
    }

    @Test func altBackspaceDeletesBackToAWordStart() {
        var field = editing("cd foo.bar  baz|")
        let key = KeyEvent(.backspace, modifiers: .alt)
        #expect(
            press(&field, key, key, key, key, key)
                == ["cd foo.bar  | edited", "cd foo.| edited", "cd | edited", "| edited", "| moved"])
        field = editing("x 中文,😀|")
        #expect(press(&field, KeyEvent(.backspace, modifiers: .control)) == ["x | edited"])
    }

    @Test func refusesCharactersBeyondMaxLength() {
        var field = editing("ab|", maxLength: 3)
        #expect(
            press(&field, .character("中"), .character("😀"), KeyEvent(.left), .character("x"))
                == ["ab中| edited", "ab中| moved", "ab|中 moved", "ab|中 moved"])
        #expect(
            press(&field, KeyEvent(.backspace), .character(Character(Self.family)))
                == ["a|中 edited", "a\(Self.family)|中 edited"])
        #expect(field.count == 3)
        field = editing("e|", maxLength: 1)
        #expect(press(&field, .character("\u{301}"), .character("x")) == ["é| edited", "é| moved"])
    }

    @Test func typedMarksAndJoinersJoinTheCharacterBefore() {
        var field = editing("e|x")
        #expect(press(&field, .character("\u{301}")) == ["é|x edited"])
        #expect(field.count == 2)
        field = editing("👨|")
        #expect(
            press(&field, .character("\u{200D}"), .character("👩"), .character("\u{200D}"), .character("👧"))
                == ["👨\u{200D}| edited", "👨\u{200D}👩| edited", "👨\u{200D}👩\u{200D}| edited", "\(Self.family)| edited"])
        #expect(field.count == 1)
        field = editing("🇺|")
        #expect(press(&field, .character("🇸")) == ["🇺🇸| edited"])
        #expect(field.count == 1)
        field = editing("|x")
        #expect(press(&field, .character("\u{200D}"), .character("\u{200B}")) == ["|x moved", "|x moved"])
    }

    @Test func deletingCanJoinNeighbours() {
        var field = editing("🇺x|🇸")
        #expect(press(&field, KeyEvent(.backspace)) == ["🇺🇸| edited"])
        #expect(field.count == 1)
        #expect(field.text == "🇺🇸")
        #expect(field.cursor == 1)
    }
}

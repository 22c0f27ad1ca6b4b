import BrikRendering
import Testing

@testable import BrikCore

@Suite struct TextEditingScrollTests {
    static let family = "👨\u{200D}👩\u{200D}👧"

    @Test func typingPastTheWidthScrollsOneColumnAtATime() {
        var field = TextEditing()
        #expect(view(&field, width: 5) == ["[     ]", " ^", "offset 0"])
        for character in "abcd" { _ = field.handle(.character(character)) }
        #expect(view(&field, width: 5) == ["[abcd ]", "     ^", "offset 0"])
        _ = field.handle(.character("e"))
        #expect(view(&field, width: 5) == ["[bcde ]", "     ^", "offset 1"])
        _ = field.handle(.character("f"))
        #expect(view(&field, width: 5) == ["[cdef ]", "     ^", "offset 2"])
    }

    @Test func homeEndAndArrowsScrollMinimally() {
        var field = editing("abcdef|")
        #expect(view(&field, width: 5) == ["[cdef ]", "     ^", "offset 2"])
        _ = field.handle(KeyEvent(.home))
        #expect(view(&field, width: 5) == ["[abcde]", " ^", "offset 0"])
        _ = field.handle(KeyEvent(.end))
        #expect(view(&field, width: 5) == ["[cdef ]", "     ^", "offset 2"])
        for _ in 0..<4 { _ = field.handle(KeyEvent(.left)) }
        #expect(view(&field, width: 5) == ["[cdef ]", " ^", "offset 2"])
        _ = field.handle(KeyEvent(.left))
        #expect(view(&field, width: 5) == ["[bcdef]", " ^", "offset 1"])
        _ = field.handle(.ctrl("e"))
        #expect(view(&field, width: 5) == ["[cdef ]", "     ^", "offset 2"])
    }

    @Test func deletingScrollsBack() {
        var field = editing("abcdefgh|")
        #expect(view(&field, width: 5) == ["[efgh ]", "     ^", "offset 4"])
        for _ in 0..<3 { _ = field.handle(KeyEvent(.backspace)) }
        #expect(view(&field, width: 5) == ["[bcde ]", "     ^", "offset 1"])
        _ = field.handle(.ctrl("u"))
        #expect(view(&field, width: 5) == ["[     ]", " ^", "offset 0"])
        field = editing("abc|defgh")
        _ = field.visibleSlice(width: 3)
        _ = field.handle(.ctrl("k"))
        #expect(view(&field, width: 5) == ["[abc  ]", "    ^", "offset 0"])
    }

    @Test func wideCharactersAreNeverCutAtTheLeftEdge() {
        var field = TextEditing()
        for character in "中文字" { _ = field.handle(.character(character)) }
        #expect(view(&field, width: 5) == ["[文字 ]", "     ^", "offset 2"])
        _ = field.handle(.character("a"))
        // Offset 3 would cut 文 in half: the slice starts after it.
        #expect(view(&field, width: 5) == ["[字a  ]", "    ^", "offset 4"])
        _ = field.handle(KeyEvent(.home))
        #expect(view(&field, width: 5) == ["[中文 ]", " ^", "offset 0"])
        _ = field.handle(KeyEvent(.right))
        #expect(view(&field, width: 5) == ["[中文 ]", "   ^", "offset 0"])
        // The caret sits on 字, which is shown whole.
        _ = field.handle(KeyEvent(.right))
        #expect(view(&field, width: 5) == ["[文字a]", "   ^", "offset 2"])
    }

    @Test func clustersWiderThanOneCell() {
        var field = editing("a\(Self.family)|")
        #expect(view(&field, width: 8) == ["[a\(Self.family) ]", "        ^", "offset 0"])
        _ = field.handle(.character("b"))
        #expect(view(&field, width: 8) == ["[\(Self.family)b ]", "        ^", "offset 1"])
        _ = field.handle(.character("c"))
        #expect(view(&field, width: 8) == ["[bc      ]", "   ^", "offset 7"])
        _ = field.handle(KeyEvent(.left))
        _ = field.handle(KeyEvent(.left))
        #expect(view(&field, width: 8) == ["[bc      ]", " ^", "offset 7"])
        _ = field.handle(KeyEvent(.left))
        #expect(view(&field, width: 8) == ["[\(Self.family)bc]", " ^", "offset 1"])
    }

    @Test func aCharacterWiderThanTheFieldIsLeftOut() {
        var field = editing("|👍🏻x")
        #expect(view(&field, width: 3) == ["[   ]", " ^", "offset 0"])
        _ = field.handle(KeyEvent(.right))
        #expect(view(&field, width: 3) == ["[x  ]", " ^", "offset 4"])
    }

    @Test func secureShowsOneBulletPerCharacter() {
        var field = editing("pa中😀|")
        #expect(view(&field, width: 3, secure: true) == ["[•• ]", "   ^", "offset 2"])
        _ = field.handle(KeyEvent(.home))
        #expect(view(&field, width: 3, secure: true) == ["[•••]", " ^", "offset 0"])
        #expect(view(&field, width: 8, secure: true) == ["[••••    ]", " ^", "offset 0"])
    }

    @Test func inoutOffsetIsClampedAndKeptForZeroWidth() {
        let field = editing("ab|c")
        var offset = 100
        var slice = field.visibleSlice(width: 5, scrollOffset: &offset)
        #expect(slice.text == "abc" && slice.cursorColumn == 2 && offset == 0)
        offset = -3
        slice = field.visibleSlice(width: 2, scrollOffset: &offset)
        #expect(slice.text == "bc" && slice.cursorColumn == 1 && offset == 1)
        offset = 7
        slice = field.visibleSlice(width: 0, scrollOffset: &offset)
        #expect(slice.text == "" && slice.cursorColumn == 0 && offset == 7)
    }

    @Test func markWithoutABaseIsDrawnOnADottedCircle() {
        // U+00AD is a grapheme "control", so Swift keeps the mark apart from it.
        var field = TextEditing(text: "\u{AD}\u{301}")
        #expect(field.count == 2)
        #expect(view(&field, width: 4) == ["[\u{AD}\u{25CC}\u{301}  ]", "   ^", "offset 0"])
    }

    @Test(arguments: [
        "abcdefghij", "中文字中文字", "a中b文c字d", "😀👍🏻x\(family)y中", "e\u{301}é❤\u{FE0F}ｱＡ🇺🇸🇫🇷",
    ])
    func cursorIsAlwaysVisibleAndColumnsAgreeWithTextWidth(text: String) {
        for width in 1...9 {
            var field = TextEditing(text: text)
            for step in 0...(2 * field.count) {
                // Walk to the start, then back to the end, viewing at each step.
                _ = field.handle(KeyEvent(step < field.count ? .left : .right))
                for secure in [false, true] {
                    var offset = field.scrollOffset
                    let slice = field.visibleSlice(width: width, scrollOffset: &offset, secure: secure)
                    let context = "\(text) width \(width) cursor \(field.cursor) secure \(secure)"
                    #expect(slice.cursorColumn >= 0 && slice.cursorColumn < width, "\(context)")
                    #expect(TextWidth.width(slice.text) <= width, "\(context)")
                    if !secure {
                        #expect(slice.cursorColumn + offset == field.cursorColumn, "\(context)")
                        let before = String(field.text.prefix(field.cursor))
                        #expect(TextWidth.width(before) - offset == slice.cursorColumn, "\(context)")
                        // The character under the caret is shown whole when it fits.
                        if field.cursor < field.count {
                            let under = TextWidth.width(String(Array(field.text)[field.cursor]))
                            if under <= width {
                                #expect(TextWidth.width(slice.text) >= slice.cursorColumn + under, "\(context)")
                            }
                        }
                    }
                }
                _ = field.visibleSlice(width: width)
            }
        }
    }
}

import Testing

@testable import BrikCore
@testable import BrikText

/// The parser against a table of inputs and the trees CommonMark (and GitHub, for
/// tables and strikethrough) gives them, in the spirit of the spec's examples.
@Suite struct MarkdownParserTests {
    private typealias B = MarkdownBlock
    private typealias I = MarkdownInline

    private static func p(_ inlines: I...) -> B { .paragraph(inlines) }
    private static func t(_ text: String) -> I { .text(text) }

    private static let blockCases: [(String, [B])] = [
        ("# Title", [.heading(level: 1, [t("Title")])]),
        ("###### six ######", [.heading(level: 6, [t("six")])]),
        ("####### seven", [p(t("####### seven"))]),
        ("#5 bolt", [p(t("#5 bolt"))]),
        ("## closing #s ##  ", [.heading(level: 2, [t("closing #s")])]),
        ("#", [.heading(level: 1, [])]),
        ("Title\n=====", [.heading(level: 1, [t("Title")])]),
        ("Sub\n---", [.heading(level: 2, [t("Sub")])]),
        ("one\ntwo", [p(t("one"), .softBreak, t("two"))]),
        ("one\n\ntwo", [p(t("one")), p(t("two"))]),
        ("***\n---\n___", [.thematicBreak, .thematicBreak, .thematicBreak]),
        (" - - -", [.thematicBreak]),
        ("    code\n      more", [.codeBlock(info: "", code: "code\n  more\n")]),
        ("```swift\nlet x = 1\n```", [.codeBlock(info: "swift", code: "let x = 1\n")]),
        ("~~~\n```\n~~~", [.codeBlock(info: "", code: "```\n")]),
        ("```\nunclosed", [.codeBlock(info: "", code: "unclosed\n")]),
        ("  ```\n  indented\n    more\n  ```", [.codeBlock(info: "", code: "indented\n  more\n")]),
        ("> quote\ncontinued", [.blockQuote([p(t("quote"), .softBreak, t("continued"))])]),
        ("> > nested", [.blockQuote([.blockQuote([p(t("nested"))])])]),
        ("> # head\n> text", [.blockQuote([.heading(level: 1, [t("head")]), p(t("text"))])]),
        (
            "- a\n- b",
            [.list(MarkdownList(start: nil, isTight: true, items: [[p(t("a"))], [p(t("b"))]]))]
        ),
        (
            "- a\n\n- b",
            [.list(MarkdownList(start: nil, isTight: false, items: [[p(t("a"))], [p(t("b"))]]))]
        ),
        (
            "3. three\n4. four",
            [.list(MarkdownList(start: 3, isTight: true, items: [[p(t("three"))], [p(t("four"))]]))]
        ),
        (
            "- a\n  - b\n- c",
            [
                .list(
                    MarkdownList(
                        start: nil, isTight: true,
                        items: [
                            [p(t("a")), .list(MarkdownList(start: nil, isTight: true, items: [[p(t("b"))]]))],
                            [p(t("c"))],
                        ]))
            ]
        ),
        (
            "- a\n+ b",
            [
                .list(MarkdownList(start: nil, isTight: true, items: [[p(t("a"))]])),
                .list(MarkdownList(start: nil, isTight: true, items: [[p(t("b"))]])),
            ]
        ),
        (
            "1. a\n\n   more",
            [.list(MarkdownList(start: 1, isTight: false, items: [[p(t("a")), p(t("more"))]]))]
        ),
        (
            "- a\nlazy",
            [.list(MarkdownList(start: nil, isTight: true, items: [[p(t("a"), .softBreak, t("lazy"))]]))]
        ),
        ("text\n2. not a list", [p(t("text"), .softBreak, t("2. not a list"))]),
        ("<div>\n*hi*\n</div>", [.html("<div>\n*hi*\n</div>")]),
        ("<!-- c -->\npara", [.html("<!-- c -->"), p(t("para"))]),
        (
            "| a | b |\n|:--|--:|\n| 1 | 2 |\n| 3 |",
            [
                .table(
                    MarkdownTable(
                        header: [[t("a")], [t("b")]], alignments: [.left, .right],
                        rows: [[[t("1")], [t("2")]], [[t("3")], []]]))
            ]
        ),
        (
            "a | b\n:-: | ---\nx \\| y | z",
            [
                .table(
                    MarkdownTable(
                        header: [[t("a")], [t("b")]], alignments: [.center, .none], rows: [[[t("x | y")], [t("z")]]]))
            ]
        ),
        ("[foo]: /url \"title\"\n\n[foo]", [p(.link(destination: "/url", title: "title", [t("foo")]))]),
        ("[Foo]\n\n[foo]:\n/u", [p(.link(destination: "/u", title: nil, [t("Foo")]))]),
    ]

    @Test func blocks() {
        for (input, expected) in Self.blockCases {
            let document = MarkdownDocument(parsing: input)
            #expect(document.blocks == expected, "input: \(input.debugDescription)")
        }
    }

    private static let inlineCases: [(String, [I])] = [
        ("*em* **strong**", [.emphasis([t("em")]), t(" "), .strong([t("strong")])]),
        ("_em_ __strong__", [.emphasis([t("em")]), t(" "), .strong([t("strong")])]),
        ("***both***", [.emphasis([.strong([t("both")])])]),
        ("*a **b** c*", [.emphasis([t("a "), .strong([t("b")]), t(" c")])]),
        ("snake_case_word", [t("snake_case_word")]),
        ("a * b * c", [t("a * b * c")]),
        ("*unclosed", [t("*unclosed")]),
        ("**a*", [t("*"), .emphasis([t("a")])]),
        ("*foo**bar**baz*", [.emphasis([t("foo"), .strong([t("bar")]), t("baz")])]),
        ("~~gone~~", [.strikethrough([t("gone")])]),
        ("`code`", [.code("code")]),
        ("`` a ` b ``", [.code("a ` b")]),
        ("` `` `", [.code("``")]),
        ("`unmatched", [t("`unmatched")]),
        ("*`*`*", [.emphasis([.code("*")])]),
        ("\\*not\\*", [t("*not*")]),
        ("a\\\nb", [t("a"), .hardBreak, t("b")]),
        ("a  \nb", [t("a"), .hardBreak, t("b")]),
        ("&amp; &copy; &#35; &#x41; &bogus;", [t("& © # A &bogus;")]),
        ("[link](/uri \"title\")", [.link(destination: "/uri", title: "title", [t("link")])]),
        ("[link](</my uri>)", [.link(destination: "/my uri", title: nil, [t("link")])]),
        ("[a *b*](u)", [.link(destination: "u", title: nil, [t("a "), .emphasis([t("b")])])]),
        ("[a [b](u) c](v)", [t("[a "), .link(destination: "u", title: nil, [t("b")]), t(" c](v)")]),
        ("[not a link]", [t("[not a link]")]),
        ("![alt *x*](img.png)", [.image(source: "img.png", title: nil, [t("alt "), .emphasis([t("x")])])]),
        ("<https://swift.org>", [.link(destination: "https://swift.org", title: nil, [t("https://swift.org")])]),
        ("<me@example.com>", [.link(destination: "mailto:me@example.com", title: nil, [t("me@example.com")])]),
        ("a <b>bold</b>", [t("a "), .html("<b>"), t("bold"), .html("</b>")]),
        ("*[x*](u)", [t("*"), .link(destination: "u", title: nil, [t("x*")])]),
    ]

    @Test func inlines() {
        for (input, expected) in Self.inlineCases {
            let document = MarkdownDocument(parsing: input)
            #expect(document.blocks == [.paragraph(expected)], "input: \(input.debugDescription)")
        }
    }

    @Test func headingsListTheTopLevelOnes() {
        let document = MarkdownDocument(parsing: "# One\n\ntext\n\n## Two *em*\n\n> # Quoted")
        #expect(document.headings.map(\.level) == [1, 2])
        #expect(document.headings.map(\.text) == ["One", "Two em"])
    }

    @Test func crlfAndTabs() {
        let document = MarkdownDocument(parsing: "# A\r\n\r\n\tcode\r\n")
        #expect(document.blocks == [.heading(level: 1, [Self.t("A")]), .codeBlock(info: "", code: "code\n")])
    }
}

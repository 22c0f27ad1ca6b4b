@testable import BrikCore
@testable import BrikRendering
@testable import BrikText

/// libFuzzer target: arbitrary (often invalid) UTF-8 through the Markdown parser and layout.
///
/// Checked: nothing crashes or hangs (libFuzzer's timeout catches superlinear input);
/// every rendered row fits the width and holds no control character; every letter the
/// document shows is drawn; every link destination escapes to printable ASCII.
@_cdecl("LLVMFuzzerTestOneInput")
public func markdownFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let width = input.int(in: 2...90)
    let text = String(decoding: input.rest(), as: UTF8.self)
    let document = MarkdownDocument(parsing: text)
    let rendering = MarkdownLayout.render(document, width: width, theme: .standard)
    var drawn = ""
    for row in rendering.rows {
        let shown = row.plainText
        check(TextWidth.width(shown) <= width, "row \(shown.debugDescription) wider than \(width)")
        check(!shown.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "control in \(shown.debugDescription)")
        if let fill = row.fill { check(fill.column <= width, "fill from \(fill.column) past \(width)") }
        drawn += shown
    }
    // Letters are compared for ASCII documents: in others, a terminal draws some text other
    // than it is written, by design (TextWidth drops a mark after a wide character and
    // composes decomposed letters), so letters cannot be compared one for one.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
        check(letters(drawn) == letters(visibleText(document.blocks)), "letters lost at width \(width)")
    }
    for destination in rendering.links {
        let escaped = Hyperlink.escape(destination)
        check(escaped.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "destination escaped to \(escaped.debugDescription)")
    }
    return 0
}

/// The letters of `text`, sorted (rows may cut a text anywhere but never drop a letter).
private func letters(_ text: String) -> [Character] {
    text.filter { $0.isLetter }.sorted()
}

/// What the document shows a reader: its text without markup or link destinations.
private func visibleText(_ blocks: [MarkdownBlock]) -> String {
    var text = ""
    for block in blocks {
        switch block {
        case .heading(_, let inlines), .paragraph(let inlines): text += MarkdownInline.plainText(of: inlines) + " "
        case .codeBlock(_, let code): text += code
        case .blockQuote(let children): text += visibleText(children)
        case .list(let list): text += list.items.map(visibleText).joined(separator: " ")
        case .thematicBreak: break
        case .table(let table):
            for row in [table.header] + table.rows {
                text += row.map { MarkdownInline.plainText(of: $0) }.joined(separator: " ") + " "
            }
        case .html(let html): text += html
        }
    }
    return text
}

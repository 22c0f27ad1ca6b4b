@testable import BrikRendering

/// libFuzzer target: arbitrary (often invalid) UTF-8 through the text functions.
///
/// Checked: nothing crashes; sanitized text holds no C0, DEL or C1 control
/// (so no ESC reaches a terminal), is idempotent and keeps the width; every
/// glyph is 1 or 2 columns; every wrapped line fits the width and the ASCII
/// fast path and the wrap index of long labels wrap exactly like the general wrapper;
/// truncation fits;
/// alignment and `lines` give exactly the width.
@_cdecl("LLVMFuzzerTestOneInput")
public func textFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let width = input.int(in: 0...40)
    let maxLines = input.int(in: 0...4)
    let alignment = input.pick(TextAlignment.allCases)
    let text = String(decoding: input.rest(), as: UTF8.self)

    let sanitized = TextWidth.sanitize(text)
    checkSafe(sanitized, "sanitize")
    check(TextWidth.sanitize(sanitized) == sanitized, "sanitizing twice changed \(sanitized.debugDescription)")
    check(TextWidth.width(sanitized) == TextWidth.width(text), "sanitizing changed the width of \(text.debugDescription)")
    var columns = 0
    TextWidth.forEachGlyph(in: text) { glyph in
        check(glyph.width == 1 || glyph.width == 2, "glyph \(glyph) of \(text.debugDescription)")
        checkSafe(String(glyph.character), "glyph")
        columns += glyph.width
    }
    check(columns == TextWidth.width(text), "glyph widths do not add up to the width of \(text.debugDescription)")

    let wrapped = TextLayout.wrap(text, width: width)
    for line in wrapped {
        checkSafe(line, "wrap")
        check(TextWidth.width(line) <= width, "wrapped line \(line.debugDescription) wider than \(width)")
    }
    if ASCIILineWrapper.applies(to: text) {
        let general = TextLayout.wrappedLines(text, width: width, limit: 0, fastASCII: false).map(\.text)
        check(general == wrapped, "ASCII fast path \(wrapped) differs from \(general) at \(width)")
    }

    if width > 0, let index = WrapIndex(text) {
        // The long-label path: the words' widths wrap as the glyph wrapper does.
        let general = TextLayout.wrappedLines(text, width: width, limit: 0, fastASCII: false).map {
            $0.text.trimmingTrailingSpaces
        }
        let widest = general.map { TextWidth.width($0) }.max() ?? 0
        let measured = index.measure(width: width)
        check(measured?.rows == general.count, "wrap index rows \(String(describing: measured)) != \(general.count) at \(width)")
        check(measured?.widest == widest, "wrap index widest \(String(describing: measured)) != \(widest) at \(width)")
        let shown = index.lines(width: width, rows: general.count / 2..<general.count)
        check(shown == Array(general[(general.count / 2)...]), "wrap index lines \(shown) differ at \(width)")
    }

    let truncated = TextLayout.truncate(text, width: width)
    checkSafe(truncated, "truncate")
    check(TextWidth.width(truncated) <= max(0, width), "truncated \(truncated.debugDescription) wider than \(width)")

    let aligned = TextLayout.align(text, width: width, alignment: alignment)
    checkSafe(aligned, "align")
    check(TextWidth.width(aligned) == max(0, width), "aligned \(aligned.debugDescription) is not \(width) wide")

    let lines = TextLayout.lines(text, width: width, maxLines: maxLines, alignment: alignment)
    if maxLines > 0 { check(lines.count <= maxLines, "\(lines.count) lines, at most \(maxLines) asked") }
    for line in lines {
        checkSafe(line, "lines")
        check(TextWidth.width(line) == width, "line \(line.debugDescription) is not \(width) wide")
    }
    return 0
}

/// Fails when `text` holds a scalar a terminal would act on: C0, DEL, C1.
private func checkSafe(_ text: String, _ what: String) {
    for scalar in text.unicodeScalars {
        let value = scalar.value
        check(!(value < 0x20 || (0x7F...0x9F).contains(value)), "\(what) let U+\(String(value, radix: 16)) through")
    }
}

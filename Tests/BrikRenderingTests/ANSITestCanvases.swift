import SeededRandom

@testable import BrikRendering

/// Random canvases for the renderer's property tests: mixed styles at every
/// depth, wide CJK and emoji glyphs, combining marks, overlapping writes
/// that cut wide glyphs in half, and restyles of part of a glyph.
///
/// No piece starts with a combining scalar or a regional indicator, so
/// neighbouring cells never join into one grapheme cluster when written.
enum ANSITestCanvases {
    static let pieces = [
        "a", "b", "x", "Z", " ", " ", "-", "é", "e\u{301}", "ß", "─", "│", "∑",
        "中", "文", "한", "🙂", "👍🏽", "漢字", "ab", "  ",
    ]

    static func color(_ rng: inout SplitMix64) -> Color {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0, 1: .default
        case 2: .ansi(ANSIColor(rawValue: UInt8.random(in: 0...15, using: &rng))!)
        case 3: .palette(UInt8.random(in: 0...255, using: &rng))
        default:
            .rgb(
                UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
                UInt8.random(in: 0...255, using: &rng))
        }
    }

    static func style(_ rng: inout SplitMix64) -> CellStyle {
        if Int.random(in: 0..<4, using: &rng) == 0 { return .plain }
        let attributes = Bool.random(using: &rng) ? TextAttributes(rawValue: UInt8.random(in: 0...0x7F, using: &rng)) : []
        return CellStyle(foreground: color(&rng), background: color(&rng), attributes: attributes)
    }

    static func point(in size: Size, _ rng: inout SplitMix64) -> Point {
        Point(x: Int.random(in: -1..<size.width, using: &rng), y: Int.random(in: 0..<size.height, using: &rng))
    }

    /// One random write, fill or restyle.
    static func edit(_ canvas: inout Canvas, _ rng: inout SplitMix64) {
        let size = canvas.size
        switch Int.random(in: 0..<5, using: &rng) {
        case 0, 1, 2:
            let text = (0..<Int.random(in: 1...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            canvas.write(text, at: point(in: size, &rng), style: style(&rng))
        case 3:
            let origin = point(in: size, &rng)
            let rect = Rect(
                x: origin.x, y: origin.y, width: Int.random(in: 1...size.width, using: &rng),
                height: Int.random(in: 1...size.height, using: &rng))
            let character = Character(["·", "中", " ", "🙂"].randomElement(using: &rng)!)
            canvas.fill(rect, with: character, style: style(&rng))
        default:
            let origin = point(in: size, &rng)
            let rect = Rect(x: origin.x, y: origin.y, width: Int.random(in: 1...size.width, using: &rng), height: 1)
            let restyle = style(&rng)
            canvas.restyle(rect) { _ in restyle }
        }
    }

    /// A canvas of `size` after up to `edits` random edits.
    static func canvas(size: Size, edits: Int, _ rng: inout SplitMix64) -> Canvas {
        var canvas = Canvas(size: size)
        for _ in 0..<Int.random(in: 0...edits, using: &rng) { edit(&canvas, &rng) }
        return canvas
    }

    static func size(_ rng: inout SplitMix64) -> Size {
        Size(width: Int.random(in: 1...24, using: &rng), height: Int.random(in: 1...6, using: &rng))
    }
}

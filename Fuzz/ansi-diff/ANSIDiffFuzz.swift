@testable import BrikRendering

/// libFuzzer target: two random canvases A and B of one size; a terminal
/// showing A that receives ``ANSIRenderer/update(from:to:)`` must show B.
///
/// The terminal is the tests' ``VirtualTerminal`` (shared source file). B is
/// either a fresh canvas, A edited, or A scrolled in a band and then edited,
/// so the scroll-region path of the diff is reached. Checked at the chosen
/// colour depth: the screen equals B cell for cell, the terminal met no
/// sequence it does not know, the style ends reset, and B→B is empty.
@_cdecl("LLVMFuzzerTestOneInput")
public func ansiDiffFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let depth = input.pick(ColorDepth.allCases)
    let canvasSize = Size(width: input.int(in: 1...24), height: input.int(in: 1...8))
    let renderer = ANSIRenderer(colorDepth: depth)

    var before = Canvas(size: canvasSize)
    for _ in 0..<input.int(in: 0...12) { FuzzCanvas.edit(&before, &input) }
    var after: Canvas
    switch input.int(in: 0...2) {
    case 0:
        after = Canvas(size: canvasSize)
    case 1:
        after = before
    default:
        let top = input.int(in: 0...(canvasSize.height - 1))
        let bottom = input.int(in: (top + 1)...canvasSize.height)
        let shift = input.int(in: -(bottom - top)...(bottom - top))
        after = before.scrolled(region: top..<bottom, by: shift)
    }
    for _ in 0..<input.int(in: 0...8) { FuzzCanvas.edit(&after, &input) }

    var screen = VirtualTerminal(size: canvasSize)
    screen.feed(renderer.render(before))
    check(screen.difference(from: before, depth: depth) == nil, "a full frame of A does not show A")
    let update = renderer.update(from: before, to: after)
    screen.feed(update)
    let difference = screen.difference(from: after, depth: depth)
    check(difference == nil, "update \(update.debugDescription) does not turn A into B:\n\(difference ?? "")")
    check(screen.problems.isEmpty, "the terminal could not interpret \(screen.problems)")
    check(screen.style == .plain, "the update left the style set")
    check(renderer.update(from: after, to: after).isEmpty, "B→B is not empty")
    return 0
}

/// Random canvas edits driven by fuzz bytes: writes of wide, combining and
/// arbitrary text (cut wide glyphs included), fills and restyles.
enum FuzzCanvas {
    /// Pieces that start with a base character, so written neighbours never join.
    static let pieces = [
        "a", "b", "x", " ", "  ", "-", "é", "e\u{301}", "ß", "─", "│", "中", "文", "한", "🙂", "👍🏽", "漢字",
        "\t", "\u{1B}[2J", "\u{7}", "\u{9B}",
    ]

    static func color(_ input: inout FuzzInput) -> Color {
        switch input.int(in: 0...4) {
        case 0, 1: .default
        case 2: .ansi(ANSIColor(rawValue: UInt8(input.int(in: 0...15)))!)
        case 3: .palette(input.byte())
        default: .rgb(input.byte(), input.byte(), input.byte())
        }
    }

    static func style(_ input: inout FuzzInput) -> CellStyle {
        if input.int(in: 0...3) == 0 { return .plain }
        let attributes = TextAttributes(rawValue: input.byte() & 0x7F)
        return CellStyle(foreground: color(&input), background: color(&input), attributes: attributes)
    }

    static func point(in size: Size, _ input: inout FuzzInput) -> Point {
        Point(x: input.int(in: -1...(size.width - 1)), y: input.int(in: 0...(size.height - 1)))
    }

    /// Text of known pieces, or (one time in four) arbitrary bytes as UTF-8.
    static func text(_ input: inout FuzzInput) -> String {
        if input.int(in: 0...3) == 0 {
            return String(decoding: input.take(input.int(in: 1...8)), as: UTF8.self)
        }
        return (0..<input.int(in: 1...6)).map { _ in input.pick(pieces) }.joined()
    }

    static func edit(_ canvas: inout Canvas, _ input: inout FuzzInput) {
        let size = canvas.size
        switch input.int(in: 0...4) {
        case 0, 1, 2:
            let text = text(&input)
            canvas.write(text, at: point(in: size, &input), style: style(&input))
        case 3:
            let origin = point(in: size, &input)
            let rect = Rect(
                x: origin.x, y: origin.y, width: input.int(in: 1...size.width), height: input.int(in: 1...size.height))
            let character = Character(input.pick(["·", "中", " ", "🙂"]))
            canvas.fill(rect, with: character, style: style(&input))
        default:
            let origin = point(in: size, &input)
            let rect = Rect(x: origin.x, y: origin.y, width: input.int(in: 1...size.width), height: 1)
            let restyle = style(&input)
            canvas.restyle(rect) { _ in restyle }
        }
    }
}

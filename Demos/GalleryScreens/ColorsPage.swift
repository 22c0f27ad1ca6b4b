import BrikCore
import BrikRendering

/// "Colors": the 16 ANSI colours, the 256-colour palette and an RGB ramp,
/// drawn at the colour depth the terminal reports.
@MainActor
public final class ColorsPage: GalleryPage {
    /// The page.
    public init() {
        super.init(id: "colors", title: "Colors", summary: "the palette at the detected colour depth")
    }

    static func depthName(_ depth: ColorDepth) -> String {
        switch depth {
        case .none: "no colour (NO_COLOR or a monochrome terminal)"
        case .ansi16: "16 colours"
        case .palette256: "256 colours"
        case .trueColor: "24-bit colour"
        }
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        let depth = context.colorDepth
        let left = frame.x + 2
        var y = frame.y + 1
        canvas.write("Colour depth: \(Self.depthName(depth))", at: Point(x: left, y: y), style: CellStyle(attributes: .bold))
        y += 2
        canvas.write("ANSI 16", at: Point(x: left, y: y), style: CellStyle(attributes: .underline))
        y += 1
        for row in 0..<2 {
            for column in 0..<8 {
                let color = ANSIColor(rawValue: UInt8(row * 8 + column))!
                let x = left + column * 6
                canvas.write("    ", at: Point(x: x, y: y), style: CellStyle(background: .ansi(color)))
                canvas.write(String(row * 8 + column), at: Point(x: x, y: y + 1), style: CellStyle(foreground: .gray))
            }
            y += 2
        }
        y += 1
        canvas.write(
            "256-colour palette: cube 16–231, greys 232–255", at: Point(x: left, y: y), style: CellStyle(attributes: .underline))
        y += 1
        for row in 0..<6 {
            for column in 0..<36 {
                let index = UInt8(16 + row * 36 + column)
                canvas.write("  ", at: Point(x: left + column * 2, y: y), style: CellStyle(background: .palette(index)))
            }
            y += 1
        }
        for column in 0..<24 {
            canvas.write("  ", at: Point(x: left + column * 2, y: y), style: CellStyle(background: .palette(UInt8(232 + column))))
        }
        y += 2
        canvas.write("RGB ramp", at: Point(x: left, y: y), style: CellStyle(attributes: .underline))
        y += 1
        let steps = 64
        for step in 0..<steps {
            let red = UInt8(255 * step / (steps - 1))
            canvas.write(" ", at: Point(x: left + step, y: y), style: CellStyle(background: .rgb(red, 64, UInt8(255 - Int(red)))))
        }
        y += 2
        let attributeSamples: [(String, TextAttributes)] = [("bold", .bold), ("underline", .underline), ("reverse", .reverse)]
        var x = left
        x += canvas.write("Attributes survive NO_COLOR: ", at: Point(x: x, y: y))
        for (name, attributes) in attributeSamples {
            x += canvas.write(name, at: Point(x: x, y: y), style: CellStyle(attributes: attributes)) + 1
        }
    }
}

/// How an image becomes terminal cells.
public enum ImageRenderMode: Hashable, Sendable {
    /// Two pixels a cell: `▀` with the top pixel as foreground and the bottom one as background.
    case halfBlock
    /// Eight dots a cell (2 × 4 braille), one colour: for line art and monochrome images.
    case braille
    /// Braille when the terminal has no colour, half blocks otherwise.
    case auto

    /// The mode ``auto`` stands for at `depth`.
    public func resolved(for depth: ColorDepth) -> ImageRenderMode {
        guard self == .auto else { return self }
        return depth == .none ? .braille : .halfBlock
    }

    /// Pixels one cell covers in this mode: 1 × 2 for half blocks, 2 × 4 for braille
    /// (``auto`` counts as half blocks).
    public var pixelsPerCell: Size { self == .braille ? Size(width: 2, height: 4) : Size(width: 1, height: 2) }
}

/// Draws an ``RGBAImage`` as cells: half blocks in colour or braille dots in one colour.
/// The image is drawn at its size (resize it first with ``RGBAImage/resized(width:height:)``);
/// drawing goes through the canvas's clip.
public enum ImageCells {
    /// Draws `image` at `origin`, one cell per column and two pixel rows per cell row,
    /// colours brought to `depth` with dithering.
    ///
    /// Both pixels opaque: `▀` (top foreground, bottom background); only the top: `▀` on
    /// the default background; only the bottom: `▄`; neither: the cell is left as it was.
    public static func drawHalfBlocks(_ image: RGBAImage, into canvas: inout Canvas, at origin: Point, depth: ColorDepth) {
        let colors = image.terminalColors(depth: depth)
        for row in 0..<(image.height + 1) / 2 {
            for column in 0..<image.width {
                let top = image[column, row * 2].a >= 128 ? colors[row * 2 * image.width + column] : nil
                let bottomY = row * 2 + 1
                let bottom =
                    bottomY < image.height && image[column, bottomY].a >= 128
                    ? colors[bottomY * image.width + column] : nil
                let point = Point(x: origin.x + column, y: origin.y + row)
                switch (top, bottom) {
                case (let top?, let bottom?):
                    canvas.put(Glyph("▀", width: 1), at: point, style: CellStyle(foreground: top, background: bottom))
                case (let top?, nil):
                    canvas.put(Glyph("▀", width: 1), at: point, style: CellStyle(foreground: top))
                case (nil, let bottom?):
                    canvas.put(Glyph("▄", width: 1), at: point, style: CellStyle(foreground: bottom))
                case (nil, nil):
                    continue
                }
            }
        }
    }

    /// Draws `image` at `origin` in braille, 2 × 4 pixels a cell: a dot is set where a
    /// pixel is opaque and its luminance is at least `threshold` (below it with `inverted`).
    /// Cells with no dot set are left as they were.
    public static func drawBraille(
        _ image: RGBAImage, into canvas: inout Canvas, at origin: Point, style: CellStyle,
        threshold: Int = 128, inverted: Bool = false
    ) {
        // Unicode's dot numbering: bit for the dot at (x, y) inside the 2 × 4 cell.
        let bits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        for row in 0..<(image.height + 3) / 4 {
            for column in 0..<(image.width + 1) / 2 {
                var pattern: UInt32 = 0
                for dy in 0..<4 {
                    for dx in 0..<2 {
                        let pixel = image[column * 2 + dx, row * 4 + dy]
                        guard pixel.a >= 128 else { continue }
                        if (pixel.luminance >= threshold) != inverted { pattern |= bits[dy][dx] }
                    }
                }
                guard pattern != 0, let scalar = Unicode.Scalar(0x2800 + pattern) else { continue }
                canvas.put(Glyph(Character(scalar), width: 1), at: Point(x: origin.x + column, y: origin.y + row), style: style)
            }
        }
    }

    /// The rendered text of `image` in braille, one string a row: what a test or a log shows.
    public static func brailleLines(_ image: RGBAImage, threshold: Int = 128, inverted: Bool = false) -> [String] {
        var canvas = Canvas(size: Size(width: (image.width + 1) / 2, height: (image.height + 3) / 4))
        drawBraille(image, into: &canvas, at: .zero, style: .plain, threshold: threshold, inverted: inverted)
        return (0..<canvas.size.height).map { y in String((0..<canvas.size.width).map { canvas[$0, y].character }) }
    }
}

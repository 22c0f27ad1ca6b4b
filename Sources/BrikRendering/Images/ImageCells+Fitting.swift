extension RGBAImage {
    /// A transparent image of `width × height` with `image` copied in at (`x`, `y`); what
    /// falls outside is cut (an offset may be negative).
    public static func composing(_ image: RGBAImage, at x: Int, _ y: Int, width: Int, height: Int) -> RGBAImage {
        var result = RGBAImage(width: width, height: height)
        let rows = max(0, y)..<min(height, y + image.height)
        let columns = max(0, x)..<min(width, x + image.width)
        for row in rows {
            for column in columns { result[column, row] = image[column - x, row - y] }
        }
        return result
    }
}

extension ImageCells {
    /// The pixels `image` becomes in an area of `cells` cells in `mode` fitted by
    /// `contentMode`: an image of exactly the area's pixels (transparent where the image
    /// does not reach). `cellAspect` is a cell's width over its height (0.5 on most terminals).
    public static func fitted(
        _ image: RGBAImage, cells: Size, mode: ImageRenderMode, contentMode: ImageContentMode, cellAspect: Double
    ) -> RGBAImage {
        let perCell = mode.pixelsPerCell
        let area = Size(width: cells.width * perCell.width, height: cells.height * perCell.height)
        let pixelAspect =
            (cellAspect.isFinite && cellAspect > 0 ? cellAspect : 0.5) * Double(perCell.height) / Double(perCell.width)
        let place = contentMode.placement(
            imageSize: Size(width: image.width, height: image.height), in: area, pixelAspect: pixelAspect)
        guard !place.isEmpty else { return RGBAImage(width: area.width, height: area.height) }
        let scaled = image.resized(width: place.width, height: place.height)
        return RGBAImage.composing(scaled, at: place.x, place.y, width: area.width, height: area.height)
    }

    /// Draws `image` fitted into `rect` (see ``fitted(_:cells:mode:contentMode:cellAspect:)``):
    /// half blocks in colour at `depth`, or braille dots in `tint`'s style.
    public static func draw(
        _ image: RGBAImage, into canvas: inout Canvas, in rect: Rect, mode: ImageRenderMode,
        contentMode: ImageContentMode, cellAspect: Double, depth: ColorDepth, brailleStyle: CellStyle = .plain
    ) {
        let resolved = mode.resolved(for: depth)
        let pixels = fitted(image, cells: rect.size, mode: resolved, contentMode: contentMode, cellAspect: cellAspect)
        canvas.withClip(rect) { canvas in
            if resolved == .braille {
                drawBraille(pixels, into: &canvas, at: rect.origin, style: brailleStyle)
            } else {
                drawHalfBlocks(pixels, into: &canvas, at: rect.origin, depth: depth)
            }
        }
    }
}

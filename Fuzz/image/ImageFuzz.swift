@testable import BrikRendering

/// libFuzzer target: arbitrary bytes through the image decoders (PNG and PPM/PGM) and,
/// when they decode, through resizing and both cell renderings.
///
/// Checked: nothing crashes, hangs or allocates beyond the limits (a small limit keeps
/// each run fast); a decoded image has the size its header gave within the limits and
/// exactly width × height pixels; a fitted image has the area's pixel size; drawing
/// stays inside its rect.
@_cdecl("LLVMFuzzerTestOneInput")
public func imageFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let cells = Size(width: input.int(in: 0...12), height: input.int(in: 0...6))
    let contentMode = input.pick([ImageContentMode.scaleToFill, .aspectFit, .aspectFill, .center])
    let renderMode = input.pick([ImageRenderMode.halfBlock, .braille])
    let depth = input.pick(ColorDepth.allCases)
    let bytes = input.rest()
    let limits = ImageLimits(maxDimension: 256, maxPixels: 1 << 14)
    let image: RGBAImage
    do {
        image = try ImageDecoder.decode(bytes, limits: limits)
    } catch {
        check(!error.description.isEmpty, "an error without a reason")
        return 0
    }
    check(image.width >= 1 && image.width <= 256 && image.height >= 1 && image.height <= 256, "size \(image.width)×\(image.height)")
    check(image.pixels.count == image.width * image.height, "pixel count")
    let fitted = ImageCells.fitted(image, cells: cells, mode: renderMode, contentMode: contentMode, cellAspect: 0.5)
    let perCell = renderMode.pixelsPerCell
    check(fitted.width == cells.width * perCell.width && fitted.height == cells.height * perCell.height, "fitted size")
    var canvas = Canvas(size: Size(width: cells.width + 2, height: cells.height + 2))
    let rect = Rect(x: 1, y: 1, width: cells.width, height: cells.height)
    ImageCells.draw(image, into: &canvas, in: rect, mode: renderMode, contentMode: contentMode, cellAspect: 0.5, depth: depth)
    for y in 0..<canvas.size.height {
        for x in 0..<canvas.size.width where !rect.contains(Point(x: x, y: y)) {
            check(canvas[x, y] == .blank, "drew outside its rect at \(x),\(y)")
        }
    }
    return 0
}

import Testing

@testable import BrikRendering

@Suite struct ImageCellsTests {
    static let red = RGBAImage.Pixel(r: 255, g: 0, b: 0)
    static let blue = RGBAImage.Pixel(r: 0, g: 0, b: 255)
    static let white = RGBAImage.Pixel(r: 255, g: 255, b: 255)
    static let black = RGBAImage.Pixel(r: 0, g: 0, b: 0)

    @Test func halfBlocksPutTheTopPixelInFrontAndTheBottomBehind() {
        // Column 0: red over blue; column 1: red over nothing; column 2: nothing over blue; column 3: nothing.
        let image = RGBAImage(
            width: 4, height: 2, pixels: [Self.red, Self.red, .clear, .clear, Self.blue, .clear, Self.blue, .clear])
        var canvas = Canvas(size: Size(width: 4, height: 1))
        ImageCells.drawHalfBlocks(image, into: &canvas, at: .zero, depth: .trueColor)
        expectScreen(canvas, ["▀▀▄ "])
        #expect(canvas[0, 0].style == CellStyle(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
        #expect(canvas[1, 0].style == CellStyle(foreground: .rgb(255, 0, 0)))
        #expect(canvas[2, 0].style == CellStyle(foreground: .rgb(0, 0, 255)))
    }

    @Test func halfBlocksAtSixteenColoursUseTheANSIPalette() {
        let image = RGBAImage(width: 1, height: 2, pixels: [Self.red, Self.blue])
        var canvas = Canvas(size: Size(width: 1, height: 1))
        ImageCells.drawHalfBlocks(image, into: &canvas, at: .zero, depth: .ansi16)
        if case .ansi = canvas[0, 0].style.foreground {
        } else {
            Issue.record("foreground \(canvas[0, 0].style.foreground) is not ANSI")
        }
        if case .ansi = canvas[0, 0].style.background {} else { Issue.record("background is not ANSI") }
    }

    @Test func ditheringAGreyMixesTwoColours() {
        // A mid grey at 16 colours is no single ANSI colour: diffusion alternates neighbours.
        let image = RGBAImage(width: 8, height: 8, fill: .init(r: 150, g: 150, b: 150))
        #expect(Set(image.terminalColors(depth: .ansi16)).count >= 2)
    }

    @Test func brailleSetsOneDotPerBrightPixel() {
        // A 4×4 image: a diagonal of white on black.
        var image = RGBAImage(width: 4, height: 4, fill: Self.black)
        for index in 0..<4 { image[index, index] = Self.white }
        #expect(ImageCells.brailleLines(image) == ["⠑⢄"])
        #expect(ImageCells.brailleLines(image, inverted: true) == ["⣮⡻"])
    }

    @Test func contentModesPlaceTheImage() {
        let wide = Size(width: 4, height: 2)
        let area = Size(width: 8, height: 8)
        #expect(
            ImageContentMode.scaleToFill.placement(imageSize: wide, in: area, pixelAspect: 1)
                == Rect(x: 0, y: 0, width: 8, height: 8))
        #expect(
            ImageContentMode.aspectFit.placement(imageSize: wide, in: area, pixelAspect: 1)
                == Rect(x: 0, y: 2, width: 8, height: 4))
        #expect(
            ImageContentMode.aspectFill.placement(imageSize: wide, in: area, pixelAspect: 1)
                == Rect(x: -4, y: 0, width: 16, height: 8))
        #expect(
            ImageContentMode.center.placement(imageSize: wide, in: area, pixelAspect: 1) == Rect(x: 2, y: 3, width: 4, height: 2))
    }

    @Test func drawnScreensForEachContentMode() {
        // A 1×3 image (white over two blacks) in braille into 4×1 cells, 8×4 pixels; black shows no dot.
        let image = RGBAImage(width: 1, height: 3, pixels: [Self.white, Self.black, Self.black])
        func screen(_ mode: ImageContentMode) -> [String] {
            var canvas = Canvas(size: Size(width: 4, height: 1))
            ImageCells.draw(
                image, into: &canvas, in: canvas.bounds, mode: .braille, contentMode: mode, cellAspect: 0.5, depth: .trueColor)
            return screenRows(canvas)
        }
        expectRows(screen(.scaleToFill), ["⠛⠛⠛⠛"])
        expectRows(screen(.aspectFit), [" ⠘  "])
        expectRows(screen(.aspectFill), ["    "])
        expectRows(screen(.center), [" ⠈  "])
    }

    @Test func resizingAveragesWithAlphaWeights() {
        let image = RGBAImage(width: 2, height: 1, pixels: [Self.red, .clear])
        let half = image.resized(width: 1, height: 1)
        #expect(half[0, 0] == .init(r: 255, g: 0, b: 0, a: 127))
    }
}

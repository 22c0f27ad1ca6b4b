import Testing

@testable import BrikRendering

@Suite struct PPMDecoderTests {
    @Test func asciiPixmapWithComments() throws {
        let image = try PPMDecoder.decode(Array("P3\n# a comment\n2 1\n255\n255 0 0  0 128 255\n".utf8))
        #expect(image.pixels == [.init(r: 255, g: 0, b: 0), .init(r: 0, g: 128, b: 255)])
    }

    @Test func binaryPixmap() throws {
        let image = try PPMDecoder.decode(Array("P6 1 2 255\n".utf8) + [1, 2, 3, 4, 5, 6])
        #expect(image.pixels == [.init(r: 1, g: 2, b: 3), .init(r: 4, g: 5, b: 6)])
    }

    @Test func greymapsScaleTheirMaximum() throws {
        let ascii = try PPMDecoder.decode(Array("P2 2 1 15 0 15".utf8))
        #expect(ascii.pixels == [.init(r: 0, g: 0, b: 0), .init(r: 255, g: 255, b: 255)])
        let sixteen = try PPMDecoder.decode(Array("P5 1 1 65535\n".utf8) + [0x80, 0x00])
        #expect(sixteen.pixels == [.init(r: 127, g: 127, b: 127)])
    }

    @Test func malformedInputIsNamed() {
        #expect(throws: ImageDecodingError.truncated("pixel data ends early")) {
            try PPMDecoder.decode(Array("P6 2 2 255\n".utf8) + [1])
        }
        #expect(throws: ImageDecodingError.truncated("file ends before the sample")) {
            try PPMDecoder.decode(Array("P3 1 1 255 1 2".utf8))
        }
        #expect(throws: ImageDecodingError.malformed("width is not a number")) { try PPMDecoder.decode(Array("P3 x".utf8)) }
        #expect(throws: ImageDecodingError.tooLarge(width: 99999, height: 99999)) {
            try PPMDecoder.decode(Array("P6 99999 99999 255\n".utf8))
        }
        #expect(throws: ImageDecodingError.malformed("maximum value 0 is not 1…65535")) {
            try PPMDecoder.decode(Array("P5 1 1 0\n\0".utf8))
        }
    }
}

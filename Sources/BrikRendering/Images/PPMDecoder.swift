/// Decodes Netpbm greymaps and pixmaps (PGM `P2`/`P5`, PPM `P3`/`P6`) into ``RGBAImage``,
/// in pure Swift with no dependency.
///
/// Comments (`#` to the end of the line) may stand between header fields. A maximum
/// value above 255 (two bytes a sample in the binary forms) is scaled down to 8 bits.
public enum PPMDecoder {
    /// The image in `data`, or an error that says what is wrong with it.
    public static func decode(_ data: [UInt8], limits: ImageLimits = .standard) throws(ImageDecodingError) -> RGBAImage {
        guard data.count >= 2, data[0] == UInt8(ascii: "P") else { throw .unknownFormat }
        let kind = data[1]
        guard [UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "5"), UInt8(ascii: "6")].contains(kind) else {
            throw .unknownFormat
        }
        let channels = kind == UInt8(ascii: "2") || kind == UInt8(ascii: "5") ? 1 : 3
        let isBinary = kind == UInt8(ascii: "5") || kind == UInt8(ascii: "6")
        var scanner = Scanner(data: data, position: 2)
        let width = try scanner.number("width")
        let height = try scanner.number("height")
        try limits.check(width: width, height: height)
        let maxValue = try scanner.number("maximum value")
        guard (1...65535).contains(maxValue) else { throw .malformed("maximum value \(maxValue) is not 1…65535") }
        var samples: [Int] = []
        let count = width * height * channels
        samples.reserveCapacity(count)
        if isBinary {
            // Exactly one whitespace byte separates the header from the samples.
            scanner.position += 1
            let bytesPerSample = maxValue > 255 ? 2 : 1
            guard scanner.position + count * bytesPerSample <= data.count else { throw .truncated("pixel data ends early") }
            for index in 0..<count {
                let at = scanner.position + index * bytesPerSample
                samples.append(bytesPerSample == 2 ? Int(data[at]) << 8 | Int(data[at + 1]) : Int(data[at]))
            }
        } else {
            for _ in 0..<count { samples.append(try scanner.number("sample")) }
        }
        var pixels: [RGBAImage.Pixel] = []
        pixels.reserveCapacity(width * height)
        for index in 0..<width * height {
            let scaled = (0..<channels).map { UInt8(min(maxValue, samples[index * channels + $0]) * 255 / maxValue) }
            pixels.append(
                channels == 1 ? .init(r: scaled[0], g: scaled[0], b: scaled[0]) : .init(r: scaled[0], g: scaled[1], b: scaled[2]))
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Reads the whitespace-separated decimal numbers of a Netpbm header.
    private struct Scanner {
        let data: [UInt8]
        var position: Int

        mutating func number(_ what: String) throws(ImageDecodingError) -> Int {
            while position < data.count {
                let byte = data[position]
                if byte == UInt8(ascii: "#") {
                    while position < data.count, data[position] != 10, data[position] != 13 { position += 1 }
                } else if byte == 32 || (9...13).contains(byte) {
                    position += 1
                } else {
                    break
                }
            }
            var value = 0, digits = 0
            while position < data.count, (48...57).contains(data[position]) {
                value = value * 10 + Int(data[position] - 48)
                guard value <= 1 << 30 else { throw .malformed("\(what) is too large") }
                position += 1
                digits += 1
            }
            guard digits > 0 else {
                throw position >= data.count ? .truncated("file ends before the \(what)") : .malformed("\(what) is not a number")
            }
            return value
        }
    }
}

/// Turns PNG's decompressed scanlines into RGBA pixels: undoes the row filters, unpacks
/// sub-byte samples, applies the palette and `tRNS`, and places Adam7's passes.
struct PixelUnpacker {
    let header: PNGDecoder.Header
    let palette: [RGBAImage.Pixel]
    let transparency: [UInt8]

    init(header: PNGDecoder.Header, palette: [RGBAImage.Pixel], transparency: [UInt8]) {
        self.header = header
        self.palette = palette
        self.transparency = transparency
    }

    mutating func image(from raw: [UInt8]) throws(ImageDecodingError) -> RGBAImage {
        var image = RGBAImage(width: header.width, height: header.height)
        var offset = 0
        let passes = header.interlaced ? Adam7.passes : [Adam7.Pass(x: 0, y: 0, dx: 1, dy: 1)]
        for pass in passes {
            let size = pass.size(width: header.width, height: header.height)
            guard size.width > 0, size.height > 0 else { continue }
            let rowBytes = header.rowBytes(width: size.width)
            guard offset + rowBytes * size.height <= raw.count else { throw .truncated("image data ends before the last row") }
            var previous = [UInt8](repeating: 0, count: rowBytes - 1)
            for row in 0..<size.height {
                let start = offset + row * rowBytes
                var line = Array(raw[start + 1..<start + rowBytes])
                try Self.unfilter(&line, previous: previous, type: raw[start], bytesPerPixel: max(1, header.bitsPerPixel / 8))
                for column in 0..<size.width {
                    image[pass.x + column * pass.dx, pass.y + row * pass.dy] = pixel(in: line, at: column)
                }
                previous = line
            }
            offset += rowBytes * size.height
        }
        return image
    }

    static func unfilter(_ line: inout [UInt8], previous: [UInt8], type: UInt8, bytesPerPixel: Int) throws(ImageDecodingError) {
        switch type {
        case 0:
            return
        case 1:
            for index in bytesPerPixel..<max(bytesPerPixel, line.count) { line[index] &+= line[index - bytesPerPixel] }
        case 2:
            for index in line.indices { line[index] &+= previous[index] }
        case 3:
            for index in line.indices {
                let left = index >= bytesPerPixel ? Int(line[index - bytesPerPixel]) : 0
                line[index] &+= UInt8((left + Int(previous[index])) / 2)
            }
        case 4:
            for index in line.indices {
                let left = index >= bytesPerPixel ? Int(line[index - bytesPerPixel]) : 0
                let upLeft = index >= bytesPerPixel ? Int(previous[index - bytesPerPixel]) : 0
                line[index] &+= UInt8(paeth(left, Int(previous[index]), upLeft))
            }
        default:
            throw .malformed("row filter type \(type) does not exist")
        }
    }

    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Sample `index` of the row (in samples, not bytes), at full precision.
    private func sample(_ line: [UInt8], _ index: Int) -> Int {
        switch header.bitDepth {
        case 16: return Int(line[index * 2]) << 8 | Int(line[index * 2 + 1])
        case 8: return Int(line[index])
        default:
            let bit = index * header.bitDepth
            let shift = 8 - header.bitDepth - bit % 8
            return Int(line[bit / 8] >> UInt8(shift)) & ((1 << header.bitDepth) - 1)
        }
    }

    /// A sample scaled to 0–255 (16-bit keeps its high byte, sub-byte depths are stretched).
    private func byte(_ value: Int) -> UInt8 {
        switch header.bitDepth {
        case 16: return UInt8(value >> 8)
        case 8: return UInt8(value)
        default: return UInt8(value * 255 / ((1 << header.bitDepth) - 1))
        }
    }

    /// The `tRNS` value `index` (a 16-bit sample for grey and RGB).
    private func transparentSample(_ index: Int) -> Int? {
        guard transparency.count >= (index + 1) * 2 else { return nil }
        return Int(transparency[index * 2]) << 8 | Int(transparency[index * 2 + 1])
    }

    private func pixel(in line: [UInt8], at column: Int) -> RGBAImage.Pixel {
        let channels = header.channels
        let base = column * channels
        switch header.colorType {
        case 0:
            let grey = sample(line, base)
            let alpha: UInt8 = transparentSample(0) == grey ? 0 : 255
            let value = byte(grey)
            return .init(r: value, g: value, b: value, a: alpha)
        case 2:
            let (r, g, b) = (sample(line, base), sample(line, base + 1), sample(line, base + 2))
            let key = (transparentSample(0), transparentSample(1), transparentSample(2))
            let alpha: UInt8 = key.0 == r && key.1 == g && key.2 == b ? 0 : 255
            return .init(r: byte(r), g: byte(g), b: byte(b), a: alpha)
        case 3:
            let index = sample(line, base)
            // An index past the palette is an error in the file; it draws transparent rather than failing the image.
            guard index < palette.count else { return .clear }
            var color = palette[index]
            if index < transparency.count { color.a = transparency[index] }
            return color
        case 4:
            let value = byte(sample(line, base))
            return .init(r: value, g: value, b: value, a: byte(sample(line, base + 1)))
        default:
            return .init(
                r: byte(sample(line, base)), g: byte(sample(line, base + 1)), b: byte(sample(line, base + 2)),
                a: byte(sample(line, base + 3)))
        }
    }
}

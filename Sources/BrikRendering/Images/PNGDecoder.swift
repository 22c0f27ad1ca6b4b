/// Decodes PNG files into ``RGBAImage``, in pure Swift with no C library (so it has no
/// dependency and can be fuzzed): every colour type (grey, RGB, palette, grey + alpha,
/// RGBA), bit depths 1–16, `PLTE`, `tRNS`, the five row filters and Adam7 interlacing.
///
/// Chunk CRCs and the zlib Adler-32 are checked; a mismatch is an error. Sizes are
/// checked against ``ImageLimits`` before anything is allocated. 16-bit samples keep
/// their high byte. Ancillary chunks other than `tRNS` (gamma, colour profiles, text)
/// are read past and ignored.
public enum PNGDecoder {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The image in `data`, or an error that says what is wrong with it.
    public static func decode(_ data: [UInt8], limits: ImageLimits = .standard) throws(ImageDecodingError) -> RGBAImage {
        guard data.count >= 8, Array(data[0..<8]) == signature else { throw .unknownFormat }
        var position = 8
        var header: Header?
        var palette: [RGBAImage.Pixel] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var sawEnd = false
        while !sawEnd {
            guard position + 8 <= data.count else { throw .truncated("file ends before the IEND chunk") }
            let length = Int(readUInt32(data, position))
            let typeStart = position + 4
            guard length <= 0x7FFF_FFFF, typeStart + 4 + length + 4 <= data.count else {
                throw .truncated("chunk at byte \(position) runs past the end of the file")
            }
            let type = String(decoding: data[typeStart..<typeStart + 4], as: UTF8.self)
            let body = Array(data[typeStart + 4..<typeStart + 4 + length])
            let storedCRC = readUInt32(data, typeStart + 4 + length)
            guard CRC32.checksum(data[typeStart..<typeStart + 4 + length]) == storedCRC else {
                throw .badChecksum("CRC of chunk \(type) does not match")
            }
            position = typeStart + 4 + length + 4
            switch type {
            case "IHDR":
                guard header == nil else { throw .malformed("second IHDR chunk") }
                header = try Header(body, limits: limits)
            case "PLTE":
                guard body.count % 3 == 0, body.count / 3 >= 1, body.count / 3 <= 256 else {
                    throw .malformed("PLTE length \(body.count) is not 3 × 1…256")
                }
                palette = stride(from: 0, to: body.count, by: 3).map { .init(r: body[$0], g: body[$0 + 1], b: body[$0 + 2]) }
            case "tRNS":
                transparency = body
            case "IDAT":
                guard header != nil else { throw .malformed("IDAT before IHDR") }
                guard compressed.count + body.count <= 1 << 28 else { throw .malformed("compressed data is too large") }
                compressed += body
            case "IEND":
                sawEnd = true
            default:
                // Bit 5 of the first letter clear marks a critical chunk a decoder must understand.
                guard let first = type.utf8.first, first & 0x20 != 0 else { throw .malformed("unknown critical chunk \(type)") }
            }
        }
        guard let header else { throw .malformed("no IHDR chunk") }
        guard !compressed.isEmpty else { throw .malformed("no IDAT chunk") }
        if header.colorType == 3 && palette.isEmpty { throw .malformed("palette image without PLTE") }
        let raw = try Inflate.zlib(compressed, limit: header.decodedByteCount)
        var pixels = PixelUnpacker(header: header, palette: palette, transparency: transparency)
        return try pixels.image(from: raw)
    }

    static func readUInt32(_ data: [UInt8], _ at: Int) -> UInt32 {
        UInt32(data[at]) << 24 | UInt32(data[at + 1]) << 16 | UInt32(data[at + 2]) << 8 | UInt32(data[at + 3])
    }

    /// The IHDR chunk: size, bit depth, colour type and interlace method.
    struct Header {
        let width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool

        init(_ body: [UInt8], limits: ImageLimits) throws(ImageDecodingError) {
            guard body.count == 13 else { throw .malformed("IHDR is \(body.count) bytes, not 13") }
            width = Int(PNGDecoder.readUInt32(body, 0))
            height = Int(PNGDecoder.readUInt32(body, 4))
            bitDepth = Int(body[8])
            colorType = Int(body[9])
            try limits.check(width: width, height: height)
            let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
            guard let depths = allowed[colorType] else { throw .malformed("colour type \(colorType) does not exist") }
            guard depths.contains(bitDepth) else {
                throw .malformed("bit depth \(bitDepth) is not allowed for colour type \(colorType)")
            }
            guard body[10] == 0, body[11] == 0 else { throw .malformed("unknown compression or filter method") }
            guard body[12] <= 1 else { throw .malformed("interlace method \(body[12]) does not exist") }
            interlaced = body[12] == 1
        }

        /// Samples per pixel.
        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }
        /// Bits per pixel.
        var bitsPerPixel: Int { channels * bitDepth }
        /// Bytes of one filtered row of `width` pixels, with its filter byte.
        func rowBytes(width: Int) -> Int { 1 + (width * bitsPerPixel + 7) / 8 }

        /// The size of the whole decompressed stream, every Adam7 pass counted.
        var decodedByteCount: Int {
            guard interlaced else { return height * rowBytes(width: width) }
            return Adam7.passes.reduce(0) { total, pass in
                let size = pass.size(width: width, height: height)
                return size.width == 0 || size.height == 0 ? total : total + size.height * rowBytes(width: size.width)
            }
        }
    }
}

/// Adam7's seven passes: where each starts and how far it steps.
enum Adam7 {
    struct Pass {
        let x: Int, y: Int, dx: Int, dy: Int
        func size(width: Int, height: Int) -> (width: Int, height: Int) {
            ((width - x + dx - 1) / dx, (height - y + dy - 1) / dy)
        }
    }
    static let passes = [
        Pass(x: 0, y: 0, dx: 8, dy: 8), Pass(x: 4, y: 0, dx: 8, dy: 8), Pass(x: 0, y: 4, dx: 4, dy: 8),
        Pass(x: 2, y: 0, dx: 4, dy: 4), Pass(x: 0, y: 2, dx: 2, dy: 4), Pass(x: 1, y: 0, dx: 2, dy: 2),
        Pass(x: 0, y: 1, dx: 1, dy: 2),
    ]
}

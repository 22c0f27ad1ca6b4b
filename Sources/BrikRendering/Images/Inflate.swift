/// A zlib (RFC 1950) / DEFLATE (RFC 1951) decompressor in pure Swift: stored, fixed and
/// dynamic Huffman blocks, with the Adler-32 check.
///
/// Written here rather than linked from a C library, so images need no dependency and
/// the decoder can be fuzzed as Swift. Every read is bounds-checked and the output is
/// capped at `limit` bytes: bad input throws, it never traps or grows without bound.
enum Inflate {
    /// The decompressed bytes of the zlib stream `data`, at most `limit` bytes.
    static func zlib(_ data: [UInt8], limit: Int) throws(ImageDecodingError) -> [UInt8] {
        guard data.count >= 6 else { throw .truncated("zlib stream shorter than its header and checksum") }
        let cmf = Int(data[0]), flags = Int(data[1])
        guard cmf & 0x0F == 8, cmf >> 4 <= 7 else { throw .malformed("zlib compression method is not deflate") }
        guard (cmf << 8 | flags) % 31 == 0 else { throw .malformed("zlib header check bits are wrong") }
        guard flags & 0x20 == 0 else { throw .malformed("zlib preset dictionary is not allowed") }
        var reader = BitReader(data: data, position: 2)
        let output = try raw(&reader, limit: limit)
        reader.alignToByte()
        let end = reader.position
        guard end + 4 <= data.count else { throw .truncated("zlib stream ends before its Adler-32") }
        let expected = UInt32(data[end]) << 24 | UInt32(data[end + 1]) << 16 | UInt32(data[end + 2]) << 8 | UInt32(data[end + 3])
        guard adler32(output) == expected else { throw .badChecksum("zlib Adler-32 does not match the data") }
        return output
    }

    /// The Adler-32 of `bytes`.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            let end = min(bytes.count, index + 5552)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }

    /// Raw DEFLATE blocks from `reader` until the final block.
    static func raw(_ reader: inout BitReader, limit: Int) throws(ImageDecodingError) -> [UInt8] {
        var output: [UInt8] = []
        var isFinal = false
        while !isFinal {
            isFinal = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let length = try reader.bits(16), complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else { throw .malformed("stored block length check fails") }
                guard output.count + length <= limit else { throw .malformed("decompressed data exceeds \(limit) bytes") }
                try reader.copyBytes(length, into: &output)
            case 1:
                try inflateBlock(&reader, &output, literals: fixedLiterals, distances: fixedDistances, limit: limit)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try inflateBlock(&reader, &output, literals: literals, distances: distances, limit: limit)
            default:
                throw .malformed("deflate block type 3 is reserved")
            }
        }
        return output
    }

    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static let fixedLiterals: Huffman = {
        var lengths = [Int](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        return fixedCode(lengths)
    }()
    private static let fixedDistances = fixedCode([Int](repeating: 5, count: 30))

    /// One of RFC 1951's fixed codes: constant lengths that form a complete code, so building
    /// it cannot fail.
    private static func fixedCode(_ lengths: [Int]) -> Huffman {
        do {
            return try Huffman(lengths: lengths)
        } catch {
            preconditionFailure("RFC 1951's fixed code is refused: \(error)")
        }
    }

    private static func dynamicTables(_ reader: inout BitReader) throws(ImageDecodingError) -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .malformed("too many Huffman codes in a dynamic block") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try reader.bits(3) }
        let codeCode = try Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeCode.decode(&reader)
            switch symbol {
            case 0..<16:
                lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw .malformed("repeat code with no previous length") }
                lengths += repeatElement(previous, count: 3 + (try reader.bits(2)))
            case 17:
                lengths += repeatElement(0, count: 3 + (try reader.bits(3)))
            default:
                lengths += repeatElement(0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw .malformed("code lengths run past their count") }
        guard lengths[256] != 0 else { throw .malformed("dynamic block has no end-of-block code") }
        return (
            try Huffman(lengths: Array(lengths[0..<literalCount])),
            try Huffman(lengths: Array(lengths[literalCount...]))
        )
    }

    private static func inflateBlock(
        _ reader: inout BitReader, _ output: inout [UInt8], literals: Huffman, distances: Huffman, limit: Int
    ) throws(ImageDecodingError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else { throw .malformed("decompressed data exceeds \(limit) bytes") }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < lengthBase.count else { throw .malformed("length code \(symbol) is invalid") }
            let length = lengthBase[lengthIndex] + (try reader.bits(lengthExtra[lengthIndex]))
            let distanceSymbol = try distances.decode(&reader)
            guard distanceSymbol < distanceBase.count else { throw .malformed("distance code \(distanceSymbol) is invalid") }
            let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
            guard distance <= output.count else { throw .malformed("distance \(distance) reaches before the start of the data") }
            guard output.count + length <= limit else { throw .malformed("decompressed data exceeds \(limit) bytes") }
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }
}

/// Reads DEFLATE's bit stream: least significant bit first, bounds-checked.
struct BitReader {
    let data: [UInt8]
    /// The next byte to read.
    private(set) var position: Int
    private var buffer = 0
    private var bufferCount = 0

    init(data: [UInt8], position: Int) {
        self.data = data
        self.position = position
    }

    /// The next `count` bits (0…16) as a number, first bit lowest.
    mutating func bits(_ count: Int) throws(ImageDecodingError) -> Int {
        while bufferCount < count {
            guard position < data.count else { throw .truncated("compressed data ends inside a block") }
            buffer |= Int(data[position]) << bufferCount
            position += 1
            bufferCount += 8
        }
        let value = buffer & ((1 << count) - 1)
        buffer >>= count
        bufferCount -= count
        return value
    }

    /// Drops the bits left of the current byte (a stored block starts on a byte).
    mutating func alignToByte() {
        buffer = 0
        bufferCount = 0
    }

    /// Appends the next `count` whole bytes to `output`.
    mutating func copyBytes(_ count: Int, into output: inout [UInt8]) throws(ImageDecodingError) {
        guard position + count <= data.count else { throw .truncated("stored block runs past the data") }
        output += data[position..<position + count]
        position += count
    }
}

/// A canonical Huffman code, decoded a bit at a time by counts per length (as zlib's puff does).
struct Huffman {
    private var counts = [Int](repeating: 0, count: 16)
    private var symbols: [Int]

    /// The code whose symbol `i` has code length `lengths[i]` (0 for unused).
    /// An over-subscribed set of lengths throws; an incomplete one is allowed (RFC 1951 permits one code).
    init(lengths: [Int]) throws(ImageDecodingError) {
        for length in lengths { counts[length] += 1 }
        var left = 1
        for length in 1..<16 {
            left <<= 1
            left -= counts[length]
            guard left >= 0 else { throw .malformed("Huffman code lengths are over-subscribed") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    /// The next symbol read from `reader`.
    func decode(_ reader: inout BitReader) throws(ImageDecodingError) -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - count < first { return symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw .malformed("invalid Huffman code")
    }
}

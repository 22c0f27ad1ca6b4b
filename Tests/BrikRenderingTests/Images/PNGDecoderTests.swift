import SeededRandom
import Testing

@testable import BrikRendering

@Suite struct PNGDecoderTests {
    static func rgba(_ image: RGBAImage) -> [UInt8] { image.pixels.flatMap { [$0.r, $0.g, $0.b, $0.a] } }

    @Test(arguments: PNGFixtures.all.map(\.name))
    func decodesEveryColourTypeDepthFilterAndInterlace(name: String) throws {
        let fixture = try #require(PNGFixtures.all.first { $0.name == name })
        let image = try PNGDecoder.decode(fixture.bytes)
        #expect(image.width == fixture.width)
        #expect(image.height == fixture.height)
        #expect(Self.rgba(image) == fixture.expected)
    }

    @Test func fixturesCoverStoredFixedAndDynamicBlocks() {
        #expect(Set(PNGFixtures.all.map(\.blockType)) == [0, 1, 2])
    }

    @Test func truncatedFilesThrowAtEveryLength() throws {
        let bytes = try #require(PNGFixtures.all.first { $0.name == "gradientDynamic" }).bytes
        for length in stride(from: 0, to: bytes.count - 1, by: 7) {
            #expect(throws: ImageDecodingError.self) { try PNGDecoder.decode(Array(bytes[0..<length])) }
        }
    }

    @Test func aChangedByteFailsTheChunkCRC() throws {
        var bytes = try #require(PNGFixtures.all.first { $0.name == "rgb8" }).bytes
        bytes[20] ^= 0x01  // inside IHDR's width
        #expect(throws: ImageDecodingError.badChecksum("CRC of chunk IHDR does not match")) { try PNGDecoder.decode(bytes) }
    }

    @Test func anAbsurdSizeIsRefusedBeforeAllocating() throws {
        let huge = Self.png(
            width: 100_000, height: 100_000, colorType: 6, idat: [0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        #expect(throws: ImageDecodingError.tooLarge(width: 100_000, height: 100_000)) { try PNGDecoder.decode(huge) }
    }

    @Test func decompressedDataBeyondTheImageIsRefused() throws {
        // A 1×1 grey image whose zlib stream claims 10 000 bytes: refused at 2 bytes (filter + sample).
        var raw = [UInt8](repeating: 0, count: 10_000)
        raw[0] = 0
        let stored = Self.zlibStored(raw)
        #expect(throws: ImageDecodingError.self) {
            try PNGDecoder.decode(Self.png(width: 1, height: 1, colorType: 0, idat: stored))
        }
    }

    @Test func aBadFilterTypeIsNamed() throws {
        let stored = Self.zlibStored([9, 0])
        #expect(throws: ImageDecodingError.malformed("row filter type 9 does not exist")) {
            try PNGDecoder.decode(Self.png(width: 1, height: 1, colorType: 0, idat: stored))
        }
    }

    @Test func aBadAdlerIsAnError() throws {
        var stored = Self.zlibStored([0, 77])
        stored[stored.count - 1] ^= 0xFF
        #expect(throws: ImageDecodingError.badChecksum("zlib Adler-32 does not match the data")) {
            try PNGDecoder.decode(Self.png(width: 1, height: 1, colorType: 0, idat: stored))
        }
    }

    @Test func notAnImageIsUnknown() {
        #expect(throws: ImageDecodingError.unknownFormat) { try ImageDecoder.decode(Array("hello".utf8)) }
    }

    @Test func storedBlockWrittenHereRoundTrips() throws {
        let image = try PNGDecoder.decode(Self.png(width: 2, height: 1, colorType: 0, idat: Self.zlibStored([0, 10, 200])))
        #expect(Self.rgba(image) == [10, 10, 10, 255, 200, 200, 200, 255])
    }

    @Test func randomBytesNeverCrash() {
        var generator = SplitMix64(seed: 19)
        let base = PNGFixtures.all.first { $0.name == "palette8" }!.bytes
        for _ in 0..<300 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let index = Int.random(in: 8..<bytes.count, using: &generator)
                bytes[index] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = try? PNGDecoder.decode(bytes)
        }
    }

    // MARK: helpers writing PNGs by hand

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(UInt32(body.count)) + typeBytes + body + be32(CRC32.checksum(typeBytes + body))
    }

    static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func png(width: UInt32, height: UInt32, colorType: UInt8, idat: [UInt8]) -> [UInt8] {
        PNGDecoder.signature + chunk("IHDR", be32(width) + be32(height) + [8, colorType, 0, 0, 0]) + chunk("IDAT", idat)
            + chunk("IEND", [])
    }

    /// `raw` as a zlib stream of one stored block.
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        let length = UInt16(raw.count)
        return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + raw
            + be32(Inflate.adler32(raw))
    }
}

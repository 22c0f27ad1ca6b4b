/// Why image bytes could not be decoded: each case names what was wrong, so a
/// placeholder can show it and a user can act on it.
public enum ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are neither PNG nor PPM/PGM.
    case unknownFormat
    /// The data ends before the image does.
    case truncated(String)
    /// The bytes break the format's rules (the reason says which).
    case malformed(String)
    /// A chunk's CRC-32 or the zlib stream's Adler-32 does not match its data.
    case badChecksum(String)
    /// Width, height or decoded size is above ``ImageLimits``.
    case tooLarge(width: Int, height: Int)

    /// A sentence for a placeholder or a log.
    public var description: String {
        switch self {
        case .unknownFormat: return "not a PNG or PPM/PGM image"
        case .truncated(let what): return "truncated: \(what)"
        case .malformed(let what): return "malformed: \(what)"
        case .badChecksum(let what): return "bad checksum: \(what)"
        case .tooLarge(let width, let height): return "image too large: \(width)×\(height)"
        }
    }
}

/// The bounds a decoder keeps to, so a hostile file cannot ask for a huge allocation.
public struct ImageLimits: Sendable, Equatable {
    /// The largest width or height accepted, in pixels.
    public var maxDimension: Int
    /// The largest number of pixels (width × height) accepted.
    public var maxPixels: Int

    /// 4096 pixels a side and 16 million pixels: far more than a terminal shows.
    public static let standard = ImageLimits(maxDimension: 4096, maxPixels: 1 << 24)

    /// Limits of `maxDimension` a side and `maxPixels` in all.
    public init(maxDimension: Int, maxPixels: Int) {
        self.maxDimension = maxDimension
        self.maxPixels = maxPixels
    }

    /// Throws ``ImageDecodingError/tooLarge(width:height:)`` unless both sides are 1…max
    /// and the area is within ``maxPixels``.
    func check(width: Int, height: Int) throws(ImageDecodingError) {
        guard width > 0, height > 0 else { throw .malformed("zero width or height (\(width)×\(height))") }
        guard width <= maxDimension, height <= maxDimension, width * height <= maxPixels else {
            throw .tooLarge(width: width, height: height)
        }
    }
}

/// A raster of 8-bit RGBA pixels, row by row from the top left: what every decoder
/// gives and what the cell converters draw from.
///
/// A value type with no knowledge of bricks or terminals.
public struct RGBAImage: Hashable, Sendable {
    /// One pixel: red, green, blue and alpha (0 transparent … 255 opaque).
    public struct Pixel: Hashable, Sendable {
        /// Red, 0–255.
        public var r: UInt8
        /// Green, 0–255.
        public var g: UInt8
        /// Blue, 0–255.
        public var b: UInt8
        /// Alpha, 0 transparent to 255 opaque.
        public var a: UInt8

        /// A pixel from its four channels; opaque unless `a` says otherwise.
        public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
            self.r = r
            self.g = g
            self.b = b
            self.a = a
        }

        /// A fully transparent pixel.
        public static let clear = Pixel(r: 0, g: 0, b: 0, a: 0)

        /// Perceived brightness 0–255 (Rec. 601 weights), ignoring alpha.
        public var luminance: Int { (Int(r) * 299 + Int(g) * 587 + Int(b) * 114) / 1000 }
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height` pixels, row by row.
    public private(set) var pixels: [Pixel]

    /// An image of `width × height` pixels filled with `fill`; negative sides count as 0.
    public init(width: Int, height: Int, fill: Pixel = .clear) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: fill, count: self.width * self.height)
    }

    /// An image from its pixels, row by row; missing pixels are transparent, extra ones dropped.
    public init(width: Int, height: Int, pixels: [Pixel]) {
        self.init(width: width, height: height)
        let count = min(pixels.count, self.pixels.count)
        self.pixels.replaceSubrange(0..<count, with: pixels[0..<count])
    }

    /// The pixel at (`x`, `y`); outside the image a transparent pixel.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return .clear }
            return pixels[y * width + x]
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            pixels[y * width + x] = newValue
        }
    }

    /// Whether the image has no pixels.
    public var isEmpty: Bool { width == 0 || height == 0 }
}

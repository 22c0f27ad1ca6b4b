/// Decodes an image whose format is told by its first bytes: PNG or PPM/PGM.
public enum ImageDecoder {
    /// The image in `data` (PNG or Netpbm P2/P3/P5/P6), or an error saying what is wrong.
    public static func decode(_ data: [UInt8], limits: ImageLimits = .standard) throws(ImageDecodingError) -> RGBAImage {
        if data.starts(with: PNGDecoder.signature) { return try PNGDecoder.decode(data, limits: limits) }
        return try PPMDecoder.decode(data, limits: limits)
    }
}

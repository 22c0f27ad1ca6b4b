import BrikRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fetches the image at a location (a file path, a URL, a command: the loader decides)
/// for an ``ImageView`` or ``ImageBrick``; BrickKit's `ImageDownloader`.
///
/// A loader runs off the main actor; the view applies its result on the main actor and
/// ignores it if the view was given another location meanwhile.
public protocol ImageLoader: Sendable {
    /// The decoded image at `location`; throws an error a placeholder can show.
    func loadImage(at location: String) async throws -> RGBAImage
}

/// Why a file could not be read as an image.
public struct ImageFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path asked for.
    public let path: String
    /// What went wrong, in words.
    public let reason: String

    /// "cannot read PATH: REASON".
    public var description: String { "cannot read \(path): \(reason)" }
}

/// Loads PNG and PPM/PGM files from local paths (a `file://` prefix is dropped), decoded
/// with ``ImageDecoder``. Files larger than `maxBytes` are refused before they are read.
public struct FileImageLoader: ImageLoader {
    /// The largest file read, in bytes (64 MB unless told).
    public let maxBytes: Int
    /// The decoder's size limits.
    public let limits: ImageLimits

    /// A loader refusing files above `maxBytes` and images above `limits`.
    public init(maxBytes: Int = 64 << 20, limits: ImageLimits = .standard) {
        self.maxBytes = maxBytes
        self.limits = limits
    }

    /// Reads and decodes the file at `location` (a path, or a `file://` URL); throws when it
    /// cannot be read, is larger than ``maxBytes`` or is not an image within ``limits``.
    public func loadImage(at location: String) async throws -> RGBAImage {
        let path = location.hasPrefix("file://") ? String(location.dropFirst(7)) : location
        return try ImageDecoder.decode(try readFile(path), limits: limits)
    }

    /// The bytes of the file at `path`.
    func readFile(_ path: String) throws(ImageFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ImageFileError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ImageFileError(path: path, reason: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw ImageFileError(path: path, reason: "not a regular file") }
        let size = Int(info.st_size)
        guard size <= maxBytes else {
            throw ImageFileError(path: path, reason: "\(size) bytes is above the \(maxBytes)-byte limit")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + done, size - done) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            done += count
        }
        return Array(bytes[0..<done])
    }
}

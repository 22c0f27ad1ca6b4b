import BrikCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's lines for a ``LineView``, read lazily: the file is scanned for newlines in
/// chunks (with `memchr`) into an index of where each line ends, and a line's bytes are
/// read and decoded only when it is drawn. Nothing holds the file's text.
///
/// ```swift
/// let lines = try FileLines(path: "server.log")   // the first chunk indexed
/// while !lines.isFullyIndexed { lines.indexMore() }   // or a chunk per timer tick
/// let view = LineView(source: lines)
/// application.every(.milliseconds(250)) { if lines.refresh() { view.linesDidChange() } }   // follow it
/// ```
/// ``lineCount`` counts the lines indexed so far (a last line without a newline once
/// the end is reached). Bytes that are not UTF-8 show as U+FFFD; a trailing `\r` (CRLF
/// files) is dropped; a line longer than ``maximumLineBytes`` is cut there.
@MainActor
public final class FileLines: LineSource {
    /// The file's path as given.
    ///
    /// ```swift
    /// lines.path   // "server.log"
    /// ```
    public let path: String
    /// The file's size when last looked at (``refresh()``), in bytes.
    ///
    /// ```swift
    /// lines.fileSize   // bytes, as of the last refresh()
    /// ```
    public private(set) var fileSize: Int
    /// Bytes of a line read at most: a file with no newlines is not read whole for one row.
    ///
    /// ```swift
    /// lines.maximumLineBytes = 64 << 10   // cut lines at 64 KiB
    /// ```
    public var maximumLineBytes = 1 << 20
    /// Bytes scanned per chunk.
    static let chunkSize = 1 << 20

    private let descriptor: Int32
    /// The offset of every newline found so far, in order.
    private var newlines: [Int] = []
    /// How far the file has been scanned.
    private var indexedBytes = 0
    private var scratch = [UInt8](repeating: 0, count: FileLines.chunkSize)
    /// Bytes of the file from `windowStart`, read ahead of (or, going back, behind) the
    /// line asked for: a search that reads every line in turn costs one read a window,
    /// not one a line. Dropped when the file changes size.
    private var window: [UInt8] = []
    private var windowStart = 0
    static let windowSize = 1 << 16

    /// Opens the file at `path` and indexes its first chunk (enough for the first screens).
    /// Throws ``FileLinesError`` when it cannot be opened or is a directory.
    ///
    /// ```swift
    /// let lines = try FileLines(path: CommandLine.arguments[1])
    /// ```
    public init(path: String) throws(FileLinesError) {
        self.path = path
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileLinesError(path: path, code: errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw FileLinesError(path: path, code: code)
        }
        guard (info.st_mode & S_IFMT) != S_IFDIR else {
            close(descriptor)
            throw FileLinesError(path: path, code: EISDIR)
        }
        self.descriptor = descriptor
        fileSize = Int(info.st_size)
        indexMore(bytes: Self.chunkSize)
    }

    deinit {
        close(descriptor)
    }

    /// Whether the whole file (as big as it was at the last ``refresh()``) is indexed.
    ///
    /// ```swift
    /// if !lines.isFullyIndexed { lines.indexMore() }
    /// ```
    public var isFullyIndexed: Bool { indexedBytes >= fileSize }

    /// The share of the file indexed, from 0 to 1.
    ///
    /// ```swift
    /// status.text = "indexing \(Int(lines.indexedFraction * 100))%"
    /// ```
    public var indexedFraction: Double { fileSize == 0 ? 1 : Double(indexedBytes) / Double(fileSize) }

    /// The lines indexed so far.
    ///
    /// ```swift
    /// lines.lineCount   // grows as indexMore() runs
    /// ```
    public var lineCount: Int {
        // The last line has no newline: it counts once the scan reached the end.
        let tail = isFullyIndexed && fileSize > (newlines.last.map { $0 + 1 } ?? 0) ? 1 : 0
        return newlines.count + tail
    }

    /// Line `index`, read from the file and decoded.
    ///
    /// ```swift
    /// lines.line(0)   // the first line, read from the file
    /// ```
    public func line(_ index: Int) -> String {
        guard index >= 0, index < lineCount else { return "" }
        let start = index == 0 ? 0 : newlines[index - 1] + 1
        var end = index < newlines.count ? newlines[index] : fileSize
        end = min(end, start + maximumLineBytes)
        let length = end - start
        guard length > 0 else { return "" }
        if start < windowStart || end > windowStart + window.count { fillWindow(around: start, end: end) }
        let low = start - windowStart
        var high = min(end - windowStart, window.count)
        guard low >= 0, low < high else { return "" }
        if window[high - 1] == 0x0D { high -= 1 }
        return String(decoding: window[low..<high], as: UTF8.self)
    }

    /// Reads the window holding bytes `start..<end`: from `start` on when reading forward,
    /// ending at `end` when the line is before the current window (reading backward).
    private func fillWindow(around start: Int, end: Int) {
        let size = max(Self.windowSize, end - start)
        let from = start < windowStart ? max(0, end - size) : start
        let length = min(size, fileSize - from)
        guard length > 0 else {
            window = []
            windowStart = 0
            return
        }
        if window.count != length { window = [UInt8](repeating: 0, count: length) }
        let read = window.withUnsafeMutableBytes { buffer in pread(descriptor, buffer.baseAddress, length, off_t(from)) }
        if read < length { window.removeLast(length - max(0, read)) }
        windowStart = from
    }

    /// Scans up to `bytes` more of the file for newlines; returns whether it is now fully indexed.
    ///
    /// ```swift
    /// application.every(.milliseconds(1)) { if lines.indexMore() { timer.cancel() } }
    /// ```
    @discardableResult
    public func indexMore(bytes: Int = 16 << 20) -> Bool {
        var budget = bytes
        while budget > 0, indexedBytes < fileSize {
            let want = min(Self.chunkSize, fileSize - indexedBytes, budget)
            let base = indexedBytes
            let read = scratch.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress, want, off_t(base))
            }
            guard read > 0 else {
                // Shorter than it was: the size is what could be read.
                fileSize = indexedBytes
                break
            }
            scratch.withUnsafeBytes { buffer in
                guard let start = buffer.baseAddress else { return }
                var cursor = start
                let end = start + read
                while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
                    let hit = UnsafeRawPointer(found)
                    newlines.append(base + (hit - start))
                    cursor = hit + 1
                }
            }
            indexedBytes += read
            budget -= read
        }
        return isFullyIndexed
    }

    /// Indexes the rest of the file now.
    ///
    /// ```swift
    /// lines.indexAll()
    /// lines.lineCount   // every line
    /// ```
    public func indexAll() {
        while !indexMore(bytes: Int.max) {}
    }

    /// Looks at the file again (`less +F`): what was appended is indexed, and a file that
    /// got shorter (truncated, rotated in place) is indexed again from the start. Returns
    /// whether the lines changed.
    ///
    /// ```swift
    /// if lines.refresh() { view.linesDidChange() }
    /// ```
    @discardableResult
    public func refresh() -> Bool {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return false }
        let size = Int(info.st_size)
        if size == fileSize { return false }
        window = []
        windowStart = 0
        if size < indexedBytes {
            newlines.removeAll(keepingCapacity: true)
            indexedBytes = 0
        }
        fileSize = size
        indexMore()
        return true
    }
}

/// A file ``FileLines`` could not open, with the system's reason.
public struct FileLinesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as given.
    public let path: String
    /// The `errno` of the failure.
    ///
    /// ```swift
    /// error.code == ENOENT
    /// ```
    public let code: Int32

    /// The error of opening `path` with `errno` `code`.
    ///
    /// ```swift
    /// FileLinesError(path: "x", code: ENOENT).description   // "x: no such file or directory"
    /// ```
    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// The path and the system's message, lower-cased ("x: no such file or directory").
    ///
    /// ```swift
    /// print(error)   // "server.log: no such file or directory"
    /// ```
    public var description: String {
        guard let message = strerror(code) else { return "\(path): error \(code)" }
        return "\(path): \(String(cString: message).lowercased())"
    }
}

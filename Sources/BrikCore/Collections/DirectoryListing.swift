#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder that could not be read, with the system's reason ("permission denied").
public struct DirectoryReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder.
    public let path: String
    /// The `errno` of the failure.
    public let code: Int32

    /// The error of reading `path` with `errno` `code`.
    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// The system's message for the code, lower-cased to read as a row ("permission denied").
    public var description: String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message).lowercased()
    }
}

/// Reading one folder for a ``DirectoryTree``, through the C library (the core links no
/// Foundation): called off the main actor, it may block on the file system.
enum DirectoryListing {
    /// The entries of `folder`: folders first, then files, each by name (case folded);
    /// names starting with "." only with `showsHiddenFiles`. `chain` is `folder` and its
    /// ancestors in the tree: a link to a folder whose real path is one of theirs is a loop.
    /// Throws ``DirectoryReadError`` when the folder cannot be opened.
    @Sendable
    /// With `details`, each entry's size and modification time are read too (one `stat` each).
    static func read(
        _ folder: DirectoryEntry, chain: [DirectoryEntry], showsHiddenFiles: Bool, details: Bool = false
    ) throws -> [DirectoryEntry] {
        guard let directory = opendir(folder.path) else { throw DirectoryReadError(path: folder.path, code: errno) }
        defer { closedir(directory) }
        let folderReal = folder.realPath ?? realPath(folder.path)
        var open = Set(chain.compactMap { $0.realPath ?? realPath($0.path) })
        if let folderReal { open.insert(folderReal) }
        var entries: [(key: String, entry: DirectoryEntry)] = []
        while let item = readdir(directory) {
            let name = withUnsafePointer(to: &item.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." || (!showsHiddenFiles && name.hasPrefix(".")) { continue }
            var entry = describe(name, in: folder.path, folderReal: folderReal, open: open, type: item.pointee.d_type)
            if details { entry = withDetails(entry) }
            entries.append((entry.name.lowercased(), entry))
        }
        entries.sort { lhs, rhs in
            if lhs.entry.isFolder != rhs.entry.isFolder { return lhs.entry.isFolder }
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            return lhs.entry.name < rhs.entry.name
        }
        return entries.map(\.entry)
    }

    /// The entry `name` of the folder at `folderPath`, its kind from the directory's type
    /// byte when it says (else from `lstat`), a link followed to see what it points to.
    private static func describe(
        _ name: String, in folderPath: String, folderReal: String?, open: Set<String>, type: UInt8
    ) -> DirectoryEntry {
        let path = DirectoryEntry.path(name, in: folderPath)
        var isLink = type == UInt8(DT_LNK)
        var isFolder = type == UInt8(DT_DIR)
        if type == UInt8(DT_UNKNOWN) {
            var info = stat()
            if lstat(path, &info) == 0 {
                isLink = info.st_mode & S_IFMT == S_IFLNK
                isFolder = info.st_mode & S_IFMT == S_IFDIR
            }
        }
        guard isLink else {
            let real = isFolder ? folderReal.map { DirectoryEntry.path(name, in: $0) } : nil
            return DirectoryEntry(
                path: path, isFolder: isFolder, isSymbolicLink: false, linkDestination: nil, isLinkLoop: false,
                realPath: real)
        }
        var target = stat()
        let pointsToFolder = stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR
        let real = pointsToFolder ? realPath(path) : nil
        return DirectoryEntry(
            path: path, isFolder: pointsToFolder, isSymbolicLink: true, linkDestination: linkDestination(path),
            isLinkLoop: real.map(open.contains) ?? false, realPath: real)
    }

    /// `entry` with its size (files) and modification time, from `stat` (what a link points
    /// to; the link itself when it points nowhere).
    private static func withDetails(_ entry: DirectoryEntry) -> DirectoryEntry {
        var info = stat()
        guard stat(entry.path, &info) == 0 || lstat(entry.path, &info) == 0 else { return entry }
        return DirectoryEntry(
            path: entry.path, isFolder: entry.isFolder, isSymbolicLink: entry.isSymbolicLink,
            linkDestination: entry.linkDestination, isLinkLoop: entry.isLinkLoop, realPath: entry.realPath,
            size: entry.isFolder ? nil : Int(info.st_size), modified: Int(info.st_mtim.tv_sec))
    }

    /// `path` with every link and `.`/`..` resolved, nil when it cannot be.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What the link at `path` says, nil when it cannot be read.
    private static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A file or folder shown by a ``DirectoryTree``, identified by its path: two entries
/// are equal when their paths are, whatever else they say, so `DirectoryEntry(path:)`
/// finds the entry the tree loaded for that path.
public struct DirectoryEntry: Hashable, Sendable, CustomStringConvertible {
    /// The path, as reached from the tree's root (through symbolic links, not resolved).
    public let path: String
    /// The last component of the path.
    public let name: String
    /// Whether it is a folder (or a symbolic link to one): it has a disclosure.
    public let isFolder: Bool
    /// Whether it is a symbolic link.
    public let isSymbolicLink: Bool
    /// What a symbolic link points to, as written in the link.
    public let linkDestination: String?
    /// Whether it is a link to a folder that is already open above it (a loop): shown, never followed.
    public let isLinkLoop: Bool
    /// A file's size in bytes (what a link to a file points to), when it was read; nil for folders.
    public let size: Int?
    /// When it was last modified, in seconds since 1970-01-01 UTC, when it was read.
    public let modified: Int?
    /// A folder's path with every link resolved (to tell loops), when known.
    let realPath: String?

    /// The entry at `path`, as a key for the tree's methods (or a root): a folder unless told otherwise.
    public init(path: String, isFolder: Bool = true) {
        self.init(
            path: DirectoryEntry.normalized(path), isFolder: isFolder, isSymbolicLink: false, linkDestination: nil,
            isLinkLoop: false, realPath: nil)
    }

    init(
        path: String, isFolder: Bool, isSymbolicLink: Bool, linkDestination: String?, isLinkLoop: Bool,
        realPath: String?, size: Int? = nil, modified: Int? = nil
    ) {
        self.path = path
        name = DirectoryEntry.lastComponent(of: path)
        self.isFolder = isFolder
        self.isSymbolicLink = isSymbolicLink
        self.linkDestination = linkDestination
        self.isLinkLoop = isLinkLoop
        self.realPath = realPath
        self.size = size
        self.modified = modified
    }

    /// The entries of the folder at `path` as a ``DirectoryTree`` lists them — folders
    /// first, then files, each by name; names starting with "." only with
    /// `showsHiddenFiles` — each with its ``size`` and ``modified`` time. Reads the file
    /// system (it may block: call it off the main actor for a slow disk).
    /// Throws ``DirectoryReadError`` when the folder cannot be read.
    ///
    /// ```swift
    /// for entry in try DirectoryEntry.contents(ofFolder: "/etc") where !entry.isFolder {
    ///     print(entry.name, entry.size ?? 0)
    /// }
    /// ```
    public static func contents(ofFolder path: String, showsHiddenFiles: Bool = false) throws -> [DirectoryEntry] {
        try DirectoryListing.read(
            DirectoryEntry(path: path), chain: [], showsHiddenFiles: showsHiddenFiles, details: true)
    }

    /// The path.
    public var description: String { path }

    /// Equal paths: the same entry.
    public static func == (lhs: DirectoryEntry, rhs: DirectoryEntry) -> Bool { lhs.path == rhs.path }

    /// Hashes the path.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
    }

    /// What its row shows: the name, and where a link points (`↺` marks a loop).
    var title: String {
        guard let linkDestination else { return name }
        return isLinkLoop ? "\(name) → \(linkDestination) ↺" : "\(name) → \(linkDestination)"
    }

    /// `path` without a trailing slash (except the root's); an empty path is the current folder.
    static func normalized(_ path: String) -> String {
        var path = path.isEmpty ? "." : path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// `name` inside the folder `folder`.
    static func path(_ name: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func lastComponent(of path: String) -> String {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

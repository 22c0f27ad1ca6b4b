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
        realPath: String?
    ) {
        self.path = path
        name = DirectoryEntry.lastComponent(of: path)
        self.isFolder = isFolder
        self.isSymbolicLink = isSymbolicLink
        self.linkDestination = linkDestination
        self.isLinkLoop = isLinkLoop
        self.realPath = realPath
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

/// A ``Tree`` of the file system under a root folder: folders first, then files, each
/// sorted by name; hidden files (names starting with ".") only when asked for.
///
/// A folder's entries are read when it first expands, off the main actor ("Loading…"
/// shows meanwhile). A folder that cannot be read shows why in a row under it
/// ("⚠ permission denied") instead of failing; expanding it again tries again. Symbolic
/// links show where they point; a link to a folder is followed, unless that folder is
/// already open above it (a loop: marked `↺`, shown without a disclosure). Nodes are
/// ``DirectoryEntry`` values identified by their path; the selection gives the paths
/// (``cursorPath``, ``selectedPaths``). Everything a ``Tree`` does works here: keys,
/// clicks, events, ``Tree/reloadData()`` to read the folders shown again.
///
/// ```swift
/// let status = Label("")
/// let files = DirectoryTree(root: "/home/ada/projects")
/// files.onCursorChange = { _ in status.text = files.cursorPath ?? "" }
/// files.action(event: .primaryActionTriggered) { files in status.text = "open \(files.cursorPath ?? "")" }
/// files.reveal(path: "/home/ada/projects/brik/Package.swift")
/// ```
/// ```text
/// ▾ /home/ada/projects
/// ├─▾ brik
/// │ ├─▸ Sources
/// │ └── Package.swift
/// ├─▾ locked
/// │ └── ⚠ permission denied
/// └── notes.txt
/// ```
@MainActor
public final class DirectoryTree: Tree<DirectoryEntry> {
    /// The root folder's path (no trailing slash).
    public let rootPath: String
    /// Whether names starting with "." show; changing it reads the folders shown again.
    public var showsHiddenFiles: Bool {
        didSet { if showsHiddenFiles != oldValue { reloadData() } }
    }
    /// Whether files show, or only folders (the folder pane of a file browser); changing it
    /// reads the folders shown again.
    public var showsFiles: Bool {
        didSet { if showsFiles != oldValue { reloadData() } }
    }
    /// Reads a folder (off the main actor): its entries, sorted, or a ``DirectoryReadError``.
    let readFolder: DirectoryReader

    /// How a folder is read; tests give a failing one (as root, `chmod 000` does not stop reading).
    typealias DirectoryReader =
        @Sendable (_ folder: DirectoryEntry, _ chain: [DirectoryEntry], _ showsHiddenFiles: Bool) throws -> [DirectoryEntry]

    /// A tree of the folder at `root` (shown as the one root, expanded; its entries load at once).
    /// With `showsFiles` false, only folders show.
    public convenience init(
        _ identifier: String = "", root: String, mode: SelectionMode = .single, showsHiddenFiles: Bool = false,
        showsFiles: Bool = true
    ) {
        self.init(
            identifier, root: root, mode: mode, showsHiddenFiles: showsHiddenFiles, showsFiles: showsFiles,
            reader: { try DirectoryListing.read($0, chain: $1, showsHiddenFiles: $2) })
    }

    init(
        _ identifier: String, root: String, mode: SelectionMode, showsHiddenFiles: Bool, showsFiles: Bool = true,
        reader: @escaping DirectoryReader
    ) {
        let rootEntry = DirectoryEntry(path: root)
        rootPath = rootEntry.path
        self.showsHiddenFiles = showsHiddenFiles
        self.showsFiles = showsFiles
        readFolder = reader
        let owner = WeakBox<DirectoryTree>()
        super.init(
            identifier, mode: mode, roots: [rootEntry], mayHaveChildren: { $0.isFolder && !$0.isLinkLoop },
            children: { folder in owner.value?.load(folder) ?? .now([]) },
            title: { entry in entry.path == rootEntry.path ? entry.path : entry.title })
        owner.value = self
        expand(rootEntry)
    }

    /// The cursor's path, nil when there is no cursor.
    public var cursorPath: String? { selection.cursor?.path }

    /// The selected paths, sorted.
    public var selectedPaths: [String] { selection.selectedIDs.map(\.path).sorted() }

    /// The selected path (the first, in a multiple selection), nil when none is.
    public var selectedPath: String? { selectedPaths.first }

    /// Reveals the file or folder at `path` (under the root): opens the folders on the
    /// way, reading them as needed, then puts the cursor on it. Stops quietly at a folder
    /// that cannot be read or an entry that is not there.
    public func reveal(path: String) {
        let target = DirectoryEntry.normalized(path)
        guard target == rootPath || target.hasPrefix(rootPath == "/" ? "/" : rootPath + "/") else { return }
        var chain = [DirectoryEntry(path: rootPath)]
        var current = rootPath
        let rest = target.dropFirst(rootPath.count)
        for component in rest.split(separator: "/") {
            current = DirectoryEntry.path(String(component), in: current)
            chain.append(DirectoryEntry(path: current))
        }
        reveal(path: chain)
    }

    /// How the children of `folder` are read: off the main actor, knowing which folders
    /// are open above it (to tell a link loop).
    private func load(_ folder: DirectoryEntry) -> TreeChildren<DirectoryEntry> {
        var chain: [DirectoryEntry] = []
        var current: DirectoryEntry? = folder
        while let entry = current {
            chain.append(entry)
            current = parent(of: entry)
        }
        let read = readFolder
        let hidden = showsHiddenFiles
        let files = showsFiles
        let known = chain
        return .later {
            let entries = try read(folder, known, hidden)
            return files ? entries : entries.filter(\.isFolder)
        }
    }
}

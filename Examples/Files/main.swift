// Files: a two-pane file browser. The folders of a tree on the left (a DirectoryTree),
// the selected folder's files on the right (a Table with name, size and modified time,
// sortable). Enter opens a folder (or tells about a file), Backspace goes up, Tab moves
// between the panes, s sorts by the cursor's column, q quits.
//
//     swift run FilesExample [folder]
import BrikTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder the table shows, and its entries.
@MainActor
final class FolderModel {
    /// The folder's path.
    private(set) var path: String
    /// Its entries: folders first, then files.
    private(set) var entries: [DirectoryEntry] = []
    /// Why it could not be read, when it could not.
    private(set) var error: String?
    private var positions: [String: Int] = [:]

    init(path: String) {
        self.path = path
        load(path)
    }

    /// Reads the folder at `path` (a failure leaves it empty and says why).
    func load(_ path: String) {
        self.path = path
        do {
            entries = try DirectoryEntry.contents(ofFolder: path)
            error = nil
        } catch {
            entries = []
            self.error = "\(error)"
        }
        positions = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($0.element.path, $0.offset) })
    }

    func index(of path: String) -> Int? { positions[path] }
}

/// `1970-01-01 00:00` in local time.
func formatted(time seconds: Int?) -> String {
    guard let seconds else { return "" }
    var value = time_t(seconds)
    var parts = tm()
    localtime_r(&value, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &parts)
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The folder's parent; the root's is itself.
func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}

/// The folder to start in: the argument, else the current folder, made absolute.
func startFolder() -> String {
    var path = CommandLine.arguments.dropFirst().first ?? "."
    if let resolved = realpath(path, nil) {
        path = String(cString: resolved)
        free(resolved)
    }
    return path
}

let root = startFolder()
let folder = FolderModel(path: root)
let status = Label("")
let folders = DirectoryTree("folders", root: root, showsFiles: false)
let files = Table<String>(
    "files", count: { folder.entries.count }, id: { folder.entries[$0].path }, index: { folder.index(of: $0) },
    columns: [
        TableColumn("Name", width: .fill, minimumWidth: 12) { row in
            let entry = folder.entries[row]
            return entry.isFolder ? entry.name + "/" : entry.name
        },
        TableColumn("Size", width: .fixed(size: 10), alignment: .trailing, ordering: .numeric) { row in
            folder.entries[row].size.map(String.init) ?? ""
        },
        TableColumn("Modified", width: .fixed(size: 16)) { row in formatted(time: folder.entries[row].modified) },
    ])
files.emptyText = "Empty folder"
files.zebra = true
// Letters are commands here (q quits, s sorts), not type-ahead; j/k still move.
files.keyOptions = SelectionKeyOptions(vimKeys: true, typeAhead: false)
folders.keyOptions = SelectionKeyOptions(vimKeys: true, typeAhead: false)

/// Shows the folder at `path` in the table, and says what it holds.
@MainActor func show(_ path: String) {
    folder.load(path)
    files.reloadData()
    files.border(.rounded, title: path)
    describeFolder()
}

@MainActor func describeFolder() {
    if let error = folder.error {
        status.text = "\(folder.path): \(error)"
        return
    }
    let count = folder.entries.filter(\.isFolder).count
    status.text = "\(count) folders, \(folder.entries.count - count) files in \(folder.path)"
}

/// Opens the folder at `path` in both panes: the table shows it, the tree reveals it and
/// opens it (its parent is open in the tree already: the table showed it).
@MainActor func open(_ path: String) {
    show(path)
    folders.reveal(path: path)
    folders.expand(DirectoryEntry(path: path))
}

folders.border(.rounded, title: "Folders")
folders.onCursorChange = { tree in
    // The tree's cursor chooses the folder the table shows.
    if let entry = tree.selection.cursor, entry.isFolder, entry.path != folder.path { show(entry.path) }
}
files.action(event: .primaryActionTriggered) { table in
    guard let row = table.cursorIndex else { return }
    let entry = folder.entries[row]
    if entry.isFolder {
        open(entry.path)
    } else {
        status.text = "\(entry.name): \(entry.size ?? 0) bytes, modified \(formatted(time: entry.modified))"
    }
}

let screen = VBrik(alignment: .fill) { _ in
    HBrik(alignment: .fill, distribution: .fill) { _ in
        folders.width(.ratio(ratio: 0.35))
        files
    }
    status
    HelpFooter()
}
.keyBinding("files.up", keys: "backspace", description: "up", footer: true) {
    guard folder.path != root else { return }
    let from = folder.path
    open(parent(of: from))
    files.scroll(toItem: from)
}
.keyBinding("files.quit", keys: "q", description: "quit", footer: true) { screen.application?.quit() }

show(root)
files.onAppear { files.application?.focus(files) }
try Application(root: screen).run()

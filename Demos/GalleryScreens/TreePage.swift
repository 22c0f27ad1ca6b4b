import BrikCore
import BrikRendering

/// "Tree": a ``Tree`` with two branches. "Generated" holds 10 groups of 100 subgroups of
/// 100 items: `*` on it expands all of them, 101,011 visible rows, virtual like a list.
/// "Lazy" loads its children with a loader that takes 0.4 s ("Loading…" shows meanwhile),
/// and one folder in it fails to load ("⚠ permission denied" shows instead). →/← (l/h)
/// expand or go in, collapse or go out; Enter toggles a folder and opens an item; a
/// click on ▸/▾ toggles. The status line shows the cursor, the rows shown and the last event.
@MainActor
public final class TreePage: GalleryPage {
    /// How long the lazy branch's loader takes.
    static let loadDelay = Duration.milliseconds(400)
    /// Groups of the generated branch, subgroups per group, items per subgroup.
    static let fanOut = (groups: 10, subgroups: 100, items: 100)

    let tree: Tree<String>
    let status = Label()
    let event = Label("").dim()

    /// The page.
    public init() {
        let owner = WeakPage()
        tree = Tree<String>(
            roots: ["gen", "lazy"], mayHaveChildren: Self.mayHaveChildren,
            children: { id in Self.children(id, waiting: { await owner.page?.pause() }) }, title: Self.title)
        super.init(id: "tree", title: "Tree", summary: "101,011 nodes expanded, guides, lazy loading, errors as rows")
        owner.page = self
        tree.border(.rounded, title: "Tree")
        tree.keyOptions = SelectionKeyOptions(vimKeys: true, typeAhead: false)
        tree.expand("gen")
        let hint = Label("→/← l/h expand, collapse · Enter toggle/open · * expand all below · ↑/↓ j/k · click ▸").dim()
        hint.numberOfLines = 1
        let layout = VBrik(alignment: .fill) { [status, event, tree] _ in
            status
            event
            hint
            tree
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        tree.onCursorChange = { [unowned self] _ in updateStatus() }
        tree.onExpansionChange = { [unowned self] _, node, expanded in
            event.text = "\(expanded ? "expanded" : "collapsed") \(Self.title(node))"
            updateStatus()
        }
        tree.onChildrenLoaded = { [unowned self] _, _ in updateStatus() }
        tree.action(event: .primaryActionTriggered) { [unowned self] tree in
            event.text = "opened \(tree.selection.cursor.map(Self.title) ?? "—")"
        }
        tree.onAppear { [unowned self] in
            application?.focus(tree)
            updateStatus()
        }
    }

    private func updateStatus() {
        let cursor = tree.selection.cursor.map(Self.title) ?? "—"
        status.text = "cursor: \(cursor) · \(Self.grouped(tree.shownCount)) rows shown"
    }

    /// `count` with thousands separated by commas.
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }

    // MARK: The data

    // Identities: "gen", "g3", "g3.42", "g3.42.7" (generated); "lazy", "lazy/slow", "lazy/locked",
    // "lazy/slow/a", … (loaded). The titles come from them.

    static func mayHaveChildren(_ id: String) -> Bool {
        if id.hasPrefix("g") && id != "gen" { return id.split(separator: ".").count < 3 }
        return ["gen", "lazy", "lazy/slow", "lazy/locked", "lazy/slow/deeper"].contains(id)
    }

    /// Waits ``loadDelay`` of the application's time, on a timer: 0.4 s in a real run, and
    /// as long as its clock says under a stopped clock (`--still`) or a test terminal, so the
    /// model of the screen and the screen agree.
    func pause() async {
        guard let application else { return }
        await withCheckedContinuation { continuation in
            application.after(Self.loadDelay) { continuation.resume() }
        }
    }

    /// The children of `id`: the generated ones at once, the lazy ones from a loader that
    /// runs off the main actor and first waits (`waiting`).
    static func children(_ id: String, waiting: @escaping @Sendable () async -> Void) -> TreeChildren<String> {
        switch id {
        case "gen":
            return .now((0..<fanOut.groups).map { "g\($0)" })
        case "lazy", "lazy/slow", "lazy/locked", "lazy/slow/deeper":
            return .later {
                await waiting()
                switch id {
                case "lazy": return ["lazy/slow", "lazy/locked", "lazy/notes"]
                case "lazy/slow": return ["lazy/slow/deeper", "lazy/slow/a", "lazy/slow/b"]
                case "lazy/slow/deeper": return ["lazy/slow/deeper/c"]
                default: throw LoadRefused()
                }
            }
        default:
            let count = id.split(separator: ".").count == 1 ? fanOut.subgroups : fanOut.items
            return .now((0..<count).map { "\(id).\($0)" })
        }
    }

    static func title(_ id: String) -> String {
        switch id {
        case "gen": return "Generated"
        case "lazy": return "Lazy (loads in 0.4 s)"
        case "lazy/slow": return "Slow folder"
        case "lazy/slow/deeper": return "Deeper"
        case "lazy/locked": return "Locked folder"
        case "lazy/notes": return "notes.txt"
        default:
            if id.hasPrefix("lazy/") { return "file " + (id.split(separator: "/").last.map(String.init) ?? id) }
            let number = id.dropFirst()
            return (number.split(separator: ".").count < 3 ? "Group " : "Item ") + number
        }
    }
}

/// The page, for the loaders' closures made before it exists.
@MainActor
final class WeakPage: Sendable {
    weak var page: TreePage?
}

/// The lazy branch's locked folder refuses to be read, as the file system would.
struct LoadRefused: Error, CustomStringConvertible {
    var description: String { "permission denied" }
}

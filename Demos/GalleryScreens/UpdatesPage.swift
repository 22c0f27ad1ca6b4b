import BrikCore
import BrikRendering

/// "Updates": a list changed in place, as BrickKit's `insertItems`/`deleteItems` and
/// reloads by identifier do: `i` inserts after the focused item, `d` deletes it, `r`
/// reloads it; they slide in and out (the appear behavior), and the status line says
/// what each completion reported.
@MainActor
public final class UpdatesPage: GalleryPage, BrickRepeatCountDataSource {
    /// The items shown, in order.
    private(set) var items: [String]
    /// How many items were ever made (names new ones).
    private var made: Int
    /// How many times each item name was reloaded.
    private var reloads: [String: Int] = [:]
    let list: Section
    let scroll: ScrollBrik
    private let statusLabel = Label("ready")

    /// The page.
    public init() {
        items = (1...5).map { "Item \($0)" }
        made = 5
        let list = Section("list", verticalInset: 0)
        let status = statusLabel
        let help = Label("i insert after focus · d delete · r reload · Tab moves").dim()
        self.list = list
        scroll = ScrollBrik { _ in list }
        super.init(id: "updates", title: "Updates", summary: "insert, delete and reload items in place, animated")
        let page = self
        list.addChild(
            Repeat("row") { [unowned page] index in
                Button(page.title(of: index)).width(.ratio(ratio: 1))
            })
        list.repeatCountDataSource = self
        scroll.appearBehavior = BrickAppearBottomBehavior()
        // The status and help stay put above the list, which scrolls.
        let layout = VBrik(alignment: .fill, spacing: 1) { [scroll] _ in
            status
            help
            scroll
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        declareBindings()
    }

    /// The item count for the `row` repeat.
    public func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
        items.count
    }

    private func title(of index: Int) -> String {
        let name = items[index]
        let count = reloads[name, default: 0]
        return count == 0 ? name : "\(name) (reloaded \(count)×)"
    }

    /// The repeat index of the focused item; nil when no item has focus.
    private var focusedIndex: Int? {
        guard let focused = application?.focusedBrick, focused.identifier == "row" else { return nil }
        return focused.repeatIndex
    }

    private func focusItem(at index: Int) {
        guard let brick = list.brick(withIdentifier: "row", index: index) else { return }
        _ = application?.focus(brick)
    }

    private func declareBindings() {
        keyBinding("updates.insert", keys: "i", description: "insert", footer: true) { [unowned self] in
            let at = (focusedIndex ?? -1) + 1
            made += 1
            items.insert("Item \(made)", at: at)
            list.insertItems(at: at, for: "row", itemCount: 1) { [weak self] paths in
                self?.statusLabel.text = "inserted \(paths.map(\.description).joined(separator: " "))"
                self?.focusItem(at: at)
            }
        }
        keyBinding("updates.delete", keys: "d", description: "delete", footer: true) { [unowned self] in
            guard let at = focusedIndex, at < items.count else { return }
            items.remove(at: at)
            list.deleteItems(at: at, for: "row", itemCount: 1) { [weak self] paths in
                self?.statusLabel.text = "deleted \(paths.map(\.description).joined(separator: " "))"
                if let self, !self.items.isEmpty { self.focusItem(at: min(at, self.items.count - 1)) }
            }
        }
        keyBinding("updates.reload", keys: "r", description: "reload", footer: true) { [unowned self] in
            guard let at = focusedIndex, at < items.count else { return }
            reloads[items[at], default: 0] += 1
            list.reloadBrickWithIdentifier("row", andIndex: at) { [weak self] path in
                self?.statusLabel.text = "reloaded \(path?.description ?? "nothing")"
                self?.focusItem(at: at)
            }
        }
    }
}

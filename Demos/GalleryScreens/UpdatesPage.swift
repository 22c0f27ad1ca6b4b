import BrikCore
import BrikRendering

/// "Updates": a list changed in place, as BrickKit's `insertItems`/`deleteItems` and
/// reloads by identifier do: `i` inserts after the focused item, `d` deletes it, `r`
/// reloads it; they slide in and out (the appear behavior), and the status line says
/// what each completion reported. `v` switches to a virtual list of 100,000 items, changed
/// the same way (``VirtualSection/insertItems(at:count:completion:)``): the items around
/// keep their place on screen and their state. Pull to refresh (F5, or ↑ and the wheel at
/// the top): an indicator row shows while "fetching", then a fresh item arrives first.
/// `p` peeks at the focused item (a preview panel above the screen); Enter opens it. `s`
/// reverses the section's items: the repeat is keyed, so each brick (and the focus) moves
/// with its item.
@MainActor
public final class UpdatesPage: GalleryPage, BrickRepeatKeyDataSource, BrickPreviewingDelegate {
    /// The items shown, in order.
    private(set) var items: [String]
    /// How many items were ever made (names new ones).
    private var made: Int
    /// How many times each item name was reloaded.
    private var reloads: [String: Int] = [:]
    let list: Section
    let scroll: ScrollBrik
    /// The virtual list's items.
    private(set) var virtualItems: [String] = (0..<100_000).map { "Row \($0)" }
    /// The virtual list (`v`), made when first shown.
    private(set) var virtual: VirtualSection?
    private var virtualScroll: ScrollBrik?
    private let layout: VBrik
    private let statusLabel = Label("ready")

    /// The page.
    public init() {
        items = (1...5).map { "Item \($0)" }
        made = 5
        let list = Section("list", verticalInset: 0)
        let status = statusLabel
        let help = Label("i insert after focus · d delete · r reload · s reverse · p peek · v virtual list · F5 refresh").dim()
        self.list = list
        let scroll = ScrollBrik { _ in list }
        self.scroll = scroll
        // The status and help stay put above the list, which scrolls.
        layout = VBrik(alignment: .fill, spacing: 1) { _ in
            status
            help
            scroll
        }
        super.init(id: "updates", title: "Updates", summary: "insert, delete and reload items in place, animated")
        let page = self
        list.addChild(
            Repeat("row") { [unowned page] index in
                Button(page.title(of: index)).width(.ratio(ratio: 1)).previewing(page)
            })
        list.repeatCountDataSource = self
        scroll.appearBehavior = BrickAppearBottomBehavior()
        scroll.addRefreshControl(RefreshControl(title: "Fetching…")) { [unowned self] scroll in fetch(into: scroll) }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        declareBindings()
    }

    /// The items' names key the `row` repeat: `s` reverses them and every brick moves with its item.
    public func repeatKeys(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> [AnyHashable] {
        items
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
        let brick = virtual.map { $0.brick(at: index) } ?? list.brick(withIdentifier: "row", index: index)
        guard let brick else { return }
        _ = application?.focus(brick)
    }

    /// Shows the virtual list instead of the section, or back.
    private func toggleVirtual() {
        if let shown = virtualScroll {
            shown.removeFromParent()
            layout.addChild(scroll)
            virtual = nil
            virtualScroll = nil
            statusLabel.text = "section of \(items.count) items"
            return
        }
        let page = self
        let section = VirtualSection(
            "virtual", itemIdentifier: "row", count: { [unowned page] in page.virtualItems.count },
            make: { [unowned page] index in Button(page.virtualItems[index]).width(.ratio(ratio: 1)).previewing(page) },
            reuse: { [unowned page] brick, index in (brick as? Button)?.title = page.virtualItems[index] })
        let shown = ScrollBrik { _ in section }
        shown.appearBehavior = BrickAppearFadeBehavior()
        shown.addRefreshControl(RefreshControl(title: "Fetching…")) { [unowned self] scroll in fetch(into: scroll) }
        scroll.removeFromParent()
        layout.addChild(shown)
        virtual = section
        virtualScroll = shown
        statusLabel.text = "virtual list of \(virtualItems.count) items"
    }

    /// The preview of an item: its title and where it is.
    public func previewBrick(for brick: Brick) -> Brick? {
        guard let button = brick as? Button, let index = brick.repeatIndex else { return nil }
        let count = virtual == nil ? items.count : virtualItems.count
        return VBrik(alignment: .leading) { _ in
            Label(button.title).bold()
            Label("item \(index + 1) of \(count)")
            Label(virtual == nil ? "in a section of repeats" : "in a virtual list").dim()
        }
    }

    /// Enter in the preview: "opens" the item.
    public func commit(preview: Brick, for brick: Brick) {
        statusLabel.text = "opened \((brick as? Button)?.title ?? "?")"
    }

    /// Pretends to fetch for half a second, then puts a fresh item first and ends the refresh.
    private func fetch(into scroll: ScrollBrik) {
        statusLabel.text = "fetching…"
        _ = application?.after(.milliseconds(500)) { [weak self, weak scroll] in
            guard let self, let scroll else { return }
            made += 1
            if let virtual {
                virtualItems.insert("Fresh \(made)", at: 0)
                virtual.insertItems(at: 0)
            } else {
                items.insert("Fresh \(made)", at: 0)
                list.insertItems(at: 0, for: "row", itemCount: 1)
            }
            statusLabel.text = "refreshed: Fresh \(made)"
            scroll.resetRefreshControl()
        }
    }

    private func insert(after index: Int?) {
        made += 1
        let at = (index ?? -1) + 1
        guard let virtual else {
            items.insert("Item \(made)", at: at)
            list.insertItems(at: at, for: "row", itemCount: 1) { [weak self] paths in
                self?.statusLabel.text = "inserted \(paths.map(\.description).joined(separator: " "))"
                self?.focusItem(at: at)
            }
            return
        }
        virtualItems.insert("New \(made)", at: at)
        virtual.insertItems(at: at) { [weak self] range in
            guard let self else { return }
            statusLabel.text = "inserted item \(range.lowerBound) of \(virtualItems.count)"
            focusItem(at: at)
        }
    }

    private func delete(at index: Int) {
        guard let virtual else {
            guard index < items.count else { return }
            items.remove(at: index)
            list.deleteItems(at: index, for: "row", itemCount: 1) { [weak self] paths in
                self?.statusLabel.text = "deleted \(paths.map(\.description).joined(separator: " "))"
                if let self, !self.items.isEmpty { self.focusItem(at: min(index, self.items.count - 1)) }
            }
            return
        }
        guard index < virtualItems.count else { return }
        virtualItems.remove(at: index)
        virtual.deleteItems(at: index) { [weak self] range in
            guard let self else { return }
            statusLabel.text = "deleted item \(range.lowerBound) of \(virtualItems.count + 1)"
            if !virtualItems.isEmpty { focusItem(at: min(index, virtualItems.count - 1)) }
        }
    }

    private func reload(at index: Int) {
        guard let virtual else {
            guard index < items.count else { return }
            reloads[items[index], default: 0] += 1
            list.reloadBrickWithIdentifier("row", andIndex: index) { [weak self] path in
                self?.statusLabel.text = "reloaded \(path?.description ?? "nothing")"
                self?.focusItem(at: index)
            }
            return
        }
        guard index < virtualItems.count else { return }
        virtualItems[index] += " (reloaded)"
        virtual.reloadItems(at: index) { [weak self] range in
            self?.statusLabel.text = "reloaded item \(range.lowerBound)"
            self?.focusItem(at: index)
        }
    }

    private func declareBindings() {
        keyBinding("updates.insert", keys: "i", description: "insert", footer: true) { [unowned self] in
            insert(after: focusedIndex)
        }
        keyBinding("updates.delete", keys: "d", description: "delete", footer: true) { [unowned self] in
            if let at = focusedIndex { delete(at: at) }
        }
        keyBinding("updates.reload", keys: "r", description: "reload", footer: true) { [unowned self] in
            if let at = focusedIndex { reload(at: at) }
        }
        keyBinding("updates.reverse", keys: "s", description: "reverse") { [unowned self] in
            guard virtual == nil else { return }
            items.reverse()
            list.invalidateRepeatCounts { [weak self] _, inserted, deleted in
                self?.statusLabel.text = "reversed: \(inserted.count) inserted, \(deleted.count) deleted, every brick moved"
            }
        }
        keyBinding("updates.virtual", keys: "v", description: "virtual list", footer: true) { [unowned self] in
            toggleVirtual()
        }
    }
}

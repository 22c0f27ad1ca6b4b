import BrikCore
import BrikRendering

/// "List": a ``List`` of 240 groceries in 10 shops, each shop a group whose header sticks
/// to the top while its rows scroll, with a multiple selection and a filter. ↑/↓ (j/k)
/// move the cursor, Space ticks a row, Shift+↑/↓ ticks a range, Ctrl+A ticks every row,
/// Enter "buys" the ticked rows; `/` goes to the filter field, where typing narrows the
/// rows (matched letters underlined, shops with no match hidden) and Enter comes back to
/// the list; F2 switches the filter between substring and fuzzy. The status line shows
/// the cursor's row and how many are ticked.
@MainActor
public final class ListPage: GalleryPage {
    /// The kinds of groceries each shop has.
    static let kinds = [
        "apples", "bread", "butter", "carrots", "cheese", "coffee", "eggs", "flour", "garlic", "honey", "lemons",
        "milk", "noodles", "olives", "onions", "pasta", "pears", "rice", "salt", "soap", "sugar", "tea", "tomatoes",
        "yogurt",
    ]
    /// The shops, one group each.
    static let shops = ["corner", "market", "bakery", "deli", "farm", "co-op", "kiosk", "depot", "store", "stall"]
    /// The groceries: 24 kinds in 10 shops.
    static let items: [String] = shops.flatMap { shop in kinds.map { "\($0) from the \(shop)" } }

    let list = List(
        options: ListPage.items, mode: .multiple,
        groups: ListGroups(sizes: Array(repeating: ListPage.kinds.count, count: ListPage.shops.count)) { shop in
            Label("▾ the \(ListPage.shops[shop])").bold().foregroundColor(.cyan)
        })
    let filter = TextField(placeholder: "/ to filter")
    let status = Label()

    /// The page.
    public init() {
        super.init(
            id: "list", title: "List", summary: "240 rows in sticky groups: filter, multiple selection, ranges")
        list.border(.rounded, title: "Groceries")
        list.keyOptions = SelectionKeyOptions(vimKeys: true, typeAhead: false)
        let hint = Label("↑/↓ j/k move · Space tick · Shift+↑/↓ range · ^A all · Enter buy · / filter · F2 fuzzy").dim()
        let layout = VBrik(alignment: .fill) { [status, filter, list] _ in
            status
            filter
            hint
            list
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        filter.action(event: .editingChanged) { [unowned self] field in
            list.filterText = field.text
            updateStatus()
        }
        filter.action(event: .editingDidEndOnExit) { [unowned self] _ in
            application?.focus(list)
        }
        list.action(event: .valueChanged) { [unowned self] _ in updateStatus() }
        list.onCursorChange = { [unowned self] _ in updateStatus() }
        list.action(event: .primaryActionTriggered) { [unowned self] list in
            status.text =
                "bought \(list.selectedOptions.count): " + list.selectedOptions.prefix(3).joined(separator: ", ")
                + (list.selectedOptions.count > 3 ? ", …" : "")
        }
        keyBinding("list.filter", keys: "/", description: "filter", footer: true) { [unowned self] in
            application?.focus(filter)
        }
        keyBinding("list.fuzzy", keys: "f2", description: "fuzzy filter", footer: true) { [unowned self] in
            list.filterMode = list.filterMode == .fuzzy ? .substring : .fuzzy
            updateStatus()
        }
        list.onAppear { [unowned self] in
            application?.focus(list)
            updateStatus()
        }
    }

    private func updateStatus() {
        let cursor = list.cursorIndex.map { ListPage.items[$0] } ?? "—"
        let mode = list.filterMode == .fuzzy ? " (fuzzy)" : ""
        status.text =
            "\(list.selection.selectedIDs.count) ticked · \(list.shownCount) of \(ListPage.items.count) shown\(mode) · "
            + "cursor: \(cursor)"
    }
}

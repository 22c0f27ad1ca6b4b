import BrikCore
import BrikRendering

/// "List": a ``List`` of 240 groceries with a multiple selection and a filter. ↑/↓
/// (j/k) move the cursor, Space ticks a row, Shift+↑/↓ ticks a range, Ctrl+A ticks
/// every row, Enter "buys" the ticked rows; `/` goes to the filter field, where
/// typing narrows the rows (matched letters underlined) and Enter comes back to the
/// list. The status line shows the cursor's row and how many are ticked.
@MainActor
public final class ListPage: GalleryPage {
    /// The groceries: 24 kinds in 10 shops.
    static let items: [String] = {
        let kinds = [
            "apples", "bread", "butter", "carrots", "cheese", "coffee", "eggs", "flour", "garlic", "honey", "lemons",
            "milk", "noodles", "olives", "onions", "pasta", "pears", "rice", "salt", "soap", "sugar", "tea", "tomatoes",
            "yogurt",
        ]
        let shops = ["corner", "market", "bakery", "deli", "farm", "co-op", "kiosk", "depot", "store", "stall"]
        return shops.flatMap { shop in kinds.map { "\($0) from the \(shop)" } }
    }()

    let list = List(options: ListPage.items, mode: .multiple)
    let filter = TextField(placeholder: "/ to filter")
    let status = Label()

    /// The page.
    public init() {
        super.init(id: "list", title: "List", summary: "240 rows: filter, multiple selection, ranges, type-ahead")
        list.border(.rounded, title: "Groceries")
        list.keyOptions = SelectionKeyOptions(vimKeys: true, typeAhead: false)
        let hint = Label("↑/↓ j/k move · Space tick · Shift+↑/↓ range · ^A all · Enter buy · / filter").dim()
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
        list.onAppear { [unowned self] in
            application?.focus(list)
            updateStatus()
        }
    }

    private func updateStatus() {
        let cursor = list.cursorIndex.map { ListPage.items[$0] } ?? "—"
        status.text =
            "\(list.selection.selectedIDs.count) ticked · \(list.shownCount) of \(ListPage.items.count) shown · cursor: \(cursor)"
    }
}

import BrikRendering

/// One column of a ``Table``: its title, how wide it is, how its cells sit, how it
/// sorts, and the text of its cell in each row (by data index).
///
/// The width is a ``BrickDimension`` read as ``TableColumnLayout`` says: `.fixed(size:)`
/// cells, `.ratio(ratio:)` of the table's width, `.fill` (the width left over), or
/// `.auto(estimate:)`, fit to the widest of the title and the cells of the rows shown
/// (the estimate until rows were sampled); ``minimumWidth`` and ``maximumWidth`` bound
/// any of them, and resizing (keys or the mouse) stays within them.
///
/// Cells show ``text`` for their row, truncated with `…` by display width (a wide
/// character is never split). A column can show a brick of its own instead (``cell``,
/// reconfigured by ``reuseCell``); its text still sorts, sizes and types ahead.
///
/// ```swift
/// let files: [File] = load()
/// let size = TableColumn("Size", width: .fixed(size: 8), alignment: .trailing, ordering: .numeric) { row in
///     "\(files[row].size)"
/// }
/// ```
public struct TableColumn {
    /// Where a cell's text sits in the column's width.
    public enum Alignment: Hashable, Sendable {
        /// Flush left (names, text).
        case leading
        /// Centred; an odd spare cell goes to the right.
        case center
        /// Flush right (numbers, sizes).
        case trailing

        var textAlignment: TextAlignment {
            switch self {
            case .leading: .left
            case .center: .center
            case .trailing: .right
            }
        }
    }

    /// How rows compare when the table is sorted by this column. Every ordering is
    /// stable: rows that compare equal keep their order in the data.
    public enum Ordering {
        /// By the cell text: ASCII letters ignoring case, everything else by Unicode scalar
        /// value (the UTF-8 bytes), so the order is the same on every machine.
        case text
        /// Numbers by value: a cell that is a number ("-1.5", "1024") sorts by it, before
        /// cells that are not; in those, runs of digits compare by value ("file2" before
        /// "file10"), the rest as ``text``.
        case numeric
        /// Whether the row at the first data index goes before the row at the second.
        /// It must be a strict weak ordering (as `sort(by:)` asks).
        case custom((Int, Int) -> Bool)
        /// The column does not sort: the sort key and a click on its title do nothing.
        case unsortable
    }

    /// The title shown in the header.
    public var title: String
    /// How wide the column is (see the type's description).
    public var width: BrickDimension
    /// The fewest cells the column takes (nil: no bound; a resize stops at 1).
    public var minimumWidth: Int?
    /// The most cells the column takes (nil: no bound).
    public var maximumWidth: Int?
    /// Where the text sits in the cells and the title in the header.
    public var alignment: Alignment
    /// How the column sorts.
    public var ordering: Ordering
    /// The text of the cell in the row at a data index.
    public var text: (_ row: Int) -> String
    /// A brick of the app's own to show in the cell of a row (a data index), instead of ``text``.
    public var cell: ((_ row: Int) -> Brick)?
    /// Reconfigures a brick ``cell`` made for another row; without it, a fresh brick is made.
    public var reuseCell: ((_ brick: Brick, _ row: Int) -> Void)?

    /// A column titled `title` whose cell in the row at data index `row` shows `text(row)`.
    /// By default it fits its content and sorts by its text.
    public init(
        _ title: String, width: BrickDimension = .auto(estimate: .fixed(size: 8)), minimumWidth: Int? = nil,
        maximumWidth: Int? = nil, alignment: Alignment = .leading, ordering: Ordering = .text,
        text: @escaping (_ row: Int) -> String
    ) {
        self.title = title
        self.width = width
        self.minimumWidth = minimumWidth
        self.maximumWidth = maximumWidth
        self.alignment = alignment
        self.ordering = ordering
        self.text = text
    }

    /// A column that shows a brick of the app's own in each cell (made by `cell`, reconfigured
    /// by `reuse` when given); `text` is what it sorts by, sizes to and types ahead with.
    public init(
        _ title: String, width: BrickDimension = .auto(estimate: .fixed(size: 8)), minimumWidth: Int? = nil,
        maximumWidth: Int? = nil, alignment: Alignment = .leading, ordering: Ordering = .text,
        text: @escaping (_ row: Int) -> String, cell: @escaping (_ row: Int) -> Brick,
        reuse: ((_ brick: Brick, _ row: Int) -> Void)? = nil
    ) {
        self.init(
            title, width: width, minimumWidth: minimumWidth, maximumWidth: maximumWidth, alignment: alignment,
            ordering: ordering, text: text)
        self.cell = cell
        self.reuseCell = reuse
    }

    /// Whether the table can sort by this column.
    public var isSortable: Bool {
        if case .unsortable = ordering { return false }
        return true
    }

    /// The width rule ``TableColumnLayout`` gets: ``width`` within the column's bounds.
    var layoutDimension: BrickDimension {
        var dimension = width
        if let minimumWidth {
            dimension = .restricted(size: dimension, restrictedSize: .minimumSize(size: .fixed(size: minimumWidth)))
        }
        if let maximumWidth {
            dimension = .restricted(size: dimension, restrictedSize: .maximumSize(size: .fixed(size: maximumWidth)))
        }
        return dimension
    }

    /// `width` within the column's bounds, and at least one cell (a resize never hides a column).
    func clampedWidth(_ width: Int) -> Int {
        var result = max(width, max(1, minimumWidth ?? 1))
        if let maximumWidth { result = min(result, max(1, maximumWidth)) }
        return result
    }
}

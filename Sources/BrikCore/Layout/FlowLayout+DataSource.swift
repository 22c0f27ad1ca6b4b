import BrikRendering

/// What a ``FlowLayout`` asks about the items it lays out (BrickKit's `BrickLayoutDataSource`),
/// for a layout of your own items that are not bricks: a count, each item's width rule,
/// whether it is hidden, and its height at a width. Asked only for the items laid out, so a
/// lazy layout (a `rowLimit`) of a million items asks about the first rows only.
///
/// ```swift
/// struct Tiles: FlowLayoutDataSource {
///     var itemCount: Int { 1_000_000 }
///     func widthRule(forItemAt index: Int) -> BrickDimension { .ratio(ratio: index % 3 == 0 ? 1.0 / 2 : 1.0 / 4) }
///     func height(forItemAt index: Int, width: Int) -> Int { 3 }
/// }
/// let firstScreen = FlowLayout(inset: 1).layout(
///     Tiles(), width: 80, environment: LayoutEnvironment(screen: Size(width: 80, height: 24)), rowLimit: 48)
/// ```
@MainActor
public protocol FlowLayoutDataSource {
    /// How many items there are.
    var itemCount: Int { get }
    /// Item `index`'s width rule (a ratio of the row, fixed, fill, …).
    func widthRule(forItemAt index: Int) -> BrickDimension
    /// Whether item `index` takes no space at all; false unless said otherwise.
    func isItemHidden(at index: Int) -> Bool
    /// Item `index`'s height in rows when it is `width` columns wide.
    func height(forItemAt index: Int, width: Int) -> Int
}

extension FlowLayoutDataSource {
    /// No item is hidden.
    public func isItemHidden(at index: Int) -> Bool { false }
}

extension FlowLayout {
    /// Lays out the items `source` describes in a section `width` columns wide, as the
    /// `layout` taking an array of ``FlowLayout/Item``s does: resuming from `previous` at
    /// `changedFrom`, and lazily down to `rowLimit`.
    @MainActor
    public func layout(
        _ source: some FlowLayoutDataSource, width: Int, environment: LayoutEnvironment, previous: Result? = nil,
        changedFrom: Int = 0, rowLimit: Int = .max
    ) -> Result {
        layout(
            count: max(0, source.itemCount), width: width, environment: environment, previous: previous,
            changedFrom: changedFrom, rowLimit: rowLimit, widthRule: { source.widthRule(forItemAt: $0) },
            isHidden: { source.isItemHidden(at: $0) }, height: { source.height(forItemAt: $0, width: $1) })
    }
}

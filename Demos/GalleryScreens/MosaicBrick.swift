import BrikCore
import BrikRendering

/// A mosaic of tiles that are not bricks: a ``FlowLayout`` lays them out from a
/// ``FlowLayoutDataSource`` (BrickKit's `BrickLayoutDataSource`), lazily — only the rows down
/// to a screen past what the scroll view shows, asked of the data source as it goes — and
/// the brick draws the tiles that meet the screen. Written against the public API only, as
/// an app's own brick would be.
@MainActor
final class MosaicBrick: Brick {
    /// The tiles: a half-width tile every fifth, quarters between; every third is taller.
    struct Tiles: FlowLayoutDataSource {
        let itemCount: Int
        func widthRule(forItemAt index: Int) -> BrickDimension { .ratio(ratio: index % 5 == 0 ? 0.5 : 0.25) }
        func height(forItemAt index: Int, width: Int) -> Int { index % 3 == 0 ? 3 : 2 }
    }

    let tiles: Tiles
    private let flow = FlowLayout(inset: 1)
    /// The layout so far, at ``laidOutWidth``.
    private(set) var result: FlowLayout.Result?
    private var laidOutWidth = -1
    /// Rows (from the mosaic's top) the layout must reach.
    private(set) var rowLimit = 0

    /// A mosaic of `count` tiles.
    init(count: Int) {
        tiles = Tiles(itemCount: count)
        super.init()
    }

    /// Tiles with a place so far.
    var placedCount: Int { result?.placedCount ?? 0 }

    /// The scroll view shows rows down to `bottom` (from the mosaic's top): lays out a screen
    /// past it when the layout stops short.
    func show(downTo bottom: Int, screen: Int) {
        guard bottom + screen > rowLimit, result?.isComplete != true else { return }
        rowLimit = bottom + 2 * screen
        setNeedsLayout()
    }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let width = proposal.width ?? context.environment.screen.width
        if rowLimit == 0 { rowLimit = 2 * context.environment.screen.height }
        if width != laidOutWidth {
            laidOutWidth = width
            result = nil
        }
        let reached = result.map { $0.isComplete || $0.placedBottom >= rowLimit } ?? false
        if !reached {
            // On from the last tile placed: what was placed stays placed.
            result = flow.layout(
                tiles, width: width, environment: context.environment, previous: result,
                changedFrom: result?.placedCount ?? 0, rowLimit: rowLimit)
        }
        return Size(width: width, height: result?.height ?? 0)
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        guard let result, !result.rows.isEmpty else { return }
        let top = canvas.clip.minY - frame.minY
        let bottom = canvas.clip.maxY - frame.minY
        // The last row starting at or above the clip's top: a binary search over the rows.
        var low = 0
        var high = result.rows.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if result.rows[middle].y <= top { low = middle } else { high = middle - 1 }
        }
        var index = result.rows[low].firstItem
        while index < result.placedCount {
            let tile = result.frames[index].offsetBy(dx: frame.minX, dy: frame.minY)
            if tile.minY - frame.minY >= bottom { break }
            let color: Color = [.blue, .magenta, .cyan, .green][index % 4]
            canvas.fill(tile, style: CellStyle(foreground: .black, background: color))
            _ = canvas.write(" #\(index)", at: tile.origin, style: CellStyle(foreground: .black, background: color))
            index += 1
        }
    }
}

import BrikRendering

/// BrickKit's flow layout as a pure computation: bricks go left to right and
/// wrap when the next one does not fit.
///
/// Widths are exact (ratios of the row); each brick's edges land on the
/// rounded exact edges, so `1/3 + 1/3 + 1/3` with insets fills a row of any
/// width exactly. A brick wider than the row sits alone on its row (and is
/// clipped by the section). Hidden and zero-height bricks take no space. An
/// empty section has no height, edge insets included.
///
/// In the ``direction`` `.horizontal` (BrickKit's horizontal scroll direction)
/// the bricks make one row that never wraps, with ratios and fills taken of the
/// width given, and the flow is as wide as its last brick's right edge plus the
/// right edge inset (``Result/width``).
public struct FlowLayout: Sendable {
    /// One brick as the flow sees it.
    public struct Item {
        /// The brick's width rule.
        public var width: BrickDimension
        /// The brick's height in rows for a width in columns.
        public var height: (Int) -> Int
        /// Whether the brick takes no space at all.
        public var isHidden: Bool

        /// An item from its width rule and height function.
        public init(width: BrickDimension, isHidden: Bool = false, height: @escaping (Int) -> Int) {
            self.width = width
            self.height = height
            self.isHidden = isHidden
        }
    }

    /// The result: one frame per item (relative to the section's top-left; hidden
    /// items get an empty frame where they would have been) and the section's height.
    public struct Result: Hashable, Sendable {
        /// The frames, in item order.
        public var frames: [Rect]
        /// The section's height, edge insets included (0 for a section with nothing in it).
        public var height: Int
        /// Where each row starts: its first item and its top, for reflowing from a row.
        public var rows: [Row] = []
        /// In one horizontal row, the flow's width: its last brick's right edge plus the
        /// right edge inset (0 for nothing in it). 0 for wrapping rows: they take the width given.
        public var width: Int = 0
        /// How many items have frames: all of them, unless the flow was laid out lazily (a
        /// `rowLimit` given to `layout`); the frames from here on are empty and ``height`` is
        /// extrapolated.
        public var placedCount: Int { frames.count - unplacedCount }
        /// How many items at the end have no frame yet (0 unless laid out lazily).
        public var unplacedCount: Int = 0
        /// The bottom of the last row placed (edge insets excluded below it): where a lazily
        /// laid out flow has frames up to.
        public var placedBottom: Int = 0

        /// Whether every item has its frame (the flow was not cut at a row limit).
        public var isComplete: Bool { unplacedCount == 0 }
    }

    /// The first item of a row and the row's top.
    public struct Row: Hashable, Sendable {
        /// Index of the row's first item.
        public var firstItem: Int
        /// The row's top, relative to the section.
        public var y: Int
    }

    /// Columns between bricks in a row.
    public var horizontalInset: Int
    /// Rows between rows.
    public var verticalInset: Int
    /// Space inside the section around the bricks.
    public var edgeInsets: EdgeInsets
    /// Row alignment.
    public var alignment: FlowAlignment
    /// Whether every brick of a row is stretched to the row's height.
    public var alignRowHeights: Bool
    /// The value that means "the whole row" for ratios (12 makes a 12-column grid).
    public var widthRatio: Double
    /// `.vertical`: rows wrap downward; `.horizontal`: one row that never wraps.
    public var direction: Axis

    /// A flow with BrickKit's parameters; `inset` is used between bricks and between rows.
    public init(
        inset: Int = 0, verticalInset: Int? = nil, edgeInsets: EdgeInsets = .zero,
        alignment: FlowAlignment = .default, alignRowHeights: Bool = false, widthRatio: Double = 1,
        direction: Axis = .vertical
    ) {
        self.direction = direction
        self.horizontalInset = max(0, inset)
        self.verticalInset = max(0, verticalInset ?? inset)
        self.edgeInsets = edgeInsets
        self.alignment = alignment
        self.alignRowHeights = alignRowHeights
        self.widthRatio = widthRatio
    }

    private struct Placed {
        var index: Int
        var x: Int
        var width: Int
        var height: Int
    }

    /// Lays `items` out in a section `width` columns wide.
    ///
    /// With `previous` (a result for the same items, width and environment) and
    /// `changedFrom`, only the rows from the one holding item `changedFrom` are
    /// laid out again; the items before it keep their frames and are not measured.
    ///
    /// With a `rowLimit`, the flow is lazy (BrickKit's watermark): it stops at the first row
    /// that would start below that many rows, leaving the items after it unmeasured, with
    /// empty frames; ``Result/height`` then extrapolates the rows placed over the items left
    /// (corrected as a later call, with a deeper limit, places more of them).
    ///
    /// ```swift
    /// let flow = FlowLayout(inset: 1)
    /// let items = (0..<1_000).map { _ in FlowLayout.Item(width: .ratio(ratio: 0.25)) { _ in 2 } }
    /// let firstScreen = flow.layout(items, width: 80, environment: LayoutEnvironment(screen: Size(width: 80, height: 24)), rowLimit: 48)
    /// // firstScreen.placedCount == 68 (17 rows of 4); its height, 749, is the whole flow's
    /// ```
    public func layout(
        _ items: [Item], width: Int, environment: LayoutEnvironment, previous: Result? = nil, changedFrom: Int = 0,
        rowLimit: Int = .max
    ) -> Result {
        layout(
            count: items.count, width: width, environment: environment, previous: previous, changedFrom: changedFrom,
            rowLimit: rowLimit, widthRule: { items[$0].width }, isHidden: { items[$0].isHidden },
            height: { items[$0].height($1) })
    }

    /// ``layout(_:width:environment:previous:changedFrom:)`` over `count` items described by
    /// functions of their index (`height` takes the index and the width in columns), so a
    /// section lays out its bricks without making an item, and a closure, for each.
    func layout(
        count: Int, width: Int, environment: LayoutEnvironment, previous: Result?, changedFrom: Int,
        rowLimit: Int = .max, widthRule: (Int) -> BrickDimension, isHidden: (Int) -> Bool, height: (Int, Int) -> Int
    ) -> Result {
        var frames = Array(repeating: Rect.zero, count: count)
        let total = Double(max(0, width - edgeInsets.horizontal))
        var cursor = 0.0
        var y = edgeInsets.top
        var row: [Placed] = []
        var rows: [Row] = []
        var placedAny = false
        // The right edge of the row's last brick: the next one starts exactly one inset
        // after it, because rounding `edge + inset` can differ from rounding `edge` by one.
        var previousRight: Int?
        var start = 0
        // Items past a lazy flow's last placed row have no frames to keep.
        let changedFrom = previous.map { min(changedFrom, $0.placedCount) } ?? changedFrom
        if let previous, previous.frames.count == count, changedFrom > 0,
            let resumeRow = previous.rows.lastIndex(where: { $0.firstItem <= changedFrom })
        {
            let resume = previous.rows[resumeRow]
            start = resume.firstItem
            y = resume.y
            rows = Array(previous.rows[..<resumeRow])
            placedAny = resumeRow > 0
            for index in 0..<start { frames[index] = previous.frames[index] }
        }

        func finishRow() {
            guard !row.isEmpty else { return }
            var rowHeight = 0
            for placed in row { rowHeight = max(rowHeight, placed.height) }
            let offsets = horizontalOffsets(row, total: Int(total))
            for (position, placed) in row.enumerated() {
                let dx = offsets.isEmpty ? 0 : offsets[position]
                let height = alignRowHeights ? rowHeight : placed.height
                let dy: Int
                switch alignment.vertical {
                case .top: dy = 0
                case .center: dy = (rowHeight - height) / 2
                case .bottom: dy = rowHeight - height
                }
                frames[placed.index] = Rect(x: edgeInsets.left + placed.x + dx, y: y + dy, width: placed.width, height: height)
            }
            rows.append(Row(firstItem: row[0].index, y: y))
            y += rowHeight + verticalInset
            placedAny = true
            row.removeAll(keepingCapacity: true)
            cursor = 0
            previousRight = nil
        }

        var placedCount = count
        for index in start..<count {
            if y > rowLimit, row.isEmpty {
                // Lazy: the rows from here on start below the limit.
                placedCount = index
                break
            }
            if isHidden(index) {
                frames[index] = Rect(x: edgeInsets.left + Int(cursor.rounded()), y: y, width: 0, height: 0)
                continue
            }
            let rule = widthRule(index)
            var exactWidth = rule.width(
                in: total, startingAt: cursor, inset: horizontalInset, widthRatio: widthRatio, environment: environment)
            if direction == .vertical, !row.isEmpty, cursor + exactWidth > total + 1e-7 {
                finishRow()
                if y > rowLimit {
                    placedCount = index
                    break
                }
                exactWidth = rule.width(
                    in: total, startingAt: 0, inset: horizontalInset, widthRatio: widthRatio, environment: environment)
            }
            let left = previousRight.map { $0 + horizontalInset } ?? Int(cursor.rounded(.toNearestOrAwayFromZero))
            let right = Int((cursor + exactWidth).rounded(.toNearestOrAwayFromZero))
            let brickWidth = max(0, right - left)
            let brickHeight = min(max(0, height(index, brickWidth)), BrickDimension.largestExtent)
            guard brickHeight > 0 else {
                frames[index] = Rect(x: edgeInsets.left + left, y: y, width: brickWidth, height: 0)
                continue
            }
            row.append(Placed(index: index, x: left, width: brickWidth, height: brickHeight))
            previousRight = left + brickWidth
            cursor += exactWidth + Double(horizontalInset)
        }
        finishRow()
        guard placedAny else {
            return Result(
                frames: frames.map { Rect(origin: $0.origin, size: .zero) }, height: 0, unplacedCount: count - placedCount,
                placedBottom: 0)
        }
        let contentBottom = y - verticalInset
        let contentWidth = direction == .vertical ? 0 : (frames.map(\.maxX).max() ?? 0) + edgeInsets.right
        var height = contentBottom + edgeInsets.bottom
        if placedCount < count, placedCount > 0 {
            // The rows left, at the rows (and gaps) per item placed so far.
            let perItem = Double(y - edgeInsets.top) / Double(placedCount)
            height += Int((perItem * Double(count - placedCount)).rounded(.up))
        }
        return Result(
            frames: frames, height: height, rows: rows, width: contentWidth, unplacedCount: count - placedCount,
            placedBottom: contentBottom)
    }

    /// How far each brick of a row moves right for the horizontal alignment; empty when
    /// none moves (left alignment, the common case, makes no array).
    private func horizontalOffsets(_ row: [Placed], total: Int) -> [Int] {
        let rowRight = (row.last.map { $0.x + $0.width }) ?? 0
        let spare = max(0, total - rowRight)
        switch alignment.horizontal {
        case .left:
            return []
        case .center:
            return Array(repeating: spare / 2, count: row.count)
        case .right:
            return Array(repeating: spare, count: row.count)
        case .justified:
            guard row.count > 1 else { return [0] }
            let gaps = CumulativeRounding.equalParts(spare, count: row.count - 1)
            var offsets = [0]
            var shift = 0
            for gap in gaps {
                shift += gap
                offsets.append(shift)
            }
            return offsets
        }
    }
}

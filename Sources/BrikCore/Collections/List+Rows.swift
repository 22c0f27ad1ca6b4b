import BrikRendering

/// The bricks a list shows its rows in: one virtual section of rows, or a virtual section
/// of groups (each a section of its header and a virtual section of its rows); the rows
/// that exist, and keeping the cursor's row in view.
extension List {
    /// A virtual section of `count()` rows whose item `i` is the row shown at `position(i)`.
    static func rowSection(
        count: @escaping () -> Int, estimatedHeight: Int?, reuses: Bool, owner: WeakBox<List<ID>>,
        position: @escaping (Int) -> Int
    ) -> VirtualSection {
        // Without the app's `reuse`, a row brick is never handed another row's data.
        let reuse: (Brick, Int) -> Void = { brick, item in
            guard let list = owner.value, let reuse = list.reuseRow, let wrapped = brick as? ListRow else { return }
            let shown = position(item)
            reuse(wrapped.content, list.dataIndex(shown))
            list.configure(wrapped, position: shown)
        }
        return VirtualSection(
            itemIdentifier: "row", count: count, estimatedHeight: estimatedHeight,
            make: { item in
                guard let list = owner.value else { return Brick() }
                let shown = position(item)
                let wrapped = ListRow(content: list.makeRow(list.dataIndex(shown)))
                list.configure(wrapped, position: shown)
                return wrapped
            },
            reuse: reuses ? reuse : nil)
    }

    /// The brick of shown group `group`: its header, then a virtual section of its rows.
    func makeGroup(_ group: Int) -> Brick {
        guard let groupSource, group < shownGroups.count else { return Brick() }
        let header = groupSource.header(shownGroups.groups[group])
        header.identifier = "list.header"
        let owner = WeakBox<List<ID>>()
        owner.value = self
        let start = shownGroups.position(group: group, row: 0)
        let rowCount = shownGroups.rows(inGroup: group)
        let section = Self.rowSection(
            count: { rowCount }, estimatedHeight: rowEstimate, reuses: reuseRow != nil, owner: owner,
            position: { start + $0 })
        return ListGroupBrick(group: group, header: header, rows: section)
    }

    /// The groups shown, from the data source's groups and the rows shown.
    func makeShownGroups() -> ShownGroups {
        guard let groupSource else { return ShownGroups() }
        let firstRows = (0..<max(0, groupSource.count())).map(groupSource.firstRow)
        return ShownGroups(firstRows: firstRows, dataCount: dataCount(), shown: shown)
    }

    /// A row's height before it is measured, its separator included (nil: the first row's rule).
    var rowEstimate: Int? {
        guard let estimatedRowHeight else { return showsSeparators ? 2 : nil }
        return estimatedRowHeight + (showsSeparators ? 1 : 0)
    }

    /// A group's height before it is measured: a header row and its average number of rows.
    func estimatedGroupHeight() -> Int {
        guard shownGroups.count > 0 else { return 1 }
        let rowsPerGroup = Double(shownCount) / Double(shownGroups.count)
        return 1 + Int((rowsPerGroup * Double(rowEstimate ?? 1)).rounded())
    }

    /// Makes every row again (their look changed, such as the separators).
    func rebuildRows() {
        rows.reloadData()
        revealCursor()
    }

    /// The rows that exist now, with their positions among the rows shown.
    func mountedRows() -> [(position: Int, row: ListRow)] {
        var result: [(position: Int, row: ListRow)] = []
        guard groupSource != nil else {
            for position in rows.mountedIndices {
                if let row = rows.brick(at: position) as? ListRow { result.append((position, row)) }
            }
            return result
        }
        for group in rows.mountedIndices {
            guard let brick = rows.brick(at: group) as? ListGroupBrick, brick.group < shownGroups.count else { continue }
            for item in brick.rows.mountedIndices {
                if let row = brick.rows.brick(at: item) as? ListRow {
                    result.append((shownGroups.position(group: brick.group, row: item), row))
                }
            }
        }
        return result
    }

    /// The state changed: the rows that exist show it at the next frame (each asks for its
    /// marks when drawn), and a change of mode moves their content past the check marks.
    func refreshRows() {
        setNeedsDisplay()
        let checks = selection.mode == .multiple
        for (_, row) in mountedRows() where (row.gutter > 0) != checks { row.setNeedsLayout() }
    }

    /// A row just made or reused: its matched characters, and where it asks for its marks.
    func configure(_ row: ListRow, position: Int) {
        highlightMatches?(row.content, dataIndex(position))
        applySearchHighlight(to: row.content, position: position)
        row.showsSeparator = showsSeparators
        row.currentMarks = { [weak self] in self?.marks(at: position) ?? ListRow.Marks() }
    }

    /// What the row shown at `position` shows of the state.
    func marks(at position: Int) -> ListRow.Marks {
        let index = dataIndex(position)
        let id = identity(index)
        return ListRow.Marks(
            isCursor: selection.cursor == id, isSelected: selection.isSelected(id),
            showsCheck: selection.mode == .multiple, listIsFocused: isFocused, isEnabled: isRowEnabled(index))
    }

    /// The position (among the rows shown) of the row at `point`, nil when there is none there.
    func rowPosition(at point: Point) -> Int? {
        guard scrollView.viewport.contains(point) else { return nil }
        return mountedRows().first { $0.row.frame.contains(point) }?.position
    }

    // MARK: Revealing the cursor

    /// Scrolls just enough for the cursor's row to be in the part of the viewport that
    /// behaviors leave uncovered (a stuck header at the top), from what is known now;
    /// once the frame is laid out, ``finishCursorReveal()`` checks with the row's own frame.
    func revealCursor() {
        guard let position = selection.cursorIndex(in: items) else { return }
        needsCursorReveal = true
        if let target = revealTarget(for: position), target != scrollView.contentOffset.y {
            scrollView.scroll(to: Point(x: scrollView.contentOffset.x, y: target))
        }
        // Laid out again even when it did not move, so its behaviors stage checks the row.
        scrollView.setNeedsLayout()
        setNeedsLayout()
    }

    /// After each behaviors pass of a frame that moved the cursor (a later pass may measure
    /// rows above it and move it again): the row's laid-out frame, and a header stuck over
    /// it, say whether it shows; if not, the view scrolls and lays out again, in the same
    /// frame, until it shows or the content can scroll no further. Drawing ends the check.
    func finishCursorReveal() {
        guard needsCursorReveal else { return }
        guard let position = selection.cursorIndex(in: items), let content = scrollView.content else { return }
        for _ in 0..<4 {
            guard let target = revealTarget(for: position), target != scrollView.contentOffset.y else { return }
            let before = (scrollView.contentOffset, scrollView.contentSize)
            scrollView.scroll(to: Point(x: scrollView.contentOffset.x, y: target))
            FramePipeline.layoutInsideShownFrame(of: scrollView, context: scrollView.behaviorLayoutContext)
            scrollView.runBehaviors(content: content, port: scrollView.viewport)
            // Clamped and measured the same again: the content ends here.
            if scrollView.contentOffset == before.0 && scrollView.contentSize == before.1 { return }
        }
    }

    /// The offset that shows the row at `position` clear of what behaviors cover, scrolling
    /// the least (the last row: the very end); nil when it shows already.
    private func revealTarget(for position: Int) -> Int? {
        // The end is where the last row shows whole, whatever the estimates said it would be.
        if position == shownCount - 1, position > 0 { return scrollView.isPinnedToEnd ? nil : Int.max / 4 }
        let frame =
            cursorRowFrame(position)
            ?? Rect(x: 0, y: estimatedTop(of: position), width: 1, height: max(1, rowEstimate ?? 1))
        let viewport = scrollView.viewport
        let uncovered = scrollView.unobscuredViewport
        let coveredTop = max(0, uncovered.minY - viewport.minY)
        let coveredBottom = max(0, viewport.maxY - uncovered.maxY)
        let y = scrollView.contentOffset.y
        if frame.minY < y + coveredTop { return frame.minY - coveredTop }
        if frame.maxY > y + viewport.height - coveredBottom { return frame.maxY - viewport.height + coveredBottom }
        return nil
    }

    /// The frame of the row shown at `position` in the content's coordinates, when it exists.
    private func cursorRowFrame(_ position: Int) -> Rect? {
        guard let content = scrollView.content else { return nil }
        let row: ListRow?
        if groupSource != nil {
            guard let (group, item) = shownGroups.locate(position),
                let brick = rows.brick(at: group) as? ListGroupBrick
            else { return nil }
            row = brick.rows.brick(at: item) as? ListRow
        } else {
            row = rows.brick(at: position) as? ListRow
        }
        guard let row else { return nil }
        return row.layoutFrame.offsetBy(dx: -content.frame.x, dy: -content.frame.y)
    }

    /// Where the row shown at `position` starts in the content, from measured heights and estimates.
    private func estimatedTop(of position: Int) -> Int {
        let inset = rows.chromeInsets.top
        guard groupSource != nil else { return rows.offset(ofItem: position) + inset }
        guard let (group, item) = shownGroups.locate(position) else { return inset }
        var top = rows.offset(ofItem: group) + inset
        if let brick = rows.brick(at: group) as? ListGroupBrick, let content = scrollView.content {
            top = brick.layoutFrame.y - content.frame.y
            return brick.rows.layoutFrame.y - brick.layoutFrame.y + top + brick.rows.offset(ofItem: item)
        }
        return top + 1 + item * max(1, rowEstimate ?? 1)
    }
}

/// The scroll view of a ``List``: after its behaviors ran (a header stuck), the list
/// checks that the cursor's row shows.
@MainActor
final class ListScrollView: ScrollBrik {
    /// Called after every behaviors pass.
    var onBehaviorsApplied: (() -> Void)?

    override func applyBehaviorStage() -> Bool {
        let ran = super.applyBehaviorStage()
        if ran { onBehaviorsApplied?() }
        return ran
    }
}

/// One group of a grouped ``List``: its header, then a virtual section of its rows.
@MainActor
final class ListGroupBrick: Section {
    /// Which shown group this is.
    let group: Int
    /// Its rows.
    let rows: VirtualSection

    init(group: Int, header: Brick, rows: VirtualSection) {
        self.group = group
        self.rows = rows
        super.init()
        addChild(header)
        addChild(rows)
    }
}

extension List {
    /// Sets the search matches the rows show and gives every row on screen its part.
    package func showSearchHighlight(_ highlight: (any SearchHighlighting)?) {
        searchHighlightState = highlight
        for (position, row) in mountedRows() { applySearchHighlight(to: row.content, position: position) }
        setNeedsDisplay()
    }

    /// Gives the first label of a row's content the matches of its row: the text module's
    /// highlight decorates it; without one, a reused row's old matches are cleared.
    package func applySearchHighlight(to content: Brick, position: Int) {
        if let highlight = searchHighlightState {
            highlight.decorate(row: content, position: position)
        } else if let label = Label.firstLabel(in: content), label.drawing?.searchHighlight != nil {
            label.drawing?.searchHighlight = nil
            label.setNeedsDisplay()
        }
    }
}

extension Label {
    /// The first label in `brick`'s subtree (itself first), depth first.
    package static func firstLabel(in brick: Brick) -> Label? {
        if let label = brick as? Label { return label }
        for child in brick.children {
            if let label = firstLabel(in: child) { return label }
        }
        return nil
    }
}

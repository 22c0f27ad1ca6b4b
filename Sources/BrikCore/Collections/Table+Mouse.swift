import BrikRendering

extension Table {
    /// Clicks on rows and titles, drags of a title's edge, the sideways wheel.
    func handleMouse(_ mouse: MouseEvent) -> EventResult {
        if let drag = headerDrag {
            switch mouse.action {
            case .drag(.left):
                resizeColumn(drag.column, to: drag.startWidth + mouse.position.x - drag.startX)
                return .handled
            case .release:
                headerDrag = nil
                return .handled
            default:
                // Its release was lost: the drag is over, and this event is one of its own.
                headerDrag = nil
            }
        }
        switch mouse.action {
        case .wheelUp where mouse.modifiers.contains(.shift):
            scrollColumns(by: -1)
            return .handled
        case .wheelDown where mouse.modifiers.contains(.shift):
            scrollColumns(by: 1)
            return .handled
        case .press(.left):
            break
        default:
            return .ignored
        }
        let x = mouse.position.x - scrollView.viewport.x
        if showsHeader, header.frame.contains(mouse.position) {
            let geometry = model.geometry
            if let column = geometry.edge(at: x), column < geometry.widths.count {
                headerDrag = (column, mouse.position.x, geometry.widths[column])
            } else if let column = geometry.column(at: x) {
                let moved = column != model.cursorColumn
                cursorColumn = column
                if model.columns[column].isSortable { userToggledSort(byColumn: column) }
                if moved { onCursorChange?(self) }
            }
            return .handled
        }
        guard let position = rowPosition(at: mouse.position) else { return .ignored }
        if let column = model.geometry.column(at: x), column != model.cursorColumn {
            cursorColumn = column
            onCursorChange?(self)
        }
        click(position, extending: mouse.modifiers.contains(.shift))
        return .handled
    }

    /// The position of the row at `point`, nil when there is none there.
    private func rowPosition(at point: Point) -> Int? {
        let viewport = scrollView.viewport
        guard viewport.contains(point) else { return nil }
        for index in rows.mountedIndices {
            if let row = rows.brick(at: index), row.frame.contains(point) { return index }
        }
        return nil
    }

    /// A click on the row at `index`: the cursor goes there; in a multiple selection a plain
    /// click toggles it; a second click on it soon after activates it.
    private func click(_ index: Int, extending: Bool) {
        let isDouble = clicks.click(row: index, at: application?.now ?? .zero)
        apply(selection.click(index, in: items, extending: extending, isDouble: isDouble))
    }
}

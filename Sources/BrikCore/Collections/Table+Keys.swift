extension Table {
    /// The table's own keys, as key bindings (so the help lists them and a ``Keymap`` can
    /// change them); the row keys are ``SelectionState``'s, in ``handle(_:)``.
    func declareTableKeys() {
        keyBinding("table.column.previous", keys: "left", description: "previous column") { [unowned self] _ in
            guard isEnabled else { return .ignored }
            moveCursorColumn(by: -1)
            return .handled
        }
        keyBinding("table.column.next", keys: "right", description: "next column") { [unowned self] _ in
            guard isEnabled else { return .ignored }
            moveCursorColumn(by: 1)
            return .handled
        }
        keyBinding("table.sort", keys: "s", description: "sort by this column (again: reverse)") {
            [unowned self] _ in
            guard isEnabled, model.cursorColumn < model.columns.count else { return .ignored }
            userToggledSort(byColumn: model.cursorColumn)
            return .handled
        }
        keyBinding("table.column.narrow", keys: "<", "ctrl+left", description: "narrow this column") {
            [unowned self] _ in
            guard isEnabled else { return .ignored }
            resizeColumn(model.cursorColumn, by: -1)
            return .handled
        }
        keyBinding("table.column.widen", keys: ">", "ctrl+right", description: "widen this column") {
            [unowned self] _ in
            guard isEnabled else { return .ignored }
            resizeColumn(model.cursorColumn, by: 1)
            return .handled
        }
    }
}

import BrikRendering

extension TextField {
    /// Sets the view at the start of the field and when it shows (see ``leftView``).
    ///
    /// ```swift
    /// TextField(placeholder: "amount").leftView(Label("$ "))
    /// ```
    @discardableResult
    public func leftView(_ view: Brick?, mode: ViewMode = .always) -> Self {
        leftView = view
        leftViewMode = mode
        return self
    }

    /// Sets the view at the end of the field and when it shows (see ``rightView``).
    ///
    /// ```swift
    /// TextField(placeholder: "width").rightView(Label(" cols"), mode: .unlessEditing)
    /// ```
    @discardableResult
    public func rightView(_ view: Brick?, mode: ViewMode = .always) -> Self {
        rightView = view
        rightViewMode = mode
        return self
    }

    /// Sets when the clear button shows (see ``clearButtonMode``).
    @discardableResult
    public func clearButtonMode(_ mode: ViewMode) -> Self {
        clearButtonMode = mode
        return self
    }

    /// Sets the row shown under the field while it is edited (see ``inputAccessoryView``).
    ///
    /// ```swift
    /// TextField(placeholder: "Tags").inputAccessoryView(Label("comma-separated · Esc undoes"))
    /// ```
    @discardableResult
    public func inputAccessoryView(_ view: Brick?) -> Self {
        inputAccessoryView = view
        return self
    }

    /// Puts `new` in place of `old` among the field's children.
    func replaceSideView(_ old: Brick?, with new: Brick?) {
        if let old, old !== new { old.removeFromParent() }
        if let new, new.parent !== self { addChild(new) }
        setNeedsLayout()
    }

    /// The columns the side views and the clear button take, as they show now.
    func sideColumns(context: LayoutContext) -> Int {
        let editing = isEditing
        var columns = 0
        if let leftView, leftViewMode.shows(isEditing: editing) { columns += sideWidth(of: leftView, context: context) }
        if let rightView, rightViewMode.shows(isEditing: editing) { columns += sideWidth(of: rightView, context: context) }
        if clearButtonMode.shows(isEditing: editing) { columns += 2 }
        return columns
    }

    private func sideWidth(of view: Brick, context: LayoutContext) -> Int {
        max(0, view.measuredSize(for: ProposedSize(width: nil, height: 1), context: context).width)
    }

    /// Places the side views at the ends of the content, one row high, hiding those whose
    /// mode says they do not show now.
    func layoutSideViews(context: LayoutContext) {
        let area = contentFrame
        let editing = isEditing
        if let leftView {
            let shows = leftViewMode.shows(isEditing: editing)
            leftView.isHidden = !shows
            let width = shows ? min(area.width, sideWidth(of: leftView, context: context)) : 0
            leftView.frame = Rect(x: area.x, y: area.y, width: width, height: min(1, area.height))
        }
        if let rightView {
            let shows = rightViewMode.shows(isEditing: editing)
            rightView.isHidden = !shows
            let width = shows ? min(area.width, sideWidth(of: rightView, context: context)) : 0
            rightView.frame = Rect(x: area.maxX - width, y: area.y, width: width, height: min(1, area.height))
        }
    }

    /// Where the text is drawn: the content without the side views and the clear button.
    var textFrame: Rect {
        let area = contentFrame
        var minX = area.minX
        var maxX = area.maxX
        if let leftView, !leftView.isHidden { minX = max(minX, leftView.frame.maxX) }
        if let rightView, !rightView.isHidden { maxX = min(maxX, rightView.frame.minX) }
        if clearButtonMode.shows(isEditing: isEditing) { maxX -= 2 }
        return Rect(x: minX, y: area.y, width: max(0, maxX - minX), height: min(1, area.height))
    }

    /// The cell of the clear button `×`, nil while it does not show.
    var clearButtonFrame: Rect? {
        guard clearButtonMode.shows(isEditing: isEditing) else { return nil }
        // [text][space][×][right view]
        let text = textFrame
        guard text.maxX + 1 < contentFrame.maxX else { return nil }
        return Rect(x: text.maxX + 1, y: text.y, width: 1, height: 1)
    }

    /// Draws the clear button when it shows and the field holds text.
    func drawClearButton(into canvas: inout Canvas, context: DrawContext) {
        guard let cell = clearButtonFrame, !editing.isEmpty else { return }
        canvas.write("×", at: cell.origin, style: context.style.removing(focusAttributes).adding(.dim))
    }

    /// Shows the side views for the new editing state, and the accessory row while editing.
    func editingDidToggle(isEditing: Bool) {
        setNeedsLayout()
        if isEditing {
            guard accessoryOverlay == nil, let accessory = inputAccessoryView, let application else { return }
            let overlay = Overlay(accessory, placement: .anchored(to: self, edge: .below), kind: .notification)
            application.present(overlay)
            accessoryOverlay = overlay
        } else if let overlay = accessoryOverlay {
            accessoryOverlay = nil
            overlay.application?.dismiss(overlay)
        }
    }
}

import BrikRendering

extension Brick {
    /// The style this brick draws text in: its own colours and attributes over
    /// those inherited from its ancestors, plus ``focusAttributes`` while focused.
    public var resolvedStyle: CellStyle {
        var style = CellStyle()
        var foundForeground = false
        var foundBackground = false
        var node: Brick? = self
        while let current = node {
            if !foundForeground, let color = current.foregroundColor {
                style.foreground = color
                foundForeground = true
            }
            if !foundBackground, let color = current.backgroundColor {
                style.background = color
                foundBackground = true
            }
            style.attributes.formUnion(current.textAttributes)
            node = current.parent
        }
        if isFocused { style.attributes.formUnion(focusAttributes) }
        return style
    }

    /// Whether this brick has the application's focus.
    public var isFocused: Bool {
        application?.focusedBrick === self
    }

    /// Fills the background (when this brick sets one) and draws the border with its title.
    public func drawChrome(into canvas: inout Canvas) {
        // resolvedStyle walks every ancestor: skipping it when there is nothing to paint keeps
        // drawing a deep tree of plain containers linear instead of quadratic in its depth.
        guard backgroundColor != nil || border != nil else { return }
        let style = resolvedStyle
        if backgroundColor != nil {
            canvas.fill(frame, style: style.removing(focusAttributes))
        }
        guard let border else { return }
        var borderStyle = style.removing(.reverse)
        if let borderColor { borderStyle.foreground = borderColor }
        canvas.drawBorder(
            frame, style: border, cellStyle: borderStyle, title: borderTitle,
            titleStyle: borderStyle.adding(.bold))
    }
}

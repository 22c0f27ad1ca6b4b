import BrikRendering

extension Brick {
    /// The style this brick draws text in: its own colours and attributes over
    /// those inherited from its ancestors, plus ``focusAttributes`` while focused.
    ///
    /// Walks the ancestors; while drawing, read ``DrawContext/style`` instead.
    public var resolvedStyle: CellStyle {
        var looks: [Appearance] = []
        var node: Brick? = self
        while let current = node {
            looks.append(current.appearance)
            node = current.parent
        }
        let theme = application?.theme ?? .terminal
        let style = looks.reversed().reduce(theme.baseStyle) { $1.style(over: $0, in: theme) }
        return isFocused ? style.adding(focusAttributes) : style
    }

    /// Whether this brick has the application's focus.
    public var isFocused: Bool {
        application?.focusedBrick === self
    }

    /// Fills the background (when this brick sets one) and draws the border with its title,
    /// in `context`'s style. The border is in ``borderColor`` when set, else in
    /// `defaultBorderColor`, else in the theme's ``Theme/border`` where the text is in the
    /// theme's ``Theme/text`` (a colour the app chose for the text is the border's too).
    public func drawChrome(into canvas: inout Canvas, context: DrawContext, defaultBorderColor: Color? = nil) {
        guard let extras else { return }
        let appearance = extras.appearance
        guard appearance.backgroundColor != nil || appearance.border != nil || !extras.separators.isEmpty else { return }
        let style = context.style
        // Under a background brick the pipeline filled the colour before drawing it.
        if backgroundColor != nil, extras.backgroundView == nil {
            canvas.fill(frame, style: style.removing(focusAttributes))
        }
        drawSeparators(into: &canvas, style: style)
        guard let border else { return }
        var borderStyle = style.removing(.reverse)
        let theme = context.theme
        if let color = borderColor ?? defaultBorderColor {
            borderStyle.foreground = color
        } else if borderStyle.foreground == theme.text, theme.border != .default {
            borderStyle.foreground = theme.border
        }
        canvas.drawBorder(
            frameInsideSeparators, style: border, cellStyle: borderStyle, title: borderTitle,
            titleStyle: borderStyle.adding(.bold))
    }
}

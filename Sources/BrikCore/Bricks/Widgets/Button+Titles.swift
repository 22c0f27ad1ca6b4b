import BrikRendering

extension Button {
    /// Sets the title shown in `state` (UIKit's `setTitle(_:for:)`); nil removes it, and the
    /// state falls back to the normal title. The normal title is ``title``.
    ///
    /// ```swift
    /// play.setTitle("Pause", for: .selected)
    /// ```
    public func setTitle(_ title: String?, for state: ControlState) {
        if state == .normal {
            self.title = title ?? ""
        } else {
            titles[state] = title
        }
    }

    /// The title set for `state`, nil when none was (``title`` for ``ControlState/normal``).
    public func title(for state: ControlState) -> String? {
        state == .normal ? title : titles[state]
    }

    /// Sets a styled title for `state` (UIKit's `setAttributedTitle(_:for:)`): it wins over
    /// the plain title of that state; nil removes it.
    ///
    /// ```swift
    /// save.setAttributedTitle(StyledText([TextSpan("S", attributes: .underline), TextSpan("ave")]), for: .normal)
    /// ```
    public func setAttributedTitle(_ title: StyledText?, for state: ControlState) {
        styledTitles[state] = title
    }

    /// The styled title set for `state`, nil when none was.
    public func attributedTitle(for state: ControlState) -> StyledText? {
        styledTitles[state]
    }

    /// Sets the title's colour in `state` (UIKit's `setTitleColor(_:for:)`); nil removes it.
    ///
    /// ```swift
    /// delete.setTitleColor(.red, for: .focused)
    /// ```
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state] = color
    }

    /// The title colour set for `state`, nil when none was.
    public func titleColor(for state: ControlState) -> Color? {
        titleColors[state]
    }

    /// Sets the title of `state` (see ``setTitle(_:for:)``) and returns the button.
    ///
    /// ```swift
    /// Button("Play").title("Pause", for: .selected)
    /// ```
    @discardableResult
    public func title(_ title: String?, for state: ControlState) -> Self {
        setTitle(title, for: state)
        return self
    }

    /// Sets the styled title of `state` (see ``setAttributedTitle(_:for:)``) and returns the button.
    ///
    /// ```swift
    /// Button().attributedTitle(StyledText([TextSpan("Quit", foreground: .red)]))
    /// ```
    @discardableResult
    public func attributedTitle(_ title: StyledText?, for state: ControlState = .normal) -> Self {
        setAttributedTitle(title, for: state)
        return self
    }

    /// Sets the title colour of `state` (see ``setTitleColor(_:for:)``) and returns the button.
    ///
    /// ```swift
    /// Button("Quit").titleColor(.red, for: .highlighted)
    /// ```
    @discardableResult
    public func titleColor(_ color: Color?, for state: ControlState = .normal) -> Self {
        setTitleColor(color, for: state)
        return self
    }

    /// Sets ``themeRole``, the meaning of the title's colour, and returns the button.
    ///
    /// ```swift
    /// Button("Delete").themeRole(.error)
    /// ```
    @discardableResult
    public func themeRole(_ role: Theme.Role?) -> Self {
        themeRole = role
        return self
    }

    /// The title drawn in `state`: its styled title, its title, else the normal ones.
    func currentTitle(for state: ControlState) -> StyledText {
        if let styled = styledTitles[state] { return styled }
        if let plain = titles[state] { return StyledText(stringLiteral: plain) }
        return styledTitles[.normal] ?? StyledText(stringLiteral: title)
    }

    /// The style the title is drawn in: the state's title colour, the normal one, else the
    /// tint colour when the button sets no colour of its own (its ``themeRole``'s colour
    /// when it has one and no tint is set).
    func titleStyle(for state: ControlState, in context: DrawContext) -> CellStyle {
        let style = context.style
        if let color = titleColors[state] ?? titleColors[.normal] { return style.foreground(color) }
        guard foregroundColor == nil else { return style }
        if let themeRole, context.explicitTintColor == nil { return context.theme.style(style, as: themeRole) }
        if let tint = context.tintColor { return style.foreground(tint) }
        return style
    }
}

extension Canvas {
    /// Writes `text` run by run from `point`, each run's look over `style`; returns the columns written.
    @discardableResult
    mutating func write(_ text: StyledText, at point: Point, style: CellStyle) -> Int {
        var x = point.x
        for span in text.spans {
            x += write(span.text, at: Point(x: x, y: point.y), style: span.style(over: style))
        }
        return x - point.x
    }
}

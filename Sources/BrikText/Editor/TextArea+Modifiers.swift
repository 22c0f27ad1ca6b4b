import BrikCore
import BrikRendering

/// Modifiers that set a text area's options and return it, for building it in the DSL.
extension TextArea {
    /// Sets the text (see ``text``).
    ///
    /// ```swift
    /// TextArea().text("hello\nworld")
    /// ```
    @discardableResult
    public func text(_ text: String) -> Self {
        self.text = text
        return self
    }

    /// Makes the text editable (true) or a read-only viewer (false).
    ///
    /// ```swift
    /// TextArea(text: licence).isEditable(false)
    /// ```
    @discardableResult
    public func isEditable(_ editable: Bool) -> Self {
        isEditable = editable
        return self
    }

    /// Turns soft wrap on (true) or off (false: the view scrolls sideways).
    ///
    /// ```swift
    /// TextArea(text: log).wrapsLines(false)
    /// ```
    @discardableResult
    public func wrapsLines(_ wraps: Bool) -> Self {
        wrapsLines = wraps
        return self
    }

    /// Shows or hides the line-number gutter.
    ///
    /// ```swift
    /// TextArea(text: source).showsLineNumbers(true)
    /// ```
    @discardableResult
    public func showsLineNumbers(_ shows: Bool) -> Self {
        showsLineNumbers = shows
        return self
    }

    /// Sets the placeholder shown while the text is empty.
    ///
    /// ```swift
    /// TextArea().placeholder("Write a message…")
    /// ```
    @discardableResult
    public func placeholder(_ placeholder: String) -> Self {
        self.placeholder = placeholder
        return self
    }

    /// Limits the text to `length` `Character`s (nil: no limit).
    ///
    /// ```swift
    /// TextArea().maxLength(280)
    /// ```
    @discardableResult
    public func maxLength(_ length: Int?) -> Self {
        maxLength = length
        return self
    }

    /// Sets what Tab does.
    ///
    /// ```swift
    /// TextArea().tabBehavior(.insertSpaces(4))
    /// ```
    @discardableResult
    public func tabBehavior(_ behavior: TabBehavior) -> Self {
        tabBehavior = behavior
        return self
    }

    /// Sets the highlighter: styled spans for each visible line.
    ///
    /// ```swift
    /// TextArea().highlighter { _, line in
    ///     line.hasPrefix("#") ? [TextHighlight(range: 0..<line.count, foreground: .green)] : []
    /// }
    /// ```
    @discardableResult
    public func highlighter(_ highlighter: @escaping (Int, String) -> [TextHighlight]) -> Self {
        self.highlighter = highlighter
        return self
    }

    /// Lets copy and cut also set the system clipboard through the terminal (OSC 52).
    ///
    /// ```swift
    /// TextArea().copiesToSystemClipboard(true)
    /// ```
    @discardableResult
    public func copiesToSystemClipboard(_ copies: Bool) -> Self {
        copiesToSystemClipboard = copies
        return self
    }

    /// Sets the text colour.
    ///
    /// ```swift
    /// TextArea().color(.green)
    /// ```
    @discardableResult
    public func color(_ color: Color) -> Self {
        foregroundColor = color
        return self
    }
}

import BrikRendering

/// Chainable modifiers every brick has. Each changes the brick in place and
/// returns it, so they read like SwiftUI modifiers but keep UIKit identity.
extension Brick {
    /// Hides or shows the brick (a hidden brick takes no space and gets no events).
    @discardableResult
    public func hidden(_ hidden: Bool = true) -> Self {
        isHidden = hidden
        return self
    }

    /// Sets the text colour.
    @discardableResult
    public func foregroundColor(_ color: Color?) -> Self {
        foregroundColor = color
        return self
    }

    /// Sets the background colour (the brick's frame is filled with it).
    @discardableResult
    public func backgroundColor(_ color: Color?) -> Self {
        backgroundColor = color
        return self
    }

    /// Sets how opaque the brick is (see ``Brick/alpha``): 0 is not drawn, below 1 is dim.
    ///
    /// ```swift
    /// Label("draft").alpha(0.5)
    /// ```
    @discardableResult
    public func alpha(_ alpha: Double) -> Self {
        self.alpha = alpha
        return self
    }

    /// Sets the accent colour of the brick and its descendants (see ``Brick/tintColor``).
    ///
    /// ```swift
    /// VBrik { _ in Button("OK"); Toggle("Wi-Fi") }.tintColor(.magenta)
    /// ```
    @discardableResult
    public func tintColor(_ color: Color?) -> Self {
        tintColor = color
        return self
    }

    /// Adds text attributes.
    @discardableResult
    public func attributes(_ attributes: TextAttributes) -> Self {
        textAttributes.formUnion(attributes)
        return self
    }

    /// Bold text.
    @discardableResult
    public func bold() -> Self { attributes(.bold) }

    /// Dim text.
    @discardableResult
    public func dim() -> Self { attributes(.dim) }

    /// Italic text.
    @discardableResult
    public func italic() -> Self { attributes(.italic) }

    /// Underlined text.
    @discardableResult
    public func underline() -> Self { attributes(.underline) }

    /// Draws a border (one cell on each side) with an optional title.
    @discardableResult
    public func border(_ style: BorderStyle? = .single, title: String? = nil, color: Color? = nil) -> Self {
        border = style
        borderTitle = title
        borderColor = color
        return self
    }

    /// Cells of padding inside the border on every side.
    @discardableResult
    public func padding(_ cells: Int = 1) -> Self {
        padding = EdgeInsets(all: cells)
        return self
    }

    /// Padding given edge by edge.
    @discardableResult
    public func padding(_ insets: EdgeInsets) -> Self {
        padding = insets
        return self
    }

    /// The attributes added while focused (reverse by default).
    @discardableResult
    public func focusAttributes(_ attributes: TextAttributes) -> Self {
        focusAttributes = attributes
        return self
    }

    /// Whether focus may land on this brick.
    @discardableResult
    public func allowsFocus(_ allowed: Bool) -> Self {
        allowsFocus = allowed
        return self
    }

    /// Adds this brick to `parent` (on top of its other children) placed by `constraints`.
    ///
    /// ```swift
    /// let screen = Screen()
    /// VBrik { _ in … }.add(in: screen, constraints: .center)
    /// ```
    @discardableResult
    public func add(in parent: Brick, constraints: LayoutBaseType = .pinToEdge) -> Self {
        placement = constraints
        parent.addChild(self)
        return self
    }
}

import BrikRendering

/// A state a ``Control`` is drawn in, for what it shows per state (UIKit's `UIControl.State`).
///
/// A control can be in several at once (selected and focused); ``Control/state`` names the
/// one that wins, tried in this order: ``disabled`` (not ``Control/isEnabled``),
/// ``highlighted`` (pressed), ``selected``, ``focused``, else ``normal``. Per-state styles
/// (``Control/setStyle(_:for:)``) are layered in the opposite order, so a selected,
/// focused button shows both.
///
/// ```swift
/// Button("Save").image(floppy, for: .normal).image(floppyLit, for: .focused)
/// ```
public enum ControlState: Hashable, Sendable, CaseIterable {
    /// Enabled, neither pressed, selected nor focused: what the other states fall back to.
    ///
    /// ```swift
    /// button.setImage(icon, for: .normal)
    /// ```
    case normal
    /// Pressed: a mouse button held down on it, or ``Control/isHighlighted`` set (UIKit's `.highlighted`).
    ///
    /// ```swift
    /// button.setImage(pressedIcon, for: .highlighted)
    /// ```
    case highlighted
    /// Selected: ``Control/isSelected`` (a chosen tab, a toggled tool button).
    ///
    /// ```swift
    /// bold.setStyle(ControlStateStyle(textAttributes: .reverse), for: .selected)
    /// ```
    case selected
    /// Focused: keys go to it.
    ///
    /// ```swift
    /// button.setImage(litIcon, for: .focused)
    /// ```
    case focused
    /// Disabled: ``Control/isEnabled`` is false.
    ///
    /// ```swift
    /// button.setImage(greyIcon, for: .disabled)
    /// ```
    case disabled
}

/// How a ``Control`` looks in one ``ControlState``, layered over its own look
/// (``Control/setStyle(_:for:)``): colours that replace, attributes that are added or taken away.
///
/// ```swift
/// let save = Button("Save")
/// save.setStyle(ControlStateStyle(foregroundColor: .black, backgroundColor: .green), for: .focused)
/// save.setStyle(ControlStateStyle(textAttributes: .bold), for: .selected)
/// ```
public struct ControlStateStyle: Hashable, Sendable {
    /// The text colour in this state; nil keeps the control's.
    public var foregroundColor: Color?
    /// The fill colour in this state; nil keeps the control's.
    public var backgroundColor: Color?
    /// Attributes added in this state.
    public var textAttributes: TextAttributes
    /// Attributes taken away in this state (say `.reverse`, to replace the focus highlight with a colour).
    public var removedAttributes: TextAttributes

    /// A state look: colours that replace the control's, attributes added and removed.
    public init(
        foregroundColor: Color? = nil, backgroundColor: Color? = nil, textAttributes: TextAttributes = [],
        removedAttributes: TextAttributes = []
    ) {
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.textAttributes = textAttributes
        self.removedAttributes = removedAttributes
    }

    /// `style` in this state's look.
    public func applied(to style: CellStyle) -> CellStyle {
        CellStyle(
            foreground: foregroundColor ?? style.foreground, background: backgroundColor ?? style.background,
            attributes: style.attributes.subtracting(removedAttributes).union(textAttributes))
    }
}

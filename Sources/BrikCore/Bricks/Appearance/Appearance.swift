import BrikRendering

/// How a brick looks: its colours, text attributes, border and focus highlight —
/// everything about it that drawing reads and layout does not (except whether a
/// border takes a cell on each side).
///
/// Colours left nil inherit the nearest ancestor's; attributes add to the
/// ancestors'. ``Brick/appearance`` holds one; the familiar properties
/// (``Brick/foregroundColor``, ``Brick/border``, …) and modifiers read and write it.
///
/// ```swift
/// var look = Appearance()
/// look.foregroundColor = .yellow
/// look.border = .rounded
/// Label("Warm").appearance = look
/// ```
public struct Appearance: Hashable, Sendable {
    /// Text colour; nil inherits the parent's (or takes ``foregroundRole``'s).
    public var foregroundColor: Color?
    /// Text colour by meaning: the application theme's colour for this role (see
    /// ``Theme/style(_:as:)``), used when ``foregroundColor`` is nil; nil inherits.
    public var foregroundRole: Theme.Role?
    /// Fill colour behind the brick; nil inherits the parent's (drawn by the parent).
    public var backgroundColor: Color?
    /// Attributes added to the inherited ones (bold, underline, …).
    public var textAttributes: TextAttributes = []
    /// A border drawn on the outermost cells, nil for none; it takes one cell on each side.
    public var border: BorderStyle?
    /// A title in the top edge of the border.
    public var borderTitle: String?
    /// The border's colour; nil uses the foreground colour.
    public var borderColor: Color?
    /// Attributes added to the style while the brick has focus (reverse by default,
    /// which shows even under `NO_COLOR`).
    public var focusAttributes: TextAttributes = .reverse
    /// How opaque the brick is, from 0 to 1 (UIKit's `alpha`): at 0 neither it nor its
    /// descendants are drawn, clicked or focused (it keeps its place in the layout); below 1
    /// it is drawn dim, insides included. A terminal cell has no blending, so dim is the one
    /// step between opaque and gone.
    public var alpha: Double = 1
    /// The accent colour of the brick and its descendants (UIKit's `tintColor`); nil inherits
    /// the nearest ancestor's. Buttons draw their title in it, fields their text while
    /// editing, toggles their mark, progress bars their fill (see ``DrawContext/tintColor``).
    public var tintColor: Color?

    /// A plain look: everything inherited, no border, reverse while focused.
    public init() {}

    /// This look's colours and attributes over `inherited`, the style its parent draws in
    /// (no focus highlight: ``DrawContext`` adds it for the focused brick).
    public func style(over inherited: CellStyle) -> CellStyle {
        CellStyle(
            foreground: foregroundColor ?? inherited.foreground,
            background: backgroundColor ?? inherited.background,
            attributes: inherited.attributes.union(textAttributes))
    }

    /// ``style(over:)``, with ``foregroundRole`` taken from `theme` when no colour is set.
    public func style(over inherited: CellStyle, in theme: Theme) -> CellStyle {
        let style = style(over: inherited)
        guard foregroundColor == nil, let foregroundRole else { return style }
        return theme.style(style, as: foregroundRole)
    }
}

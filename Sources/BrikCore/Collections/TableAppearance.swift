import BrikRendering

/// How the parts of a ``Table`` look: each part is an ``Appearance`` laid over the
/// table's own style (its colours left nil inherit, its attributes add), so a table
/// follows the colours of the screen it is on and every colour can be changed.
///
/// The defaults use attributes, which show on any terminal (and under `NO_COLOR`); the
/// zebra stripe's background and the focused cursor row's colour come from the
/// application's ``Theme`` (``Theme/stripe``, ``Theme/selection``) unless set here.
///
/// ```swift
/// extension Style where Target == Table<Int> {
///     static var ocean: Style {
///         Style("ocean") { table in
///             table.tableAppearance.header.foregroundColor = .cyan
///             table.tableAppearance.cursorRow.backgroundColor = .blue
///             table.zebra = true
///         }
///     }
/// }
/// ```
public struct TableAppearance: Hashable, Sendable {
    /// The header row (titles and sort marks): bold and underlined.
    public var header: Appearance
    /// The cursor's row while the table has focus: reverse video, in the theme's
    /// ``Theme/selection`` colour unless this look sets a foreground colour.
    public var cursorRow: Appearance
    /// The cursor's row while the table has no focus: underlined.
    public var inactiveCursorRow: Appearance
    /// The cursor's cell (``Table/cursorColumn`` on the cursor's row), over the cursor
    /// row's look, while the table has focus and shows a cell cursor: bold and underlined.
    public var cursorCell: Appearance
    /// A selected row: bold.
    public var selectedRow: Appearance
    /// Every other row when ``Table/zebra`` is on: the theme's ``Theme/stripe`` background
    /// unless this look sets one.
    public var zebraRow: Appearance
    /// A row that cannot take the cursor: dim.
    public var disabledRow: Appearance
    /// The line between the frozen columns and the scrolling ones: dim.
    public var frozenSeparator: Appearance
    /// The character of that line.
    public var frozenSeparatorCharacter: Character

    /// The default look (see each part).
    public init() {
        header = Self.look(attributes: [.bold, .underline])
        cursorRow = Self.look(attributes: .reverse)
        inactiveCursorRow = Self.look(attributes: .underline)
        cursorCell = Self.look(attributes: [.bold, .underline])
        selectedRow = Self.look(attributes: .bold)
        zebraRow = Appearance()
        disabledRow = Self.look(attributes: .dim)
        frozenSeparator = Self.look(attributes: .dim)
        frozenSeparatorCharacter = "│"
    }

    private static func look(attributes: TextAttributes) -> Appearance {
        var look = Appearance()
        look.textAttributes = attributes
        return look
    }
}

extension Appearance {
    /// Whether laying this look over a style changes nothing.
    var changesNothing: Bool {
        foregroundColor == nil && foregroundRole == nil && backgroundColor == nil && textAttributes.isEmpty
    }
}

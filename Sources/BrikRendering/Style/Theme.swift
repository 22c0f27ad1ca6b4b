/// The colours stock widgets draw in, by what they mean rather than what they are:
/// body text on a surface, a primary accent for controls, success, warning and error
/// for status, a selection and a focus colour.
///
/// An application has one (``Theme/terminal`` unless `BRIKTUI_THEME` or the app picks
/// another); every brick reads it while drawing, and a colour the app sets on a brick
/// (its foreground, tint or border colour) wins over the theme's. Four are built in:
/// ``dark``, ``light``, ``highContrast`` and ``terminal``.
///
/// Selection and focus are drawn in reverse video with the role's colour as the
/// foreground, so the bar is that colour and still shows when colour is off
/// (`NO_COLOR`, a monochrome terminal). A role set to ``Color/default`` adds no colour
/// of its own: what it draws keeps the colour it inherits.
///
/// ```swift
/// var ocean = Theme.dark
/// ocean.name = "ocean"
/// ocean.primary = .hex(0x4FC1FF)
/// ocean.selection = .hex(0x264F78)
/// ```
public struct Theme: Hashable, Sendable {
    /// The name the theme is known by (what `BRIKTUI_THEME` takes for a built-in one).
    public var name: String
    /// Body text.
    public var text: Color
    /// The background of the screen.
    public var surface: Color
    /// The background of what floats over the screen: dialogs, menus, popovers, toasts.
    public var overlaySurface: Color
    /// The main accent: buttons' titles, toggles' marks, progress bars' fill, fields being edited.
    public var primary: Color
    /// A second accent, for what sits beside the primary one (a secondary button, a tag).
    public var secondary: Color
    /// A highlight for headings and marks that should catch the eye.
    public var accent: Color
    /// Something worked (a toast, a finished step).
    public var success: Color
    /// Something needs attention.
    public var warning: Color
    /// Something failed, or an action that destroys (a destructive button).
    public var error: Color
    /// Neutral news (an information toast).
    public var info: Color
    /// Text that matters less: placeholders, hints, key help, guides (dim when this is
    /// ``Color/default``, the terminal theme's way).
    public var muted: Color
    /// Borders and separator lines.
    public var border: Color
    /// The bar under a selected row (a list's cursor, a highlighted menu item).
    public var selection: Color
    /// The bar over the focused control.
    public var focus: Color
    /// The background of every other row of a striped table.
    public var stripe: Color
    /// Attributes added to the selection bar and the focus bar besides reverse video
    /// (bold in ``highContrast``).
    public var emphasis: TextAttributes

    /// A theme from all its roles; ``emphasis`` defaults to none.
    public init(
        name: String, text: Color, surface: Color, overlaySurface: Color, primary: Color, secondary: Color,
        accent: Color, success: Color, warning: Color, error: Color, info: Color, muted: Color, border: Color,
        selection: Color, focus: Color, stripe: Color, emphasis: TextAttributes = []
    ) {
        self.name = name
        self.text = text
        self.surface = surface
        self.overlaySurface = overlaySurface
        self.primary = primary
        self.secondary = secondary
        self.accent = accent
        self.success = success
        self.warning = warning
        self.error = error
        self.info = info
        self.muted = muted
        self.border = border
        self.selection = selection
        self.focus = focus
        self.stripe = stripe
        self.emphasis = emphasis
    }

    /// What a widget's colour means, for picking it from a theme (``color(for:)``).
    public enum Role: String, Hashable, Sendable, CaseIterable {
        /// ``Theme/primary``.
        case primary
        /// ``Theme/secondary``.
        case secondary
        /// ``Theme/accent``.
        case accent
        /// ``Theme/success``.
        case success
        /// ``Theme/warning``.
        case warning
        /// ``Theme/error``.
        case error
        /// ``Theme/info``.
        case info
        /// ``Theme/muted``.
        case muted
        /// ``Theme/border``.
        case border
    }

    /// The colour this theme gives `role`.
    public func color(for role: Role) -> Color {
        switch role {
        case .primary: primary
        case .secondary: secondary
        case .accent: accent
        case .success: success
        case .warning: warning
        case .error: error
        case .info: info
        case .muted: muted
        case .border: border
        }
    }

    /// Body text on the screen's surface: what the root of the tree draws in.
    public var baseStyle: CellStyle {
        CellStyle(foreground: text, background: surface)
    }

    /// Body text on ``overlaySurface``: what a dialog, menu or toast draws in.
    public var overlayStyle: CellStyle {
        CellStyle(foreground: text, background: overlaySurface)
    }

    /// `style` as a selected row: reverse video in the ``selection`` colour (plain reverse
    /// when it is ``Color/default``), plus ``emphasis``.
    public func selected(_ style: CellStyle) -> CellStyle {
        Self.bar(style, color: selection).adding(emphasis)
    }

    /// `style` as the focused control: reverse video in the ``focus`` colour, plus ``emphasis``.
    public func focused(_ style: CellStyle) -> CellStyle {
        Self.bar(style, color: focus).adding(emphasis)
    }

    /// `style` in the colour of `role`; a role whose colour is ``Color/default`` leaves the
    /// colour as it is, and ``Role/muted`` is dim then instead.
    public func style(_ style: CellStyle, as role: Role) -> CellStyle {
        let color = color(for: role)
        guard color == .default else { return style.foreground(color) }
        return role == .muted ? style.adding(.dim) : style
    }

    /// Reverse video whose bar is `color`: reversed, the foreground is the bar and the
    /// background the text, so the text keeps the surface's colour.
    private static func bar(_ style: CellStyle, color: Color) -> CellStyle {
        let bar = style.adding(.reverse)
        return color == .default ? bar : bar.foreground(color)
    }
}

import BrikRendering

extension Brick {
    /// Text colour by meaning (see ``Appearance/foregroundRole``): the application theme's
    /// colour for the role, used when ``foregroundColor`` is nil; nil inherits.
    public var foregroundRole: Theme.Role? {
        get { appearance.foregroundRole }
        set { appearance.foregroundRole = newValue }
    }

    /// Draws the text in the theme's colour for `role` (a status line in ``Theme/Role/success``,
    /// a hint in ``Theme/Role/muted``); it follows the theme when the app switches it.
    ///
    /// ```swift
    /// Label("✓ Saved").foregroundRole(.success)
    /// ```
    @discardableResult
    public func foregroundRole(_ role: Theme.Role?) -> Self {
        foregroundRole = role
        return self
    }
}

/// A state a ``Control`` is drawn in, for what it shows per state (UIKit's `UIControl.State`).
///
/// A control is in one state at a time, tried in this order: ``disabled`` (not
/// ``Control/isEnabled``), ``highlighted`` (pressed), ``focused``, else ``normal``.
///
/// ```swift
/// Button("Save").image(floppy, for: .normal).image(floppyLit, for: .focused)
/// ```
public enum ControlState: Hashable, Sendable, CaseIterable {
    /// Enabled, neither pressed nor focused: what the other states fall back to.
    ///
    /// ```swift
    /// button.setImage(icon, for: .normal)
    /// ```
    case normal
    /// Pressed: a mouse button held down on it (UIKit's `.highlighted`).
    ///
    /// ```swift
    /// button.setImage(pressedIcon, for: .highlighted)
    /// ```
    case highlighted
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

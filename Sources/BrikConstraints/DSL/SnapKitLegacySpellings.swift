import BrikCore
import BrikRendering

// SnapKit 0.x spelled some modifiers and updates differently (its documentation
// still shows them); each here is the same as the current spelling it names.

extension ConstraintMakerEditable {
    /// `.priority(.low)` (250), SnapKit's `priorityLow()`.
    @discardableResult
    public func priorityLow() -> ConstraintMakerEditable { priority(.low) }
    /// `.priority(.medium)` (500), SnapKit's `priorityMedium()`.
    @discardableResult
    public func priorityMedium() -> ConstraintMakerEditable { priority(.medium) }
    /// `.priority(.high)` (750), SnapKit's `priorityHigh()`.
    @discardableResult
    public func priorityHigh() -> ConstraintMakerEditable { priority(.high) }
    /// `.priority(.required)` (1000), SnapKit's `priorityRequired()`.
    @discardableResult
    public func priorityRequired() -> ConstraintMakerEditable { priority(.required) }
    /// `.inset(_:)` edge by edge, SnapKit's `insets(_:)`.
    @discardableResult
    public func insets(_ insets: EdgeInsets) -> ConstraintMakerEditable { inset(insets) }
    /// `.inset(_:)` on every edge, SnapKit's `insets(_:)` with one number.
    @discardableResult
    public func insets(_ amount: Int) -> ConstraintMakerEditable { inset(amount) }
}

extension LayoutConstraint {
    /// ``activate()``, SnapKit's `install()`.
    public func install() { activate() }
    /// ``deactivate()``, SnapKit's `uninstall()`.
    public func uninstall() { deactivate() }
    /// `update(offset:)`, SnapKit's `updateOffset(_:)`.
    public func updateOffset(_ amount: Int) { update(offset: amount) }
    /// `update(offset:)`, SnapKit's `updateOffset(_:)`.
    public func updateOffset(_ amount: Double) { update(offset: amount) }
    /// `update(offset:)` per attribute from a size, SnapKit's `updateOffset(_:)`.
    public func updateOffset(_ amount: Size) { update(offset: amount) }
    /// `update(offset:)` per attribute from a point, SnapKit's `updateOffset(_:)`.
    public func updateOffset(_ amount: Point) { update(offset: amount) }
    /// `update(inset:)`, SnapKit's `updateInsets(_:)`.
    public func updateInsets(_ insets: EdgeInsets) { update(inset: insets) }
    /// `update(inset:)` on every edge, SnapKit's `updateInsets(_:)` with one number.
    public func updateInsets(_ amount: Int) { update(inset: amount) }
    /// `update(priority:)`, SnapKit's `updatePriority(_:)`.
    public func updatePriority(_ priority: ConstraintPriority) { update(priority: priority) }
    /// `update(priority: .required)`, SnapKit's `updatePriorityRequired()` (a no-op in SnapKit).
    public func updatePriorityRequired() { update(priority: .required) }
    /// `update(priority: .high)`, SnapKit's `updatePriorityHigh()` (which crashed in SnapKit).
    public func updatePriorityHigh() { update(priority: .high) }
    /// `update(priority: .medium)`, SnapKit's `updatePriorityMedium()` (which crashed in SnapKit).
    public func updatePriorityMedium() { update(priority: .medium) }
    /// `update(priority: .low)`, SnapKit's `updatePriorityLow()` (which crashed in SnapKit).
    public func updatePriorityLow() { update(priority: .low) }
}

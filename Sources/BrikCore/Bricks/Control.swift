import BrikRendering

/// A brick the user operates: it takes focus, can be disabled, and sends
/// ``ControlEvent``s to the actions attached with ``Brick/action(onTag:event:_:)``.
@MainActor
open class Control: Brick {
    /// A disabled control is drawn dim, ignores input and is skipped by focus.
    public var isEnabled = true {
        didSet {
            if oldValue != isEnabled { setNeedsDisplay() }
        }
    }

    /// A control, enabled.
    public override init() {
        super.init()
    }

    open override var canBecomeFocused: Bool { isEnabled }

    open override var huggingPriority: Int { 750 }

    /// Measured to its content: hugged and resisting compression under constraints.
    open override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    /// The control's style while drawn in `context`: ``DrawContext/style``, dimmed while disabled.
    public func controlStyle(in context: DrawContext) -> CellStyle {
        isEnabled ? context.style : context.style.adding(.dim)
    }
}

extension Control {
    /// Enables or disables the control.
    @discardableResult
    public func isEnabled(_ enabled: Bool) -> Self {
        isEnabled = enabled
        return self
    }
}

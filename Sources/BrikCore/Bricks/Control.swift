import BrikRendering

/// A brick the user operates: it takes focus, can be disabled, selected and highlighted,
/// looks different in each ``ControlState`` (``setStyle(_:for:)``), and sends
/// ``ControlEvent``s to the actions attached with ``Brick/action(onTag:event:_:)``.
///
/// Without styles of its own a control is drawn dim while disabled, in reverse video while
/// pressed (highlighted), bold while selected and with its ``Brick/focusAttributes`` while
/// focused; a style set for a state replaces that state's default.
///
/// ```swift
/// let bold = Button("B").isSelected(true)
/// bold.setStyle(ControlStateStyle(foregroundColor: .yellow, textAttributes: .bold), for: .selected)
/// ```
@MainActor
open class Control: Brick {
    /// A disabled control is drawn dim (or in its ``ControlState/disabled`` style), ignores
    /// input and is skipped by focus.
    public var isEnabled = true {
        didSet {
            if oldValue != isEnabled { setNeedsDisplay() }
        }
    }
    /// Whether the control is selected (UIKit's `isSelected`): drawn in its
    /// ``ControlState/selected`` style. Setting it sends no event.
    public var isSelected = false {
        didSet {
            if oldValue != isSelected { setNeedsDisplay() }
        }
    }
    /// Whether the control is pressed (UIKit's `isHighlighted`): set while a mouse button is
    /// held down on it, and settable in code; drawn in its ``ControlState/highlighted`` style.
    public var isHighlighted = false {
        didSet {
            if oldValue != isHighlighted { setNeedsDisplay() }
        }
    }
    /// The looks set per state (``setStyle(_:for:)``).
    private var stateStyles: [ControlState: ControlStateStyle] = [:]

    /// A control, enabled.
    public override init() {
        super.init()
    }

    open override var canBecomeFocused: Bool { isEnabled }

    open override var huggingPriority: Int { 750 }

    /// Measured to its content: hugged and resisting compression under constraints.
    open override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    /// The state that wins for what is drawn once (an image, a title): disabled, highlighted,
    /// selected, focused, normal, in that order.
    ///
    /// ```swift
    /// let icon = images[button.state] ?? images[.normal]
    /// ```
    public var state: ControlState { state(isFocused: isFocused) }

    /// ``state`` for a control that has focus or not (drawing knows it from its context).
    public func state(isFocused: Bool) -> ControlState {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        if isSelected { return .selected }
        return isFocused ? .focused : .normal
    }

    /// Sets how the control looks in `state` (nil goes back to the default look of that state).
    ///
    /// ```swift
    /// ok.setStyle(ControlStateStyle(foregroundColor: .black, backgroundColor: .cyan, removedAttributes: .reverse), for: .focused)
    /// ```
    public func setStyle(_ style: ControlStateStyle?, for state: ControlState) {
        guard stateStyles[state] != style else { return }
        stateStyles[state] = style
        setNeedsDisplay()
    }

    /// The look set for `state` with ``setStyle(_:for:)``, nil when none was.
    public func style(for state: ControlState) -> ControlStateStyle? {
        stateStyles[state]
    }

    /// `own` (the control's look over what it inherits) in the states the control is in:
    /// normal, then selected, focused, highlighted and disabled layered in that order.
    /// Focused without a look of its own, it is drawn as `theme` draws focus.
    func stateStyle(over own: CellStyle, isFocused: Bool, theme: Theme) -> CellStyle {
        var style = own
        if let normal = stateStyles[.normal] { style = normal.applied(to: style) }
        if isSelected { style = layer(.selected, over: style, default: .bold) }
        if isFocused {
            style =
                stateStyles[.focused]?.applied(to: style)
                ?? DrawContext.focusStyle(style, attributes: focusAttributes, brick: self, theme: theme)
        }
        if isHighlighted { style = layer(.highlighted, over: style, default: .reverse) }
        if !isEnabled { style = layer(.disabled, over: style, default: .dim) }
        return style
    }

    private func layer(_ state: ControlState, over style: CellStyle, default attributes: TextAttributes) -> CellStyle {
        stateStyles[state]?.applied(to: style) ?? style.adding(attributes)
    }

    /// The control's style while drawn in `context`: ``DrawContext/style``, which already
    /// holds the control's states (dim while disabled, its state styles).
    public func controlStyle(in context: DrawContext) -> CellStyle {
        context.style
    }

    /// Follows a mouse press and its release as UIKit's touch events: a press highlights the
    /// control and sends ``ControlEvent/touchDown``; the release clears the highlight and
    /// sends ``ControlEvent/touchUpInside`` (``ControlEvent/primaryActionTriggered``) when it
    /// lands on the control, ``ControlEvent/touchUpOutside`` when it does not. Returns
    /// whether the release landed inside, nil for any other mouse event.
    ///
    /// ```swift
    /// case .mouse(let mouse):
    ///     if trackTouch(mouse) == true { toggle() }
    /// ```
    @discardableResult
    public func trackTouch(_ mouse: MouseEvent) -> Bool? {
        switch mouse.action {
        case .press(.left):
            isHighlighted = true
            sendActions(for: .touchDown)
            return nil
        case .release(.left):
            guard isHighlighted else { return nil }
            isHighlighted = false
            let inside = frame.contains(mouse.position)
            sendActions(for: inside ? .touchUpInside : .touchUpOutside)
            return inside
        default:
            return nil
        }
    }
}

extension Control {
    /// Enables or disables the control.
    @discardableResult
    public func isEnabled(_ enabled: Bool) -> Self {
        isEnabled = enabled
        return self
    }

    /// Enables or disables the control and sets its ``Brick/alpha`` (Brik's
    /// `isEnabled(_:alpha:)`): `Button("Send").isEnabled(false, alpha: 0.5)`.
    @discardableResult
    public func isEnabled(_ enabled: Bool, alpha: Double) -> Self {
        isEnabled = enabled
        self.alpha = alpha
        return self
    }

    /// Selects the control or not (see ``isSelected``).
    @discardableResult
    public func isSelected(_ selected: Bool) -> Self {
        isSelected = selected
        return self
    }

    /// Selects the control or not and sets its ``Brick/alpha`` (Brik's `isSelected(_:alpha:)`).
    @discardableResult
    public func isSelected(_ selected: Bool, alpha: Double) -> Self {
        isSelected = selected
        self.alpha = alpha
        return self
    }

    /// Highlights the control or not (see ``isHighlighted``).
    @discardableResult
    public func isHighlighted(_ highlighted: Bool) -> Self {
        isHighlighted = highlighted
        return self
    }

    /// Highlights the control or not and sets its ``Brick/alpha`` (Brik's `isHighlighted(_:alpha:)`).
    @discardableResult
    public func isHighlighted(_ highlighted: Bool, alpha: Double) -> Self {
        isHighlighted = highlighted
        self.alpha = alpha
        return self
    }

    /// Sets the look of `state` (see ``setStyle(_:for:)``) and returns the control.
    ///
    /// ```swift
    /// Button("Delete").style(ControlStateStyle(foregroundColor: .red), for: .focused)
    /// ```
    @discardableResult
    public func style(_ style: ControlStateStyle?, for state: ControlState) -> Self {
        setStyle(style, for: state)
        return self
    }
}

import BrikRendering

/// What an app set over a brick's ``Brick/defaultAccessibility``; nil parts keep the default.
struct AccessibilityOverrides {
    var role: AccessibilityRole?
    var label: String?
    var value: String?
    var isLiveRegion = false
}

extension Brick {
    /// What a screen reader hears about this brick now: ``defaultAccessibility`` with what
    /// the modifiers set over it, and whether it has the focus.
    ///
    /// ```swift
    /// let save = Button("Save")
    /// #expect(save.accessibility.role == .button)
    /// #expect(save.accessibility.label == "Save")
    /// ```
    public var accessibility: AccessibilityElement {
        var element = defaultAccessibility
        if let overrides = extras?.accessibility {
            if let role = overrides.role { element.role = role }
            if let label = overrides.label { element.label = label }
            if let value = overrides.value { element.value = value }
        }
        element.state.isFocused = application?.focusedBrick === self
        return element
    }

    /// The label set with ``accessibilityLabel(_:)``, nil for the widget's own.
    public var accessibilityLabel: String? {
        get { extras?.accessibility?.label }
        set { updateAccessibility { $0.label = newValue } }
    }

    /// The value set with ``accessibilityValue(_:)``, nil for the widget's own.
    public var accessibilityValue: String? {
        get { extras?.accessibility?.value }
        set { updateAccessibility { $0.value = newValue } }
    }

    /// The role set with ``accessibilityRole(_:)``, nil for the widget's own.
    public var accessibilityRole: AccessibilityRole? {
        get { extras?.accessibility?.role }
        set { updateAccessibility { $0.role = newValue } }
    }

    /// Whether changes to this brick are announced wherever the focus is (a status line);
    /// see ``accessibilityLiveRegion(_:)``.
    public var isAccessibilityLiveRegion: Bool {
        get { extras?.accessibility?.isLiveRegion ?? false }
        set { updateAccessibility { $0.isLiveRegion = newValue } }
    }

    /// Names the brick for a screen reader, in place of what the widget says (a field's
    /// placeholder, a button's title).
    ///
    /// ```swift
    /// TextField(placeholder: "ada@example.com").accessibilityLabel("Email")
    /// ```
    @discardableResult
    public func accessibilityLabel(_ label: String) -> Self {
        accessibilityLabel = label
        return self
    }

    /// Says `value` for the brick's value, in place of what the widget says.
    @discardableResult
    public func accessibilityValue(_ value: String) -> Self {
        accessibilityValue = value
        return self
    }

    /// Gives the brick `role`, in place of the widget's (a plain brick made into a button).
    @discardableResult
    public func accessibilityRole(_ role: AccessibilityRole) -> Self {
        accessibilityRole = role
        return self
    }

    /// Makes the brick a live region: whenever what it says changes, the accessible mode
    /// announces it ("Status: Saved"), wherever the focus is. A toast is one already.
    ///
    /// ```swift
    /// Label("Ready").accessibilityLabel("Status").accessibilityLiveRegion()
    /// ```
    @discardableResult
    public func accessibilityLiveRegion(_ isLive: Bool = true) -> Self {
        isAccessibilityLiveRegion = isLive
        return self
    }

    private func updateAccessibility(_ change: (inout AccessibilityOverrides) -> Void) {
        var overrides = extras?.accessibility ?? AccessibilityOverrides()
        change(&overrides)
        madeExtras.accessibility = overrides
        setNeedsDisplay()
    }
}

extension Control {
    /// An element of `role` for this control, disabled when it is not enabled.
    package func controlAccessibility(
        _ role: AccessibilityRole, label: String, value: String = "", state: AccessibilityState = .init()
    ) -> AccessibilityElement {
        var state = state
        state.isDisabled = !isEnabled
        return AccessibilityElement(role: role, label: label, value: value, state: state)
    }
}

extension SelectionItems {
    /// How a collection says its current item: "item 3 of 40: notes.md", and whether it is
    /// selected; "empty" with no items, "no item" with no cursor.
    func accessibilityCurrentItem(_ selection: SelectionState<ID>) -> (value: String, isSelected: Bool) {
        guard count > 0 else { return ("empty", false) }
        guard let id = selection.cursor, let index = index(id) else { return ("\(count) items", false) }
        let title = TextWidth.sanitize(self.title(index))
        return ("item \(index + 1) of \(count): \(title)", selection.isSelected(id))
    }
}

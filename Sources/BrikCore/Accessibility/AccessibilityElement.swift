/// The states a screen reader says after a brick's label and value.
///
/// `nil` for ``isChecked`` and ``isExpanded`` means the brick cannot be checked or
/// expanded at all, so nothing is said; `false` is said ("not checked", "collapsed").
public struct AccessibilityState: Hashable, Sendable {
    /// Whether the brick has the focus (filled in by ``Brick/accessibility``; never spoken,
    /// since the line that announces a focus move says it).
    public var isFocused = false
    /// Whether the brick, or the current item it reports, is selected.
    public var isSelected = false
    /// Whether it is checked or on; nil when it cannot be.
    public var isChecked: Bool?
    /// Whether it is expanded; nil when it cannot expand.
    public var isExpanded: Bool?
    /// Whether it is disabled (a control that is not enabled).
    public var isDisabled = false

    /// No state at all.
    public init(
        isFocused: Bool = false, isSelected: Bool = false, isChecked: Bool? = nil, isExpanded: Bool? = nil,
        isDisabled: Bool = false
    ) {
        self.isFocused = isFocused
        self.isSelected = isSelected
        self.isChecked = isChecked
        self.isExpanded = isExpanded
        self.isDisabled = isDisabled
    }

    /// The states as words, in a fixed order: "checked", "expanded", "selected", "disabled".
    public var spokenWords: [String] {
        var words: [String] = []
        if let isChecked { words.append(isChecked ? "checked" : "not checked") }
        if let isExpanded { words.append(isExpanded ? "expanded" : "collapsed") }
        if isSelected { words.append("selected") }
        if isDisabled { words.append("disabled") }
        return words
    }
}

/// What a screen reader knows about one brick: its role, label, value and state.
///
/// Read it with ``Brick/accessibility``; widgets derive it from what they show (a
/// button's title, a field's text, a list's current item), and the modifiers
/// ``Brick/accessibilityLabel(_:)``, ``Brick/accessibilityValue(_:)`` and
/// ``Brick/accessibilityRole(_:)`` replace a part.
///
/// ```swift
/// #expect(Button("Save").accessibility.spokenLine == "Button Save")
/// ```
public struct AccessibilityElement: Hashable, Sendable {
    /// What kind of thing it is.
    public var role: AccessibilityRole
    /// Its name: a button's title, a field's placeholder, a dialog's title. May be empty.
    public var label: String
    /// What it holds now: a field's text, a list's current item ("item 3 of 40: notes.md").
    public var value: String
    /// Checked, expanded, selected, disabled, focused.
    public var state: AccessibilityState

    /// An element of `role` named `label`, holding `value`, in `state`.
    public init(role: AccessibilityRole, label: String = "", value: String = "", state: AccessibilityState = .init()) {
        self.role = role
        self.label = label
        self.value = value
        self.state = state
    }

    /// The whole element as one line, as said when it gains focus:
    /// "Button Save", "Text field Email, value ada@example.com",
    /// "List Files, item 3 of 40: notes.md, selected". Static text is said as its
    /// text alone ("Status: Saved" when it has a label too).
    public var spokenLine: String {
        if role == .staticText {
            return Self.joined([labelAndValue] + state.spokenWords)
        }
        let named = label.isEmpty ? role.spokenName : "\(role.spokenName) \(label)"
        let value = value.isEmpty ? nil : role.valueIsText ? "value \(self.value)" : self.value
        return Self.joined([named, value] + state.spokenWords)
    }

    /// What changed, as said while it keeps the focus: its label, then its value and
    /// states ("Email: ada", "Files: item 4 of 40: todo.md, selected", "Remember me: checked").
    public var changeLine: String {
        let name = label.isEmpty ? role.spokenName : label
        let rest = Self.joined([value.isEmpty ? nil : value] + state.spokenWords)
        return rest.isEmpty ? name : "\(name): \(rest)"
    }

    /// "label: value", or whichever of the two is not empty.
    var labelAndValue: String {
        if label.isEmpty { return value }
        return value.isEmpty ? label : "\(label): \(value)"
    }

    private static func joined(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

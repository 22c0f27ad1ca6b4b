/// What a control reports to its actions (`UIControl.Event`, for the terminal).
public enum ControlEvent: Hashable, Sendable, CaseIterable {
    /// The control was activated: Enter or Space while focused, or a click (Button, Toggle).
    case primaryActionTriggered
    /// The control's value changed (Toggle, Checkbox).
    case valueChanged
    /// A text field gained focus.
    case editingDidBegin
    /// A text field's text changed (typing, deleting, pasting).
    case editingChanged
    /// A text field lost focus.
    case editingDidEnd
    /// Enter was pressed in a text field.
    case editingDidEndOnExit
}

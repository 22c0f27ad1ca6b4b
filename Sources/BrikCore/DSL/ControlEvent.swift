/// What a control reports to its actions (`UIControl.Event`, for the terminal).
///
/// A terminal has no key-up: a key that presses a control (Enter, Space) sends
/// ``touchDown`` and then ``touchUpInside`` at once; the mouse sends them at the press and
/// the release. Registering for ``allEditingEvents`` or ``allTouchEvents`` hears each
/// event of that group.
public enum ControlEvent: Hashable, Sendable, CaseIterable {
    /// The control was activated: Enter or Space while focused, or a click (press and release
    /// on it). UIKit's `primaryActionTriggered`, and its `touchUpInside` (``touchUpInside``).
    case primaryActionTriggered
    /// A mouse button went down on the control (or a key pressed it).
    case touchDown
    /// A press on the control ended off it: the click was taken back.
    case touchUpOutside
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
    /// Registers for every editing event: begin, changed, end and end on exit (never sent itself).
    case allEditingEvents
    /// Registers for every touch event: down, up inside and up outside (never sent itself).
    case allTouchEvents

    /// A press that ended on the control: the same event as ``primaryActionTriggered``
    /// (Brik's default event, `.touchUpInside`).
    ///
    /// ```swift
    /// form.action(onTag: 1, event: .touchUpInside) { _ in submit() }
    /// ```
    public static var touchUpInside: ControlEvent { .primaryActionTriggered }

    /// Whether an action registered for `self` runs when `event` is sent.
    ///
    /// ```swift
    /// ControlEvent.allEditingEvents.includes(.editingChanged)   // true
    /// ```
    public func includes(_ event: ControlEvent) -> Bool {
        switch self {
        case .allEditingEvents:
            [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit].contains(event)
        case .allTouchEvents:
            [.touchDown, .primaryActionTriggered, .touchUpOutside].contains(event)
        default:
            self == event
        }
    }
}

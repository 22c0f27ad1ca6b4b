import BrikRendering

/// What a ``TextField`` asks and tells as it is edited (UIKit's `UITextFieldDelegate`).
/// Every method has a default (yes, and nothing to do), so a delegate writes only those it needs.
///
/// ```swift
/// final class DigitsOnly: TextFieldDelegate {
///     func textField(_ field: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString text: String) -> Bool {
///         text.allSatisfy(\.isNumber)
///     }
///     func textFieldShouldReturn(_ field: TextField) -> Bool { !field.text.isEmpty }
/// }
/// let digits = DigitsOnly()   // the field holds its delegate weakly
/// TextField(placeholder: "PIN").delegate(digits)
/// ```
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may take focus and begin editing.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began (the field took focus), after ``ControlEvent/editingDidBegin`` was sent.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may give up focus (say no while its value is invalid).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended (the field lost focus), after ``ControlEvent/editingDidEnd`` was sent.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether typing, deleting or pasting may replace the characters in `range` (character
    /// indices of the text before the change) with `string`. Saying no leaves the text, and
    /// the cursor, as they were.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String)
        -> Bool
    /// Whether Enter returns: when yes, ``ControlEvent/editingDidEndOnExit`` is sent.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// Whether the field may be emptied by its clear button or ``TextField/clearsOnBeginEditing``.
    func textFieldShouldClear(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Yes.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Yes.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Yes.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String
    ) -> Bool { true }
    /// Yes.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// Yes.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
}

extension TextField {
    /// When a view inside the field shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Hashable, Sendable {
        /// Never.
        case never
        /// While the field is being edited (focused).
        case whileEditing
        /// While the field is not being edited.
        case unlessEditing
        /// Always.
        case always

        /// Whether a view in this mode shows in a field that is being edited or not.
        public func shows(isEditing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: isEditing
            case .unlessEditing: !isEditing
            case .always: true
            }
        }
    }

    /// Whether the field is being edited: it has focus.
    public var isEditing: Bool { isFocused }

    /// Empties the field, if the delegate agrees, and tells the actions (the clear button).
    ///
    /// ```swift
    /// search.clearText()
    /// ```
    public func clearText() {
        guard !editing.isEmpty, delegate?.textFieldShouldClear(self) ?? true else { return }
        editing.text = ""
        editing.moveCursor(to: 0)
        setNeedsDisplay()
        sendActions(for: .editingChanged)
    }

    /// Goes back to the text editing began with (Esc); false when there was nothing to take back.
    func revertEditing() -> Bool {
        guard escapeRevertsEditing, let original = textAtBeginEditing, original != editing.text else { return false }
        editing.text = original
        editing.moveCursor(to: editing.count)
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        return true
    }

    /// Sets the delegate (held weakly) and returns the field.
    @discardableResult
    public func delegate(_ delegate: (any TextFieldDelegate)?) -> Self {
        self.delegate = delegate
        return self
    }

    /// Empties the field each time editing begins (see ``clearsOnBeginEditing``).
    @discardableResult
    public func clearsOnBeginEditing(_ clears: Bool) -> Self {
        clearsOnBeginEditing = clears
        return self
    }

    /// Whether Esc takes back what was typed since editing began (see ``escapeRevertsEditing``).
    @discardableResult
    public func escapeRevertsEditing(_ reverts: Bool) -> Self {
        escapeRevertsEditing = reverts
        return self
    }
}

import BrikRendering

/// Why ``Application/focus(_:)`` left focus where it was (reported as
/// ``Diagnostic/focusRefused(brick:reason:)``).
public enum FocusRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The brick is not in this application's tree (never added, removed, or in another app).
    case notInTree
    /// The brick, or one of its ancestors, is hidden.
    case hidden
    /// Its kind never takes focus (``Brick/canBecomeFocused`` is false: a ``Label``).
    case cannotBecomeFocused
    /// ``Brick/allowsFocus`` is false.
    case focusNotAllowed
    /// Laid out with no cells (squeezed to nothing, or a zero size).
    case emptyFrame
    /// Its ``Brick/willFocus()`` said no.
    case vetoedByWillFocus
    /// The focused brick (named) kept focus: its ``Brick/willUnfocus()`` said no.
    case keptByFocusedBrick(String)
    /// An overlay that owns the focus (a dialog, a menu) is open and the brick is not in it.
    case outsideFocusScope

    /// The reason in words, to follow "focus(…) was refused: ".
    public var description: String {
        switch self {
        case .notInTree: "it is not in this application's tree"
        case .hidden: "it, or a brick around it, is hidden"
        case .cannotBecomeFocused: "its kind never takes focus"
        case .focusNotAllowed: "its allowsFocus is false"
        case .emptyFrame: "it was laid out with no cells"
        case .vetoedByWillFocus: "its willFocus() said no"
        case .keptByFocusedBrick(let name): "the focused \(name)'s willUnfocus() kept focus"
        case .outsideFocusScope: "an overlay that owns the focus is open and it is not inside it"
        }
    }
}

extension Brick {
    /// Why focus cannot land on this brick now in `application`; nil when it can (its
    /// ``willFocus()`` is not asked here). The checks of ``isFocusable``, one by one.
    func focusRefusal(in application: Application) -> FocusRefusal? {
        if self.application !== application { return .notInTree }
        if !isVisibleInTree { return .hidden }
        if !canBecomeFocused { return .cannotBecomeFocused }
        if !allowsFocus { return .focusNotAllowed }
        if frame.isEmpty { return .emptyFrame }
        if !application.isInFocusScope(self) { return .outsideFocusScope }
        return nil
    }
}

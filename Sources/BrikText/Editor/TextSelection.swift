import BrikCore

/// The selection of a ``TextArea``: where it was started (`anchor`) and where the caret is
/// (`cursor`); empty when they are the same, which is the plain caret.
///
/// ```swift
/// area.selection = TextSelection(anchor: .zero, cursor: TextPosition(line: 0, column: 5))
/// #expect(area.selectedText == "hello")
/// ```
public struct TextSelection: Hashable, Sendable {
    /// The end that stays put while Shift+arrows or a drag extend the selection.
    public var anchor: TextPosition
    /// The end the caret is at, which moves.
    public var cursor: TextPosition

    /// A selection from `anchor` to `cursor`.
    public init(anchor: TextPosition, cursor: TextPosition) {
        self.anchor = anchor
        self.cursor = cursor
    }

    /// A caret at `position`, nothing selected.
    public init(at position: TextPosition) {
        anchor = position
        cursor = position
    }

    /// The selected span, start before end.
    public var range: TextRange { TextRange(anchor, cursor) }

    /// Whether nothing is selected.
    public var isEmpty: Bool { anchor == cursor }
}

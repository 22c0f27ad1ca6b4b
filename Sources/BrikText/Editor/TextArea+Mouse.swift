import BrikCore
import BrikRendering

/// The mouse in a text area: click, drag, double click, wheel.
extension TextArea {
    /// Rows the wheel scrolls per notch.
    static let wheelRows = 3

    /// A press in the area places the caret (Shift extends the selection), a second press at the same
    /// place within 400 ms selects the word there, a drag with the button down extends
    /// the selection, the wheel scrolls without moving the caret.
    func handleMouse(_ mouse: MouseEvent) -> Bool {
        switch mouse.action {
        case .press(.left):
            // A press that reached the area from outside it (a miss goes to the root, and a
            // report can name a cell past a screen that just shrank) places no caret.
            guard frame.contains(mouse.position) else { return false }
            let position = position(at: mouse.position)
            goalX = nil
            let now = application?.now ?? .zero
            if clicks.click(row: document.offset(of: position), at: now) {
                let word = wordRange(at: position)
                history.closeGroup()
                selection = TextSelection(anchor: word.start, cursor: word.end)
                isDragging = false
                return true
            }
            moveCursor(to: position, extendingSelection: mouse.modifiers.contains(.shift))
            isDragging = true
            return true
        case .drag(.left):
            guard isDragging else { return false }
            moveCursor(to: position(at: mouse.position), extendingSelection: true)
            return true
        case .release(.left):
            guard isDragging else { return false }
            isDragging = false
            return true
        case .wheelUp:
            scroll(byRows: -Self.wheelRows)
            return true
        case .wheelDown:
            scroll(byRows: Self.wheelRows)
            return true
        default:
            return false
        }
    }
}

import BrikCore
import BrikRendering
import CNcursesw

/// Turns the button state `getmouse` reports into mouse events.
///
/// ncurses reports motion as `REPORT_MOUSE_POSITION` without saying which button
/// is down, so the mapping remembers the button of the last press: motion while
/// it is held is a ``MouseAction/drag(_:)``.
struct CursesMouseMapping {
    /// The button pressed and not yet released.
    private(set) var heldButton: MouseButton?

    private static let buttons: [(MouseButton, pressed: mmask_t, released: mmask_t, clicked: mmask_t)] = [
        (
            .left, BRIK_BUTTON1_PRESSED, BRIK_BUTTON1_RELEASED,
            BRIK_BUTTON1_CLICKED | BRIK_BUTTON1_DOUBLE_CLICKED | BRIK_BUTTON1_TRIPLE_CLICKED
        ),
        (
            .middle, BRIK_BUTTON2_PRESSED, BRIK_BUTTON2_RELEASED,
            BRIK_BUTTON2_CLICKED | BRIK_BUTTON2_DOUBLE_CLICKED | BRIK_BUTTON2_TRIPLE_CLICKED
        ),
        (
            .right, BRIK_BUTTON3_PRESSED, BRIK_BUTTON3_RELEASED,
            BRIK_BUTTON3_CLICKED | BRIK_BUTTON3_DOUBLE_CLICKED | BRIK_BUTTON3_TRIPLE_CLICKED
        ),
    ]

    /// The events one `MEVENT` stands for, in order; none for states BrikTUI
    /// does not model. ncurses only synthesises clicks when `mouseinterval` is
    /// above zero; a click becomes a press and a release, so bricks see one protocol.
    mutating func events(buttonState state: mmask_t, x: Int32, y: Int32) -> [MouseEvent] {
        let position = Point(x: Int(x), y: Int(y))
        var modifiers: KeyModifiers = []
        if state & BRIK_BUTTON_SHIFT != 0 { modifiers.insert(.shift) }
        if state & BRIK_BUTTON_CTRL != 0 { modifiers.insert(.control) }
        if state & BRIK_BUTTON_ALT != 0 { modifiers.insert(.alt) }
        var actions: [MouseAction] = []
        for (button, pressed, released, clicked) in Self.buttons {
            if state & pressed != 0 {
                actions.append(.press(button))
                heldButton = button
            }
            if state & clicked != 0 { actions += [.press(button), .release(button)] }
            if state & released != 0 {
                actions.append(.release(button))
                if heldButton == button { heldButton = nil }
            }
        }
        if state & BRIK_BUTTON4_PRESSED != 0 { actions.append(.wheelUp) }
        if state & BRIK_BUTTON5_PRESSED != 0 { actions.append(.wheelDown) }
        if actions.isEmpty, state & BRIK_REPORT_MOUSE_POSITION != 0 {
            actions.append(heldButton.map(MouseAction.drag) ?? .move)
        }
        return actions.map { MouseEvent($0, at: position, modifiers: modifiers) }
    }
}

import BrikRendering

@testable import BrikCore

/// What the actions of a test menu did, in order.
@MainActor
final class ActionLog {
    var entries: [String] = []
    /// The brick focused when each action ran.
    var focusedWhenRun: [Brick?] = []
    weak var application: Application?

    func record(_ entry: String) -> @MainActor () -> Void {
        { [unowned self] in
            entries.append(entry)
            focusedWhenRun.append(application?.focusedBrick)
        }
    }
}

/// File: New (Ctrl+N), Revert (disabled), a separator, Recent ▸ (a.txt, b.txt), Quit.
@MainActor
func fileMenu(_ log: ActionLog) -> Menu {
    Menu("File") {
        MenuItem("New", key: "ctrl+n", action: log.record("new"))
        MenuItem("Revert", isEnabled: false, action: log.record("revert"))
        MenuItem.separator
        Menu("Recent") {
            MenuItem("a.txt", action: log.record("a"))
            MenuItem("b.txt", action: log.record("b"))
        }
        MenuItem("Quit", action: log.record("quit"))
    }
}

/// A 40×12 screen with an Open button on the first row (focused) and a Later button under it.
@MainActor
func menuScreen(width: Int = 40, height: Int = 12) -> (TestTerminal, Button, ActionLog) {
    let open = Button("Open")
    let root = VBrik(alignment: .leading) { _ in
        open
        Button("Later")
        Spacer()
    }
    let terminal = TestTerminal(root: root, size: Size(width: width, height: height))
    let log = ActionLog()
    log.application = terminal.application
    terminal.application.focus(open)
    return (terminal, open, log)
}

extension TestTerminal {
    /// A left click (press and release) at `x`, `y`.
    func click(_ x: Int, _ y: Int, button: MouseButton = .left) {
        send(.mouse(MouseEvent(.press(button), at: Point(x: x, y: y))))
        send(.mouse(MouseEvent(.release(button), at: Point(x: x, y: y))))
    }

    /// Draws a frame after a change made by code (not by an event).
    func redraw() {
        advance(by: .milliseconds(50))
    }

    /// The screen's rows with trailing spaces removed.
    var trimmedScreen: [String] {
        screen.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }
}

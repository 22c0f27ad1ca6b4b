import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Peek (`p`) shows a brick's preview on the overlay layer; Enter commits, Esc and `p` close.
@MainActor
@Suite struct PreviewingTests {
    final class Previews: BrickPreviewingDelegate {
        var committed: [String] = []
        func previewBrick(for brick: Brick) -> Brick? {
            guard let button = brick as? Button, button.title != "none" else { return nil }
            return Label("all about \(button.title)")
        }
        func commit(preview: Brick, for brick: Brick) { committed.append((brick as? Button)?.title ?? "?") }
    }

    func screen(_ delegate: Previews) -> (TestTerminal, Button, Button) {
        let first = Button("mail").previewing(delegate)
        let second = Button("none").previewing(delegate)
        let root = VBrik(alignment: .leading) { _ in
            first
            second
        }
        return (TestTerminal(root: root, size: Size(width: 30, height: 7)), first, second)
    }

    @Test func peekShowsThePanelAndEnterCommits() {
        let delegate = Previews()
        let (terminal, first, _) = screen(delegate)
        _ = terminal.application.focus(first)
        terminal.send("p")
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen,
            [
                "",
                "[ m╭ Preview ─────────────╮",
                "   │all about mail        │",
                "   │enter open · esc close│",
                "   ╰──────────────────────╯",
                "[ none ]",
                "",
            ])
        #expect(terminal.application.overlays.count == 1)
        terminal.send("enter")
        terminal.advance(by: .zero)
        #expect(terminal.application.overlays.isEmpty)
        #expect(delegate.committed == ["mail"])
        // The focus is back on the brick previewed.
        #expect(terminal.application.focusedBrick === first)
    }

    @Test func escAndPeekAgainCloseWithoutCommitting() {
        let delegate = Previews()
        let (terminal, first, _) = screen(delegate)
        _ = terminal.application.focus(first)
        terminal.send("p")
        terminal.send("escape")
        terminal.advance(by: .zero)
        #expect(terminal.application.overlays.isEmpty)
        terminal.send("p")
        terminal.send("p")
        terminal.advance(by: .zero)
        #expect(terminal.application.overlays.isEmpty)
        #expect(delegate.committed.isEmpty)
    }

    @Test func noPreviewOrNoDelegateShowsNothing() {
        let delegate = Previews()
        let (terminal, _, second) = screen(delegate)
        _ = terminal.application.focus(second)
        terminal.send("p")
        terminal.advance(by: .zero)
        #expect(terminal.application.overlays.isEmpty)
        // The delegate is held weakly: once gone, nothing previews.
        let plain = Button("plain")
        plain.previewingDelegate = Previews()
        #expect(plain.previewingDelegate == nil)
        #expect(plain.peek() == nil)
    }
}

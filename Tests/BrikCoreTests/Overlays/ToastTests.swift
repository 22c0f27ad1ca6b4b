import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Toasts: stacking in a corner, timing out, never taking the focus.
@MainActor
@Suite struct ToastTests {
    private func screen() -> (TestTerminal, Button) {
        let button = Button("Save")
        let root = VBrik(alignment: .leading) { _ in
            button; Spacer()
        }
        return (TestTerminal(root: root, size: Size(width: 40, height: 10)), button)
    }

    @Test func toastsStackInTheirCornerNewestNearestAndTimeOut() {
        let (terminal, button) = screen()
        terminal.application.toast("Saved 3 files", severity: .success, timeout: .seconds(2))
        terminal.application.toast("Disk almost full", title: "Warning", severity: .warning, timeout: .seconds(5))
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen,
            [
                "[ Save ]",
                "",
                "",
                "                      ╭ ✓ ────────────╮",
                "                      │ Saved 3 files │",
                "                      ╰───────────────╯",
                "                   ╭ ! Warning ───────╮",
                "                   │ Disk almost full │",
                "                   ╰──────────────────╯",
            ])
        #expect(terminal.application.focusedBrick === button)
        // Keys still go to the screen under toasts.
        var saved = 0
        button.action { _ in saved += 1 }
        terminal.send("enter")
        #expect(saved == 1)
        terminal.advance(by: .seconds(2))
        #expect(terminal.application.overlays.count == 1)
        expectScreen(
            Array(terminal.screen[3...8]),
            [
                "", "", "", "                   ╭ ! Warning ───────╮", "                   │ Disk almost full │",
                "                   ╰──────────────────╯",
            ])
        terminal.advance(by: .seconds(3))
        #expect(terminal.application.overlays.isEmpty)
    }

    @Test func aClickOnAToastDismissesItAndNoneTimesOutWithoutATimeout() {
        let (terminal, _) = screen()
        let sticky = terminal.application.toast("Connection lost", severity: .error, timeout: nil, corner: .topTrailing)
        terminal.advance(by: .seconds(60))
        #expect(sticky.isPresented)
        let frame = sticky.content.frame
        #expect(frame.y == 1 && frame.maxX == 39)
        // The border is the theme's error colour (red in the terminal theme).
        #expect(terminal.cell(at: frame.origin).style.foreground == .red)
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: frame.x + 2, y: frame.y + 1))))
        #expect(!sticky.isPresented)
    }

    @Test func atMostFiveShowInACornerTheOldestGoFirst() {
        let (terminal, _) = screen()
        for index in 0..<7 { terminal.application.toast("note \(index)", timeout: nil) }
        let shown = terminal.application.overlays.compactMap { ($0.content as? Toast)?.message }
        #expect(shown == ["note 2", "note 3", "note 4", "note 5", "note 6"])
    }

    @Test func toastsStayAboveADialogOpenedAfterThemAndDoNotTakeItsKeys() {
        let (terminal, _) = screen()
        terminal.application.toast("Copied", timeout: nil)
        let dialog = Dialog("Really?", buttons: [.no, .yes])
        terminal.application.present(Overlay(dialog))
        terminal.advance(by: .zero)
        #expect(terminal.application.overlayLayer.drawingOrder.last?.content is Toast)
        #expect(terminal.application.focusOverlay?.content === dialog)
        terminal.send("enter")
        #expect(dialog.choice == .yes)
        #expect(terminal.application.overlays.count == 1)
    }

    @Test func onATinyScreenToastsThatDoNotFitWaitInsteadOfCoveringEachOther() {
        let terminal = TestTerminal(root: Label("x"), size: Size(width: 20, height: 6))
        for index in 0..<7 { terminal.application.toast("note \(index)", timeout: nil) }
        terminal.advance(by: .zero)
        let shown = terminal.application.overlays.map(\.content.frame).filter { !$0.isEmpty }
        #expect(shown.count == 1, "one 3-row toast fits in 6 rows with its margins: \(shown)")
        for (index, frame) in shown.enumerated() {
            for other in shown[(index + 1)...] { #expect(!frame.intersects(other)) }
        }
        // The newest shows; when it goes, the next comes.
        #expect(terminal.screen.joined().contains("note 6"))
        terminal.application.overlays.last?.dismiss()
        terminal.advance(by: .zero)
        #expect(terminal.screen.joined().contains("note 5"))
    }
}

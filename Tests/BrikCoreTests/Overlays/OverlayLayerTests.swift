import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// The overlay layer: where overlays go, and what they do to focus, keys and clicks behind them.
@MainActor
@Suite struct OverlayLayerTests {
    /// A screen of two buttons over a line of text, with a screen binding `x` that counts.
    private func screen(width: Int = 30, height: Int = 8) -> (TestTerminal, Button, Button, Counter) {
        let counter = Counter()
        let one = Button("One"), two = Button("Two")
        let root = VBrik(alignment: .leading, distribution: .fill) { _ in
            one; two; Label("the screen behind"); Spacer()
        }
        root.keyBinding("screen.x", keys: "x", description: "count") { counter.value += 1 }
        let terminal = TestTerminal(root: root, size: Size(width: width, height: height))
        return (terminal, one, two, counter)
    }

    final class Counter { var value = 0 }

    @Test func aCentredOverlayIsDrawnOverTheScreenAndStaysCentredThroughAResize() {
        let (terminal, _, _, _) = screen()
        terminal.application.present(Label("hello").border(.rounded))
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen,
            [
                "[ One ]",
                "[ Two ]",
                "the screen ╭─────╮",
                "           │hello│",
                "           ╰─────╯",
            ])
        // The backdrop of a modal overlay is dimmed; the overlay itself is not.
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.dim))
        #expect(!terminal.cell(at: Point(x: 12, y: 4)).style.attributes.contains(.dim))
        terminal.resize(to: Size(width: 12, height: 4))
        expectScreen(
            terminal.screen,
            [
                "[ ╭─────╮",
                "[ │hello│",
                "th╰─────╯n",
                "behind",
            ])
    }

    @Test func anOverlayTooBigForTheScreenIsClampedToIt() {
        let (terminal, _, _, _) = screen(width: 20, height: 5)
        let overlay = terminal.application.present(Label(String(repeating: "word ", count: 40)).border(.rounded))
        let frame = overlay.content.frame
        #expect(frame == Rect(x: 1, y: 0, width: 18, height: 5) || frame.maxX <= 20 && frame.maxY <= 5)
        #expect(Rect(x: 0, y: 0, width: 20, height: 5).contains(frame))
    }

    @Test func aModalOwnsTheFocusTabCyclesInsideAndNothingBehindGetsKeysOrClicks() {
        let (terminal, one, two, counter) = screen()
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === two)
        let yes = Button("Yes"), no = Button("No")
        var pressed: [String] = []
        yes.action { _ in pressed.append("yes") }
        one.action { _ in pressed.append("one") }
        let dialog = HBrik(spacing: 1) { _ in
            no; yes
        }.border(.single)
        terminal.application.present(dialog)
        // The first focusable brick of the overlay, in reading order.
        #expect(terminal.application.focusedBrick === no)
        #expect(terminal.application.focusOrder.map(ObjectIdentifier.init) == [no, yes].map(ObjectIdentifier.init))
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === yes)
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === no)
        // The screen's binding does not act behind the overlay, and code cannot focus behind it.
        terminal.send("x")
        #expect(counter.value == 0)
        #expect(!terminal.application.focus(one))
        #expect(terminal.application.focusedBrick === no)
        // A click on a button behind is eaten.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 0))))
        #expect(pressed.isEmpty)
        #expect(terminal.application.focusedBrick === no)
        // A click on the overlay's button works.
        let point = Point(x: yes.frame.x + 1, y: yes.frame.y)
        terminal.send(.mouse(MouseEvent(.press(.left), at: point)))
        terminal.send(.mouse(MouseEvent(.release(.left), at: point)))
        #expect(pressed == ["yes"])
        // Esc closes it (the layer's `overlay.dismiss`), and the focus goes back to Two.
        terminal.send("esc")
        #expect(terminal.application.overlays.isEmpty)
        #expect(terminal.application.focusedBrick === two)
        terminal.send("x")
        #expect(counter.value == 1)
    }

    @Test func closingGivesTheFocusBackWithoutScrollingTheScreenBehind() {
        let rows = (0..<40).map { Button("row \($0)") }
        let scroll = ScrollBrik(axis: .vertical) { _ in
            VBrik(alignment: .leading) { _ in rows }
        }
        let terminal = TestTerminal(root: scroll, size: Size(width: 20, height: 6))
        #expect(terminal.application.focus(rows[3]))
        terminal.advance(by: .zero)
        // The user scrolls away from the focused row with the wheel.
        for _ in 0..<5 { terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1)))) }
        let offset = scroll.contentOffset
        #expect(offset.y > 3)
        let before = terminal.screen
        let overlay = terminal.application.present(Button("OK"))
        terminal.send("down", "up")
        overlay.dismiss()
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === rows[3])
        #expect(scroll.contentOffset == offset)
        expectScreen(terminal.screen, before)
    }

    @Test func aPopoverIsAnchoredBelowItsBrickFlipsAboveNearTheBottomAndAClickOutsideClosesIt() {
        let (terminal, one, two, _) = screen(width: 30, height: 8)
        let menu = VBrik(alignment: .leading) { _ in
            Button("Cut"); Button("Copy")
        }.border(.single)
        let overlay = terminal.application.present(menu, placement: .anchored(to: two), kind: .popover)
        #expect(menu.frame == Rect(x: 0, y: 2, width: 10, height: 4))
        #expect(!terminal.cell(at: Point(x: 20, y: 0)).style.attributes.contains(.dim))
        terminal.resize(to: Size(width: 30, height: 5))
        // Three rows under Two and one above, four needed: below, clipped to the screen.
        #expect(menu.frame == Rect(x: 0, y: 2, width: 10, height: 3))
        #expect(Rect(x: 0, y: 0, width: 30, height: 5).contains(menu.frame))
        overlay.dismiss()
        terminal.resize(to: Size(width: 30, height: 8))
        one.removeFromParent()
        let bottom = Button("Bottom")
        let root = terminal.application.root
        root.addChild(bottom)
        terminal.advance(by: .zero)
        let anchored = terminal.application.present(menu, placement: .anchored(to: bottom), kind: .popover)
        #expect(menu.frame.maxY == bottom.frame.y, "opened above the anchor: no room below")
        // A press outside closes it and goes no further.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 25, y: 0))))
        #expect(!anchored.isPresented)
        #expect(terminal.application.overlays.isEmpty)
    }

    @Test func aNotificationNeverTakesTheFocusAndClicksBesideItReachTheScreen() {
        let (terminal, one, _, counter) = screen()
        #expect(terminal.application.focusedBrick === one)
        var pressed = 0
        one.action { _ in pressed += 1 }
        let note = terminal.application.present(Label("note"), placement: .corner(.topTrailing), kind: .notification)
        terminal.advance(by: .zero)
        #expect(note.content.frame == Rect(x: 25, y: 1, width: 4, height: 1))
        #expect(terminal.application.focusedBrick === one)
        terminal.send("x")
        #expect(counter.value == 1)
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 0))))
        #expect(pressed == 1)
        #expect(!terminal.cell(at: Point(x: 0, y: 2)).style.attributes.contains(.dim))
    }

    @Test func bricksInAnOverlayAppearAndDisappearWithIt() {
        let (terminal, _, _, _) = screen()
        var events: [String] = []
        let inner = Label("inner").onAppear { events.append("appear") }.onDisappear { events.append("disappear") }
        let overlay = terminal.application.present(VBrik { _ in inner })
        terminal.advance(by: .zero)
        #expect(events == ["appear"])
        overlay.dismiss()
        terminal.advance(by: .zero)
        #expect(events == ["appear", "disappear"])
    }

    @Test func nestedOverlaysGiveTheFocusBackOneAtATime() {
        let (terminal, _, two, _) = screen()
        terminal.send("tab")
        let first = Button("First"), second = Button("Second")
        let outer = terminal.application.present(first)
        #expect(terminal.application.focusedBrick === first)
        let inner = terminal.application.present(second, placement: .top(margin: 0))
        #expect(terminal.application.focusedBrick === second)
        #expect(terminal.application.focusOverlay === inner)
        inner.dismiss()
        #expect(terminal.application.focusedBrick === first)
        outer.dismiss()
        #expect(terminal.application.focusedBrick === two)
    }

    @Test func aBrickInTheTreeCannotAlsoBeAnOverlayButTheSameOverlayCanBeShownAgain() {
        let (terminal, _, _, _) = screen()
        let label = Label("again")
        let overlay = Overlay(label)
        terminal.application.present(overlay)
        terminal.application.present(overlay)  // already shown: nothing changes
        #expect(terminal.application.overlays.count == 1)
        overlay.dismiss()
        overlay.dismiss()
        terminal.application.present(overlay)
        terminal.advance(by: .zero)
        #expect(terminal.application.overlays.count == 1)
        #expect(terminal.screen.joined().contains("again"))
    }

    @Test func dismissActionsRunOnceAndTheRunEndingDismissesEveryOverlay() {
        let (terminal, _, _, _) = screen()
        var dismissed = 0
        terminal.application.present(Label("a")).onDismiss { dismissed += 1 }
        terminal.application.present(Label("b"), kind: .popover).onDismiss { dismissed += 1 }
        terminal.application.dismissAllOverlays()
        terminal.application.dismissAllOverlays()
        #expect(dismissed == 2)
        #expect(terminal.application.overlays.isEmpty)
    }
}

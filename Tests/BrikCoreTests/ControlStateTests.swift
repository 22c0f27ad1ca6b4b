import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Brik's control states: per-state looks, selection and highlight, alpha, tint, touch events.
@MainActor
@Suite struct ControlStateTests {
    private func style(_ terminal: TestTerminal, _ x: Int, _ y: Int) -> CellStyle {
        terminal.cell(at: Point(x: x, y: y)).style
    }

    @Test func theWinningStateFollowsUIKitsOrder() {
        let button = Button("Go")
        #expect(button.state(isFocused: false) == .normal)
        #expect(button.state(isFocused: true) == .focused)
        button.isSelected = true
        #expect(button.state(isFocused: true) == .selected)
        button.isHighlighted = true
        #expect(button.state(isFocused: true) == .highlighted)
        button.isEnabled = false
        #expect(button.state(isFocused: true) == .disabled)
    }

    @Test func defaultLooksPerState() {
        let plain = Button("A")
        let selected = Button("B").isSelected(true)
        let disabled = Button("C").isEnabled(false)
        let pressed = Button("D").isHighlighted(true)
        let row = HBrik(spacing: 1) { _ in
            plain; selected; disabled; pressed
        }
        let terminal = TestTerminal(root: row, size: Size(width: 23, height: 1))
        expectScreen(terminal.screen, ["[ A ] [ B ] [ C ] [ D ]"])
        // plain is focused (the first control): reverse.
        #expect(style(terminal, 2, 0).attributes.contains(.reverse))
        #expect(style(terminal, 8, 0).attributes == .bold)
        #expect(style(terminal, 14, 0).attributes == .dim)
        #expect(style(terminal, 20, 0).attributes == .reverse)
    }

    @Test func aStyleSetForAStateReplacesItsDefaultAndLayers() {
        let button = Button("Go")
        button.setStyle(ControlStateStyle(foregroundColor: .yellow, removedAttributes: .reverse), for: .focused)
        button.setStyle(ControlStateStyle(backgroundColor: .blue), for: .selected)
        #expect(button.style(for: .focused)?.foregroundColor == .yellow)
        let terminal = TestTerminal(root: VBrik { _ in button }, size: Size(width: 6, height: 1))
        #expect(terminal.application.focusedBrick === button)
        var cell = style(terminal, 2, 0)
        #expect(cell.foreground == .yellow)
        #expect(!cell.attributes.contains(.reverse))
        button.isSelected = true
        terminal.advance(by: .zero)
        cell = style(terminal, 2, 0)
        // Selected and focused: both looks, focused over selected.
        #expect(cell.foreground == .yellow && cell.background == .blue)
        button.setStyle(nil, for: .focused)
        terminal.advance(by: .zero)
        #expect(style(terminal, 2, 0).attributes.contains(.reverse))
    }

    @Test func enabledSelectedHighlightedWithAlpha() {
        let button = Button("Send").isEnabled(false, alpha: 0.5)
        #expect(!button.isEnabled && button.alpha == 0.5)
        button.isSelected(true, alpha: 1)
        #expect(button.isSelected && button.alpha == 1)
        button.isHighlighted(true, alpha: 0)
        #expect(button.isHighlighted && button.alpha == 0)
        button.alpha = 7
        #expect(button.alpha == 1)
        button.alpha = -.infinity
        #expect(button.alpha == 0)
    }

    @Test func alphaZeroIsNotDrawnClickedOrFocusedAndKeepsItsPlace() {
        var clicks = 0
        let hidden = Button("Hidden").alpha(0).action { _ in clicks += 1 }
        let after = Button("After")
        let stack = VBrik(alignment: .leading) { _ in
            hidden; after
        }
        let terminal = TestTerminal(root: stack, size: Size(width: 12, height: 2))
        expectScreen(terminal.screen, ["", "[ After ]"])
        #expect(terminal.application.focusedBrick === after)
        #expect(terminal.application.hitTest(Point(x: 2, y: 0)) !== hidden)
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 0))))
        #expect(clicks == 0)
        hidden.alpha = 1
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["[ Hidden ]", "[ After ]"])
    }

    @Test func alphaBelowOneDimsTheBrickAndEverythingInside() {
        let inner = Label("inner").foregroundColor(.red)
        let box = VBrik { _ in inner }.border(.single).alpha(0.4)
        let outside = Label("out")
        let terminal = TestTerminal(
            root: VBrik(alignment: .leading) { _ in
                box; outside
            }, size: Size(width: 10, height: 4))
        expectScreen(terminal.screen, ["┌─────┐", "│inner│", "└─────┘", "out"])
        #expect(style(terminal, 0, 0).attributes.contains(.dim))
        #expect(style(terminal, 1, 1).attributes.contains(.dim))
        #expect(style(terminal, 1, 1).foreground == .red)
        #expect(!style(terminal, 0, 3).attributes.contains(.dim))
    }

    @Test func tintIsInheritedByButtonsTogglesAndBars() {
        let button = Button("OK")
        let toggle = Toggle("Wi-Fi", isOn: true)
        let bar = ProgressBar(value: 0.5)
        let own = Button("Own").color(.green)
        let form = VBrik(alignment: .leading) { _ in
            button; toggle; bar; own
        }.tintColor(.magenta)
        let terminal = TestTerminal(root: form, size: Size(width: 20, height: 4))
        #expect(button.effectiveTintColor == .magenta)
        #expect(style(terminal, 2, 0).foreground == .magenta)
        #expect(style(terminal, 1, 1).foreground == .magenta)
        #expect(style(terminal, 0, 2).foreground == .magenta)
        // A colour of its own wins over the tint.
        #expect(style(terminal, 2, 3).foreground == .green)
    }

    @Test func touchEventsFollowThePressAndTheRelease() {
        var events: [String] = []
        let button = Button("Press")
        for (event, name) in [(ControlEvent.touchDown, "down"), (.touchUpInside, "up-in"), (.touchUpOutside, "up-out")] {
            button.action(event: event) { _ in events.append(name) }
        }
        button.action(event: .allTouchEvents) { _ in events.append("any") }
        let terminal = TestTerminal(root: VBrik(alignment: .leading) { _ in button }, size: Size(width: 12, height: 2))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        #expect(button.isHighlighted)
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 0))))
        #expect(!button.isHighlighted)
        #expect(events == ["down", "any", "up-in", "any"])
        events.removeAll()
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 11, y: 0))))
        #expect(events == ["down", "any", "up-out", "any"])
        events.removeAll()
        terminal.send("enter")
        #expect(events == ["down", "any", "up-in", "any"])
    }

    @Test func perStateTitlesColoursAndInsets() {
        let play = Button("Play").title("Pause", for: .selected).titleColor(.red, for: .focused)
        play.contentEdgeInsets = EdgeInsets(top: 1, left: 1, bottom: 0, right: 1)
        let terminal = TestTerminal(root: VBrik(alignment: .leading) { _ in play }, size: Size(width: 12, height: 2))
        // The widest title of any state sizes the button: it keeps its width.
        #expect(play.frame.size == Size(width: 11, height: 2))
        expectScreen(terminal.screen, ["", " [ Play ]"])
        #expect(style(terminal, 3, 1).foreground == .red)
        play.isSelected = true
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["", " [ Pause ]"])
        #expect(play.title(for: .selected) == "Pause" && play.title(for: .highlighted) == nil)
        play.setAttributedTitle(StyledText([TextSpan("Sto", attributes: .underline), TextSpan("p")]), for: .selected)
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["", " [ Stop ]"])
        #expect(style(terminal, 3, 1).attributes.contains(.underline))
        #expect(!style(terminal, 6, 1).attributes.contains(.underline))
    }
}

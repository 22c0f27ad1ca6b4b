import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Collects what handlers saw, in order.
@MainActor
final class Recorder {
    var events: [String] = []
    func callAsFunction(_ event: String) { events.append(event) }
}

@MainActor
private func click(_ terminal: TestTerminal, _ x: Int, _ y: Int) {
    terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: y))))
    terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: x, y: y))))
}

private let shiftTab = KeyEvent(.tab, modifiers: .shift)

@MainActor
@Suite("Event dispatch")
struct EventDispatchTests {
    @Test("Tab and Shift-Tab walk the focusable bricks in tree order, wrapping; disabled and hidden ones are skipped")
    func focusOrder() {
        let root = VBrik(alignment: .fill) { _ in
            Button("A").tag(1)
            HBrik(alignment: .fill) { _ in
                Button("B").tag(2); Toggle("C").tag(3)
            }.tag("row")
            Button("D").isEnabled(false).tag(4)
            Label("not focusable")
            Button("E").hidden().tag(5)
            Button("F").allowsFocus(false).tag(6)
            Checkbox("G").tag(7)
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 8))
        let app = terminal.application
        let a = root[1], b = root["row"][2], c = root["row"][3], g = root[7]
        #expect(app.focusOrder.count == 4)
        #expect(app.focusedBrick === a)
        terminal.send("tab")
        #expect(app.focusedBrick === b)
        terminal.send("tab")
        #expect(app.focusedBrick === c)
        terminal.send("tab")
        #expect(app.focusedBrick === g)
        terminal.send("tab")
        #expect(app.focusedBrick === a)
        terminal.send(shiftTab)
        #expect(app.focusedBrick === g)
        terminal.send("shift+tab", "btab")
        #expect(app.focusedBrick === b)
        #expect(!app.focus(root[4]))
        #expect(!app.focus(root[5]))
        #expect(app.focusedBrick === b)
    }

    @Test("focus moves on when the focused brick is hidden or disabled")
    func focusRepair() {
        let root = VBrik(alignment: .fill) { _ in
            Button("A").tag(1); Button("B").tag(2)
        }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 2))
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === root[2])
        root[2].isHidden = true
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === root[1])
        root[1, Button.self].isEnabled = false
        root[2].isHidden = false
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === root[2])
    }

    @Test("Enter or Space on a focused button runs every action on its tag, in order, with the button")
    func buttonActions() {
        let log = Recorder()
        let root = VBrik(alignment: .fill) { _ in
            Button("Go").tag(1); Button("Other").tag(2)
        }
        .action(onTag: 1) { control in log("first \((control as? Button)?.title ?? "?")") }
        .action(onTag: 1) { _ in log("second") }
        .action(onTag: 1, event: .valueChanged) { _ in log("never") }
        .action(onTag: 2) { _ in log("other") }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 2))
        terminal.send("enter")
        #expect(log.events == ["first Go", "second"])
        terminal.send("space")
        #expect(log.events == ["first Go", "second", "first Go", "second"])
        terminal.send("tab", "enter")
        #expect(log.events.last == "other")
    }

    @Test("an action finds its tag among all descendants, nearest first")
    func nestedActionTag() {
        let log = Recorder()
        let root = VBrik(alignment: .fill) { _ in
            HBrik(alignment: .fill) { _ in Button("Deep").tag(1) }
        }
        .action(onTag: 1) { _ in log("deep") }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 1))
        terminal.send("enter")
        #expect(log.events == ["deep"])
    }

    @Test("a disabled button ignores keys and clicks")
    func disabledButton() {
        let log = Recorder()
        let root = Brik { _ in Button("Off").isEnabled(false).tag(1) }.action(onTag: 1) { _ in log("ran") }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 1))
        terminal.send("enter")
        click(terminal, 2, 0)
        #expect(log.events.isEmpty)
    }

    @Test("a toggle flips on Enter, Space and click, and sends valueChanged then primaryActionTriggered")
    func toggleEvents() {
        let log = Recorder()
        let root = VBrik(alignment: .leading) { _ in Toggle("Wifi").tag("wifi") }
            .action(onTag: "wifi", event: .valueChanged) { control in log("changed \((control as! Toggle).isOn)") }
            .action(onTag: "wifi") { _ in log("primary") }
        let terminal = TestTerminal(root: root, size: Size(width: 12, height: 1))
        terminal.send("enter")
        expectScreen(terminal.screen, ["[ ON] Wifi"])
        terminal.send("space")
        click(terminal, 1, 0)
        #expect(log.events == ["changed true", "primary", "changed false", "primary", "changed true", "primary"])
        // Setting it in code sends nothing.
        root["wifi", Toggle.self].isOn = false
        #expect(log.events.count == 6)
    }

    @Test("gestures: tap (Enter/Space), longPress (Shift-Enter), pinch (+ and -)")
    func gestures() {
        let log = Recorder()
        var targets: [Brick] = []
        var containers: [Brick] = []
        let root = VBrik(alignment: .fill) { _ in Button("Map").tag("map") }
        root
            .gesture(.tap, onTag: "map") { brik, target, gesture in
                log("tap \(gesture.scale)"); targets.append(target); containers.append(brik)
            }
            .gesture(.longPress, onTag: "map") { _, _, _ in log("long") }
            .gesture(.pinch, onTag: "map") { _, _, gesture in log("pinch \(gesture.scale)") }
            .action(onTag: "map") { _ in log("action") }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 1))
        terminal.send("enter", "space")
        terminal.send(KeyEvent(.enter, modifiers: .shift))
        terminal.send("alt+l")
        terminal.send("+", "=", "-")
        terminal.send("x")
        #expect(log.events == ["tap 1.0", "tap 1.0", "long", "long", "pinch 2.0", "pinch 2.0", "pinch 0.5"])
        #expect(targets.allSatisfy { $0 === root["map"] })
        #expect(containers.allSatisfy { $0 === root })
    }

    @Test("a tap gesture on a label fires on a mouse press")
    func gestureByMouse() {
        let log = Recorder()
        let root = VBrik(alignment: .fill) { _ in
            Label("hello").tag(1); Label("other")
        }
        .gesture(.tap, onTag: 1) { _, _, gesture in
            log("tap \(gesture.event == .mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))")
        }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 2))
        click(terminal, 2, 0)
        click(terminal, 2, 1)
        #expect(log.events == ["tap true"])
    }

    @Test("a click (press and release) on a button focuses it and triggers it")
    func clickButton() {
        let log = Recorder()
        let root = VBrik(alignment: .leading) { _ in
            Button("A").tag(1); Button("B").tag(2)
        }
        .action(onTag: 1) { _ in log("A") }
        .action(onTag: 2) { _ in log("B") }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 2))
        #expect(terminal.application.focusedBrick === root[1])
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 1))))
        #expect(terminal.application.focusedBrick === root[2])
        #expect(log.events.isEmpty)
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 1))))
        #expect(log.events == ["B"])
        #expect(terminal.cell(at: Point(x: 2, y: 1)).style.attributes.contains(.reverse))
        #expect(!terminal.cell(at: Point(x: 2, y: 0)).style.attributes.contains(.reverse))
        // Pressed on A, released off it: no action.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 8, y: 0))))
        #expect(log.events == ["B"])
    }

    @Test("a release alone, after a press that was dragged off the button, does not trigger it")
    func danglingPress() {
        let log = Recorder()
        let root = VBrik(alignment: .leading) { _ in Button("A").tag(1) }.action(onTag: 1) { _ in log("A") }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 1))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 8, y: 0))))
        // A new press off the button, dragged onto it and released there.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 8, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 0))))
        // The release goes to the brick that got the press (mouse capture).
        #expect(log.events.isEmpty)
    }

    @Test("onTap on a container: Enter with nothing focused, or a press in its frame")
    func containerTap() {
        let log = Recorder()
        let card = VBrik(alignment: .fill) { _ in Label("card") }.onTap { log("tap") }.onTap { log("again") }
        let root = VBrik(alignment: .fill) { _ in
            card; Label("outside")
        }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 2))
        click(terminal, 1, 0)
        #expect(log.events == ["tap", "again"])
        click(terminal, 1, 1)
        #expect(log.events.count == 2)
        let keyed = TestTerminal(
            root: VBrik(alignment: .fill) { _ in Label("x") }.onTap { log("key") }, size: Size(width: 5, height: 1))
        keyed.send("enter")
        #expect(log.events.last == "key")
    }

    @Test("a focused button uses Enter, so its container's onTap does not run")
    func tapAfterButton() {
        let log = Recorder()
        let root = VBrik(alignment: .fill) { _ in Button("B").tag(1) }.onTap { log("container") }.action(onTag: 1) { _ in
            log("button")
        }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 1))
        terminal.send("enter")
        #expect(log.events == ["button"])
    }

    @Test("Ctrl-C quits; other quit keys can be set")
    func quit() {
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in Label("x") }, size: Size(width: 5, height: 1))
        terminal.send("q")
        #expect(terminal.isRunning)
        terminal.send("ctrl+c")
        #expect(!terminal.isRunning)

        let other = TestTerminal(root: VBrik(alignment: .fill) { _ in Label("x") }, size: Size(width: 5, height: 1))
        other.application.quitKeys = [.character("q")]
        other.send("ctrl+c")
        #expect(other.isRunning)
        other.send("q")
        #expect(!other.isRunning)
    }

    @Test("hit-testing finds the topmost visible brick under the point")
    func hitTesting() {
        let screen = Screen()
        let bottom = Block(6, 3, "a").add(in: screen, constraints: .size(Size(width: 6, height: 3)))
        let top = Block(2, 1, "b").add(in: screen, constraints: .center)
        let hidden = Block(6, 3, "c").hidden().add(in: screen)
        let terminal = TestTerminal(root: screen, size: Size(width: 8, height: 4))
        let app = terminal.application
        #expect(app.hitTest(Point(x: 3, y: 1)) === top)
        #expect(app.hitTest(Point(x: 0, y: 0)) === bottom)
        #expect(app.hitTest(Point(x: 7, y: 3)) === screen)
        #expect(app.hitTest(Point(x: 8, y: 0)) == nil)
        #expect(app.hitTest(Point(x: -1, y: 0)) == nil)
        #expect(hidden.frame == .zero)
    }

    @Test("overlapping buttons: a click goes to the one on top")
    func clickTopmost() {
        let log = Recorder()
        let screen = Screen()
        Button("Under").tag(1).add(in: screen, constraints: .pinToEdge)
        Button("Top").tag(2).add(in: screen, constraints: .size(Size(width: 7, height: 1)))
        screen.action(onTag: 1) { _ in log("under") }.action(onTag: 2) { _ in log("top") }
        let terminal = TestTerminal(root: screen, size: Size(width: 12, height: 1))
        click(terminal, 1, 0)
        #expect(log.events == ["top"])
        #expect(terminal.application.focusedBrick === screen[2])
    }
}

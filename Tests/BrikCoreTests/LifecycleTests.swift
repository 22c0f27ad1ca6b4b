import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

@MainActor
@Suite("Lifecycle")
struct LifecycleTests {
    /// A label that logs its appearances and disappearances as "+name" / "-name".
    private func tracked(_ name: String, _ log: Recorder) -> Label {
        Label(name).onAppear { log("+" + name) }.onDisappear { log("-" + name) }
    }

    @Test("onAppear runs once on mount, not on later frames")
    func mount() {
        let log = Recorder()
        let root = VBrik(alignment: .fill) { _ in tracked("a", log) }
        #expect(log.events.isEmpty)
        let terminal = TestTerminal(root: root, size: Size(width: 4, height: 1))
        #expect(log.events == ["+a"])
        terminal.send("x")
        terminal.resize(to: Size(width: 6, height: 2))
        terminal.advance(by: .seconds(1))
        #expect(log.events == ["+a"])
    }

    @Test("hiding and showing fire every time, for the brick and its descendants")
    func hideAndShow() {
        let log = Recorder()
        let child = tracked("child", log)
        let group = VBrik(alignment: .fill) { _ in child }.onAppear { log("+group") }.onDisappear { log("-group") }
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in group }, size: Size(width: 6, height: 2))
        #expect(log.events == ["+group", "+child"])
        group.hidden()
        terminal.advance(by: .zero)
        #expect(log.events == ["+group", "+child", "-child", "-group"])
        group.hidden(false)
        terminal.advance(by: .zero)
        child.hidden()
        terminal.advance(by: .zero)
        child.hidden(false)
        terminal.advance(by: .zero)
        #expect(log.events == ["+group", "+child", "-child", "-group", "+group", "+child", "-child", "+child"])
        // Hiding and showing again before a frame changes nothing on screen: no calls.
        child.hidden()
        child.hidden(false)
        terminal.advance(by: .zero)
        #expect(log.events.count == 8)
    }

    @Test("removal fires onDisappear, children before parents; adding back fires onAppear, parents first")
    func removal() {
        let log = Recorder()
        let names = (1...12).map { "c\($0)" }
        let group = VBrik(alignment: .fill) { _ in for name in names { tracked(name, log) } }
            .onAppear { log("+group") }.onDisappear { log("-group") }
        let root = VBrik(alignment: .fill) { _ in group }
        let terminal = TestTerminal(root: root, size: Size(width: 6, height: 14))
        #expect(log.events == ["+group"] + names.map { "+" + $0 })
        log.events = []
        group.removeFromParent()
        terminal.advance(by: .zero)
        #expect(log.events == names.reversed().map { "-" + $0 } + ["-group"])
        log.events = []
        root.addChild(group)
        terminal.advance(by: .zero)
        #expect(log.events == ["+group"] + names.map { "+" + $0 })
    }

    @Test("quitting unmounts everything, children before parents")
    func quit() {
        let log = Recorder()
        let names = (1...12).map { "c\($0)" }
        let root = VBrik(alignment: .fill) { _ in for name in names { tracked(name, log) } }.onDisappear { log("-root") }
        let terminal = TestTerminal(root: root, size: Size(width: 6, height: 12))
        log.events = []
        terminal.send("ctrl+c")
        #expect(log.events == names.reversed().map { "-" + $0 } + ["-root"])
        terminal.advance(by: .seconds(1))
        #expect(log.events.count == 13)
    }

    @Test("a brick added while running appears with the next frame")
    func addedLater() {
        let log = Recorder()
        let root = VBrik(alignment: .fill) { _ in Label("first") }
        let terminal = TestTerminal(root: root, size: Size(width: 6, height: 2))
        root.addChild(tracked("late", log))
        #expect(log.events.isEmpty)
        terminal.advance(by: .zero)
        #expect(log.events == ["+late"])
        expectScreen(terminal.screen, ["first", "late"])
    }

    @Test("an onAppear that adds bricks gets them laid out and appearing in the same frame")
    func appearChangesTree() {
        let log = Recorder()
        let root = VBrik(alignment: .fill) { _ in Label("base") }
        root.onAppear { root.addChild(self.tracked("added", log)) }
        let terminal = TestTerminal(root: root, size: Size(width: 6, height: 2))
        #expect(log.events == ["+added"])
        expectScreen(terminal.screen, ["base", "added"])
    }

    @Test("a jump in a virtual list: what left disappears children first, what came appears parents first")
    func virtualJump() {
        let log = Recorder()
        let list = VirtualSection(count: 1_000, estimatedHeight: 2) { group in
            Section { _ in
                self.tracked("h\(group)", log)
                self.tracked("r\(group)", log)
            }
            .onAppear { log("+g\(group)") }.onDisappear { log("-g\(group)") }
        }
        list.overscan = 0
        let scroll = ScrollBrik { _ in list }
        let terminal = TestTerminal(root: scroll, size: Size(width: 6, height: 4))
        #expect(log.events == ["+g0", "+h0", "+r0", "+g1", "+h1", "+r1"])
        log.events = []
        scroll.scroll(to: Point(x: 0, y: 1_000))
        terminal.advance(by: .zero)
        #expect(log.events == ["-r1", "-h1", "-g1", "-r0", "-h0", "-g0", "+g500", "+h500", "+r500", "+g501", "+h501", "+r501"])
    }

    @Test("a still render runs no lifecycle closures")
    func staticRender() {
        let log = Recorder()
        expectScreen(layOut(VBrik(alignment: .fill) { _ in tracked("still", log) }, width: 6, height: 1), ["still"])
        #expect(log.events.isEmpty)
    }
}

import BrikRendering
import Testing

@testable import BrikCore

/// 10,000-deep trees: every pass over the tree iterates (or is bounded), so
/// depth cannot overflow the stack. Runs in a child process, so an overflow
/// fails the test instead of ending the test run.
@MainActor
@Suite struct HostileDepthTests {
    static let depth = 10_000

    /// A chain of plain bricks `depth` deep ending in `leaf`; plain bricks lay out
    /// their children to their own frame.
    static func chain(of leaf: Brick, depth: Int, make: () -> Brick = { Brick() }) -> Brick {
        var node = leaf
        for _ in 0..<depth {
            let parent = make()
            parent.addChild(node)
            node = parent
        }
        return node
    }

    @Test func layoutDrawFocusLifecycleAndLookupOfADeepChain() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                var appeared = 0
                var disappeared = 0
                let leaf = TextField(text: "deep").tag("leaf")
                leaf.onAppear { appeared += 1 }
                leaf.onDisappear { disappeared += 1 }
                let root = HostileDepthTests.chain(of: leaf, depth: HostileDepthTests.depth)
                let terminal = TestTerminal(root: root, size: Size(width: 20, height: 3))
                precondition(terminal.screen[0].hasPrefix("deep"), "drawn: \(terminal.screen)")
                precondition(terminal.application.focusedBrick === leaf, "focused")
                precondition(appeared == 1, "appeared")
                precondition(root.first(tagged: "leaf") === leaf, "found by tag")
                terminal.send("tab", "shift+tab", "x")
                precondition(leaf.text.contains("x"), "typed into: \(leaf.text)")
                root.children[0].removeFromParent()
                terminal.advance(by: .seconds(1))
                precondition(disappeared == 1, "disappeared")
            }
        }
    }

    @Test func deepStacksAreBoundedAndReported() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let leaf = Label("bottom")
                // 210 stacks: past the measurement bound. Every stack measures the
                // bounded subtree below it, so a chain of stacks costs depth × bound: 10,000
                // took minutes in a debug build, 250 half a minute (plain bricks are tested at
                // 10,000 above).
                let root = HostileDepthTests.chain(of: leaf, depth: LayoutContext.measurementDepthLimit + 10) {
                    VBrik(alignment: .fill) { _ in }
                }
                let terminal = TestTerminal(root: root, size: Size(width: 20, height: 3))
                precondition(terminal.isRunning && terminal.screen.count == 3)
                let entries = terminal.application.diagnostics.entries.map(\.description)
                precondition(entries.contains { $0.contains("nested more than 200 containers") }, "\(entries)")
            }
        }
    }

    @Test func stacksWithinTheBoundMeasureNormally() {
        let leaf = Label("bottom")
        let root = Self.chain(of: leaf, depth: LayoutContext.measurementDepthLimit - 10) { VBrik(alignment: .fill) { _ in } }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 3))
        #expect(terminal.screen[0] == "bottom")
        #expect(terminal.application.diagnostics.entries.isEmpty)
    }
}

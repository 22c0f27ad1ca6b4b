import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

private enum Mode { case first, second, third }

/// What each child is: a label's text, or its type name.
@MainActor
private func names(_ brick: Brick) -> [String] {
    brick.children.map { ($0 as? Label)?.text ?? "\(type(of: $0))" }
}

@MainActor
@Suite("BrikBuilder")
struct DSLBuilderTests {
    @Test("every statement a builder allows, in order")
    func everyStatementKind() {
        let users = ["ann", "bob"]
        let flagOn = true
        let flagOff = false
        let name: String? = "zed"
        let missing: String? = nil
        let optionalLabel: Label? = Label("opt")
        let noLabel: Label? = nil
        let mode = Mode.second
        let array: [Brick] = [Label("arr1"), Label("arr2")]
        let stack = VBrik(alignment: .fill) { _ in
            Label("one")
            Label("two")
            if flagOn { Label("if") }
            if flagOff { Label("never") }
            if flagOff { Label("no") } else { Label("else") }
            switch mode {
            case .first: Label("first")
            case .second: Label("second")
            case .third: Label("third")
            }
            if let name { Label(name) }
            if let missing { Label(missing) }
            optionalLabel
            noLabel
            for user in users { Label(user) }
            if #available(macOS 14, *) { Label("available") }
            array
            [Label("lit1"), Label("lit2")]
            VBrik(alignment: .fill) { _ in Label("nested") }
        }
        #expect(
            names(stack) == [
                "one", "two", "if", "else", "second", "zed", "opt", "ann", "bob", "available",
                "arr1", "arr2", "lit1", "lit2", "VBrik",
            ])
        #expect(names(stack.children.last!) == ["nested"])
        #expect(stack.children.allSatisfy { $0.parent === stack })
    }

    @Test("an empty builder and the default content give no children")
    func empty() {
        #expect(VBrik(alignment: .fill).children.isEmpty)
        #expect(HBrik(alignment: .fill) { _ in }.children.isEmpty)
        #expect(Brik().children.isEmpty)
        #expect(Box().children.isEmpty)
    }

    @Test("a for loop with several bricks per pass, and an if inside it")
    func loops() {
        let stack = HBrik(alignment: .fill) { _ in
            for index in 1...3 {
                Label("L\(index)")
                if index.isMultiple(of: 2) { Divider() }
            }
        }
        #expect(names(stack) == ["L1", "L2", "Divider", "L3"])
    }

    @Test("the closure receives the container being built")
    func closureReceivesContainer() {
        var seenV: VBrik?
        var seenH: HBrik?
        var seenBrik: Brik?
        var seenBox: Box?
        let v = VBrik(alignment: .fill) { c in
            let _ = (seenV = c)
            HBrik(alignment: .fill) { c in
                let _ = (seenH = c)
                Label("x")
            }
        }
        let brik = Brik { c in let _ = (seenBrik = c) }
        let box = Box(title: "t") { c in let _ = (seenBox = c) }
        #expect(seenV === v)
        #expect(seenH === v.children[0])
        #expect(seenBrik === brik)
        #expect(seenBox === box)
    }

    @Test("an action can reach tagged children through the container the closure got")
    func containerInActions() {
        let stack = VBrik(alignment: .fill) { c in
            Label("0").tag("count")
            HBrik(alignment: .fill) { _ in Button("Add").tag("add") }
                .action(onTag: "add") { _ in
                    let label = c["count", Label.self]
                    label.text = String(Int(label.text)! + 1)
                }
        }
        let terminal = TestTerminal(root: stack, size: Size(width: 10, height: 2))
        terminal.send("enter", "enter")
        expectScreen(terminal.screen, ["2", " [ Add ]"])
    }

    @Test("a built tree draws as a whole screen")
    func builtScreen() {
        let showFooter = false
        let root = VBrik(alignment: .fill) { _ in
            HBrik(alignment: .fill, spacing: 1) { _ in
                Label("Name:")
                Label("Ada")
            }
            Divider()
            for item in ["apples", "pears"] { Label("- " + item) }
            if showFooter { Label("footer") } else { Label("(no footer)") }
        }
        expectScreen(layOut(root, width: 12, height: 5), ["Name:   Ada", "────────────", "- apples", "- pears", "(no footer)"])
    }
}

import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// The layout remembers measurements and places between frames (``LayoutState``). Every
/// test here lays a tree out, changes one input the caches depend on (text, a dimension,
/// the children, the environment, …) and expects the screen a fresh tree with the new input
/// draws: a stale measurement or place shows as a different screen.
@MainActor
@Suite struct LayoutCacheTests {
    /// A section of sections of wrapping labels, a stack of labels beside a divider.
    static func page(texts: [String], half: Double = 0.5, rows: Int = 1) -> (root: Brick, labels: [Label]) {
        let labels = texts.map { Label($0) }
        let root = VBrik(alignment: .fill) { _ in
            Section(inset: 1, verticalInset: 0) { _ in
                Section(width: .ratio(ratio: half)) { _ in
                    for label in labels.prefix(3) { label.width(.ratio(ratio: 1 / 3)) }
                }
                Section(width: .ratio(ratio: 1 - half)) { _ in
                    for label in labels.dropFirst(3) { label }
                }
            }
            HBrik(alignment: .top, spacing: 1) { _ in
                Label("left").height(.fixed(size: rows))
                Label("right side")
            }
        }
        return (root, labels)
    }

    static let texts = ["one two", "three", "four five six", "seven eight nine ten", "eleven"]

    /// The screen of a fresh tree made by `make`, on a terminal of `size`.
    static func freshScreen(_ make: () -> Brick, size: Size) -> [String] {
        TestTerminal(root: make(), size: size).screen
    }

    @Test func changingALabelsTextMatchesAFreshTree() {
        let size = Size(width: 30, height: 12)
        let (root, labels) = Self.page(texts: Self.texts)
        let terminal = TestTerminal(root: root, size: size)
        var texts = Self.texts
        for (index, text) in [(1, "a much longer text that wraps"), (3, "x"), (1, ""), (0, "one two")] {
            labels[index].text = text
            texts[index] = text
            terminal.advance(by: .zero)
            expectScreen(terminal.screen, Self.freshScreen({ Self.page(texts: texts).root }, size: size))
        }
    }

    @Test func changingADimensionMatchesAFreshTree() {
        let size = Size(width: 30, height: 12)
        let (root, labels) = Self.page(texts: Self.texts)
        let terminal = TestTerminal(root: root, size: size)
        labels[0].width(.ratio(ratio: 2 / 3))
        labels[4].height(.fixed(size: 3))
        terminal.advance(by: .zero)
        let fresh = Self.freshScreen(
            {
                let (root, labels) = Self.page(texts: Self.texts)
                labels[0].width(.ratio(ratio: 2 / 3))
                labels[4].height(.fixed(size: 3))
                return root
            }, size: size)
        expectScreen(terminal.screen, fresh)
    }

    @Test func changingAContainersInputsMatchesAFreshTree() {
        let size = Size(width: 30, height: 12)
        let (root, _) = Self.page(texts: Self.texts)
        let terminal = TestTerminal(root: root, size: size)
        let outer = root.children[0] as! Section
        let stack = root.children[1] as! HBrik
        outer.inset = 3
        stack.spacing = 4
        stack.children[0].brickSize.height = .fixed(size: 2)
        terminal.advance(by: .zero)
        let fresh = Self.freshScreen(
            {
                let (root, _) = Self.page(texts: Self.texts, rows: 2)
                (root.children[0] as! Section).inset = 3
                (root.children[1] as! HBrik).spacing = 4
                return root
            }, size: size)
        expectScreen(terminal.screen, fresh)
    }

    @Test func changingTheChildrenMatchesAFreshTree() {
        let size = Size(width: 30, height: 14)
        let (root, labels) = Self.page(texts: Self.texts)
        let terminal = TestTerminal(root: root, size: size)
        let second = root.children[0].children[1]
        second.addChild(Label("added at the end"))
        labels[1].removeFromParent()
        terminal.advance(by: .zero)
        let fresh = Self.freshScreen(
            {
                let (root, labels) = Self.page(texts: Self.texts)
                root.children[0].children[1].addChild(Label("added at the end"))
                labels[1].removeFromParent()
                return root
            }, size: size)
        expectScreen(terminal.screen, fresh)
        // The whole tree replaced in place.
        root.children[1].setChildren([Label("only")])
        terminal.advance(by: .zero)
        let replaced = Self.freshScreen(
            {
                let (root, labels) = Self.page(texts: Self.texts)
                root.children[0].children[1].addChild(Label("added at the end"))
                labels[1].removeFromParent()
                root.children[1].setChildren([Label("only")])
                return root
            }, size: size)
        expectScreen(terminal.screen, replaced)
    }

    /// A divider measures along the stack holding it: moved to another stack, it is measured again.
    @Test func aBrickMovedToAnotherParentIsMeasuredThere() {
        let divider = Divider()
        let column = VBrik(alignment: .fill) { _ in
            Label("a")
            divider
            Label("b")
        }
        let row = HBrik(alignment: .fill) { _ in
            Label("c")
            Label("d")
        }
        let root = VBrik(alignment: .fill) { _ in
            column
            row
        }
        let terminal = TestTerminal(root: root, size: Size(width: 6, height: 5))
        row.insertChild(divider, at: 1)
        terminal.advance(by: .zero)
        let fresh = Self.freshScreen(
            {
                VBrik(alignment: .fill) { _ in
                    VBrik(alignment: .fill) { _ in
                        Label("a")
                        Label("b")
                    }
                    HBrik(alignment: .fill) { _ in
                        Label("c")
                        Divider()
                        Label("d")
                    }
                }
            }, size: Size(width: 6, height: 5))
        expectScreen(terminal.screen, fresh)
    }

    @Test func hidingPaddingAndBordersMatchAFreshTree() {
        let size = Size(width: 30, height: 14)
        let (root, labels) = Self.page(texts: Self.texts)
        let terminal = TestTerminal(root: root, size: size)
        labels[2].isHidden = true
        labels[3].padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
        root.children[1].border = .single
        terminal.advance(by: .zero)
        let fresh = Self.freshScreen(
            {
                let (root, labels) = Self.page(texts: Self.texts)
                labels[2].isHidden = true
                labels[3].padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
                root.children[1].border = .single
                return root
            }, size: size)
        expectScreen(terminal.screen, fresh)
        labels[2].isHidden = false
        terminal.advance(by: .zero)
        let shown = Self.freshScreen(
            {
                let (root, labels) = Self.page(texts: Self.texts)
                labels[3].padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
                root.children[1].border = .single
                return root
            }, size: size)
        expectScreen(terminal.screen, shown)
    }

    /// Measurements are kept per environment: a resize across a size class, and a new cell
    /// aspect under ratio heights, lay out as a fresh tree would.
    @Test func changingTheEnvironmentMatchesAFreshTree() {
        func make() -> Brick {
            VBrik(alignment: .fill) { _ in
                Section { _ in
                    Label("wide or narrow").width(.horizontalSizeClass(regular: .ratio(ratio: 0.5), compact: .ratio(ratio: 1)))
                    Label("square").width(.ratio(ratio: 0.5)).height(.ratio(ratio: 0.5))
                    Label("after")
                }
            }
        }
        let terminal = TestTerminal(root: make(), size: Size(width: 90, height: 30))
        terminal.resize(to: Size(width: 40, height: 30))
        expectScreen(terminal.screen, Self.freshScreen(make, size: Size(width: 40, height: 30)))
        terminal.resize(to: Size(width: 90, height: 30))
        expectScreen(terminal.screen, Self.freshScreen(make, size: Size(width: 90, height: 30)))
        terminal.application.cellAspect = 1
        terminal.advance(by: .zero)
        let fresh = TestTerminal(root: make(), size: Size(width: 90, height: 30))
        fresh.application.cellAspect = 1
        fresh.advance(by: .zero)
        expectScreen(terminal.screen, fresh.screen)
    }

    /// A hide data source's answers are asked again when told, in nested sections too.
    @Test func aDataSourcesNewAnswersMatchAFreshTree() {
        final class Hider: BrickHideDataSource {
            var hidden: Set<String>
            init(_ hidden: Set<String>) { self.hidden = hidden }
            func shouldHide(identifier: String, index: Int) -> Bool { hidden.contains(identifier) }
        }
        func make(_ hider: Hider) -> Section {
            let root = Section { _ in
                Section(width: .ratio(ratio: 0.5)) { _ in
                    Label("first").identifier("a")
                    Label("second").identifier("b")
                }
                Label("last").identifier("c")
            }
            root.hideDataSource = hider
            return root
        }
        let hider = Hider([])
        let root = make(hider)
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 5))
        hider.hidden = ["a"]
        root.invalidateVisibility()
        terminal.advance(by: .zero)
        let other = Hider(["a"])
        expectScreen(terminal.screen, Self.freshScreen({ make(other) }, size: Size(width: 20, height: 5)))
    }

    /// Drawing outside an application (renderCanvas) measures again what changed since.
    @Test func renderingTheSameTreeAgainSeesItsChanges() {
        let (root, labels) = Self.page(texts: Self.texts)
        _ = layOut(root, width: 30, height: 12)
        labels[3].text = "changed after the first drawing"
        let fresh = Self.page(texts: ["one two", "three", "four five six", "changed after the first drawing", "eleven"])
        expectScreen(layOut(root, width: 30, height: 12), layOut(fresh.root, width: 30, height: 12))
    }
}

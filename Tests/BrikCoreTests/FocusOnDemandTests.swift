import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Focusing a brick that was just shown or added lays the tree out first, as the next
/// frame would; a refusal says why in the diagnostics.
@MainActor
@Suite struct FocusOnDemandTests {
    /// A search bar under a field, `rows` tall: the bar starts hidden.
    private func page(rows: Int = 3) -> (TestTerminal, bar: VBrik, field: TextField, other: TextField) {
        let other = TextField(placeholder: "other")
        let field = TextField(placeholder: "find")
        let bar = VBrik(alignment: .fill, spacing: 0) { _ in field }
        bar.isHidden = true
        let root = VBrik(alignment: .fill, spacing: 0) { _ in
            other
            bar
        }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: rows))
        return (terminal, bar, field, other)
    }

    @Test func aBrickJustShownTakesFocusAndTheFirstKey() {
        let (terminal, bar, field, other) = page(rows: 2)
        #expect(terminal.application.focusedBrick === other)
        bar.isHidden = false
        #expect(terminal.application.focus(field))
        #expect(field.frame == r(0, 1, 10, 1))
        terminal.type("x")
        #expect(field.text == "x")
        #expect(other.text == "")
        #expect(terminal.application.diagnostics.entries.isEmpty)
    }

    @Test func aBrickJustAddedTakesFocus() {
        let (terminal, bar, field, _) = page()
        bar.isHidden = false
        let added = TextField(placeholder: "added")
        bar.addChild(added)
        #expect(terminal.application.focus(added))
        #expect(added.frame == r(0, 2, 10, 1))
        terminal.type("y")
        #expect(added.text == "y")
        #expect(field.text == "")
    }

    @Test func aRefusalSaysWhy() {
        let (terminal, bar, field, other) = page()
        let application = terminal.application
        #expect(!application.focus(field))
        let label = Label("text")
        bar.isHidden = false
        bar.addChild(label)
        #expect(!application.focus(label))
        field.allowsFocus = false
        #expect(!application.focus(field))
        let stranger = TextField()
        #expect(!application.focus(stranger))
        #expect(application.focusedBrick === other)
        #expect(
            application.diagnostics.entries == [
                .focusRefused(brick: "TextField", reason: .hidden),
                .focusRefused(brick: "Label", reason: .cannotBecomeFocused),
                .focusRefused(brick: "TextField", reason: .focusNotAllowed),
                .focusRefused(brick: "TextField", reason: .notInTree),
            ])
        #expect(
            application.diagnostics.entries.first?.description
                == "focus(TextField) was refused: it, or a brick around it, is hidden")
    }

    @Test func vetoesAndEmptyFramesAreReported() {
        let (terminal, bar, _, other) = page()
        let application = terminal.application
        bar.isHidden = false
        let flat = Keeper(height: 0)
        let keeper = Keeper(height: 1)
        bar.addChild(flat)
        bar.addChild(keeper)
        #expect(!application.focus(flat))
        keeper.letsGo = false
        keeper.acceptsFocus = false
        #expect(!application.focus(keeper))
        keeper.acceptsFocus = true
        #expect(application.focus(keeper))
        #expect(!application.focus(other))
        #expect(application.focusedBrick === keeper)
        #expect(
            application.diagnostics.entries == [
                .focusRefused(brick: "Keeper", reason: .emptyFrame),
                .focusRefused(brick: "Keeper", reason: .vetoedByWillFocus),
                .focusRefused(brick: "TextField", reason: .keptByFocusedBrick("Keeper")),
            ])
    }
}

/// A focusable row that can refuse focus or refuse to let it go.
@MainActor
private final class Keeper: Brick {
    var acceptsFocus = true
    var letsGo = true
    let height: Int
    init(height: Int) {
        self.height = height
        super.init()
    }
    override var canBecomeFocused: Bool { true }
    override func willFocus() -> Bool { acceptsFocus }
    override func willUnfocus() -> Bool { letsGo }
    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 1, height: height)
    }
}

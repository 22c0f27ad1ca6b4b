import BrikRendering
import Testing

@testable import BrikCore

/// With nothing focused, each layout looks for a brick to focus; a tree where nothing
/// can take focus is not walked again until that may have changed. Each test makes a
/// brick able to take focus and expects it focused after the next layout (a change that
/// only redraws focuses nothing until something is laid out, as before the search was kept).
@MainActor
@Suite struct FocusSearchTests {
    static func screen(_ extra: Brick) -> (root: VBrik, terminal: TestTerminal) {
        let root = VBrik(alignment: .fill) { _ in
            Label("nothing to focus")
            extra
        }
        return (root, TestTerminal(root: root, size: Size(width: 20, height: 4)))
    }

    /// A frame in which the tree is laid out again, nothing in it changed.
    static func layOutAgain(_ terminal: TestTerminal) {
        terminal.application.setNeedsLayout()
        terminal.advance(by: .zero)
    }

    @Test func aButtonEnabledAgainTakesFocus() {
        let button = Button("go").isEnabled(false)
        let (_, terminal) = Self.screen(button)
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick == nil)
        button.isEnabled = true
        Self.layOutAgain(terminal)
        #expect(terminal.application.focusedBrick === button)
    }

    @Test func aButtonAddedTakesFocus() {
        let (root, terminal) = Self.screen(Label("second"))
        terminal.advance(by: .zero)
        let button = Button("go")
        root.addChild(button)
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === button)
    }

    @Test func aBrickAllowedFocusTakesIt() {
        let button = Button("go")
        button.allowsFocus = false
        let (_, terminal) = Self.screen(button)
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick == nil)
        button.allowsFocus = true
        Self.layOutAgain(terminal)
        #expect(terminal.application.focusedBrick === button)
    }

    @Test func aScrollViewThatTakesFocusAgainTakesIt() {
        let scroll = ScrollBrik { _ in Label("inside") }
        scroll.takesFocus = false
        let (_, terminal) = Self.screen(scroll)
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick == nil)
        scroll.takesFocus = true
        Self.layOutAgain(terminal)
        #expect(terminal.application.focusedBrick === scroll)
    }

    @Test func aHiddenButtonShownTakesFocus() {
        let button = Button("go")
        button.isHidden = true
        let (_, terminal) = Self.screen(button)
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick == nil)
        button.isHidden = false
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === button)
    }
}

import BrikRendering
import Testing

@testable import BrikCore

@MainActor
final class HideFirst: BrickHideDataSource {
    var hides = false
    func shouldHide(identifier: String, index: Int) -> Bool { hides && identifier == "first" }
}

/// Focus leaves a brick a hide data source collapsed, but stays on one a small screen
/// squeezed to nothing (it comes back when the screen grows).
@MainActor
@Suite struct FocusRepairTests {
    @Test func aBrickHiddenByTheDataSourceLosesFocus() {
        let first = TextField(placeholder: "first").identifier("first")
        let second = TextField(placeholder: "second").identifier("second")
        let source = HideFirst()
        let section = Section { _ in
            first
            second
        }
        section.hideDataSource = source
        let terminal = TestTerminal(root: section, size: Size(width: 20, height: 4))
        _ = terminal.application.focus(first)
        #expect(terminal.application.focusedBrick === first)
        source.hides = true
        section.invalidateVisibility()
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === second)
    }

    @Test func aBrickSqueezedByASmallScreenKeepsFocus() {
        let field = TextField(placeholder: "field")
        let other = TextField(placeholder: "other")
        let root = VBrik(alignment: .fill) { _ in
            Label("title")
            field
            other
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 4))
        _ = terminal.application.focus(field)
        terminal.resize(to: Size(width: 0, height: 0))
        terminal.resize(to: Size(width: 20, height: 1))
        #expect(terminal.application.focusedBrick === field)
        terminal.resize(to: Size(width: 20, height: 4))
        #expect(terminal.application.focusedBrick === field)
        terminal.type("x")
        #expect(field.text == "x")
    }
}

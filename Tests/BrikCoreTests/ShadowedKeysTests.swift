import BrikRendering
import Testing

@testable import BrikCore

/// Help and the footer list the keys that act now: a key a focused field types, or one a
/// binding earlier in the key chain always uses, is not offered for a binding it never
/// reaches (the footer said `? help` while `?` was typed into the field).
@MainActor
@Suite struct ShadowedKeysTests {
    private func screen(focusField: Bool) -> (TestTerminal, TextField, HelpFooter) {
        let field = TextField(placeholder: "filter")
        let footer = HelpFooter()
        let button = Button("OK")
        let root = VBrik(alignment: .fill) { _ in
            field
            button
            footer
        }
        .keyBinding("new", keys: "n", description: "new", footer: true) {}
        .keyBinding("save", keys: "ctrl+s", description: "save", footer: true) {}
        let terminal = TestTerminal(root: root, size: Size(width: 60, height: 3))
        _ = terminal.application.focus(focusField ? field as Brick : button)
        terminal.advance(by: .zero)
        return (terminal, field, footer)
    }

    @Test func whileAFieldTypesItsCharactersAreNotOffered() {
        let (terminal, field, footer) = screen(focusField: true)
        let items = footer.items.map { "\($0.key) \($0.description)" }
        #expect(!items.contains("n new"))
        #expect(items.contains("ctrl+s save"))
        #expect(items.contains("F1 help"))
        #expect(!items.contains("? help"))
        // What the footer says is what the keys do: ? and n are typed.
        terminal.type("?n")
        #expect(field.text == "?n")
        #expect(!terminal.application.isShowingHelp)
        terminal.send("f1")
        #expect(terminal.application.isShowingHelp)
    }

    @Test func offTheFieldTheyAreOfferedAgain() {
        let (terminal, _, footer) = screen(focusField: false)
        let items = footer.items.map { "\($0.key) \($0.description)" }
        #expect(items.contains("n new"))
        #expect(items.contains("? help"))
        terminal.type("?")
        #expect(terminal.application.isShowingHelp)
    }

    @Test func aKeyTakenEarlierInTheChainShowsOnlyThere() {
        let list = List(options: (1...5).map { "row \($0)" })
        let root = VBrik(alignment: .fill) { _ in list }
        list.keyBinding("search.back", keys: "?", description: "search backward") {}
        let terminal = TestTerminal(root: root, size: Size(width: 40, height: 5))
        _ = terminal.application.focus(list)
        let help = terminal.application.activeBindings.first { $0.id == "help" }
        #expect(help?.keys.map(\.description) == ["F1"])
        #expect(terminal.application.activeBindings.first { $0.id == "search.back" }?.keys.map(\.description) == ["?"])
    }
}

import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// The screen stack: only the top screen shown and given keys, Esc back, each screen's
/// state and focus kept under the top, help and footers listing the top screen's keys.
@MainActor
@Suite struct ScreenStackTests {
    /// A screen: a title and two buttons, with a binding `x` that counts.
    final class Screen: StackBrik {
        let name: String
        let first: Button
        let second: Button
        var presses = 0
        var lifecycle: [String] = []

        init(_ name: String) {
            self.name = name
            first = Button("\(name) one")
            second = Button("\(name) two")
            super.init(axis: .vertical, alignment: .leading, spacing: 0, distribution: .fill)
            setChildren([Label(name), first, second, Spacer()])
            keyBinding("\(name).count", keys: "x", description: "count \(name)", footer: true) { [unowned self] in
                presses += 1
            }
            onAppear { [unowned self] in lifecycle.append("appear") }
            onDisappear { [unowned self] in lifecycle.append("disappear") }
        }
    }

    private func stack(width: Int = 24, height: Int = 5) -> (TestTerminal, ScreenStack, Screen) {
        let root = Screen("inbox")
        let stack = ScreenStack(root: root)
        let footer = HelpFooter()
        let layout = VBrik(alignment: .fill) { _ in
            stack
            footer
        }
        return (TestTerminal(root: layout, size: Size(width: width, height: height)), stack, root)
    }

    @Test func onlyTheTopScreenIsShownAndEscGoesBack() {
        let (terminal, stack, root) = stack(width: 40)
        expectScreen(
            terminal.screen,
            [
                "inbox                                   ", "[ inbox one ]                           ",
                "[ inbox two ]                           ", "                                        ",
                " x count inbox  ctrl+c quit  …  ? help",
            ])
        let mail = Screen("mail")
        stack.push(mail)
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen,
            [
                "mail                                    ", "[ mail one ]                            ",
                "[ mail two ]                            ", "                                        ",
                " x count mail  …  ctrl+c quit  ? help",
            ])
        #expect(stack.screens.map { ($0 as! Screen).name } == ["inbox", "mail"])
        #expect(stack.top === mail && stack.root === root)
        #expect(terminal.application.screen === mail)
        terminal.send("esc")
        #expect(stack.screens.count == 1)
        #expect(terminal.application.screen === root)
        #expect(terminal.screen[0] == "inbox")
        // At the root there is nothing to go back to: Esc is not the stack's.
        #expect(!terminal.application.activeBindings.contains { $0.id == "screen.back" })
        terminal.send("esc")
        #expect(stack.screens.count == 1)
    }

    @Test func onlyTheTopScreensBindingsAnswerAndHelpListsThem() {
        let (terminal, stack, root) = stack(width: 40, height: 16)
        let mail = Screen("mail")
        stack.push(mail)
        terminal.send("x", "x")
        #expect(mail.presses == 2 && root.presses == 0)
        let ids = terminal.application.activeBindings.map(\.id)
        #expect(ids.contains("mail.count") && !ids.contains("inbox.count") && ids.contains("screen.back"))
        terminal.send("?")
        let help = terminal.screenText
        #expect(help.contains("count mail") && help.contains("back"))
        #expect(!help.contains("count inbox"))
        terminal.send("esc", "esc", "x")
        #expect(root.presses == 1 && mail.presses == 2)
    }

    @Test func aCoveredScreenGetsItsFocusBack() {
        let (terminal, stack, root) = stack()
        terminal.application.focus(root.second)
        let mail = Screen("mail")
        stack.push(mail)
        // Keys read in the same turn as the push go to the new top.
        terminal.send("x")
        #expect(mail.presses == 1)
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === mail.first)
        let draft = Screen("draft")
        stack.push(draft)
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === draft.first)
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === draft.second)
        stack.push(Screen("more"))
        terminal.advance(by: .zero)
        stack.pop()
        #expect(terminal.application.focusedBrick === draft.second)
        stack.popToRoot()
        #expect(terminal.application.focusedBrick === root.second)
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === root.second)
    }

    @Test func pushedCoveredAndPoppedScreensAppearAndDisappear() {
        let (terminal, stack, root) = stack()
        let mail = Screen("mail")
        stack.push(mail)
        terminal.advance(by: .zero)
        #expect(root.lifecycle == ["appear", "disappear"])
        #expect(mail.lifecycle == ["appear"])
        #expect(stack.pop() === mail)
        terminal.advance(by: .zero)
        #expect(mail.lifecycle == ["appear", "disappear"])
        #expect(root.lifecycle == ["appear", "disappear", "appear"])
        #expect(stack.pop() == nil)
    }

    @Test func theTopChangeHookFollowsPushesAndPops() {
        let (_, stack, _) = stack()
        var tops: [String] = []
        stack.onTopChange = { tops.append(($0.top as! Screen).name) }
        stack.push(Screen("a"))
        stack.push(Screen("b"))
        stack.popToRoot()
        #expect(tops == ["a", "b", "inbox"])
        #expect(stack.popToRoot().isEmpty)
    }

    @Test func screenBackCanBeRemapped() {
        let (terminal, stack, _) = stack()
        stack.push(Screen("mail"))
        terminal.application.keymap.override("screen.back", keys: ["backspace"])
        terminal.send("esc")
        #expect(stack.screens.count == 2)
        terminal.send("backspace")
        #expect(stack.screens.count == 1)
        stack.backKeys = [.character("b")]
        terminal.application.keymap.reset("screen.back")
        stack.push(Screen("mail2"))
        terminal.send("esc", "b")
        #expect(stack.screens.count == 1)
    }

    @Test func anEscThatClosesADialogOverTheTopScreenDoesNotPopIt() {
        let (terminal, stack, _) = stack(width: 40, height: 12)
        let mail = Screen("mail")
        stack.push(mail)
        terminal.advance(by: .zero)
        terminal.application.present(Dialog("Delete?", message: "Really?", buttons: [.yes, .no]))
        terminal.advance(by: .zero)
        terminal.send("esc")
        #expect(terminal.application.overlays.isEmpty)
        #expect(stack.screens.count == 2)
        #expect(terminal.application.focusedBrick === mail.first)
        terminal.send("esc")
        #expect(stack.screens.count == 1)
    }

    @Test func aStackBuiltBeforeItsApplicationMakesItsTopTheScreen() {
        let root = Screen("inbox")
        let stack = ScreenStack(root: root)
        let mail = Screen("mail")
        stack.push(mail)
        let terminal = TestTerminal(root: stack, size: Size(width: 20, height: 4))
        #expect(terminal.application.screen === mail)
        terminal.send("x")
        #expect(mail.presses == 1)
    }

    @Test func aResizeWhileADeepScreenIsShownLaysOutTheOthersWhenTheyComeBack() {
        let rows = ScrollBrik { _ in
            for index in 0..<40 { Label("line \(index)") }
        }
        rows.showsScrollbar = false
        let stack = ScreenStack(root: rows)
        let terminal = TestTerminal(root: stack, size: Size(width: 12, height: 4))
        terminal.send("pagedown")
        #expect(terminal.screen[0] == "line 3")
        for name in ["a", "b", "c"] { stack.push(Screen(name)) }
        terminal.advance(by: .zero)
        terminal.resize(to: Size(width: 9, height: 3))
        expectScreen(terminal.screen, ["c        ", "[ c one ]", "[ c two ]"])
        terminal.resize(to: Size(width: 10, height: 6))
        stack.popToRoot()
        terminal.advance(by: .zero)
        // The offset the user scrolled to is kept.
        expectScreen(terminal.screen, ["line 3    ", "line 4    ", "line 5    ", "line 6    ", "line 7    ", "line 8    "])
    }
}

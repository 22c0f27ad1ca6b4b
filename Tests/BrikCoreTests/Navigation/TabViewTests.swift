import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// The tab view: content built once and only when first shown, hidden tabs keeping their
/// scroll and focus, the keys from inside the content, clicks on titles.
@MainActor
@Suite struct TabViewTests {
    /// A tab view of a list (30 rows) and a form of two fields, the list's tab selected.
    @MainActor
    final class Fixture {
        let list = List(options: (0..<30).map { "Row \($0)" })
        let name = TextField(placeholder: "name")
        let city = TextField(placeholder: "city")
        var builds = [0, 0, 0]
        var appearances: [String] = []
        lazy var view = TabView {
            Tab("List") { [unowned self] in
                builds[0] += 1
                return [list]
            }
            Tab("Form") { [unowned self] in
                builds[1] += 1
                return [name, city]
            }
            Tab("About") { [unowned self] in
                builds[2] += 1
                return [
                    Label("about").onAppear { self.appearances.append("appear") }
                        .onDisappear { self.appearances.append("disappear") }
                ]
            }
        }
    }

    private func click(_ terminal: TestTerminal, x: Int, y: Int = 0) {
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: y))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: x, y: y))))
    }

    @Test func theBarTheLineAndTheSelectedTabsContent() {
        let view = TabView {
            Tab("One") { Label("first") }
            Tab("Two") {
                Label("second")
                Label("and more")
            }
        }
        let terminal = TestTerminal(root: view, size: Size(width: 16, height: 5))
        expectScreen(
            terminal.screen, [" One │ Two      ", "────────────────", "first           ", "                ", "                "])
        terminal.send("right")
        expectScreen(
            terminal.screen, [" One │ Two      ", "────────────────", "second          ", "and more        ", "                "])
        view.showsDivider = false
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen, [" One │ Two      ", "second          ", "and more        ", "                ", "                "])
    }

    @Test func aTabIsBuiltOnceAndOnlyWhenFirstShown() {
        let fixture = Fixture()
        let view = fixture.view
        #expect(fixture.builds == [1, 0, 0])
        #expect(view.content(at: 1) == nil && view.content(at: 2) == nil)
        let terminal = TestTerminal(root: view, size: Size(width: 30, height: 8))
        #expect(fixture.builds == [1, 0, 0])
        terminal.send("end")
        #expect(fixture.builds == [1, 0, 1])
        #expect(terminal.screen[2].hasPrefix("about"))
        terminal.send("home", "2", "3", "1", "2")
        #expect(fixture.builds == [1, 1, 1])
        view.selectedIndex = 2
        view.selectedIndex = 0
        terminal.advance(by: .zero)
        #expect(fixture.builds == [1, 1, 1])
    }

    @Test func hiddenTabsDisappearAndAppearAgain() {
        let fixture = Fixture()
        let terminal = TestTerminal(root: fixture.view, size: Size(width: 30, height: 8))
        terminal.send("3")
        #expect(fixture.appearances == ["appear"])
        terminal.send("1")
        #expect(fixture.appearances == ["appear", "disappear"])
        terminal.send("3")
        #expect(fixture.appearances == ["appear", "disappear", "appear"])
    }

    @Test func eachTabKeepsItsScrollAndItsFocus() {
        let fixture = Fixture()
        fixture.list.scrollView.showsScrollbar = false
        let terminal = TestTerminal(root: fixture.view, size: Size(width: 24, height: 6))
        #expect(terminal.application.focusedBrick === fixture.view.bar)
        // Into the list, to its 26th row.
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === fixture.list)
        for _ in 0..<25 { terminal.send("down") }
        let scrolled = [
            " List │ Form │ About   ", "────────────────────────", "Row 22                  ", "Row 23                  ",
            "Row 24                  ", "Row 25                  ",
        ]
        expectScreen(terminal.screen, scrolled)
        // From inside the list, Alt+→: the form, its first field focused.
        terminal.send("alt+right")
        #expect(fixture.view.selectedIndex == 1)
        #expect(terminal.application.focusedBrick === fixture.name)
        terminal.type("Ana")
        terminal.send("tab")
        terminal.type("Lyon")
        #expect(terminal.application.focusedBrick === fixture.city)
        // Ctrl+PgUp (a text field takes Alt+← for a word back): the list as it was, focus on it.
        terminal.send("ctrl+pgup")
        #expect(terminal.application.focusedBrick === fixture.list)
        expectScreen(terminal.screen, scrolled)
        #expect(fixture.list.cursorIndex == 25)
        // Ctrl+PgDn: the form, focus on the field that had it, its text kept.
        terminal.send("ctrl+pgdn")
        #expect(terminal.application.focusedBrick === fixture.city)
        expectScreen(
            terminal.screen,
            [
                " List │ Form │ About   ", "────────────────────────", "Ana                     ",
                "Lyon                    ", "                        ", "                        ",
            ])
    }

    @Test func clicksOnTitlesSwitchAndGiveEachTabItsFocusBack() {
        let fixture = Fixture()
        let terminal = TestTerminal(root: fixture.view, size: Size(width: 30, height: 6))
        click(terminal, x: 9)  // "Form"
        #expect(fixture.view.selectedIndex == 1)
        // The bar took focus on the press; the form never had focus, so it stays there.
        #expect(terminal.application.focusedBrick === fixture.view.bar)
        terminal.send("tab", "tab")
        #expect(terminal.application.focusedBrick === fixture.city)
        click(terminal, x: 2)  // "List"
        #expect(fixture.view.selectedIndex == 0)
        #expect(terminal.application.focusedBrick === fixture.view.bar)
        click(terminal, x: 9)
        #expect(terminal.application.focusedBrick === fixture.city)
    }

    @Test func numberKeysFromTheContentSwitchUnlessTheContentUsesThem() {
        let fixture = Fixture()
        let terminal = TestTerminal(root: fixture.view, size: Size(width: 30, height: 6))
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === fixture.list)
        // A list types ahead only what a row starts with: a digit no row starts with is
        // left to the tab view (as it is by a list that does not type ahead at all).
        terminal.send("2")
        #expect(fixture.view.selectedIndex == 1)
        #expect(terminal.application.focusedBrick === fixture.name)
        // A text field types digits.
        terminal.send("3")
        #expect(fixture.view.selectedIndex == 1)
        #expect(fixture.name.text == "3")
        // Ctrl+PgUp wraps from the first tab to the last.
        terminal.send("ctrl+pgup", "ctrl+pgup")
        #expect(fixture.view.selectedIndex == 2)
        // The about tab has nothing to focus: the bar takes it.
        #expect(terminal.application.focusedBrick === fixture.view.bar)
    }

    @Test func selectingFromCodeMovesFocusOnlyWhenItWasInsideTheContent() {
        let fixture = Fixture()
        let terminal = TestTerminal(root: fixture.view, size: Size(width: 30, height: 6))
        fixture.view.selectedIndex = 1
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === fixture.view.bar)
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === fixture.name)
        fixture.view.selectedIndex = 0
        terminal.advance(by: .zero)
        #expect(terminal.application.focusedBrick === fixture.list)
    }

    @Test func theKeysAreBindingsWithDescriptionsAndCanBeRemapped() {
        let fixture = Fixture()
        let terminal = TestTerminal(root: fixture.view, size: Size(width: 30, height: 6))
        terminal.send("tab")
        let active = terminal.application.activeBindings
        #expect(active.first { $0.id == "tabview.next" }?.keyLabel == "ctrl+pgdn/alt+right")
        #expect(active.first { $0.id == "tabview.previous" }?.description == "previous tab")
        #expect(active.contains { $0.id == "tabview.select" })
        terminal.application.keymap.override("tabview.next", keys: ["F6"])
        terminal.send("ctrl+pgdn")
        #expect(fixture.view.selectedIndex == 0)
        terminal.send("F6")
        #expect(fixture.view.selectedIndex == 1)
    }

    @Test func aSmallScreenAndAResizeKeepTheContentInItsRows() {
        let fixture = Fixture()
        let terminal = TestTerminal(root: fixture.view, size: Size(width: 12, height: 2))
        expectScreen(terminal.screen, ["  List     ›", "────────────"])
        terminal.resize(to: Size(width: 12, height: 1))
        expectScreen(terminal.screen, ["  List     ›"])
        terminal.resize(to: Size(width: 0, height: 0))
        terminal.resize(to: Size(width: 22, height: 4))
        fixture.list.scrollView.showsScrollbar = false
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen,
            [" List │ Form │ About  ", "──────────────────────", "Row 0                 ", "Row 1                 "])
    }
}

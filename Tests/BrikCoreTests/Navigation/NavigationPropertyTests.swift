import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// Random sequences of operations on a screen stack and on a tab view, each checked after
/// every step against a small model: which screen or tab shows, what is built, where focus is.
@MainActor
@Suite struct NavigationPropertyTests {
    /// A screen named by a number, with two buttons.
    final class NumberedScreen: StackBrik {
        let number: Int
        let buttons: [Button]
        init(_ number: Int) {
            self.number = number
            buttons = [Button("s\(number) a"), Button("s\(number) b")]
            super.init(axis: .vertical, alignment: .leading)
            setChildren([Label("screen \(number)")] + buttons)
        }
    }

    @Test(arguments: 0..<40)
    func theStackFollowsItsModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let root = NumberedScreen(0)
        let stack = ScreenStack(root: root)
        let terminal = TestTerminal(root: stack, size: Size(width: 16, height: 4))
        // The model: the screens' numbers, and which button each covered screen had focused.
        var model = [0]
        var focusedButton = [0: 0]
        var next = 1
        for step in 0..<60 {
            let what = random.next() % 6
            let top = stack.top as! NumberedScreen
            switch what {
            case 0, 1:
                stack.push(NumberedScreen(next))
                model.append(next)
                focusedButton[next] = 0
                next += 1
            case 2:
                stack.pop()
                if model.count > 1 { model.removeLast() }
            case 3:
                terminal.send("esc")
                if model.count > 1 { model.removeLast() }
            case 4:
                if random.next() % 4 == 0 {
                    stack.popToRoot()
                    model = [0]
                }
            default:
                let button = Int(random.next() % 2)
                terminal.application.focus(top.buttons[button])
                focusedButton[top.number] = button
            }
            terminal.advance(by: .zero)
            let context = "seed \(seed) step \(step)"
            let screens = stack.screens.map { ($0 as! NumberedScreen).number }
            #expect(screens == model, "\(context)")
            let shown = stack.top as! NumberedScreen
            #expect(terminal.application.screen === shown, "\(context)")
            #expect(stack.screens.dropLast().allSatisfy(\.isHidden) && !shown.isHidden, "\(context)")
            #expect(terminal.screen[0] == "screen \(shown.number)", "\(context)")
            #expect(
                terminal.application.focusedBrick === shown.buttons[focusedButton[shown.number] ?? 0],
                "\(context): focus on \(terminal.application.focusedBrick.map(\.debugName) ?? "nothing")")
        }
    }

    @Test(arguments: 0..<40)
    func theTabsFollowTheirModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 1 + Int(random.next() % 6)
        var builds = Array(repeating: 0, count: count)
        let view = TabView {
            for index in 0..<count {
                Tab(String(repeating: "t\(index)", count: 1 + index % 3)) {
                    builds[index] += 1
                    return [Label("content \(index)"), Button("go \(index)")]
                }
            }
        }
        let width = 10 + Int(random.next() % 30)
        let terminal = TestTerminal(root: view, size: Size(width: width, height: 5))
        var selected = 0
        var everShown: Set<Int> = [0]
        let keys = ["left", "right", "home", "end", "1", "2", "5", "9", "ctrl+pgdn", "ctrl+pgup", "alt+right", "tab"]
        for step in 0..<60 {
            let what = random.next() % 4
            if what == 0 {
                let index = Int(random.next() % UInt64(count + 2)) - 1
                view.selectedIndex = index
                selected = min(max(0, index), count - 1)
            } else if what == 1, let span = view.bar.geometry.spans.randomElement(using: &random) {
                terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: span.x, y: 0))))
                terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: span.x, y: 0))))
                selected = span.index
            } else {
                let key = keys[Int(random.next() % UInt64(keys.count))]
                let onBar = terminal.application.focusedBrick === view.bar
                terminal.send(key)
                selected = Self.expectedSelection(after: key, from: selected, count: count, onBar: onBar)
            }
            terminal.advance(by: .zero)
            everShown.insert(selected)
            let context = "seed \(seed) step \(step) width \(width) count \(count)"
            #expect(view.selectedIndex == selected, "\(context)")
            #expect(builds == (0..<count).map { everShown.contains($0) ? 1 : 0 }, "\(context)")
            for index in 0..<count {
                #expect((view.content(at: index)?.isHidden ?? true) == (index != selected), "\(context)")
            }
            #expect(view.bar.geometry.spans.contains { $0.index == selected }, "\(context): selection out of view")
            #expect(terminal.screen[2].hasPrefix("content \(selected)"), "\(context)")
        }
    }

    /// Where a key takes the selection: the bar's keys while it has focus, the tab view's from the content.
    static func expectedSelection(after key: String, from selected: Int, count: Int, onBar: Bool) -> Int {
        let wrap = { (index: Int) in (index % count + count) % count }
        switch key {
        case "left" where onBar: return wrap(selected - 1)
        case "right" where onBar: return wrap(selected + 1)
        case "home" where onBar: return 0
        case "end" where onBar: return count - 1
        case "ctrl+pgdn", "alt+right": return count > 1 ? wrap(selected + 1) : selected
        case "ctrl+pgup": return count > 1 ? wrap(selected - 1) : selected
        case "1", "2", "5", "9":
            let index = Int(key)! - 1
            return index < count && (onBar || count > 1) ? index : selected
        default: return selected
        }
    }
}

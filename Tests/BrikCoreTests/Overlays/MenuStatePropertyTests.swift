import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// Random keys through menus with separators, disabled items, nested and empty submenus.
@MainActor
@Suite("Menu state machine")
struct MenuStatePropertyTests {
    static func menu() -> Menu {
        Menu("Root") {
            MenuItem.separator
            MenuItem("Alpha", key: "ctrl+a") {}
            MenuItem("Beta", isEnabled: false) {}
            Menu("Sub") {
                MenuItem("Sigma") {}
                MenuItem.separator
                Menu("Deeper") {
                    MenuItem("Delta", isEnabled: false) {}
                    MenuItem("Dune") {}
                    Menu("Empty") {}
                }
                MenuItem(submenu: Menu("Locked") { MenuItem("Never") {} }, isEnabled: false)
            }
            Menu("Nothing enabled") {
                MenuItem("Off", isEnabled: false) {}
                MenuItem.separator
            }
            MenuItem("Sam") {}
            MenuItem.separator
        }
    }

    static let keys: [KeyEvent] = [
        KeyEvent(.up), KeyEvent(.down), KeyEvent(.home), KeyEvent(.end), KeyEvent(.left), KeyEvent(.right),
        KeyEvent(.enter), KeyEvent(.escape), .character(" "), .character("s"), .character("d"), .character("x"),
        .ctrl("a"), KeyEvent(.tab),
    ]

    /// Every highlight is an item ↑/↓ may stop on (nil only when the menu has none), and
    /// each level after the first is the submenu of the item highlighted before it.
    static func isConsistent(_ state: MenuState) -> Bool {
        for (index, level) in state.levels.enumerated() {
            let selectable = level.menu.items.contains(where: \.isSelectable)
            guard let highlighted = level.highlighted else {
                if selectable || index + 1 < state.levels.count { return false }
                continue
            }
            guard level.menu.items.indices.contains(highlighted), level.menu.items[highlighted].isSelectable else {
                return false
            }
            if index + 1 < state.levels.count {
                guard let submenu = level.menu.items[highlighted].submenu else { return false }
                let next = state.levels[index + 1].menu
                if submenu.title != next.title || submenu.items.count != next.items.count { return false }
            }
        }
        return !state.levels.isEmpty
    }

    @Test("random keys never highlight a disabled item or a separator; the chain of submenus holds")
    func randomKeys() {
        var generator = SplitMix64(seed: 17)
        var state = MenuState(menu: Self.menu())
        var opened = 0
        for step in 0..<20_000 {
            let key = Self.keys.randomElement(using: &generator)!
            switch state.handle(key) {
            case .run, .close:
                state = MenuState(menu: Self.menu())
            case .ignored, .changed, .adjacent:
                break
            }
            opened = max(opened, state.levels.count)
            #expect(Self.isConsistent(state), "step \(step), key \(key)")
            if !Self.isConsistent(state) { return }
        }
        // The walk reached the empty submenu, three levels down.
        #expect(opened == 4)
    }

    @Test("random keys and clicks on screen: one overlay per open level, the innermost focused")
    func randomKeysOnScreen() {
        var generator = SplitMix64(seed: 1_017)
        let (terminal, open, _) = menuScreen(width: 60, height: 16)
        var session = terminal.application.showMenu(Self.menu(), anchoredTo: open)
        for step in 0..<1_500 {
            if Int.random(in: 0..<6, using: &generator) == 0, let panel = session.panel(session.state.levels.count - 1) {
                // A click somewhere on the innermost menu, or just outside it.
                let frame = panel.frame
                let x = Int.random(in: max(0, frame.x - 1)...frame.maxX, using: &generator)
                let y = Int.random(in: max(0, frame.y - 1)...frame.maxY, using: &generator)
                terminal.click(x, y)
            } else {
                terminal.send(Self.keys.randomElement(using: &generator)!)
            }
            if !session.isOpen {
                #expect(terminal.application.overlays.isEmpty, "step \(step)")
                #expect(terminal.application.focusedBrick === open, "step \(step)")
                session = terminal.application.showMenu(Self.menu(), anchoredTo: open)
                continue
            }
            let levels = session.state.levels.count
            #expect(Self.isConsistent(session.state), "step \(step)")
            #expect(session.overlays.count == levels && terminal.application.overlays.count == levels, "step \(step)")
            #expect(terminal.application.focusedBrick === session.panel(levels - 1), "step \(step)")
            if session.overlays.count != levels { return }
        }
    }
}

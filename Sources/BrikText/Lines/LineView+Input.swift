import BrikCore
import BrikRendering

/// The keys and the wheel of a ``LineView`` (see its discussion for the list).
extension LineView {
    func declareLineBindings() {
        keyBinding("lines.up", keys: "up", "k", description: "scroll up") { [unowned self] in scroll(byRows: -1) }
        keyBinding("lines.down", keys: "down", "j", description: "scroll down") { [unowned self] in scroll(byRows: 1) }
        keyBinding("lines.pageUp", keys: "pgup", description: "page up") { [unowned self] in scrollPage(forward: false) }
        keyBinding("lines.pageDown", keys: "pgdn", description: "page down", footer: true) { [unowned self] in
            scrollPage(forward: true)
        }
        keyBinding("lines.top", keys: "home", "g", description: "to the top") { [unowned self] in scrollToTop() }
        keyBinding("lines.end", keys: "end", "G", description: "to the end", footer: true) { [unowned self] in
            scrollToEnd()
        }
        let sideways: () -> Bool = { [unowned self] in !wrapsLines }
        addKeyBinding(
            KeyBinding(
                "lines.left", keys: KeyBinding.parse(["left", "h"], for: "lines.left"), description: "scroll left",
                isAvailable: sideways
            ) { [unowned self] in scroll(byColumns: -horizontalStep) })
        addKeyBinding(
            KeyBinding(
                "lines.right", keys: KeyBinding.parse(["right", "l"], for: "lines.right"), description: "scroll right",
                isAvailable: sideways
            ) { [unowned self] in scroll(byColumns: horizontalStep) })
    }
}

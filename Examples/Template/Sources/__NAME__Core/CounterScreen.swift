import BrikTUI

/// The app's screen: a count, a button that adds one, and a key that starts again.
///
/// Enter or Space presses the focused button, `r` resets the count, `?` lists every key,
/// Ctrl-C quits. The footer is made from the key bindings, never written by hand.
@MainActor public func counterScreen() -> Brick {
    let count = Label("Presses: 0")
    var presses = 0
    return VBrik(alignment: .leading, spacing: 1) { _ in
        Label("Welcome").bold()
        count
        Button("Press me").tag(1)
        Spacer()
        HelpFooter()
    }
    .border(.rounded, title: "Counter")
    .padding(EdgeInsets(horizontal: 1))
    .action(onTag: 1) { _ in
        presses += 1
        count.text = "Presses: \(presses)"
    }
    .keyBinding("reset", keys: "r", description: "reset", footer: true) {
        presses = 0
        count.text = "Presses: 0"
    }
}

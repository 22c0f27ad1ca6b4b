// The Getting Started article's app, in a file of its own so its one import is the app's.

// snippet: first-app
import BrikTUI

/// A name, a button, a greeting: the whole app.
@MainActor public func greeter() -> Brick {
    VBrik(alignment: .leading, spacing: 1) { _ in
        Label("What is your name?").bold()
        TextField(placeholder: "your name").tag(1)
        Button("Greet").tag(2)
        Label("").tag(3)
    }
    .border(.rounded, title: "Hello")
    .padding(EdgeInsets(horizontal: 1))
    .action(onTag: 2) { button in
        let form = button.parent!
        let name = form[1, TextField.self].text
        form[3, Label.self].text = name.isEmpty ? "Type a name first" : "Hello, \(name)!"
    }
}
// end-snippet

// Sources/MyAppCore/Greeter.swift
import BrikTUI

/// The app's one screen: a name typed in, a greeting under it.
@MainActor
public func makeGreeter() -> Brick {
    let greeting = Label()
    let name = TextField(placeholder: "Your name").action(event: .editingChanged) { field in
        greeting.text = field.text.isEmpty ? "" : "Hello, \(field.text)!"
    }
    return VBrik(alignment: .fill) { _ in
        Label("What is your name?")
        name
        greeting
    }
}

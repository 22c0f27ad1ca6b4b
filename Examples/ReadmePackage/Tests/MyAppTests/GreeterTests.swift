// Tests/MyAppTests/GreeterTests.swift
import BrikTUI
import MyAppCore
import Testing

@MainActor @Test func greetsByName() {
    let terminal = TestTerminal(root: makeGreeter(), size: Size(width: 30, height: 3))
    terminal.type("Ada")  // the field has the focus: the first focusable brick
    #expect(terminal.screen == ["What is your name?", "Ada", "Hello, Ada!"])
}

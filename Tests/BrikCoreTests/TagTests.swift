import BrikRendering
import Foundation
import Testing

@testable import BrikCore

private enum Field: Hashable { case name, email }

@MainActor
@Suite("Tags")
struct TagTests {
    private func form() -> VBrik {
        VBrik(alignment: .fill) { _ in
            Label("Name").tag(1)
            Button("OK").tag(2)
            HBrik(alignment: .fill) { _ in Label("inner").tag(1) }.tag("row")
        }
        .tag("form")
    }

    @Test("brick[tag] and brick[tag, Type.self] find direct children")
    func subscripts() {
        let stack = form()
        #expect(stack[1] === stack.children[0])
        #expect(stack[1, Label.self].text == "Name")
        #expect(stack[2, Button.self].title == "OK")
        #expect(stack[2, Control.self] === stack.children[1])
        #expect(stack[1][Label.self]?.text == "Name")
        #expect(stack[1][Button.self] == nil)
    }

    @Test("lookups chain through containers")
    func chained() {
        let stack = form()
        #expect(stack["row"][1, Label.self].text == "inner")
        #expect(stack["row", HBrik.self][1, Label.self].text == "inner")
    }

    @Test("child(tagged:) is optional and looks at direct children only")
    func optionalChild() {
        let stack = form()
        #expect(stack.child(tagged: 2) === stack.children[1])
        #expect(stack.child(tagged: 3) == nil)
        #expect(stack.child(tagged: "missing") == nil)
        #expect(stack.children[2].child(tagged: 1) === stack.children[2].children[0])
    }

    @Test("first(tagged:) searches breadth first: children before grandchildren")
    func breadthFirst() {
        let shallow = Label("shallow").tag(7)
        let deep = Label("deep").tag(7)
        let root = VBrik(alignment: .fill) { _ in
            VBrik(alignment: .fill) { _ in VBrik(alignment: .fill) { _ in deep } }
            shallow
        }
        #expect(root.first(tagged: 7) === shallow)
        #expect(root.children[0].first(tagged: 7) === deep)
        #expect(root.first(tagged: 8) == nil)
        #expect(root.first(tagged: 7, as: Label.self) === shallow)
        #expect(root.first(tagged: 7, as: Button.self) == nil)
        // The brick itself is not searched, only its descendants.
        #expect(shallow.first(tagged: 7) == nil)
    }

    @Test("any Hashable is a tag; different types never match")
    func hashableTags() {
        let stack = VBrik(alignment: .fill) { _ in
            Label("by enum").tag(Field.email)
            Label("by string").tag("1")
            Label("by int").tag(1)
        }
        #expect(stack[Field.email, Label.self].text == "by enum")
        #expect(stack["1", Label.self].text == "by string")
        #expect(stack[1, Label.self].text == "by int")
        #expect(stack.child(tagged: Field.name) == nil)
        #expect(stack.children[0].debugName == "Label(tag: email)")
        #expect(Label().debugName == "Label")
    }

    @Test("duplicate tags: the first wins and the app's diagnostics say so, once")
    func duplicates() {
        let stack = VBrik(alignment: .fill) { _ in
            Label("a").tag(1); Label("b").tag(1); Label("c").tag(2)
        }.tag("list")
        let terminal = TestTerminal(root: stack, size: Size(width: 5, height: 3))
        #expect(stack[1, Label.self].text == "a")
        _ = stack.child(tagged: 1)
        let expected = Diagnostic.duplicateTag(container: "VBrik(tag: list)", tag: "1")
        #expect(terminal.application.diagnostics.entries == [expected])
        #expect(expected.description == "several children of VBrik(tag: list) are tagged 1; lookups return the first")
    }

    @Test("a missing tag stops with a message naming the container and its tags")
    func missingTagMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stack = VBrik(alignment: .fill) { _ in
                    Label("a").tag(1); Label("b").tag("two"); Label("c")
                }.tag("form")
                _ = stack[3]
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("BrikTUI: no child tagged 3 in VBrik(tag: form); tags here: 1, two"))
    }

    @Test("a missing tag in an untagged container says it has no tagged children")
    func missingTagNoTags() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = HBrik(alignment: .fill) { _ in Label("a") }[Field.name, Label.self]
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("BrikTUI: no child tagged name in HBrik; it has no tagged children"))
    }

    @Test("a child of the wrong type stops with a message saying which types")
    func wrongTypeMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stack = VBrik(alignment: .fill) { _ in Label("a").tag(1) }
                _ = stack[1, Button.self]
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("BrikTUI: the child tagged 1 in VBrik is a Label, not a Button"))
    }

    @Test("an action on a tag that is not a Control stops with a message")
    func actionOnNonControl() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = VBrik(alignment: .fill) { _ in Label("a").tag(1) }.action(onTag: 1) { _ in }
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("is a Label, not a Control"))
    }
}

import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// An options list keeps the cursor and the ticks on the same options when options are
/// removed, inserted or moved (a task list deleting its first task must not tick the next).
@MainActor
@Suite struct ListOptionIdentityTests {

    @Test func removingTheFirstOptionKeepsTheTicksAndTheCursorOnTheirOptions() {
        let list = List(options: ["water", "call", "bread", "rent"], mode: .multiple)
        let terminal = TestTerminal(root: list, size: Size(width: 20, height: 6))
        terminal.application.focus(list)
        terminal.send("space", "down", "down", "space")  // tick water and bread, cursor on bread
        #expect(list.selectedOptions == ["water", "bread"])
        list.options.removeAll { $0 == "water" }
        terminal.advance(by: .zero)
        #expect(list.selectedOptions == ["bread"])
        #expect(list.cursorIndex == 1)
        #expect(terminal.screen.prefix(3) == ["[ ] call", "[x] bread", "[ ] rent"])
        list.options.insert("plants", at: 0)
        terminal.advance(by: .zero)
        #expect(list.selectedOptions == ["bread"])
        #expect(list.cursorIndex.map { list.options[$0] } == "bread")
        list.options = ["rent", "bread", "call", "plants"]  // moved
        #expect(list.selectedOptions == ["bread"])
        #expect(list.cursorIndex == 1)
    }

    @Test func anOptionReplacedInPlaceIsRenamedAndKeepsItsTick() {
        let list = List(options: ["water", "call", "bread"], mode: .multiple)
        let terminal = TestTerminal(root: list, size: Size(width: 20, height: 4))
        terminal.application.focus(list)
        terminal.send("down", "space")  // tick call, the cursor on it
        list.options[1] = "call Ana"
        #expect(list.selectedOptions == ["call Ana"])
        #expect(list.cursorIndex == 1)
        // Replaced by an option that was elsewhere: that one keeps its own identity.
        list.options = ["bread", "water"]
        #expect(list.selectedOptions.isEmpty)
    }

    @Test func appendingKeepsIdentitiesEqualToIndices() {
        let list = List(options: ["a", "b"])
        list.options.append("c")
        #expect(list.selection.selectedIDs.isEmpty)
        #expect((0..<3).map { list.optionStore!.id(at: $0) } == [0, 1, 2])
    }

    @Test(arguments: 0..<6)
    func randomEditsKeepTheTickedOptions(seed: UInt64) {
        var random = SplitMix64(seed: 0x0971_0000 + seed)
        // Distinct texts (a serial each), so "the same option" is the same text.
        var serial = 0
        func fresh() -> String {
            serial += 1
            return "option \(serial)"
        }
        var model = (0..<8).map { _ in fresh() }
        var tickedTexts: Set<String> = []
        let list = List(options: model, mode: .multiple)
        for _ in 0..<200 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !model.isEmpty:
                model.remove(at: Int.random(in: 0..<model.count, using: &random))
            case 1:
                model.insert(fresh(), at: Int.random(in: 0...model.count, using: &random))
            case 2 where model.count > 1:
                let from = Int.random(in: 0..<model.count, using: &random)
                let text = model.remove(at: from)
                model.insert(text, at: Int.random(in: 0...model.count, using: &random))
            case 3 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &random)
                list.selection.selectedIDs.insert(list.optionStore!.id(at: index))
                tickedTexts.insert(model[index])
            default:
                model.append(fresh())
            }
            list.options = model
            tickedTexts = tickedTexts.filter(model.contains)
            #expect(list.selectedOptions == model.filter(tickedTexts.contains))
        }
    }

    @Test func aLetterNoRowStartsWithGoesOnToTheScreensBinding() {
        var deleted = 0
        let list = List(options: ["Note 1", "Note 2", "Other"])
        let root = VBrik(alignment: .fill) { _ in list }
        root.keyBinding("notes.delete", keys: "d", description: "delete") { deleted += 1 }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 4))
        terminal.application.focus(list)
        terminal.send("d")
        #expect(deleted == 1)
        // A letter a row starts with is still type-ahead, and does not reach the binding.
        terminal.send("o")
        #expect(list.cursorIndex == 2)
        terminal.advance(by: .seconds(2))
        terminal.send("d")
        #expect(deleted == 2)
    }
}

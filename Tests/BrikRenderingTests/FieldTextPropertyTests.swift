import SeededRandom
import Testing

@testable import BrikRendering

/// The gap buffer under a text field, proved against plain arrays over seeded random edits,
/// and a text field's editing against the same edits on a `String`.
@Suite struct FieldTextPropertyTests {
    @Test(arguments: 1...16 as ClosedRange<UInt64>)
    func theGapBufferIsTheArrayItStandsFor(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let alphabet: [Character] = ["a", "b", "中", "é", "👍🏻", " "]
        var model: [Character] = []
        var store = FieldText()
        func width(_ character: Character) -> Int { character == "中" || character == "👍🏻" ? 2 : 1 }
        for _ in 0..<150 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                store.moveGap(to: Int.random(in: 0...model.count, using: &rng))
            default:
                let low = Int.random(in: 0...model.count, using: &rng)
                let high = Int.random(in: low...min(model.count, low + 4), using: &rng)
                let new = (0..<Int.random(in: 0...80, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
                model.replaceSubrange(low..<high, with: new)
                store.replaceSubrange(low..<high, with: new, widths: new.map(width))
            }
            #expect(store.count == model.count)
            #expect(store.allCharacters == model)
            #expect(store.totalColumns == model.map(width).reduce(0, +))
            let index = Int.random(in: 0...model.count, using: &rng)
            #expect(store.columns(before: index) == model[..<index].map(width).reduce(0, +))
            if index < model.count { #expect(store.width(at: index) == width(model[index])) }
        }
    }

    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func editingMatchesAStringAndTheSliceKeepsTheCaretVisible(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var editing = TextEditing(text: String(repeating: "word ", count: Int.random(in: 0...40, using: &rng)))
        var model = Array(editing.text)
        let width = Int.random(in: 1...30, using: &rng)
        for _ in 0..<200 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                editing.moveCursor(to: Int.random(in: -2...(model.count + 2), using: &rng))
            case 1:
                let piece = ["x", "中", "ab", "  "].randomElement(using: &rng)!
                let at = editing.cursor
                editing.insert(piece)
                model.insert(contentsOf: Array(piece), at: at)
            default:
                let at = editing.cursor
                guard at > 0 else { continue }
                editing.replace(at - 1..<at, with: "")
                model.remove(at: at - 1)
            }
            #expect(editing.text == String(model))
            #expect(editing.cursorColumn == String(model[..<editing.cursor]).map { $0 == "中" ? 2 : 1 }.reduce(0, +))
            let slice = editing.visibleSlice(width: width)
            #expect(slice.cursorColumn >= 0 && slice.cursorColumn < max(1, width))
            #expect(TextWidth.width(slice.text) <= width)
        }
    }
}

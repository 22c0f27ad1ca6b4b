import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore
@testable import BrikText

/// Undo and redo over random sessions of typing, pasting (CR LF, combining marks, wide
/// characters), editing keys, pauses and length limits: undoing everything gives the text
/// back as it started, and redoing everything gives the latest text, with the steps Ctrl-Z
/// took back during the session redone too.
@MainActor
@Suite struct TextAreaUndoPropertyTests {
    static let keys = [
        "left", "right", "up", "down", "home", "end", "shift+left", "shift+right", "shift+home", "shift+end",
        "ctrl+left", "backspace", "delete", "enter", "ctrl+k", "ctrl+w", "ctrl+u", "ctrl+d", "alt+backspace",
        "ctrl+x", "ctrl+c", "ctrl+v", "ctrl+z", "ctrl+y", "ctrl+a", "ctrl+e",
    ]
    static let pieces = ["\r\n", "\r", "\n", "e\u{301}", "\u{301}", "中", "👍🏻", "\t", " ", "x"]
    @Test func undoAllRestoresTheStartAndRedoAllTheLatestText() {
        for seed in 0..<600 {
            var random = SplitMix64(seed: UInt64(seed))
            func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
            let start = String(repeating: "ab cd\n", count: pick(3))
            let area = TextArea(text: start)
            let terminal = TestTerminal(root: area, size: Size(width: 20, height: 6))
            _ = terminal.application.focus(area)
            var log: [String] = []
            for _ in 0..<(5 + pick(25)) {
                switch pick(6) {
                case 0:
                    let c = ["a", "b", "z", " ", "é", "\u{301}"][pick(6)]
                    log.append("type \(c.debugDescription)")
                    terminal.type(c)
                case 1:
                    var t = ""
                    for _ in 0..<pick(3) { t += Self.pieces[pick(Self.pieces.count)] }
                    log.append("paste \(t.debugDescription)")
                    terminal.paste(t)
                case 2, 3:
                    let k = Self.keys[pick(Self.keys.count)]
                    log.append(k)
                    terminal.send(k)
                case 4:
                    let ms = pick(1500)
                    log.append("wait \(ms)")
                    terminal.advance(by: .milliseconds(ms))
                default:
                    let m: Int? = pick(2) == 0 ? nil : pick(20)
                    log.append("maxLength \(String(describing: m))")
                    area.maxLength = m
                }
            }
            while area.canRedo { area.redo() }  // steps undone by ctrl+z during the run
            let final = area.text
            while area.canUndo { area.undo() }
            let undone = area.text
            while area.canRedo { area.redo() }
            if area.text != final || undone != start {
                Issue.record(
                    "seed \(seed): start \(start.debugDescription) final \(final.debugDescription) undone \(undone.debugDescription) redone \(area.text.debugDescription)\n\(log.joined(separator: "\n"))"
                )
                return
            }
        }
    }
}

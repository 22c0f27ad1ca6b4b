import BrikTUI

/// The editor rows: one keystroke in the middle of a 1,000,000-line (50 MB) document and a
/// 1 MB bracketed paste into it, each through a whole frame of a 200×50 ``TestTerminal``
/// (dispatch, the edit, layout, drawing the visible lines, the ANSI diff).
@MainActor
enum EditorWorkload {
    /// Line `index` of the document: 49 characters, so each line and its newline are 50 bytes.
    static func line(_ index: Int) -> String {
        let number = String(index)
        let label = "line " + String(repeating: "0", count: max(0, 7 - number.count)) + number
        return label + " let value = compute(i) + off // tail"
    }

    /// A `lines`-line document, 50 bytes a line.
    static func document(lines: Int) -> String {
        var text = ""
        text.reserveCapacity(lines * 50)
        for index in 0..<lines {
            if index > 0 { text += "\n" }
            text += line(index)
        }
        return text
    }

    /// A text area over `lines` lines on a 200×50 screen, focused, caret in the middle line.
    static func editor(lines: Int) -> (TestTerminal, TextArea) {
        let area = TextArea(text: document(lines: lines)).showsLineNumbers(true)
        let terminal = TestTerminal(root: area, size: ScreenContent.size, colorDepth: .palette256)
        _ = terminal.application.focus(area)
        area.moveCursor(to: TextPosition(line: lines / 2, column: 20))
        terminal.advance(by: .zero)
        return (terminal, area)
    }

    /// Milliseconds of CPU per typed character in a `lines`-line document.
    static func keystrokes(lines: Int, count: Int) -> (times: [Double], bytes: [Double], landed: Bool) {
        let (terminal, area) = editor(lines: lines)
        var times: [Double] = []
        var bytes: [Double] = []
        for index in 0..<count {
            let character = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(index % 26)))
            times.append(Measure.cpu { terminal.type(String(character)) })
            bytes.append(Double(terminal.lastFrameByteCount))
        }
        let landed = area.document.line(lines / 2).count == line(lines / 2).count + count && area.document.lineCount == lines
        return (times, bytes, landed)
    }

    /// `editor.keystroke.1M`: one character typed in the middle of the 1,000,000-line document.
    static func keystroke(repeats: Int) -> BenchResult {
        let count = max(1, repeats)
        let big = keystrokes(lines: 1_000_000, count: count)
        let small = keystrokes(lines: 1_000, count: count)
        let ratio = Summary(big.times).median / max(0.000_001, Summary(small.times).median)
        return BenchResult(
            id: "editor.keystroke.1M", name: "type 1 char mid-document, 1,000,000 lines / 50 MB (TextArea, frame)",
            time: Summary(big.times), bytes: Summary(big.bytes).max, target: Target(maxMilliseconds: 1),
            note: "ratio to the same keystroke in 1,000 lines: \(Format.number(ratio))× (O(log n): near 1)"
                + (big.landed && small.landed ? "" : "; WARNING: typed text not in the document"))
    }

    /// `editor.paste.1MB`: a 1 MB bracketed paste (20,000 lines) into the middle of the
    /// 1,000,000-line document, then the frame that shows it.
    static func paste(repeats: Int) -> BenchResult {
        let pasted = document(lines: 20_000)
        var times: [Double] = []
        var landed = true
        let (terminal, area) = editor(lines: 1_000_000)
        for _ in 0..<max(1, repeats) {
            let before = area.document.lineCount
            times.append(Measure.cpu { terminal.paste(pasted) })
            landed = landed && area.document.lineCount == before + 19_999
            area.undo()
            terminal.advance(by: .zero)
        }
        return BenchResult(
            id: "editor.paste.1MB", name: "bracketed paste of 1 MB (20,000 lines) into 1,000,000 lines (TextArea, frame)",
            time: Summary(times), bytes: nil, target: Target(maxMilliseconds: 100),
            note: landed ? nil : "WARNING: the paste did not land whole")
    }
}

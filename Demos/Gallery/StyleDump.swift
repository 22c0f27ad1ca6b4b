import BrikTUI

/// The styles of `canvas` as the fidelity test compares them with `tmux capture-pane -e`:
/// one line per row, the runs of cells not in the plain style, as `x+count fg/bg/attrs`.
///
/// Colours are brought down to 256 colours, what ncurses shows under `TERM=tmux-256color`,
/// and numbered as the terminal numbers them: `d` for the default, 0–15 for the ANSI colours
/// (a palette entry below 16 is the same colour), 16–255 for the rest. Attributes are letters:
/// b bold, d dim, i italic, u underline, k blink, r reverse, s strikethrough. A wide glyph's
/// two cells are one run. A blank keeps only what it shows: its background, and reverse,
/// underline and strikethrough with its foreground (a terminal erases a line with the
/// background alone, so bold, dim, italic and blink on blanks are not compared).
func styleDump(of canvas: Canvas) -> String {
    var lines: [String] = []
    for y in 0..<canvas.size.height {
        var runs: [String] = []
        var start = 0
        var current = "plain"
        func close(at x: Int) {
            if current != "plain", x > start { runs.append("\(start)+\(x - start) \(current)") }
        }
        for x in 0..<canvas.size.width {
            let cell = canvas[x, y]
            // A right half shows its left half's style.
            let key = cell.width == 0 && x > 0 ? styleKey(canvas[x - 1, y]) : styleKey(cell)
            if key != current {
                close(at: x)
                start = x
                current = key
            }
        }
        close(at: canvas.size.width)
        lines.append(runs.joined(separator: " "))
    }
    return lines.joined(separator: "\n")
}

/// One cell's style in the dump's notation, "plain" for the default style.
private func styleKey(_ cell: Cell) -> String {
    let style = ColorDepth.palette256.downsample(cell.style)
    let blank = cell.width != 0 && cell.character == " "
    let attributes = blank ? style.attributes.intersection([.reverse, .underline, .strikethrough]) : style.attributes
    let letters: [(TextAttributes, String)] = [
        (.bold, "b"), (.dim, "d"), (.italic, "i"), (.underline, "u"), (.blink, "k"), (.reverse, "r"),
        (.strikethrough, "s"),
    ]
    let attributeText = letters.filter { attributes.contains($0.0) }.map(\.1).joined()
    let foregroundShows = !blank || !attributes.isEmpty
    let foreground = foregroundShows ? number(style.foreground) : "d"
    let background = number(style.background)
    if foreground == "d" && background == "d" && attributeText.isEmpty { return "plain" }
    return "\(foreground)/\(background)/\(attributeText)"
}

/// A colour at 256 colours as the terminal numbers it.
private func number(_ color: Color) -> String {
    switch color {
    case .default: "d"
    case .ansi(let ansi): String(ansi.rawValue)
    case .palette(let index): String(index)
    case .rgb(let r, let g, let b): "#\(r),\(g),\(b)"
    }
}

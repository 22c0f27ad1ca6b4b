@testable import BrikRendering

/// A tiny emulator of the part of a terminal an inline region uses: text with
/// autowrap, CR, LF (scrolling the top row into a scrollback), CUU, EL, ED and
/// SGR (ignored), so tests read the screen and the scrollback an inline
/// region leaves, not only its bytes.
struct LineTerminal {
    var width: Int
    var height: Int
    var screen: [[Character]]
    var scrollback: [String] = []
    var row = 0
    var column = 0
    /// Set after a character was written in the last column (xterm's pending wrap).
    var pendingWrap = false
    /// Whether the cursor is shown (DECTCEM, `ESC[?25h` / `ESC[?25l`).
    var cursorVisible = true

    init(width: Int, height: Int, cursorRow: Int = 0) {
        self.width = width
        self.height = height
        screen = Array(repeating: Array(repeating: " ", count: width), count: height)
        row = cursorRow
    }

    /// The screen's rows with trailing blanks removed.
    var lines: [String] { screen.map { String($0).trimmingTrailingBlanks } }

    /// The scrollback and the screen, oldest first, with trailing blank rows dropped.
    var history: [String] {
        var all = scrollback + lines
        while all.last == "" { all.removeLast() }
        return all
    }

    mutating func lineFeed() {
        if row == height - 1 {
            scrollback.append(String(screen.removeFirst()).trimmingTrailingBlanks)
            screen.append(Array(repeating: " ", count: width))
        } else {
            row += 1
        }
    }

    mutating func feed(_ text: String) {
        // Scalars, not Characters: "\r\n" is one Character.
        var characters = text.unicodeScalars.map(Character.init)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r":
                column = 0
                pendingWrap = false
            case "\n":
                lineFeed()
                pendingWrap = false
            case "\u{1B}":
                guard characters.first == "[" else { continue }
                characters.removeFirst()
                var parameters = ""
                while let next = characters.first, !next.isLetter {
                    parameters.append(next)
                    characters.removeFirst()
                }
                guard let final = characters.popFirst() else { return }
                let count = Int(parameters) ?? 0
                pendingWrap = false
                switch final {
                case "A": row = max(0, row - max(1, count))
                case "B": row = min(height - 1, row + max(1, count))
                case "C": column = min(width - 1, column + max(1, count))
                case "h" where parameters == "?25": cursorVisible = true
                case "l" where parameters == "?25": cursorVisible = false
                case "K" where count == 2: screen[row] = Array(repeating: " ", count: width)
                case "K": for x in column..<width { screen[row][x] = " " }
                case "J":
                    for x in column..<width { screen[row][x] = " " }
                    for y in (row + 1)..<height { screen[y] = Array(repeating: " ", count: width) }
                default: break  // SGR and anything else leave the text alone.
                }
            default:
                if pendingWrap {
                    column = 0
                    lineFeed()
                    pendingWrap = false
                }
                screen[row][column] = character
                if column == width - 1 { pendingWrap = true } else { column += 1 }
            }
        }
    }
}

extension String {
    var trimmingTrailingBlanks: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

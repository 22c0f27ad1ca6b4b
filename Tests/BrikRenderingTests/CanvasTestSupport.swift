import Testing

@testable import BrikRendering

/// The canvas as one string per row, as a terminal shows it: a wide glyph
/// appears once and its continuation cell is skipped, so rows line up in a
/// monospace view. Styles are ignored; see ``styleRows(_:_:)``.
func screenRows(_ canvas: Canvas) -> [String] {
    (0..<canvas.size.height).map { y in
        var row = ""
        for x in 0..<canvas.size.width where !canvas[x, y].isContinuation {
            row.append(canvas[x, y].character)
        }
        return row
    }
}

/// One character per cell (continuations included) chosen by `mark` from the cell, for checking styles.
func styleRows(_ canvas: Canvas, _ mark: (Cell) -> Character) -> [String] {
    (0..<canvas.size.height).map { y in
        String((0..<canvas.size.width).map { mark(canvas[$0, y]) })
    }
}

/// Records an issue unless `actual` equals `expected` row for row; the
/// message shows both screens framed and the first differing row.
func expectRows(
    _ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let firstDifference =
        zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
    func framed(_ rows: [String]) -> String {
        rows.enumerated().map { format2($0.offset) + " |" + $0.element + "|" }.joined(separator: "\n")
    }
    var message = "screens differ at row \(firstDifference)"
    if firstDifference < actual.count && firstDifference < expected.count {
        message += ":\n  actual   |\(actual[firstDifference])|\n  expected |\(expected[firstDifference])|"
    } else {
        message += " (actual has \(actual.count) rows, expected \(expected.count))"
    }
    message += "\n--- actual\n" + framed(actual) + "\n--- expected\n" + framed(expected)
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Compares the whole canvas with `expected` rows (see ``screenRows(_:)``).
func expectScreen(
    _ canvas: Canvas, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRows(screenRows(canvas), expected, sourceLocation: sourceLocation)
}

/// A row number right-aligned in two columns, for the failure listing.
private func format2(_ number: Int) -> String {
    number < 10 ? " \(number)" : "\(number)"
}

/// Checks the invariant every canvas must keep: a continuation cell only
/// right after a wide glyph, and every wide glyph followed by one.
func expectNoHalfWideGlyphs(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
    for y in 0..<canvas.size.height {
        for x in 0..<canvas.size.width {
            let cell = canvas[x, y]
            if cell.width == 2 {
                #expect(
                    x + 1 < canvas.size.width && canvas[x + 1, y].isContinuation,
                    "wide glyph at (\(x), \(y)) without continuation", sourceLocation: sourceLocation)
            }
            if cell.isContinuation {
                #expect(
                    x > 0 && canvas[x - 1, y].width == 2,
                    "orphan continuation at (\(x), \(y))", sourceLocation: sourceLocation)
            }
        }
    }
}

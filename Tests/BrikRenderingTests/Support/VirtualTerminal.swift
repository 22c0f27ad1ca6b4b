@testable import BrikRendering

/// A small ANSI terminal for tests: a grid of cells that interprets what the
/// renderer writes, so tests can check what a terminal would show rather than
/// which bytes were sent.
///
/// It understands printing (wide glyphs take two cells, widths from
/// ``TextWidth``; overwriting half a wide glyph blanks the other half;
/// writing the last column leaves a pending wrap, as xterm does), CR, LF
/// (scrolling at the bottom of the scroll region), CUP, CUU/CUD/CUF/CUB, ED,
/// EL (erasing in the current background), DECSTBM (a scroll region; it homes
/// the cursor), SU/SD (scrolling the region, blank rows in the current
/// background) and SGR with every code the renderer writes. Anything
/// else is recorded in ``problems`` so a test can fail on it.
struct VirtualTerminal {
    /// Columns and rows.
    let size: Size
    /// The grid, row after row, in the ``Cell`` convention (continuations have width 0).
    private(set) var cells: [Cell]
    /// Where the next glyph goes.
    private(set) var cursor = Point.zero
    /// The style glyphs are written in.
    private(set) var style = CellStyle.plain
    /// Sequences and characters it could not interpret.
    private(set) var problems: [String] = []
    /// The cursor sits on the last column after writing it; the next glyph wraps first.
    private var pendingWrap = false
    /// The rows that scroll (DECSTBM); the whole screen by default.
    private var region: Range<Int>

    /// A blank terminal of `size`.
    init(size: Size) {
        self.size = size
        self.cells = Array(repeating: .blank, count: size.area)
        self.region = 0..<size.height
    }

    /// The cell at column `x`, row `y`.
    subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// Interprets `output` as a terminal would.
    mutating func feed(_ output: String) {
        let scalars = Array(output.unicodeScalars)
        var text = String.UnicodeScalarView()
        var index = 0
        func flushText() {
            // Split text the way ncurses and tmux do (a wide base drops its
            // joiners; 👍🏽 is two glyphs), not into Swift grapheme clusters.
            for glyph in TextWidth.glyphs(of: String(text)) { print(glyph.character) }
            text.removeAll()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x1B:
                flushText()
                guard index < scalars.count, scalars[index] == "[" else {
                    problems.append("ESC not followed by [")
                    continue
                }
                index += 1
                var parameters = ""
                while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) {
                    parameters.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count else {
                    problems.append("unterminated CSI \(parameters)")
                    continue
                }
                controlSequence(parameters, final: scalars[index])
                index += 1
            case 0x0D:
                flushText()
                cursor.x = 0
                pendingWrap = false
            case 0x0A:
                flushText()
                lineFeed()
            case 0..<0x20, 0x7F..<0xA0:
                flushText()
                problems.append("raw control U+\(String(scalar.value, radix: 16))")
            default:
                text.append(scalar)
            }
        }
        flushText()
    }

    /// Every row as text, continuation cells left out.
    var lines: [String] {
        (0..<size.height).map { y in
            String((0..<size.width).compactMap { x in self[x, y].isContinuation ? nil : self[x, y].character })
        }
    }

    private mutating func print(_ character: Character) {
        let width = TextWidth.glyphs(of: String(character)).first?.width ?? 1
        if pendingWrap || (width == 2 && cursor.x == size.width - 1) {
            cursor.x = 0
            lineFeed()
        }
        pendingWrap = false
        let x = cursor.x
        if width == 2 {
            setCell(Cell(character: character, width: 2, style: style), x: x, partnerOf: x + 1)
            setCell(Cell(character: " ", width: 0, style: style), x: x + 1, partnerOf: x)
        } else {
            setCell(Cell(character: character, width: 1, style: style), x: x, partnerOf: nil)
        }
        if x + width >= size.width {
            cursor.x = size.width - 1
            pendingWrap = true
        } else {
            cursor.x = x + width
        }
    }

    /// Stores `cell` on the cursor's row, blanking the other half of a wide
    /// glyph it cuts (unless that half is `partner`, written along with it).
    private mutating func setCell(_ cell: Cell, x: Int, partnerOf partner: Int?) {
        let y = cursor.y
        let old = self[x, y]
        if old.width == 2, x + 1 < size.width, x + 1 != partner {
            cells[y * size.width + x + 1] = .blank(self[x + 1, y].style)
        }
        if old.width == 0, x > 0, x - 1 != partner {
            cells[y * size.width + x - 1] = .blank(self[x - 1, y].style)
        }
        cells[y * size.width + x] = cell
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursor.y != region.upperBound - 1 {
            cursor.y = min(size.height - 1, cursor.y + 1)
            return
        }
        scrollRegion(by: 1)
    }

    /// Scrolls the rows of the scroll region up by `count` (down when negative); rows
    /// that come in are erased in the current background.
    private mutating func scrollRegion(by count: Int) {
        let rows = Array(region)
        let snapshot = cells
        for y in rows {
            let from = y + count
            for x in 0..<size.width {
                cells[y * size.width + x] = region.contains(from) ? snapshot[from * size.width + x] : erased
            }
        }
    }

    private mutating func controlSequence(_ parameterText: String, final: Unicode.Scalar) {
        let numbers = parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func parameter(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? numbers[index] ?? value : value
        }
        if parameterText.contains(where: { !"0123456789;".contains($0) }) {
            problems.append("unsupported CSI \(parameterText)\(final)")
            return
        }
        if final != "m" { pendingWrap = false }
        switch final {
        case "H", "f":
            cursor = Point(
                x: min(max(parameter(1, default: 1), 1), size.width) - 1,
                y: min(max(parameter(0, default: 1), 1), size.height) - 1)
        case "A": cursor.y = max(0, cursor.y - max(1, parameter(0, default: 1)))
        case "B": cursor.y = min(size.height - 1, cursor.y + max(1, parameter(0, default: 1)))
        case "C": cursor.x = min(size.width - 1, cursor.x + max(1, parameter(0, default: 1)))
        case "D": cursor.x = max(0, cursor.x - max(1, parameter(0, default: 1)))
        case "J": eraseInDisplay(parameter(0, default: 0))
        case "K": eraseInLine(parameter(0, default: 0), y: cursor.y)
        case "m": selectGraphicRendition(numbers.map { $0 ?? 0 })
        case "r":
            let top = min(max(parameter(0, default: 1), 1), size.height) - 1
            let bottom = min(max(parameter(1, default: size.height), 1), size.height)
            region = top < bottom - 1 ? top..<bottom : 0..<size.height
            cursor = .zero
        case "S": scrollRegion(by: max(1, parameter(0, default: 1)))
        case "T": scrollRegion(by: -max(1, parameter(0, default: 1)))
        default: problems.append("unsupported CSI \(parameterText)\(final)")
        }
    }

    /// A blank in the current background, as erasing leaves it.
    private var erased: Cell {
        .blank(CellStyle(background: style.background))
    }

    private mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            eraseInLine(0, y: cursor.y)
            for y in (cursor.y + 1)..<max(cursor.y + 1, size.height) { eraseInLine(2, y: y) }
        case 1:
            for y in 0..<cursor.y { eraseInLine(2, y: y) }
            eraseInLine(1, y: cursor.y)
        case 2: cells = Array(repeating: erased, count: size.area)
        default: problems.append("unsupported ED \(mode)")
        }
    }

    private mutating func eraseInLine(_ mode: Int, y: Int) {
        let range: Range<Int>
        switch mode {
        case 0: range = cursor.x..<size.width
        case 1: range = 0..<(cursor.x + 1)
        case 2: range = 0..<size.width
        default:
            problems.append("unsupported EL \(mode)")
            return
        }
        // A wide glyph cut by the erased range loses its other half too.
        if range.lowerBound > 0, self[range.lowerBound, y].isContinuation {
            cells[y * size.width + range.lowerBound - 1] = erased
        }
        if range.upperBound < size.width, self[range.upperBound, y].isContinuation {
            cells[y * size.width + range.upperBound] = erased
        }
        for x in range { cells[y * size.width + x] = erased }
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var codes = parameters.isEmpty ? [0] : parameters
        while !codes.isEmpty {
            let code = codes.removeFirst()
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 5: style.attributes.insert(.blink)
            case 7: style.attributes.insert(.reverse)
            case 9: style.attributes.insert(.strikethrough)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 25: style.attributes.remove(.blink)
            case 27: style.attributes.remove(.reverse)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = .ansi(ANSIColor(rawValue: UInt8(code - 30))!)
            case 40...47: style.background = .ansi(ANSIColor(rawValue: UInt8(code - 40))!)
            case 90...97: style.foreground = .ansi(ANSIColor(rawValue: UInt8(code - 90 + 8))!)
            case 100...107: style.background = .ansi(ANSIColor(rawValue: UInt8(code - 100 + 8))!)
            case 39: style.foreground = .default
            case 49: style.background = .default
            case 38, 48:
                guard let color = extendedColor(&codes) else {
                    problems.append("bad extended colour after \(code)")
                    return
                }
                if code == 38 { style.foreground = color } else { style.background = color }
            default: problems.append("unsupported SGR \(code)")
            }
        }
    }

    /// Reads `5;n` or `2;r;g;b` from the front of `codes`.
    private func extendedColor(_ codes: inout [Int]) -> Color? {
        guard let kind = codes.first else { return nil }
        if kind == 5, codes.count >= 2, (0...255).contains(codes[1]) {
            defer { codes.removeFirst(2) }
            return .palette(UInt8(codes[1]))
        }
        if kind == 2, codes.count >= 4, codes[1...3].allSatisfy({ (0...255).contains($0) }) {
            defer { codes.removeFirst(4) }
            return .rgb(UInt8(codes[1]), UInt8(codes[2]), UInt8(codes[3]))
        }
        return nil
    }
}

extension VirtualTerminal {
    /// Why the screen differs from `canvas` drawn at `depth` (the first
    /// differing cell, then both screens), or `nil` when it shows exactly that.
    func difference(from canvas: Canvas, depth: ColorDepth) -> String? {
        guard canvas.size == size else { return "terminal is \(size), canvas \(canvas.size)" }
        if !problems.isEmpty { return "terminal could not interpret: \(problems)" }
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let (character, span) = canvas.drawnGlyph(x: x, y: y)
                let expected = Cell(character: character, width: UInt8(span), style: depth.downsample(canvas[x, y].style))
                let actual = self[x, y]
                let continuationMissing = span == 2 && !self[x + 1, y].isContinuation
                if actual != expected || continuationMissing {
                    return """
                        first difference at (\(x), \(y)): expected \(describe(expected)), got \(describe(actual))\
                        \(continuationMissing ? " without its continuation" : "")
                        expected screen:
                        \(framed(canvas.plainLines))
                        terminal screen:
                        \(framed(lines))
                        """
                }
                x += span
            }
        }
        return nil
    }

    private func describe(_ cell: Cell) -> String {
        "\"\(cell.character)\" width \(cell.width) fg \(describe(cell.style.foreground)) bg \(describe(cell.style.background))"
            + " attributes \(SGR.attributeCodes.filter { cell.style.attributes.contains($0.attribute) }.map(\.on))"
    }

    private func describe(_ color: Color) -> String {
        switch color {
        case .default: "default"
        case .ansi(let ansi): "\(ansi)"
        case .palette(let index): "palette \(index)"
        case .rgb(let r, let g, let b): "rgb(\(r), \(g), \(b))"
        }
    }

    private func framed(_ lines: [String]) -> String {
        lines.map { "|\($0)|" }.joined(separator: "\n")
    }
}

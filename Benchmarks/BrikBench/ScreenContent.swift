import BrikTUI
import SeededRandom

/// The screens the workloads draw: a mixed-style screen with wide glyphs, and
/// the scroll benchmark's rows exactly as the C reference writes them.
enum ScreenContent {
    /// The benchmark's screen size, as in every peer measurement.
    static let size = Size(width: 200, height: 50)

    /// Body rows between the pinned header and footer.
    static let bodyRows = 48

    /// Rows in the virtual list the scroll and jump workloads move through.
    static let listLength = 1_000_000

    private static let lorem = Array(
        "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua "
            .utf8)

    /// Row `index` as `ncurses_limit.c` makes it: `"Row %8d  "` and 150 characters of
    /// the lorem text rotated by `index * 7`, so neighbouring rows differ in most cells.
    ///
    /// Formatted into the string's own bytes, as the C reference's `sprintf` formats into
    /// its buffer: the benchmark times drawing rows, not building strings a character at a time.
    static func rowText(_ index: Int) -> String {
        String(unsafeUninitializedCapacity: 164) { bytes in
            for (offset, byte) in "Row ".utf8.enumerated() { bytes[offset] = byte }
            var number = max(0, index)
            var position = 11
            repeat {
                bytes[position] = UInt8(48 + number % 10)
                number /= 10
                position -= 1
            } while number > 0 && position >= 4
            while position >= 4 {
                bytes[position] = 0x20
                position -= 1
            }
            bytes[12] = 0x20
            bytes[13] = 0x20
            let start = (index * 7) % lorem.count
            for column in 0..<150 { bytes[14 + column] = lorem[(start + column) % lorem.count] }
            return 164
        }
    }

    /// The C reference's `COLOR_PAIR(1)`: black on cyan.
    static let barStyle = CellStyle(foreground: .black, background: .cyan)

    /// One frame of the scroll workload: pinned header and footer, body rows from `offset`.
    ///
    /// Built the way a framework that re-renders its grid would (a plain loop:
    /// there is no scroll brick yet), so the time includes making the canvas.
    static func scrollFrame(offset: Int) -> Canvas {
        var canvas = Canvas(size: size)
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: barStyle)
        canvas.write("STICKY HEADER  id        text", at: Point(x: 1, y: 0), style: barStyle)
        for row in 0..<bodyRows {
            canvas.write(rowText(offset + row), at: Point(x: 0, y: 1 + row))
        }
        canvas.fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1), style: barStyle)
        canvas.write("q quit  j/k scroll", at: Point(x: 1, y: size.height - 1), style: barStyle)
        return canvas
    }

    private static let words = ["status", "ready", "渲染", "終端", "テスト", "🚀", "✨", "naïve", "café", "한국어", "👍🏽", "box", "ok"]
    private static let colors: [Color] = [
        .default, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .palette(208), .palette(33), .hex(0x7F_3F_BF),
    ]
    private static let attributes: [TextAttributes] = [[], .bold, .underline, .italic, .reverse, [.bold, .underline], .dim]

    /// How many runs of one style the canvas has, row by row: what a writer must
    /// switch style for (continuation cells do not count).
    static func styleRuns(of canvas: Canvas) -> Int {
        var runs = 0
        for y in 0..<canvas.size.height {
            var last: CellStyle?
            for x in 0..<canvas.size.width where !canvas[x, y].isContinuation {
                if canvas[x, y].style != last { runs += 1 }
                last = canvas[x, y].style
            }
        }
        return runs
    }

    /// A 200×50 screen of mixed styles, CJK, emoji and accented text; every `variant`
    /// puts different glyphs and styles in (nearly) every cell, so presenting two
    /// variants in turn makes the terminal repaint the whole screen.
    static func mixedFrame(variant: Int) -> Canvas {
        var canvas = Canvas(size: size)
        var random = SplitMix64(seed: UInt64(variant) &* 0x1234_5678 &+ 1)
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let word = words[Int(random.next() % UInt64(words.count))]
                let style = CellStyle(
                    foreground: colors[Int(random.next() % UInt64(colors.count))],
                    background: y % 7 == variant % 7 ? .palette(UInt8(236 + variant % 4)) : .default,
                    attributes: attributes[Int(random.next() % UInt64(attributes.count))])
                x += canvas.write(word, at: Point(x: x, y: y), style: style)
                x += canvas.write(variant % 2 == 0 ? " " : "·", at: Point(x: x, y: y))
            }
        }
        return canvas
    }
}

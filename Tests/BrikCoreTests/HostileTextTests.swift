import BrikRendering
import Testing

@testable import BrikCore

/// What a terminal may receive from BrikTUI: only the writer's own sequences.
///
/// Every byte of the output is parsed; an ESC must start a CSI with numeric
/// parameters and one of the finals the writer uses (SGR m, CUP H, EL K,
/// ED 2J, DECSTBM r, SU S, SD T, cursor moves A–D). Any other ESC (OSC, DCS,
/// APC, a private mode), any C0 but CR and LF, DEL or a C1 control is a leak.
enum OutputWhitelist {
    static let allowedFinals: Set<UInt8> = Set("mHKJrSTABCD".utf8)

    /// The leaks found in `output`, described; empty when it is clean.
    static func violations(in output: String) -> [String] {
        var found: [String] = []
        let bytes = Array(output.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
                    found.append("ESC not followed by [ at byte \(index)")
                    index += 1
                    continue
                }
                var end = index + 2
                while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == UInt8(ascii: ";") {
                    end += 1
                }
                guard end < bytes.count, allowedFinals.contains(bytes[end]) else {
                    found.append("CSI with unexpected byte \(end < bytes.count ? bytes[end] : 0) at byte \(index)")
                    index = end
                    continue
                }
                if bytes[end] == UInt8(ascii: "J"), Array(bytes[(index + 2)..<end]) != [UInt8(ascii: "2")] {
                    found.append("erase other than 2J at byte \(index)")
                }
                index = end + 1
                continue
            }
            if byte < 0x20 && byte != 0x0A && byte != 0x0D { found.append("C0 \(byte) at byte \(index)") }
            if byte == 0x7F { found.append("DEL at byte \(index)") }
            index += 1
        }
        for scalar in output.unicodeScalars where (0x80...0x9F).contains(scalar.value) {
            found.append("C1 U+\(String(scalar.value, radix: 16))")
        }
        return found
    }
}

@MainActor
@Suite struct HostileTextTests {
    /// Text from files, networks and users that tries to talk to the terminal.
    nonisolated static let hostile: [String] = [
        "\u{1B}]0;pwned\u{07}",  // OSC 0: window title
        "\u{1B}]2;pwned\u{1B}\\",  // OSC 2 ended by ST
        "\u{1B}]52;c;SGVsbG8gY2xpcGJvYXJk\u{07}",  // OSC 52: clipboard write
        "\u{9D}52;c;SGVsbG8=\u{9C}",  // OSC 52 as C1 controls
        "\u{1B}[2J\u{1B}[H",  // clear screen, home
        "\u{9B}2J",  // CSI as a C1 control
        "\u{1B}P+q544e\u{1B}\\",  // DCS (XTGETTCAP)
        "\u{1B}_apc payload\u{1B}\\",  // APC
        "\u{1B}[?1049l\u{1B}[?1000h",  // leave the alternate screen, mouse on
        "\u{1B}c",  // full reset
        String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }),  // every C0
        "\u{7F}",  // DEL
        String((0x80...0x9F).map { Character(Unicode.Scalar(UInt32($0))!) }),  // every C1
        String(decoding: [0xFF, 0xC3, 0x28, 0xE2, 0x82, 0xF0, 0x9F, 0x98] as [UInt8], as: UTF8.self),  // invalid UTF-8
        "\u{301}\u{302}\u{303}",  // lone combining marks
        String(repeating: "👨\u{200D}", count: 200) + "👦",  // a ZWJ chain of 201 people
    ]

    static func expectClean(_ output: String, _ what: String) {
        let leaks = OutputWhitelist.violations(in: output)
        #expect(leaks.isEmpty, "\(what): \(leaks.prefix(5))")
        #expect(!output.contains("\u{1B}]") && !output.contains("\u{9D}"), "\(what): an OSC (52 clipboard) reached the output")
    }

    @Test func theWhitelistCatchesEveryHostileStringWrittenRaw() {
        // The check must be able to fail: each raw sample with a control is a leak. (The
        // whitelist cannot tell a user's "ESC [ 2 J" from the writer's own; the test below
        // shows that one is drawn as pictures instead.)
        let controls = Self.hostile.filter { $0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } }
        #expect(controls.count == Self.hostile.count - 3)
        for sample in controls where sample != "\u{1B}[2J\u{1B}[H" {
            #expect(!OutputWhitelist.violations(in: sample).isEmpty, "\(sample.debugDescription)")
        }
        #expect(OutputWhitelist.violations(in: "\u{1B}[0m\u{1B}[1;1H\u{1B}[K\u{1B}[2;5r\u{1B}[3S\u{1B}[r\r\n").isEmpty)
    }

    @Test(arguments: hostile)
    func labelsShowHostileTextVisiblyAndSendNothingRaw(text: String) {
        let label = Label("<" + text + ">")
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in label }, size: Size(width: 40, height: 12))
        Self.expectClean(terminal.output, "label")
        #expect(terminal.screenText.unicodeScalars.contains("<"), "the label is drawn")
        label.text = "changed " + text
        terminal.advance(by: .seconds(1))
        Self.expectClean(terminal.output, "label update")
    }

    @Test func controlsAreShownAsPicturesNotDropped() {
        let label = Label("a\u{1B}]52;c;x\u{07}b")
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in label }, size: Size(width: 40, height: 3))
        #expect(terminal.screen[0] == "a␛]52;c;x␇b")
        label.text = "\u{1B}[2J\u{1B}[H"
        terminal.advance(by: .seconds(1))
        #expect(terminal.screen[0] == "␛[2J␛[H")
        #expect(!terminal.output.contains("\u{1B}[2J"), "the writer clears only on resize, so any 2J came from the text")
    }

    @Test(arguments: hostile)
    func textFieldsTakeHostileTextTypedOrPastedAndShowItSafely(text: String) {
        let field = TextField()
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in field }, size: Size(width: 30, height: 3))
        terminal.paste(text)
        Self.expectClean(terminal.output, "pasted")
        terminal.type(text)
        Self.expectClean(terminal.output, "typed")
    }

    @Test func invalidUTF8FromTheTerminalBecomesReplacementCharacters() {
        let field = TextField()
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in field }, size: Size(width: 30, height: 3))
        terminal.send(bytes: [UInt8(ascii: "a"), 0xFF, 0xC3, 0x28, 0x80, UInt8(ascii: "b")])
        Self.expectClean(terminal.output, "invalid UTF-8")
        #expect(field.text.hasPrefix("a") && field.text.hasSuffix("b"))
        #expect(!field.text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    }

    @Test(arguments: hostile)
    func printBrickAndEveryWriterModeStayClean(text: String) {
        var printed = ""
        printBrick(
            VBrik(alignment: .fill) { _ in
                Label(text); Label("x" + text).bold()
            }.border(.rounded, title: text), width: 30,
            colorDepth: .trueColor, to: &printed)
        Self.expectClean(printed, "printBrick")
        var canvas = Canvas(size: Size(width: 20, height: 4))
        _ = canvas.write(text, at: Point(x: 1, y: 1), style: CellStyle(foreground: .red))
        let renderer = ANSIRenderer(colorDepth: .trueColor)
        Self.expectClean(renderer.render(canvas), "render")
        Self.expectClean(renderer.update(from: Canvas(size: canvas.size), to: canvas), "update")
        Self.expectClean(renderer.lines(canvas), "lines")
    }

    @Test func aOneMegabyteLineCostsOneScreenOfOutput() {
        let line = String(repeating: "ab\u{1B}]52;c;x\u{07}中😀 ", count: 1_000_000 / 19 + 1)
        #expect(line.utf8.count >= 1_000_000)
        let label = Label(line)
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in label }, size: Size(width: 80, height: 24))
        Self.expectClean(terminal.output, "1 MB line")
        // Output is bounded by the screen, not by the text: at most a few bytes per cell.
        #expect(terminal.output.utf8.count < 80 * 24 * 12)
        #expect(terminal.screen.count == 24)
        #expect(terminal.screen.allSatisfy { TextWidth.width($0) <= 80 })
    }

    @Test func aHundredThousandLinesCostOneScreenOfOutput() {
        let text = (0..<100_000).map { "line \($0) \u{1B}[2J" }.joined(separator: "\n")
        let label = Label(text)
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in label }, size: Size(width: 40, height: 10))
        Self.expectClean(terminal.output, "100,000 lines")
        #expect(terminal.output.utf8.count < 40 * 10 * 12)
        #expect(terminal.screen[0] == "line 0 ␛[2J")
    }

    /// Linear work, asserted by counting rather than timing: wrapping N lines and 2N lines
    /// gives exactly twice the lines and twice the glyphs; sanitizing grows by a bounded factor.
    @Test func wrappingAndSanitizingAreLinear() {
        func wrapped(_ count: Int) -> (lines: Int, width: Int) {
            let text = String(repeating: "word \u{1B}[31m 中文 ", count: count)
            let lines = TextLayout.wrap(text, width: 17)
            return (lines.count, lines.reduce(0) { $0 + TextWidth.width($1) })
        }
        let small = wrapped(5_000)
        let large = wrapped(10_000)
        #expect(abs(large.lines - 2 * small.lines) <= 1)
        #expect(abs(large.width - 2 * small.width) <= 17)
        for sample in Self.hostile {
            let long = String(repeating: sample, count: 1_000)
            let safe = TextWidth.sanitize(long)
            // At most one picture (3 UTF-8 bytes) per input scalar: never quadratic, never unbounded.
            #expect(safe.utf8.count <= 3 * long.unicodeScalars.count + 3)
            #expect(TextWidth.width(long) <= 2 * long.unicodeScalars.count)
        }
    }

    @Test func zwjChainsAndLoneMarksHaveBoundedWidths() {
        let chain = String(repeating: "👩\u{200D}", count: 1_000) + "👧"
        #expect(TextWidth.width(chain) == 2 * 1_001)
        TextWidth.forEachGlyph(in: chain) { glyph in
            #expect(glyph.width == 2 && glyph.character.unicodeScalars.count <= 5)
        }
        let marks = String(repeating: "\u{301}", count: 10_000)
        var total = 0
        TextWidth.forEachGlyph(in: marks) { glyph in
            #expect(glyph.character.unicodeScalars.count <= 5, "marks per cell stay bounded")
            total += glyph.width
        }
        #expect(total == TextWidth.width(marks))
        #expect(total >= 1)
    }
}

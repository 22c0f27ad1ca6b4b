import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

private let origin = Point(x: 0, y: 0)

@MainActor
@Suite("Widget rendering")
struct WidgetRenderingTests {
    // MARK: Label

    @Test("a label wraps at its width")
    func labelWraps() {
        expectScreen(layOut(Label("the quick brown fox"), width: 9, height: 3), ["the quick", "brown fox", ""])
        #expect(Label("the quick brown fox").sizeThatFits(ProposedSize(width: 9, height: nil)) == Size(width: 9, height: 2))
        #expect(Label("the quick brown fox").sizeThatFits(.unlimited) == Size(width: 19, height: 1))
        #expect(Label("").sizeThatFits(.unlimited) == Size(width: 0, height: 1))
    }

    @Test("lines(n) keeps n rows and ends the last in …")
    func labelLines() {
        let label = Label("one two three four five").lines(2)
        expectScreen(layOut(label, width: 9, height: 3), ["one two", "three…", ""])
        #expect(label.sizeThatFits(ProposedSize(width: 9, height: nil)).height == 2)
    }

    @Test(
        "alignments",
        arguments: [
            (TextAlignment.left, ["ab cd", "ef"]),
            (.right, ["   ab cd", "      ef"]),
            (.center, [" ab cd", "   ef"]),
        ])
    func labelAlignment(alignment: TextAlignment, expected: [String]) {
        let stack = VBrik(alignment: .fill) { _ in Label("ab cd\nef").textAlignment(alignment) }
        expectScreen(layOut(stack, width: 8, height: 2), expected)
    }

    @Test("justified: wrapped lines fill the width; the last line of each paragraph stays left")
    func labelJustified() {
        let label = Label("aa bb cc dd ee\nff gg").textAlignment(.justified)
        expectScreen(layOut(label, width: 9, height: 3), ["aa  bb cc", "dd ee", "ff gg"])
        let truncated = Label("aa bb cc dd ee ff").textAlignment(.justified).lines(1)
        expectScreen(layOut(truncated, width: 9, height: 1), ["aa bb cc…"])
    }

    @Test("styled spans keep their styles, across wrapping and alignment")
    func styledSpans() {
        let text = StyledText([
            TextSpan("Error: ", foreground: .red, attributes: .bold), TextSpan("try again", attributes: .underline),
        ])
        let red = CellStyle(foreground: .red, attributes: .bold)
        let under = CellStyle(attributes: .underline)

        let wide = TestTerminal(root: Label(text), size: Size(width: 20, height: 1))
        expectScreen(wide.screen, ["Error: try again"])
        #expect((0...5).allSatisfy { wide.cell(at: Point(x: $0, y: 0)).style == red })
        #expect((7...15).allSatisfy { wide.cell(at: Point(x: $0, y: 0)).style == under })
        #expect(wide.cell(at: Point(x: 17, y: 0)).style == .plain)

        let narrow = TestTerminal(root: Label(text).textAlignment(.right), size: Size(width: 9, height: 2))
        expectScreen(narrow.screen, ["   Error:", "try again"])
        #expect(narrow.cell(at: Point(x: 3, y: 0)).style == red)
        #expect(narrow.cell(at: Point(x: 8, y: 0)).style == red)
        #expect((0...8).allSatisfy { narrow.cell(at: Point(x: $0, y: 1)).style == under })
    }

    @Test("alignment padding never takes a span's background")
    func paddingUnstyled() {
        let text = StyledText([TextSpan("ab ", background: .blue), TextSpan("cd")])
        let terminal = TestTerminal(root: Label(text).textAlignment(.center), size: Size(width: 4, height: 2))
        expectScreen(terminal.screen, [" ab", " cd"])
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style == .plain)
        #expect(terminal.cell(at: Point(x: 1, y: 0)).style.background == .blue)
        #expect(terminal.cell(at: Point(x: 2, y: 1)).style == .plain)
        #expect(terminal.cell(at: Point(x: 0, y: 1)).style == .plain)
    }

    @Test("a label's own colour and attributes, and inherited ones")
    func labelStyle() {
        let root = VBrik(alignment: .fill) { _ in Label("a").color(.green).underline() }.foregroundColor(.red).bold()
        let terminal = TestTerminal(root: root, size: Size(width: 2, height: 1))
        #expect(terminal.cell(at: origin).style == CellStyle(foreground: .green, attributes: [.bold, .underline]))
    }

    // MARK: Button

    @Test("a button is [ Title ], or ' Title ' on its background")
    func buttonLook() {
        expectScreen(layOut(Button("OK"), width: 6, height: 1), ["[ OK ]"])
        #expect(Button("OK").sizeThatFits(.unlimited) == Size(width: 6, height: 1))
        let filled = Button("OK").backgroundColor(.blue)
        #expect(filled.sizeThatFits(.unlimited) == Size(width: 4, height: 1))
        let canvas = renderCanvas(filled, width: 4, height: 1)
        expectScreen(canvas.plainLines, [" OK"])
        #expect((0..<4).allSatisfy { canvas[$0, 0].style.background == .blue })
    }

    @Test("a focused button is reversed, a disabled one dim and never focused")
    func buttonStates() {
        let root = VBrik(alignment: .leading) { _ in
            Button("A").tag(1)
            Button("B").tag(2)
            Button("C").isEnabled(false).tag(3)
        }
        let terminal = TestTerminal(root: root, size: Size(width: 6, height: 3))
        expectScreen(terminal.screen, ["[ A ]", "[ B ]", "[ C ]"])
        #expect(terminal.application.focusedBrick === root[1])
        #expect(terminal.cell(at: Point(x: 2, y: 0)).style.attributes == .reverse)
        #expect(terminal.cell(at: Point(x: 2, y: 1)).style.attributes == [])
        #expect(terminal.cell(at: Point(x: 2, y: 2)).style.attributes == .dim)
        terminal.send("tab", "tab")
        #expect(terminal.application.focusedBrick === root[1])
    }

    // MARK: Toggle

    @Test("toggle and checkbox looks")
    func toggles() {
        expectScreen(layOut(Toggle("Wifi"), width: 12, height: 1), ["[OFF] Wifi"])
        let on = Toggle("Wifi", isOn: true)
        let canvas = renderCanvas(on, width: 12, height: 1)
        expectScreen(canvas.plainLines, ["[ ON] Wifi"])
        #expect(canvas[1, 0].style == CellStyle(foreground: .green, attributes: .bold))
        #expect(canvas[7, 0].style == .plain)
        expectScreen(layOut(Checkbox("Agree"), width: 12, height: 1), ["[ ] Agree"])
        expectScreen(layOut(Checkbox("Agree", isOn: true), width: 12, height: 1), ["[x] Agree"])
        #expect(Checkbox("Agree").sizeThatFits(.unlimited) == Size(width: 9, height: 1))
        #expect(Toggle().sizeThatFits(.unlimited) == Size(width: 5, height: 1))
    }

    // MARK: ProgressBar

    @Test(
        "determinate bars fill in eighths",
        arguments: [
            (0.5, true, 10, "███░░░ 50%"),
            (0.3, false, 10, "███░░░░░░░"),
            (0.55, false, 10, "█████▌░░░░"),
            (0.0625, false, 2, "▏░"),
            (0.99, false, 4, "███▉"),
            (1.0, true, 10, "█████ 100%"),
            (0.0, true, 6, "░░░ 0%"),
        ])
    func determinate(value: Double, percentage: Bool, width: Int, expected: String) {
        let bar = ProgressBar(value: value)
        bar.showsPercentage = percentage
        expectScreen(layOut(bar, width: width, height: 1), [expected])
    }

    @Test(
        "NaN, negative and over-one values are clamped",
        arguments: [
            (Double.nan, "░░░░░░░ 0%"), (-3, "░░░░░░░ 0%"), (1.5, "█████ 100%"), (.infinity, "█████ 100%"),
        ])
    func clamped(value: Double, expected: String) {
        expectScreen(layOut(ProgressBar(value: value), width: 10, height: 1), [expected])
    }

    @Test("an indeterminate bar sweeps back and forth with time")
    func indeterminate() {
        let terminal = TestTerminal(root: ProgressBar(value: nil), size: Size(width: 8, height: 1))
        expectScreen(terminal.screen, ["██░░░░░░"])
        terminal.advance(by: .milliseconds(100))
        expectScreen(terminal.screen, ["░██░░░░░"])
        for _ in 0..<5 { terminal.advance(by: .milliseconds(100)) }
        expectScreen(terminal.screen, ["░░░░░░██"])
        terminal.advance(by: .milliseconds(100))
        expectScreen(terminal.screen, ["░░░░░██░"])
        terminal.advance(by: .milliseconds(50))
        expectScreen(terminal.screen, ["░░░░░██░"])
    }

    @Test("a bar made indeterminate on screen starts sweeping; made determinate, it stops")
    func becomesIndeterminate() {
        let bar = ProgressBar(value: 0.5)
        bar.showsPercentage = false
        let terminal = TestTerminal(root: bar, size: Size(width: 8, height: 1))
        expectScreen(terminal.screen, ["████░░░░"])
        bar.value = nil
        terminal.advance(by: .milliseconds(100))
        expectScreen(terminal.screen, ["░██░░░░░"])
        bar.value = 1
        terminal.advance(by: .milliseconds(100))
        expectScreen(terminal.screen, ["████████"])
        let frames = terminal.application.stats.frames
        terminal.advance(by: .milliseconds(500))
        #expect(terminal.application.stats.frames == frames)
    }

    // MARK: Spinner

    @Test("a spinner turns with time while on screen")
    func spinnerTurns() {
        let spinner = Spinner("Loading")
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in spinner }, size: Size(width: 12, height: 1))
        expectScreen(terminal.screen, ["⠋ Loading"])
        terminal.advance(by: .milliseconds(80))
        expectScreen(terminal.screen, ["⠙ Loading"])
        terminal.advance(by: .milliseconds(80))
        expectScreen(terminal.screen, ["⠹ Loading"])
        spinner.isSpinning = false
        terminal.advance(by: .milliseconds(80))
        expectScreen(terminal.screen, ["  Loading"])
        #expect(spinner.frameIndex == 2)
    }

    @Test("a hidden or removed spinner does not turn, even when told to spin")
    func spinnerOffScreen() {
        let spinner = Spinner().hidden()
        let root = VBrik(alignment: .fill) { _ in
            spinner; Label("x")
        }
        let terminal = TestTerminal(root: root, size: Size(width: 4, height: 2))
        expectScreen(terminal.screen, ["x", ""])
        spinner.isSpinning = false
        spinner.isSpinning = true
        terminal.advance(by: .milliseconds(80))
        #expect(spinner.frameIndex == 0)
        spinner.isHidden = false
        // Shown in this frame (its clock starts now), turned in the next.
        terminal.advance(by: .milliseconds(80))
        expectScreen(terminal.screen, ["⠋", "x"])
        terminal.advance(by: .milliseconds(80))
        expectScreen(terminal.screen, ["⠙", "x"])
        spinner.removeFromParent()
        terminal.advance(by: .milliseconds(80))
        #expect(spinner.frameIndex == 1)
        let frames = terminal.application.stats.frames
        terminal.advance(by: .seconds(1))
        #expect(terminal.application.stats.frames == frames)
    }

    // MARK: Box

    @Test("a box draws a rounded border with a bold title around its content")
    func box() {
        let box = Box(title: "Info") { _ in Label("hello") }
        #expect(box.sizeThatFits(.unlimited) == Size(width: 9, height: 3))
        let canvas = renderCanvas(box, width: 12, height: 3)
        expectScreen(canvas.plainLines, ["╭ Info ────╮", "│ hello    │", "╰──────────╯"])
        #expect(canvas[2, 0].style.attributes == .bold)
        #expect(canvas[8, 0].style.attributes == [])
        expectScreen(layOut(Box(style: .ascii, padding: .zero) { _ in Label("x") }, width: 3, height: 3), ["+-+", "|x|", "+-+"])
    }
}

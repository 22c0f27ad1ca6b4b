import BrikTUI
import Testing

// snippet: custom-brick
/// A horizontal meter: `value` of `maximum` as a bar of full and light blocks, then the number.
final class Meter: Brick {
    var value: Int { didSet { setNeedsDisplay() } }
    let maximum: Int

    init(value: Int, maximum: Int) {
        self.value = value
        self.maximum = maximum
        super.init()
    }

    /// One row of content, as wide as offered (12 columns when nothing is offered), with
    /// the border and padding around it: `chromeInsets` is what they take.
    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        return Size(width: proposal.width ?? (12 + chrome.horizontal), height: 1 + chrome.vertical)
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        super.draw(into: &canvas, context: context)  // background and border, if any
        let label = " \(value)/\(maximum)"
        let barWidth = max(0, contentFrame.width - label.count)
        let filled = maximum == 0 ? 0 : barWidth * min(value, maximum) / maximum
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        canvas.write(bar + label, at: contentFrame.origin, style: CellStyle(foreground: .green))
    }

    override var canBecomeFocused: Bool { true }

    override func handle(_ event: Event) -> EventResult {
        switch event {
        case .key(.character("+")): value = min(maximum, value + 1)
        case .key(.character("-")): value = max(0, value - 1)
        default: return .ignored
        }
        return .handled
    }
}
// end-snippet

// snippet: custom-behavior
/// Indents every other item by `step` columns, more the further down the viewport it is:
/// a staircase that moves as you scroll.
final class StaircaseBehavior: LayoutBehavior {
    let step: Int
    init(step: Int) { self.step = step }

    func apply(to layout: BehaviorLayout) {
        for index in layout.items.indices where !layout.items[index].isSection {
            let row = layout.items[index].frame.y - layout.contentOffset.y
            guard row >= 0, row < layout.viewportSize.height else { continue }  // only what shows
            layout.items[index].frame = layout.items[index].frame.offsetBy(dx: row * step)
        }
    }
}
// end-snippet

enum CustomBrickSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "CustomBricksAndBehaviors", name: "meter") {
            // snippet: custom-brick-test
            let meter = Meter(value: 3, maximum: 10)
            let terminal = TestTerminal(
                root: VBrik(alignment: .fill) { _ in meter.border(.rounded) }, size: Size(width: 20, height: 3))
            let before = terminal.screen
            terminal.application.focus(meter)
            terminal.send("+", "+")
            #expect(meter.value == 5)
            let after = terminal.screen
            // end-snippet
            return [before, after]
        },
        DocScreen(article: "CustomBricksAndBehaviors", name: "staircase") {
            // snippet: custom-behavior-use
            let scroll = ScrollBrik { _ in
                Section { _ in
                    for index in 0..<20 { Label("row \(index)").width(.fixed(size: 6)) }
                }
            }
            scroll.behaviors = [StaircaseBehavior(step: 2)]
            let terminal = TestTerminal(root: scroll, size: Size(width: 16, height: 4))
            let top = terminal.screen
            scroll.scroll(to: Point(x: 0, y: 10))
            terminal.advance(by: .zero)
            let scrolled = terminal.screen
            // end-snippet
            return [top, scrolled]
        },
    ]
}

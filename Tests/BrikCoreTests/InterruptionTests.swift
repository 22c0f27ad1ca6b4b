import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Long work cut short by newer input: the frame is thrown away and laid out again, and
/// nothing measured in it is kept.
@MainActor
@Suite(.serialized) struct InterruptionTests {
    /// A brick that, the first time it is measured, behaves like long work that input interrupted.
    final class Interrupting: Brick {
        var interruptions = 1
        override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
            if interruptions > 0 {
                interruptions -= 1
                Interruption.request()
                Interruption.noteCutShort()
            }
            return Size(width: 4, height: 1)
        }
        override func hasIntrinsicSize(along axis: Axis) -> Bool { true }
        override func draw(into canvas: inout Canvas, context: DrawContext) { canvas.write("done", at: frame.origin) }
    }

    @Test func anInterruptedFrameIsNotShownAndTheNextIsLaidOutAgain() {
        defer { Interruption.endFrame() }
        let brick = Interrupting()
        let label = Label("before")
        let terminal = TestTerminal(
            root: VBrik(alignment: .leading) { _ in
                label; brick
            }, size: Size(width: 10, height: 2))
        // The first frame was cut short: nothing shown, and the loop asks for another.
        #expect(terminal.application.stats.interruptedFrames == 1)
        #expect(terminal.application.stats.frames == 0)
        #expect(!Interruption.isRequested)
        terminal.advance(by: .milliseconds(1))
        #expect(terminal.application.stats.frames == 1)
        expectScreen(terminal.screen, ["before", "done"])
    }

    @Test func aLabelCutShortKeepsNoRowsAndMeasuresWholeAfterwards() {
        defer { Interruption.endFrame() }
        let line = String(repeating: "lorém ipsum dolor ", count: 4) + "\n"
        let label = Label(String(repeating: line, count: 3000))
        let whole = label.sizeThatFits(ProposedSize(width: 30, height: nil)).height
        label.text = label.text + " "
        Interruption.request()
        // Outside a frame, a request stops nothing.
        #expect(!Interruption.isRequested)
        let cut = Interruption.whileArmed { label.sizeThatFits(ProposedSize(width: 30, height: nil)).height }
        #expect(Interruption.endFrame())
        #expect(cut < whole)
        #expect(label.sizeThatFits(ProposedSize(width: 30, height: nil)).height == whole)
    }

    @Test func withoutARequestNothingIsCutShort() {
        let label = Label(String(repeating: "lorém ipsum\n", count: 5000))
        _ = label.sizeThatFits(ProposedSize(width: 5, height: nil))
        #expect(!Interruption.endFrame())
    }
}

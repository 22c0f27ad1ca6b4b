import BrikRendering
import Testing

@testable import BrikCore

/// The frame is made in stages with explicit contexts: what each stage reads and writes.
@MainActor
@Suite struct PipelineStageTests {
    typealias F = StickyFixture

    @Test func aStuckHeaderKeepsItsLayoutFrameWhileItsShownFrameSticks() {
        let scroll = F.list(count: 20, sticky: [0])
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        F.scroll(scroll, to: 5, in: terminal)
        let header = F.brick(0, in: scroll)
        // Laid out at content row 0, scrolled 5 rows up; shown at the top of the viewport.
        #expect(header.layoutFrame == Rect(x: 0, y: -5, width: 8, height: 1))
        #expect(header.frame == Rect(x: 0, y: 0, width: 8, height: 1))
        let row = F.brick(6, in: scroll)
        #expect(row.layoutFrame == row.frame)
    }

    @Test func drawingReadsItsStyleFromTheContextNotTheAncestors() {
        final class Probe: Brick {
            var seen: [CellStyle] = []
            override func draw(into canvas: inout Canvas, context: DrawContext) {
                seen.append(context.style)
            }
        }
        let probe = Probe()
        let inner = VBrik(alignment: .fill) { _ in probe }.bold()
        let root = VBrik(alignment: .fill) { _ in inner }.foregroundColor(.red).backgroundColor(.blue)
        _ = renderCanvas(root, width: 4, height: 1)
        #expect(probe.seen == [CellStyle(foreground: .red, background: .blue, attributes: .bold)])
        #expect(probe.resolvedStyle == probe.seen[0])
    }

    @Test func theFocusedBrickDrawsWithItsFocusAttributesAndOthersWithout() {
        final class Probe: Control {
            var focusedWhenDrawn: [Bool] = []
            override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { Size(width: 2, height: 1) }
            override func draw(into canvas: inout Canvas, context: DrawContext) {
                focusedWhenDrawn.append(context.isFocused)
                canvas.write("ab", at: frame.origin, style: context.style)
            }
        }
        let first = Probe()
        let second = Probe()
        let terminal = TestTerminal(
            root: VBrik(alignment: .leading) { _ in
                first; second
            }, size: Size(width: 2, height: 2))
        #expect(terminal.application.focusedBrick === first)
        #expect(first.focusedWhenDrawn.last == true && second.focusedWhenDrawn.last == false)
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.reverse))
        #expect(!terminal.cell(at: Point(x: 0, y: 1)).style.attributes.contains(.reverse))
    }

    @Test func theHelpOverlayIsPlacedBeforeDrawingAndDrawnOverTheRoot() {
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in Label("behind") }, size: Size(width: 40, height: 10))
        terminal.send("?")
        let help = terminal.application.presentedHelp
        #expect(help != nil)
        #expect(help.map { !$0.frame.isEmpty } == true)
        #expect(terminal.screen.joined().contains("quit"))
    }

    @Test func anAppearanceIsOneValueAndThePropertiesReadAndWriteIt() {
        let label = Label("x").foregroundColor(.green).bold().border(.rounded, title: "t")
        var expected = Appearance()
        expected.foregroundColor = .green
        expected.textAttributes = .bold
        expected.border = .rounded
        expected.borderTitle = "t"
        #expect(label.appearance == expected)
        label.appearance.backgroundColor = .blue
        #expect(label.backgroundColor == .blue)
    }

    @Test func theLayoutStageAloneLeavesEveryBrickAtItsLayoutFrame() {
        let scroll = F.list(count: 20, sticky: [0])
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        F.scroll(scroll, to: 5, in: terminal)
        let header = F.brick(0, in: scroll)
        FramePipeline.layout(scroll, context: LayoutContext(detachedFor: scroll))
        // Laid out but not yet moved: the header is where the content puts it.
        #expect(header.frame == header.layoutFrame)
        _ = FramePipeline.applyBehaviors(scroll)
        #expect(header.frame == Rect(x: 0, y: 0, width: 8, height: 1))
    }

    @Test func scrollClosuresRunWithTheFrameFinalAndTheirChangesAreDrawnInTheSameFrame() {
        let scroll = F.list(count: 20, sticky: [0])
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let status = Label("top")
        let root = Brik { _ in
            scroll.placement(.height(4))
            status.placement(.pinToEdgeInsets(EdgeInsets(top: 4)))
        }
        var headerFrameSeen: Rect?
        scroll.onScroll = { scroll in
            headerFrameSeen = F.brick(0, in: scroll).frame
            status.text = "row \(scroll.contentOffset.y)"
        }
        let terminal = TestTerminal(root: root, size: Size(width: 9, height: 5))
        F.scroll(scroll, to: 5, in: terminal)
        // onScroll saw the header already stuck (the behaviors ran before it) ...
        #expect(headerFrameSeen == Rect(x: 0, y: 0, width: 8, height: 1))
        // ... and the label it changed is drawn in the same frame.
        #expect(terminal.screen == ["r0      ░", "r6      █", "r7      ░", "r8      ░", "row 5"])
    }
}

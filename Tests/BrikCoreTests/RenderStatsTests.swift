import BrikRendering
import Testing

@testable import BrikCore

@MainActor
@Suite struct RenderStatsTests {
    @Test func statsCountFramesBytesAndStages() {
        let field = TextField(placeholder: "type")
        let terminal = TestTerminal(
            root: VBrik(alignment: .fill) { _ in
                Label("title"); field
            }, size: Size(width: 30, height: 4))
        #expect(terminal.application.stats.frames == 1)
        #expect(terminal.application.stats.bytesWritten == terminal.output.utf8.count)
        terminal.type("a")
        let stats = terminal.application.stats
        #expect(stats.frames == 2)
        #expect(stats.lastFrameBytes == terminal.lastFrameByteCount)
        #expect(stats.lastFrameBytes > 0 && stats.lastFrameBytes < 40)
        #expect(stats.bytesWritten == terminal.output.utf8.count)
        #expect(stats.lastLayoutTime == .zero, "typing asks for a redraw, not a layout")
        #expect(stats.lastCellsWritten == 4, "\"a\" replaces the 4-cell placeholder \"type\"")
        #expect(stats.cellsWritten == 30 * 4 + 4)
        #expect(stats.lastDrawTime > .zero)
        terminal.resize(to: Size(width: 20, height: 4))
        #expect(terminal.application.stats.lastLayoutTime > .zero)
    }
}

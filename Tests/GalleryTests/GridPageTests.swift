import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct GridPageMosaicTests {
    /// `m`: tiles laid out by a FlowLayoutDataSource, only as far as shown, more as it scrolls.
    @Test func theMosaicPlacesWhatIsShownAndMoreAsItScrolls() throws {
        let (terminal, page) = try openGalleryPage("grid", as: GridPage.self, size: Size(width: 80, height: 24))
        terminal.send("m")
        terminal.advance(by: .zero)
        let mosaic = try #require(page.mosaic)
        #expect(terminal.screen.contains { $0.contains("mosaic of 100,000 tiles") })
        #expect(terminal.screen.contains { $0.contains(" #0 ") })
        let placed = mosaic.placedCount
        #expect(placed > 0 && placed < 200)
        terminal.send("G")
        terminal.advance(by: .zero)
        terminal.send("pgdn", "pgdn")
        terminal.advance(by: .zero)
        for _ in 0..<20 { terminal.send("pgdn") }
        terminal.advance(by: .zero)
        #expect(mosaic.placedCount > placed)
        // The tiles drawn are the ones at the offset: their numbers grow down the mosaic.
        #expect(terminal.screen.contains { $0.contains("placed") })
        terminal.send("m")
        terminal.advance(by: .zero)
        #expect(terminal.screen.contains { $0.contains("item 0") })
    }
}

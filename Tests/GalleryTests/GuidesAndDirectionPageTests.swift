import BrikConstraints
import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct GuidesAndDirectionPageTests {
    /// Margins change the pinned box live, the gap guide is solved between the labels with
    /// the marker centred in it, and `d` switches the tiles between the two distributions.
    @Test func marginsGuideAndDistribution() throws {
        let (terminal, page) = try openGalleryPage("guides", as: GuidesPage.self, size: Size(width: 100, height: 30))
        let pinned = page.pinned.frame
        #expect(page.gap.frame.minX == page.name.frame.maxX)
        #expect(page.gap.frame.maxX == page.value.frame.minX)
        let gapCentre = page.gap.frame.minX + page.gap.frame.width / 2
        #expect(abs(page.marker.frame.minX + page.marker.frame.width / 2 - gapCentre) <= 1)
        #expect(terminal.screenText.contains("LayoutGuide:gap.left == Label:name.right"))
        #expect(terminal.screenText.contains("margins 2 · gap guide x \(page.gap.frame.minX)..<"))
        terminal.send("m")
        #expect(page.pinned.frame == pinned.inset(by: EdgeInsets(all: 1)))
        #expect(terminal.screenText.contains("margins 3"))
        // Equal lengths one apart, then length 8 with equal gaps.
        // 98 columns less the insets and gaps do not split in four: lengths differ by a cell at most.
        let widths = page.tiles.map(\.frame.width)
        #expect(widths.max()! - widths.min()! <= 1)
        #expect(zip(page.tiles, page.tiles.dropFirst()).allSatisfy { $1.frame.minX - $0.frame.maxX == 1 })
        terminal.send("d")
        #expect(page.tiles.allSatisfy { $0.frame.width == 8 })
        let gaps = zip(page.tiles, page.tiles.dropFirst()).map { $1.frame.minX - $0.frame.maxX }
        #expect(gaps.max()! - gaps.min()! <= 1)
        #expect(terminal.screenText.contains("tiles 8 long, equal gaps"))
        #expect(page.tilesBox.constraintIssues.isEmpty)
    }

    /// The page starts right to left (the toolbar's first button on the right, natural text
    /// flush right, the form's labels on the right) and `d` flips it.
    @Test func rightToLeftAndBack() throws {
        let (terminal, page) = try openGalleryPage("rtl", as: RightToLeftPage.self, size: Size(width: 100, height: 30))
        func row(_ text: String) -> String { terminal.screen.first { $0.contains(text) } ?? "" }
        #expect(row("1 Back").hasSuffix("[ 1 Back ]"))
        #expect(row("[ 3 Share ]").firstRange(of: "3 Share")!.lowerBound < row("1 Back").firstRange(of: "1 Back")!.lowerBound)
        #expect(row("reads from the leading edge").hasSuffix("reads from the leading edge"))
        #expect(row("this one stays").hasPrefix("  left:"))
        #expect(row("Name").hasSuffix("Name"))
        #expect(page.insetBox.frame.maxX == page.insetBox.parent!.frame.maxX - 6)
        terminal.send("d")
        #expect(terminal.screenText.contains("direction: left-to-right"))
        #expect(row("1 Back").hasPrefix("  [ 1 Back ] [ 2 Forward ]"))
        #expect(row("reads from the leading edge").hasPrefix("  natural: reads"))
        #expect(row("Name").hasPrefix("   Name"))
        #expect(page.insetBox.frame.minX == page.insetBox.parent!.frame.minX + 6)
    }
}

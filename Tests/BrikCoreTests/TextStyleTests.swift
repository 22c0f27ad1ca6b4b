import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// UIKit's text styles and fonts as attributes: Brik's README reads as it did.
@MainActor
@Suite struct TextStyleTests {
    @Test func brikReadmesHeadlineIsBold() {
        let label = Label("Username").font(.preferredFont(forTextStyle: .headline)).textAlignment(.center)
        let terminal = TestTerminal(root: label, size: Size(width: 12, height: 1))
        expectScreen(terminal.screen, ["  Username"])
        #expect(terminal.cell(at: Point(x: 2, y: 0)).style.attributes.contains(.bold))
    }

    @Test func everyStyleHasItsAttributes() {
        #expect(TextStyle.largeTitle.attributes == [.bold, .underline])
        #expect(TextStyle.title == .title1)
        #expect(TextStyle.title2.attributes == .bold)
        #expect(TextStyle.body.attributes == [])
        #expect(TextStyle.callout.attributes == .italic)
        #expect(TextStyle.caption1.attributes == .dim)
        #expect(TextStyle.caption2.attributes == [.dim, .italic])
        #expect(Font.boldSystemFont(ofSize: 17).attributes == .bold)
        #expect(Font.systemFont(ofSize: 17).attributes == [])
        let caption = Label("note").textStyle(.caption1)
        #expect(caption.textAttributes.contains(.dim))
    }
}

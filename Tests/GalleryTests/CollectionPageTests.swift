import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct CollectionPageTests {
    func shows(_ terminal: TestTerminal, _ text: String) -> Bool {
        terminal.screen.contains { $0.contains(text) }
    }

    /// `o` puts an OverrideContentSource over the list's label bricks and takes it away.
    @Test func theExperimentOverridesTheLabelsAndGoesAway() throws {
        let (terminal, page) = try openGalleryPage("collection", as: CollectionPage.self, size: Size(width: 100, height: 30))
        #expect(shows(terminal, "a label with a chevron"))
        #expect(!shows(terminal, "★"))
        terminal.send("o")
        terminal.advance(by: .zero)
        #expect(shows(terminal, "experiment on"))
        #expect(shows(terminal, "★ a label with a chevron"))
        #expect(shows(terminal, "★ Inbox"))
        #expect(page.listBricks.allSatisfy { $0.label.foregroundColor == .yellow })
        terminal.send("o")
        terminal.advance(by: .zero)
        #expect(shows(terminal, "experiment off"))
        #expect(!shows(terminal, "★"))
        #expect(page.listBricks.allSatisfy { $0.label.foregroundColor == nil })
    }
}

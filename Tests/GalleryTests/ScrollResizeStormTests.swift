import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

/// After many resizes the scroll page lays out exactly as a fresh one at the final size.
@MainActor
@Suite struct ScrollResizeStormTests {
    @Test func contentSizeAfterAStormEqualsAFreshLayout() {
        let shell = GalleryShell()
        #expect(shell.open(id: "scroll"))
        let terminal = TestTerminal(root: shell, size: Size(width: 100, height: 30))
        for step in 0..<200 {
            let size =
                step % 17 == 0
                ? Size(width: 0, height: 0) : Size(width: 1 + (step * 37) % 120, height: 1 + (step * 13) % 40)
            terminal.resize(to: size)

        }
        terminal.resize(to: Size(width: 100, height: 30))
        let fresh = GalleryShell()
        #expect(fresh.open(id: "scroll"))
        let freshTerminal = TestTerminal(root: fresh, size: Size(width: 100, height: 30))
        #expect((shell.openPage as! ScrollPage).scroll.contentSize == (fresh.openPage as! ScrollPage).scroll.contentSize)
        #expect(terminal.screen == freshTerminal.screen)
    }
}

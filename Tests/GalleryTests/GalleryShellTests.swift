import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct GalleryShellTests {
    func terminal(_ size: Size = Size(width: 100, height: 30)) -> (TestTerminal, GalleryShell) {
        let shell = GalleryShell()
        return (TestTerminal(root: shell, size: size), shell)
    }

    @Test func menuListsEveryScreenWithTitleBarAndFooter() {
        let (terminal, _) = terminal()
        let screen = terminal.screen
        #expect(screen[0].hasPrefix(" BrikTUI Gallery"))
        #expect(screen.contains { $0.contains("▶ Hello") })
        #expect(screen.contains { $0.contains("Colors") })
        #expect(screen[29].contains("↑ up  ↓ down") && screen[29].contains("enter open") && screen[29].contains("q quit"))
    }

    @Test func enterOpensTheSelectedScreenAndEscGoesBack() {
        let (terminal, shell) = terminal()
        terminal.send("down", "enter")
        #expect(shell.openPage?.id == "colors")
        #expect(terminal.screen[0].contains("BrikTUI Gallery › Colors"))
        #expect(terminal.screen[29].contains("esc back"))
        terminal.send("esc")
        #expect(shell.openPage == nil)
        #expect(terminal.screen.contains { $0.contains("▶ Colors") })
    }

    @Test func qAtTheMenuQuitsAndCtrlCQuitsAnywhere() {
        let (terminal, _) = terminal()
        terminal.send("q")
        #expect(!terminal.isRunning)
        let (other, _) = self.terminal()
        other.send("enter", "ctrl+c")
        #expect(!other.isRunning)
    }

    @Test func openByIdAndUnknownId() {
        let shell = GalleryShell()
        #expect(shell.open(id: "hello"))
        #expect(!shell.open(id: "nope"))
        #expect(shell.openPage?.id == "hello")
    }

    @Test func listingNamesEveryId() {
        let ids = GalleryCatalog.listing().split(separator: "\n").map { $0.split(separator: "\t")[0] }
        for required in ["hello", "colors", "login", "stacks", "styles", "sections"] {
            #expect(ids.contains(Substring(required)), "no gallery screen \(required)")
        }
        #expect(Set(ids).count == ids.count, "gallery ids must be unique")
    }

    @Test func resizeRedrawsAtTheNewSize() {
        let (terminal, _) = terminal()
        terminal.resize(to: Size(width: 60, height: 20))
        #expect(terminal.screen.count == 20)
        #expect(terminal.screen[19].contains("q quit"))
    }

    @Test func anIgnoredKeyProducesNoFrame() {
        let (terminal, _) = terminal()
        let before = terminal.output.utf8.count
        terminal.send("x")
        #expect(terminal.application.stats.frames == 1)
        #expect(terminal.output.utf8.count == before)
    }
}

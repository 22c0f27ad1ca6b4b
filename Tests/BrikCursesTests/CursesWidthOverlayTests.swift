import BrikCore
import BrikRendering
import Testing

@testable import BrikCurses

#if canImport(Glibc)
    import Glibc
#endif

/// Under a learned width profile, the glyphs ncurses would measure otherwise (🧺 drawn 1
/// column wide, ☰ 2) reach ncurses as blanks and are written by position after its
/// update; a row that loses them has their columns written again from the canvas.
@Suite(.serialized) @MainActor struct CursesWidthOverlayTests {
    private let size = Size(width: 20, height: 3)
    private let profile = WidthProfile([.supplementalEmoji: 1, .trigram: 2])

    private func canvas(_ text: String) -> Canvas {
        var canvas = Canvas(size: size)
        canvas.write(text, at: Point(x: 0, y: 1))
        return canvas
    }

    @Test func disputedGlyphsAreWrittenPastNcurses() throws {
        let screen = try HeadlessScreen(size: size)
        defer { screen.close() }
        try WidthProfile.withActive(profile) {
            let first = try screen.bytes(presenting: canvas("a🧺b☰c|"))
            // ncurses holds blanks where the glyphs go, so its columns stay true…
            #expect(screen.screenLines()[1].hasPrefix("a b  c|"))
            // …and the glyphs are written over them by position.
            #expect(first.contains("\u{1B}7\u{1B}[2;2H🧺"))
            #expect(first.contains("\u{1B}[2;4H☰") || first.contains("b☰"))
            #expect(first.hasSuffix("\u{1B}8"))
            // Nothing changed: nothing written.
            #expect(try screen.bytes(presenting: canvas("a🧺b☰c|")).isEmpty)
            // The glyphs gone: their columns are written again from the canvas.
            let gone = try screen.bytes(presenting: canvas("abcdef|"))
            #expect(gone.contains("\u{1B}7\u{1B}[2;2H"))
            #expect(!gone.contains("🧺") && !gone.contains("☰"))
            #expect(screen.screenLines()[1].hasPrefix("abcdef|"))
        }
    }

    @Test func underGlibcNcursesDrawsEverything() throws {
        let screen = try HeadlessScreen(size: size)
        defer { screen.close() }
        let output = try screen.bytes(presenting: canvas("a🧺b☰c|"))
        #expect(!output.contains("\u{1B}7"))
        #expect(screen.screenLines()[1].hasPrefix("a🧺b☰c|"))
    }

    @Test func whatIsDisputed() {
        #expect(CursesWidthOverlay.isDisputed("\u{1F9FA}", width: 1))
        #expect(!CursesWidthOverlay.isDisputed("\u{1F9FA}", width: 2))
        #expect(CursesWidthOverlay.isDisputed("\u{263A}\u{FE0F}", width: 2))
        #expect(!CursesWidthOverlay.isDisputed("e\u{301}", width: 1))
        #expect(CursesWidthOverlay.isDisputed("\u{1F1EB}\u{1F1F7}", width: 2))
    }
}

import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

/// A screen row with `texts` at their columns (a test's picture of a screen).
func row(_ texts: (Int, String)...) -> String {
    var line = ""
    for (column, text) in texts {
        line += String(repeating: " ", count: max(0, column - TextWidth.width(line))) + text
    }
    return line
}

func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// BrickKit's two README layouts, hand-computed from the flow: golden frames.
///
/// The page's root section has edge insets 2×1 and inset 1; the simple section
/// starts at (2, 2), its bricks one column in, so its inner row is W − 6 wide.
/// Halves are (W − 7) / 2 and thirds (W − 8) / 3, edges rounded half away from zero.
@MainActor
@Suite struct SectionsPageTests {
    struct Layout {
        var simple: [Rect]
        var nested: Section
        var nestedFrames: [Rect]
        var terminal: TestTerminal
    }

    func open(_ width: Int, _ height: Int = 40) -> Layout {
        let shell = GalleryShell()
        shell.open(id: "sections")
        let terminal = TestTerminal(root: shell, size: Size(width: width, height: height))
        let root = shell.openPage!.children[0]
        let simple = root.children[0] as! Section
        let nested = root.children[1] as! Section
        #expect(simple.identifier == "simple" && nested.identifier == "nested")
        return Layout(
            simple: simple.children.map(\.frame), nested: nested, nestedFrames: nested.children.map(\.frame), terminal: terminal)
    }

    @Test func simpleSectionAt60() {
        // Inner row 54: the multi-line brick wraps to 3 lines (3 pairs of 16 + spaces = 50 a line);
        // halves 26.5 → 0…27 | 28…54; thirds 17.33 → 0…17 | 18…36 | 37…54.
        #expect(
            open(60).simple == [
                rect(3, 2, 54, 1), rect(3, 3, 54, 3),
                rect(3, 6, 27, 1), rect(31, 6, 26, 1),
                rect(3, 7, 17, 1), rect(21, 7, 18, 1), rect(40, 7, 17, 1),
            ])
    }

    @Test func simpleSectionAt80() {
        // Inner row 74: 2 lines; halves 36.5 → 0…37 | 38…74; thirds exactly 24.
        #expect(
            open(80).simple == [
                rect(3, 2, 74, 1), rect(3, 3, 74, 2),
                rect(3, 5, 37, 1), rect(41, 5, 36, 1),
                rect(3, 6, 24, 1), rect(28, 6, 24, 1), rect(53, 6, 24, 1),
            ])
    }

    @Test func simpleSectionAt120() {
        // Inner row 114: 2 lines (the first holds 6½ pairs, 112 columns); halves 56.5 → 0…57 | 58…114;
        // thirds 37.33 → 0…37 | 38…76 | 77…114.
        #expect(
            open(120).simple == [
                rect(3, 2, 114, 1), rect(3, 3, 114, 2),
                rect(3, 5, 57, 1), rect(61, 5, 56, 1),
                rect(3, 6, 37, 1), rect(41, 6, 38, 1), rect(80, 6, 37, 1),
            ])
    }

    @Test func nestedSectionAt60() {
        let layout = open(60)
        #expect(layout.nested.frame == rect(2, 9, 56, 12))
        #expect(
            layout.nestedFrames == [
                rect(3, 10, 27, 1), rect(31, 10, 26, 4),  // half brick, half section of 2 + 1 + 1 rows
                rect(3, 14, 54, 3),  // the 1/3 + 2/3 sections
                rect(3, 17, 27, 2), rect(31, 17, 26, 1),  // half section of 2 rows, half brick
                rect(3, 19, 54, 1),
            ])
        #expect(
            layout.nested.children[1].children.map(\.frame) == [rect(31, 10, 26, 2), rect(31, 12, 26, 1), rect(31, 13, 26, 1)])
        // Inside the row section (edge insets 1): 52 columns; 1/3 of (52 − 2) = 16.67 → 0…17,
        // 2/3 of (52 − 0.5) = 34.33 → 18…52.
        let thirds = layout.nested.children[2].children
        #expect(thirds.map(\.frame) == [rect(4, 14, 17, 2), rect(22, 14, 34, 3)])
        #expect(thirds[0].children.map(\.frame) == [rect(4, 14, 17, 1), rect(4, 15, 17, 1)])
        #expect(thirds[1].children.map(\.frame) == [rect(22, 14, 34, 1), rect(22, 15, 34, 1), rect(22, 16, 34, 1)])
        #expect(layout.nested.children[3].children.map(\.frame) == [rect(3, 17, 27, 1), rect(3, 18, 27, 1)])
    }

    @Test func nestedSectionAt80() {
        let layout = open(80)
        #expect(layout.nested.frame == rect(2, 8, 76, 12))
        #expect(
            layout.nestedFrames == [
                rect(3, 9, 37, 1), rect(41, 9, 36, 4),
                rect(3, 13, 74, 3),
                rect(3, 16, 37, 2), rect(41, 16, 36, 1),
                rect(3, 18, 74, 1),
            ])
        // 72 columns: 1/3 of 70 = 23.33 → 0…23, 2/3 of 71.5 = 47.67 → 24…72.
        #expect(layout.nested.children[2].children.map(\.frame) == [rect(4, 13, 23, 2), rect(28, 13, 48, 3)])
    }

    @Test func nestedSectionAt120() {
        let layout = open(120)
        #expect(layout.nested.frame == rect(2, 8, 116, 12))
        #expect(
            layout.nestedFrames == [
                rect(3, 9, 57, 1), rect(61, 9, 56, 4),
                rect(3, 13, 114, 3),
                rect(3, 16, 57, 2), rect(61, 16, 56, 1),
                rect(3, 18, 114, 1),
            ])
        // 112 columns: 1/3 of 110 = 36.67 → 0…37, 2/3 of 111.5 = 74.33 → 38…112.
        #expect(layout.nested.children[2].children.map(\.frame) == [rect(4, 13, 37, 2), rect(42, 13, 74, 3)])
    }

    @Test func theWholeScreenAt80x24() {
        let layout = open(80, 24)
        let pair = "MULTI-LINE BRICK"
        let fourPairs = Array(repeating: pair, count: 4).joined(separator: " ")
        #expect(
            layout.terminal.screen == [
                " BrikTUI Gallery › Sections",
                "",
                row((3, "BRICK 1")),
                row((3, fourPairs)),
                row((3, fourPairs)),
                row((3, "1/2 BRICK"), (41, "1/2 BRICK")),
                row((3, "1/3 BRICK"), (28, "1/3 BRICK"), (53, "1/3 BRICK")),
                "",
                "",
                row((3, "BRICK"), (41, "BRICK")),
                row((41, "BRICK")),
                row((41, "BRICK")),
                row((41, "BRICK")),
                row((4, "BRICK"), (28, "BRICK")),
                row((4, "BRICK"), (28, "BRICK")),
                row((28, "BRICK")),
                row((3, "BRICK"), (41, "BRICK")),
                row((3, "BRICK")),
                row((3, "BRICK")),
                "", "", "", "",
                " esc back  ctrl+c quit  ? help",
            ])
    }

    @Test func resizingReflowsAtOnce() {
        let layout = open(80)
        layout.terminal.resize(to: Size(width: 60, height: 40))
        #expect(layout.nested.frame == rect(2, 9, 56, 12))
        #expect(layout.nested.children[2].children.map(\.frame) == [rect(4, 14, 17, 2), rect(22, 14, 34, 3)])
        layout.terminal.resize(to: Size(width: 120, height: 40))
        #expect(layout.nested.frame == rect(2, 8, 116, 12))
    }
}

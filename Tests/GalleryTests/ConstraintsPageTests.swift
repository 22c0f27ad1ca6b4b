import BrikConstraints
import BrikCore
import BrikRendering
import BrikSolver
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct ConstraintsPageTests {
    func open(_ size: Size = Size(width: 100, height: 30)) -> (TestTerminal, ConstraintsPage) {
        let shell = GalleryShell()
        _ = shell.open(id: "constraints")
        let terminal = TestTerminal(root: shell, size: size)
        return (terminal, shell.openPage as! ConstraintsPage)
    }

    /// The playground rows (inside its box), trimmed on the right.
    func playground(_ terminal: TestTerminal, _ page: ConstraintsPage) -> [String] {
        let area = page.playground.frame
        return (area.minY..<area.maxY).map { y in
            var row = String(terminal.screen[y].dropFirst(area.minX).prefix(area.width))
            while row.last == " " { row.removeLast() }
            return row
        }
    }

    @Test func readableAt100x30() {
        let (terminal, _) = open()
        #expect(
            Array(terminal.screen.prefix(8)) == [
                " BrikTUI Gallery › Constraints",
                "╭ README layout ────────────────────────────╮╭ Constraints ────────────────────────────────────────╮",
                "│                                           ││ offset 2 · multiplier 0.5 · b.wish low              │",
                "│ Username  [alice        ]                 ││  a.left   A.left == super.left + 2                  │",
                "│ Password  [•••••        ]                 ││           A.top == super.top + 1                    │",
                "│                                           ││  a.width  A.width == super.width * 0.5              │",
                "│            [ Cancel ] [ Send ]            ││  b.after  B.left == A.right + 1                     │",
                "│                                           ││           B.top == A.bottom + 1                     │",
            ])
        #expect(
            terminal.screen[12]
                == "│  A═════════════════════                   ││  c.centre C.centerX == super.centerX                │")
        #expect(
            terminal.screen[14]
                == "│                         B═══════          ││ ✗c.wide   C.width == 12                             │")
        #expect(
            terminal.screen[23]
                == "│                                           ││ conflict: \"c.wide\" C.width == 12                    │")
        #expect(terminal.screen[29].hasPrefix(" ← offset  + multiplier  p priority  space animate  esc back"))
    }

    @Test func readableAt80x24() {
        let (terminal, page) = open(Size(width: 80, height: 24))
        let text = terminal.screenText
        let narrow = page.playground.layoutConstraints.first { $0.label == "c.narrow" }!.location
        #expect(narrow.file == "GalleryScreens/ConstraintsPage.swift")
        #expect(text.contains("│        [ Cancel ] [ Send ]       │"))
        #expect(text.contains("│  a.width  A.width == super.width * 0.5   │"))
        #expect(text.contains("│ ✗c.wide   C.width == 12                  │"))
        #expect(text.contains("│ (ConstraintsPage.swift:\(narrow.line)); dropped     │"))
        #expect(terminal.screen[23].hasPrefix(" ← offset  + multiplier  p priority"))
    }

    @Test func keysChangeOffsetMultiplierAndPriorityLive() {
        let (terminal, page) = open()
        // 43 columns inside: A is 21.5 wide from 2, B is capped at 8.
        #expect(playground(terminal, page)[1] == "  A═════════════════════")
        #expect(playground(terminal, page)[3] == "                         B═══════")
        terminal.send("right", "right")
        #expect(playground(terminal, page)[1] == "    A═════════════════════")
        #expect(terminal.screenText.contains("A.left == super.left + 4"))
        terminal.send("+")
        // 43 × 0.625 = 26.875: edges 4 and 30.875 round to 4 and 31.
        #expect(playground(terminal, page)[1] == "    A" + String(repeating: "═", count: 26))
        #expect(terminal.screenText.contains("A.width == super.width * 0.625"))
        terminal.send("-", "-")
        #expect(terminal.screenText.contains("offset 4 · multiplier 0.375 · b.wish low"))
        terminal.send("p")
        #expect(terminal.screenText.contains("b.wish   B.width == 30 ^medium"))
        #expect(playground(terminal, page)[3].hasSuffix("B═══════"))
        terminal.send("p")
        // High beats the cap at 600; B stops at the playground's right edge.
        #expect(playground(terminal, page)[3] == "                     B" + String(repeating: "═", count: 21))
    }

    @Test func aRequiredWishDropsTheEdgeAndReportsIt() {
        let (terminal, page) = open()
        terminal.send("p", "p", "p")
        #expect(page.wishPriority == .required)
        let text = terminal.screenText
        #expect(text.contains("b.wish   B.width == 30 "))
        #expect(text.contains("✗b.inside B.right <= super.right"))
        #expect(text.contains("conflict: \"b.inside\" B.right <= super.right"))
        #expect(terminal.application.diagnostics.entries.contains { $0.description.hasPrefix("conflict: \"b.inside\"") })
        terminal.send("p")
        #expect(!terminal.screenText.contains("✗b.inside"))
    }

    @Test func spaceAnimatesCToItsNewPlace() {
        let (terminal, page) = open()
        let start = page.c.frame.minX
        terminal.send("space")
        #expect(page.playground.isAnimatingConstraints)
        var xs: [Int] = []
        for _ in 0..<6 {
            terminal.advance(by: .milliseconds(80))
            xs.append(page.c.frame.minX)
        }
        #expect(xs.last == page.playground.contentFrame.minX + 8)
        #expect(xs.first! < start && xs.first! > xs.last!)
        #expect(xs == xs.sorted(by: >))
        #expect(!page.playground.isAnimatingConstraints)
    }
}

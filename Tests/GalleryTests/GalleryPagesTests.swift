import BrikCore
import BrikRendering
import Foundation
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct LoginPageTests {
    func open() -> TestTerminal {
        let shell = GalleryShell()
        shell.open(id: "login")
        return TestTerminal(root: shell, size: Size(width: 80, height: 24))
    }

    @Test func firstFieldHasFocusAndTheCursor() {
        let terminal = open()
        #expect(terminal.screen.contains { $0.contains("Enter an email") })
        let focused = terminal.application.focusedBrick as? TextField
        #expect(focused?.placeholder == "Enter an email")
        #expect(terminal.cursor != nil)
    }

    @Test func signingInReadsTheFieldsByTag() {
        let terminal = open()
        terminal.type("李雷@example.com")
        terminal.send("tab")
        terminal.paste("s3cr3t")
        terminal.send("tab", "enter")
        #expect(terminal.screen.contains { $0.contains("Welcome, 李雷@example.com (6 characters)") })
        #expect(terminal.screen.contains { $0.contains("••••••") })
        #expect(!terminal.screen.contains { $0.contains("s3cr3t") })
    }

    @Test func enterInThePasswordFieldSignsInAndEmptyFieldsWarn() {
        let terminal = open()
        terminal.send("tab", "enter")
        #expect(terminal.screen.contains { $0.contains("Enter an email and a password") })
    }

    @Test func theFormStaysBoxedAndCentredWithWideText() {
        let terminal = open()
        terminal.type("中文中文中文")
        let rows = terminal.screen.filter { $0.contains("│") }
        let rightEdges = Set(rows.map { row in TextWidth.width(String(row[..<row.lastIndex(of: "│")!])) })
        #expect(rightEdges.count == 1, "right borders at \(rightEdges)")
    }
}

@MainActor
@Suite struct StacksPageTests {
    @Test func keysCycleAlignmentDistributionAndSpacing() {
        let shell = GalleryShell()
        shell.open(id: "stacks")
        let terminal = TestTerminal(root: shell, size: Size(width: 100, height: 30))
        #expect(terminal.screen[2].contains("alignment: .fill   distribution: .fill   spacing: 1"))
        terminal.send("a", "d", "d", "s")
        #expect(terminal.screen[2].contains("alignment: .leading   distribution: .fillProportionally   spacing: 2"))
        for _ in 0..<5 { terminal.send("a") }
        #expect(terminal.screen[2].contains("alignment: .fill"))
    }

    @Test func centeredEqualCenteringLaysOutTheHBrik() {
        let shell = GalleryShell()
        shell.open(id: "stacks")
        let terminal = TestTerminal(root: shell, size: Size(width: 100, height: 30))
        terminal.send("a", "a")  // center
        terminal.send("d", "d", "d", "d")  // equalCentering
        // In the HBrik (right half) one-row labels centre on the same row, the
        // two-row label starts a row above; centres are equally far apart.
        let right = terminal.screen.map { String($0.dropFirst(50)) }
        let threeRow = right.firstIndex { $0.contains("three wide") }
        let oneRow = right.firstIndex { $0.contains("one") }
        let twoRow = right.firstIndex { $0.contains("two") }
        #expect(threeRow != nil && threeRow == oneRow)
        #expect(twoRow == oneRow)
        let line = right[oneRow!]
        let oneStart = TextWidth.width(String(line[..<line.range(of: "one")!.lowerBound]))
        let threeStart = TextWidth.width(String(line[..<line.range(of: "three wide")!.lowerBound]))
        let twoStart = TextWidth.width(String(line[..<line.range(of: "two")!.lowerBound]))
        // 45 content columns, widths 3, 5, 10: centres at 1.5, 20.75, 40.
        #expect(twoStart - oneStart == 18)
        #expect(threeStart - oneStart == 35)
    }
}

extension StacksPageTests {
    @Test func theDimensionsRowHonoursEachChildsDimension() {
        let shell = GalleryShell()
        shell.open(id: "stacks")
        let terminal = TestTerminal(root: shell, size: Size(width: 100, height: 30))
        // 94 inner columns less 3 gaps = 91: fixed 16, ¼ of 91 = 22.75 → 23, "auto" 4, fill the other 48.
        let screen = terminal.screen
        let row = screen.firstIndex { $0.contains("HBrik with dimensions") }!
        #expect(row == 25)
        #expect(
            screen[26]
                == "  │" + ".fixed(16) → 16".padded(to: 16) + " " + ".ratio(1/4) → 23".padded(to: 23) + " "
                + ".fill → 48".padded(to: 48) + " auto│")
        #expect(terminal.cell(at: Point(x: 3, y: 26)).style.background == .cyan)
        #expect(terminal.cell(at: Point(x: 20, y: 26)).style.background == .yellow)
        #expect(terminal.cell(at: Point(x: 44, y: 26)).style.background == .green)
        #expect(terminal.cell(at: Point(x: 93, y: 26)).style.background == .magenta)
        // The row hugs its one line (plus its border); the stacks above take the rest.
        #expect(screen[27].hasPrefix("  ╰"))
        // The dimensions stay whatever alignment and distribution the stacks above cycle to.
        terminal.send("a", "d", "d", "d")
        #expect(terminal.screen[26] == screen[26])
    }
}

@MainActor
@Suite struct StylesPageTests {
    @Test func stylesApplyTheirAttributes() {
        let shell = GalleryShell()
        shell.open(id: "styles")
        let terminal = TestTerminal(root: shell, size: Size(width: 100, height: 30))
        let row = terminal.screen.firstIndex { $0.contains(".headline") }!
        let column = TextWidth.width(String(terminal.screen[row].prefix { $0 != "." }))
        #expect(terminal.cell(at: Point(x: column, y: row)).style.attributes == [.bold, .underline])
        let warningRow = terminal.screen.firstIndex { $0.contains(".warning") }!
        let warning = terminal.cell(at: Point(x: column, y: warningRow)).style
        #expect(warning.foreground == .yellow && warning.attributes.contains(.bold))
        #expect(terminal.screen.contains { $0.contains("[ Plain ]") && $0.contains("[ Disabled ]") })
        // UIKit's text styles through `.font(.preferredFont(forTextStyle:))`.
        let stylesRow = terminal.screen.firstIndex { $0.contains("largeTitle") }!
        for (name, attributes) in [
            ("largeTitle", TextAttributes([.bold, .underline])), ("callout", .italic), ("footnote", .dim),
        ] {
            let x = TextWidth.width(String(terminal.screen[stylesRow].components(before: name)))
            #expect(terminal.cell(at: Point(x: x, y: stylesRow)).style.attributes == attributes, "\(name)")
        }
    }
}

extension String {
    /// The text before the first `marker` (all of it when there is none).
    fileprivate func components(before marker: String) -> Substring {
        guard let range = firstRange(of: marker) else { return self[...] }
        return self[..<range.lowerBound]
    }
}

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
    }
}

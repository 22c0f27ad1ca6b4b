import BrikRendering
import Testing

@testable import BrikCore

/// A container holding only bricks that scroll (a List, a ScrollBrik) has no size of its
/// own along that axis, so a stack short of rows takes them from it before a footer: a
/// footer under `HBrik { List }` vanished as soon as the list had more rows than fit.
@MainActor
@Suite struct ScrollingContainerCompressionTests {
    static func rows() -> List<Int> { List(options: (1...40).map { "Task \($0)" }) }

    @Test func aFooterUnderAStackOfAListKeepsItsRow() {
        let root = VBrik(alignment: .fill) { _ in
            HBrik(alignment: .fill) { _ in Self.rows() }
            Label("footer")
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 6))
        #expect(terminal.screen[4].hasPrefix("Task 5"))
        #expect(terminal.screen[5] == "footer")
    }

    @Test func nestingDoesNotChangeIt() {
        let body = VBrik(alignment: .fill)
        body.setChildren([
            HBrik(alignment: .fill) { _ in ScrollBrik { _ in Label((1...40).map { "line \($0)" }.joined(separator: "\n")) } }
        ])
        let root = VBrik(alignment: .fill) { _ in
            body
            Label("footer")
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 6))
        #expect(terminal.screen[0].hasPrefix("line 1 "))
        #expect(terminal.screen[5] == "footer")
    }

    @Test func aStackWithALabelKeepsItsSizeOfItsOwn() {
        let withLabel = HBrik { _ in
            Self.rows()
            Label("side")
        }
        #expect(withLabel.hasIntrinsicSize(along: .vertical))
        #expect(!HBrik { _ in Self.rows() }.hasIntrinsicSize(along: .vertical))
        #expect(withLabel.contentCompressionResistancePriority(for: .vertical) == .high)
    }
}

import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// Virtual sections inside the items of a virtual section (groups of rows), with
/// estimates that are wrong at both levels: the viewport must still move by exactly
/// what was scrolled.
@MainActor
@Suite struct NestedVirtualSectionTests {
    static let groups = 2_000
    static let rowsPerGroup = 10

    /// Group g: "G g", then its rows "R g.r", each two rows tall (estimated at one).
    static func lines(ofGroup group: Int) -> [String] {
        ["G \(group)"] + (0..<rowsPerGroup).flatMap { ["R \(group).\($0)", ""] }
    }

    func makeList(height: Int) -> (VirtualSection, ScrollBrik, TestTerminal) {
        let outer = VirtualSection(itemIdentifier: "group", count: Self.groups, estimatedHeight: 3) { group in
            Section("group") { _ in
                Label("G \(group)").identifier("header")
                VirtualSection(itemIdentifier: "row", count: Self.rowsPerGroup, estimatedHeight: 1) { row in
                    Label("R \(group).\(row)").height(.fixed(size: 2))
                }
            }
        }
        let scroll = ScrollBrik { _ in outer }
        let terminal = TestTerminal(root: scroll, size: Size(width: 14, height: height))
        return (outer, scroll, terminal)
    }

    /// What the viewport should show from its first visible group and row offset.
    func expected(_ outer: VirtualSection, height: Int) -> [String] {
        guard let first = outer.firstVisibleItem else { return [] }
        var lines: [String] = []
        var group = first
        while lines.count < outer.firstVisibleRowOffset + height {
            lines += group < Self.groups ? Self.lines(ofGroup: group) : [""]
            group += 1
        }
        return Array(lines.dropFirst(outer.firstVisibleRowOffset).prefix(height))
    }

    @Test(arguments: [21, 22, 23] as [UInt64])
    func rowScrollsMoveTheScreenByExactlyOneRow(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let height = 8
        let (outer, scroll, terminal) = makeList(height: height)
        let rows = { terminal.screen.map { String($0.dropLast()).trimmingTrailingSpaces() } }
        for step in 0..<120 {
            let before = rows()
            let atEnd = scroll.contentOffset.y >= scroll.maximumOffset.y
            let atTop = scroll.contentOffset.y <= scroll.minimumOffset.y
            let key = ["down", "down", "up", "pgdn", "pgup", "end", "home"][Int.random(in: 0..<7, using: &random)]
            terminal.send(key)
            let after = rows()
            #expect(after == expected(outer, height: height), "seed \(seed) step \(step) \(key)")
            // The offset may also move to keep measured content still; the screen moves by one row.
            if key == "down", !atEnd {
                #expect(Array(after.dropLast()) == Array(before.dropFirst()), "seed \(seed) step \(step)")
            }
            if key == "up", !atTop {
                #expect(Array(after.dropFirst()) == Array(before.dropLast()), "seed \(seed) step \(step)")
            }
        }
        terminal.send("end")
        #expect(rows().suffix(2) == ["R \(Self.groups - 1).\(Self.rowsPerGroup - 1)", ""])
        terminal.send("home")
        #expect(rows().first == "G 0")
    }

    @Test func onlyWhatIsInViewExists() {
        let (_, scroll, terminal) = makeList(height: 8)
        var most = 0
        for key in Array(repeating: "pgdn", count: 50) + ["end"] + Array(repeating: "pgup", count: 20) {
            terminal.send(key)
            var count = 0
            var pending: [Brick] = [scroll]
            while let node = pending.popLast() {
                count += 1
                pending.append(contentsOf: node.children)
            }
            most = max(most, count)
        }
        #expect(most < 3 * 8)
    }
}

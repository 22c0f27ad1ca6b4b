import SeededRandom
import Testing

@testable import BrikRendering

/// The packed cell storage: styles and colours round-trip through their integers,
/// clusters are named per canvas yet compare by what they show, and the cluster
/// table cannot grow without bound.
@Suite struct PackedCanvasTests {
    /// A random colour of every kind.
    private static func color(_ random: inout SplitMix64) -> Color {
        switch random.next() % 4 {
        case 0: return .default
        case 1: return .ansi(ANSIColor(rawValue: UInt8(random.next() % 16))!)
        case 2: return .palette(UInt8(truncatingIfNeeded: random.next()))
        default:
            return .rgb(
                UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()),
                UInt8(truncatingIfNeeded: random.next()))
        }
    }

    @Test func stylesRoundTripAndPackInjectively() {
        var random = SplitMix64(seed: 7)
        var seen: [UInt64: CellStyle] = [:]
        for _ in 0..<5_000 {
            let style = CellStyle(
                foreground: Self.color(&random), background: Self.color(&random),
                attributes: TextAttributes(rawValue: UInt8(random.next() % 128)))
            #expect(CellStyle(packed: style.packed) == style)
            if let earlier = seen[style.packed] { #expect(earlier == style) }
            seen[style.packed] = style
        }
    }

    @Test func cellsReadBackAsWritten() {
        var canvas = Canvas(size: Size(width: 12, height: 1))
        let style = CellStyle(foreground: .hex(0x12_34_56), background: .palette(200), attributes: [.bold, .italic])
        canvas.write("aé中e\u{301}😀", at: .zero, style: style)
        #expect(canvas.plainLines == ["aé中e\u{301}😀     "])
        #expect(canvas[2, 0] == Cell(character: "中", width: 2, style: style))
        #expect(canvas[3, 0].isContinuation)
        #expect(canvas[4, 0] == Cell(character: "e\u{301}", width: 1, style: style))
        #expect(canvas[5, 0] == Cell(character: "😀", width: 2, style: style))
        #expect(canvas.cells.count == 12)
    }

    @Test func clustersCompareByWhatTheyShowAcrossCanvases() {
        // The same screen, its clusters numbered in another order (marks with no composite,
        // so they stay clusters rather than becoming one scalar).
        var first = Canvas(size: Size(width: 8, height: 1))
        first.write("q\u{308}", at: .zero)
        first.write("x\u{301}", at: Point(x: 4, y: 0))
        var second = Canvas(size: Size(width: 8, height: 1))
        second.write("x\u{301}", at: Point(x: 4, y: 0))
        second.write("q\u{308}", at: .zero)
        #expect(first.clusters.characters != second.clusters.characters)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first.row(0, equalsRow: 0, of: second))
        #expect(first.countOfCells(differingFrom: second) == 0)
        #expect(ANSIRenderer().update(from: first, to: second) == "")
        // Same index, another cluster.
        var third = Canvas(size: Size(width: 8, height: 1))
        third.write("j\u{308}", at: .zero)
        third.write("x\u{301}", at: Point(x: 4, y: 0))
        #expect(third != first)
        #expect(!third.row(0, equalsRow: 0, of: first))
        #expect(third.countOfCells(differingFrom: first) == 1)
        #expect(ANSIRenderer().update(from: first, to: third).contains("j\u{308}"))
    }

    @Test func theClusterTableKeepsOnlyWhatIsShown() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        func cluster(_ index: Int) -> String {
            let first = Unicode.Scalar(0x300 + UInt32(index % 112))!
            let second = Unicode.Scalar(0x300 + UInt32(index / 112 % 112))!
            return "a" + String(Character(first)) + String(Character(second))
        }
        // Far more distinct clusters than the canvas has cells, each drawn over the last.
        for index in 0..<10_000 {
            canvas.write(cluster(index), at: Point(x: index % 4, y: index / 4 % 2))
        }
        #expect(canvas.clusters.count <= 1_024 + 8)
        // What is shown survived the renumbering.
        for index in 9_992..<10_000 {
            #expect(canvas[index % 4, index / 4 % 2].character == Character(cluster(index)))
        }
    }

    @Test func restyleKeepsGlyphsAndChangesEveryStyle() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write("ab", at: .zero, style: CellStyle(foreground: .red))
        canvas.write("中", at: Point(x: 2, y: 0), style: CellStyle(foreground: .blue))
        canvas.restyle(Rect(x: 1, y: 0, width: 4, height: 1)) { $0.adding(.reverse) }
        #expect(canvas[0, 0].style == CellStyle(foreground: .red))
        #expect(canvas[1, 0].style == CellStyle(foreground: .red, attributes: .reverse))
        #expect(canvas[2, 0] == Cell(character: "中", width: 2, style: CellStyle(foreground: .blue, attributes: .reverse)))
        #expect(canvas[3, 0].style == CellStyle(foreground: .blue, attributes: .reverse))
        #expect(canvas[4, 0].style == CellStyle(attributes: .reverse))
        #expect(canvas[5, 0].style == .plain)
    }

    @Test func fillRepairsWideGlyphsItCutsAtBothEnds() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.write("中文中文", at: .zero)
        canvas.fill(Rect(x: 1, y: 0, width: 4, height: 1), with: "-")
        #expect(canvas.plainLines == [" ---- 文"])
    }
}

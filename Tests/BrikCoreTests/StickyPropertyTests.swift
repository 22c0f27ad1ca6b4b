import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// Random layouts scrolled at random: sticky headers never cover each other, stay in
/// their sections, never sink below where they stick; and sticky scrolling stays cheap.
@MainActor
@Suite struct StickyPropertyTests {
    typealias F = StickyFixture

    private func randomScroll(seed: UInt64, canStack: Bool) {
        var random = SplitMix64(seed: seed)
        let sections = Int.random(in: 2...6, using: &random)
        let scroll = ScrollBrik { _ in
            Section { _ in
                for section in 0..<sections {
                    Section { _ in
                        for header in 0..<Int.random(in: 1...2, using: &random) {
                            F.row("h\(section).\(header)", height: Int.random(in: 1...2, using: &random), identifier: "header")
                        }
                        F.row("body\(section)", height: Int.random(in: 1...14, using: &random))
                    }
                }
            }
        }
        let behavior = StickyLayoutBehavior { $0.identifier == "header" }
        behavior.canStackWithOtherSections = canStack
        scroll.behaviors = [behavior]
        let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: Int.random(in: 4...9, using: &random)))
        for step in 0..<60 {
            if Bool.random(using: &random) {
                scroll.scroll(by: Int.random(in: -8...8, using: &random))
            } else {
                scroll.scroll(to: Point(x: 0, y: Int.random(in: 0...60, using: &random)))
            }
            terminal.advance(by: .zero)
            check(scroll, canStack: canStack, context: "seed \(seed) step \(step)")
        }
    }

    private func check(_ scroll: ScrollBrik, canStack: Bool, context: String) {
        let headers = scroll.displayedItems.filter { $0.identifier == "header" }
        let top = scroll.contentOffset.y
        var previousBottom: [Int: Int] = [:]
        for (position, header) in headers.enumerated() {
            let frame = header.frame
            for other in headers[(position + 1)...] {
                // BrickKit's order: a pushed header may slide under an earlier one, which is drawn on top.
                let overlaps = frame.y < other.frame.maxY && other.frame.y < frame.maxY
                #expect(!overlaps || header.zIndex > other.zIndex, "\(context): \(other.frame) is drawn over \(frame)")
            }
            let section = header.sectionFrame ?? Rect(origin: .zero, size: scroll.contentSize)
            #expect(section.contains(frame), "\(context): \(frame) outside its section \(section)")
            #expect(frame.y >= header.originalFrame.y, "\(context): \(frame) above its place")
            // Where it sticks: the top, or under the sticky header before it in its stack.
            let group = canStack ? 0 : header.indexPath.section
            let line = max(top, previousBottom[group] ?? top)
            #expect(frame.y <= max(line, header.originalFrame.y), "\(context): \(frame) below its line \(line)")
            if frame.y > header.originalFrame.y && frame.y < line {
                // Only its section's end, or a header pushed out under it, lifts it above its line.
                let pushed = frame.maxY == section.maxY || headers.contains { $0.frame.y == frame.maxY }
                #expect(pushed, "\(context): \(frame) above its line \(line) without cause")
            }
            previousBottom[group] = frame.maxY
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func stuckHeadersNeverOverlapAndStayInTheirSections(seed: UInt64) {
        randomScroll(seed: seed, canStack: false)
    }

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func stackedAcrossSectionsTheyStillNeverOverlap(seed: UInt64) {
        randomScroll(seed: seed, canStack: true)
    }

    /// At 200×50, a full-width list of labelled rows in sections with a sticky header:
    /// one row of scrolling rewrites only what changed.
    @Test func scrollingOneRowWritesFewBytes() {
        let scroll = ScrollBrik { _ in
            Section { _ in
                for group in 0..<3 {
                    Section { _ in
                        F.row("Group \(group)", identifier: "header")
                        for row in 0..<100 { F.row("Row \(group * 100 + row)") }
                    }
                }
            }
        }
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 200, height: 50))
        F.scroll(scroll, to: 10, in: terminal)
        #expect(terminal.screen[0].hasPrefix("Group 0"))
        F.scroll(scroll, to: 11, in: terminal)
        #expect(terminal.screen[0].hasPrefix("Group 0"))
        #expect(terminal.screen[1].hasPrefix("Row 11"))
        #expect(terminal.lastFrameByteCount > 0)
        #expect(terminal.lastFrameByteCount < 400, "wrote \(terminal.lastFrameByteCount) bytes")
        scroll.setNeedsLayout()
        terminal.advance(by: .zero)
        #expect(terminal.lastFrameByteCount == 0)
    }
}

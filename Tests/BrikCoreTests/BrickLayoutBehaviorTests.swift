import BrikRendering
import Testing

@testable import BrikCore

/// BrickKit's `StickyLayoutBehavior` as BrickKit wrote it (registered attributes, the last
/// sticky frame, the section's attributes, the content size for the root), through the
/// hooks of ``BrickLayoutBehavior``: what a port of a user's BrickKit behavior looks like.
@MainActor
final class PortedStickyBehavior: BrickLayoutBehavior {
    let shouldStick: (BrickLayoutAttributes) -> Bool
    var contentOffset = 0
    var stickyAttributes: [BrickLayoutAttributes] = []
    var canStackWithOtherSections = false

    init(shouldStick: @escaping (BrickLayoutAttributes) -> Bool) {
        self.shouldStick = shouldStick
    }

    override func hasInvalidatableAttributes() -> Bool { stickyAttributes.contains { !$0.isHidden } }

    override func resetRegisteredAttributes(_ layout: BehaviorLayout) {
        super.resetRegisteredAttributes(layout)
        stickyAttributes = []
    }

    override func registerAttributes(_ attributes: BrickLayoutAttributes, for layout: BehaviorLayout) {
        if shouldStick(attributes) { stickyAttributes.append(attributes) }
    }

    override func invalidateInCollectionViewLayout(
        _ layout: BehaviorLayout, contentSize: inout Size,
        attributesDidUpdate: (_ attributes: BrickLayoutAttributes, _ oldFrame: Rect?) -> Void
    ) {
        var lastStickyFrame = Rect.zero
        var section = 0
        for brickAttribute in stickyAttributes {
            guard !brickAttribute.isHidden else { continue }
            let secAttributes = sectionAttributes(for: brickAttribute.indexPath, in: layout)
            if !canStackWithOtherSections && section != brickAttribute.indexPath.section {
                section = brickAttribute.indexPath.section
                lastStickyFrame = Rect(origin: secAttributes?.frame.origin ?? .zero, size: .zero)
            }
            let oldFrame = brickAttribute.frame
            let stickyY = max(layout.bounds.y + layout.contentInset.top + contentOffset, lastStickyFrame.maxY)
            brickAttribute.frame.origin.y = max(brickAttribute.originalFrame.y, stickyY)
            let contained = secAttributes?.frame ?? Rect(origin: .zero, size: layout.contentSize)
            if !contained.contains(brickAttribute.frame) {
                let originY = max(contained.y, brickAttribute.frame.y)
                brickAttribute.frame.origin.y = min(contained.maxY - brickAttribute.frame.height, originY)
            }
            lastStickyFrame = brickAttribute.frame
            if oldFrame != brickAttribute.frame { attributesDidUpdate(brickAttribute, oldFrame) }
        }
    }
}

/// Counts every hook call, registering the items `registers` picks.
@MainActor
final class HookCounter: BrickLayoutBehavior {
    var resets = 0
    var registered: [String] = []
    var dones = 0
    var invalidations = 0
    var downstream = false
    var wanted: (BrickIndexPath, String) -> Bool = { _, _ in false }
    var kept: [BrickLayoutAttributes] = []
    let registers: (BrickLayoutAttributes) -> Bool

    init(registers: @escaping (BrickLayoutAttributes) -> Bool = { _ in true }) {
        self.registers = registers
    }

    override var needsDownstreamCalculation: Bool { downstream }
    override func shouldUseForDownstreamCalculation(
        for indexPath: BrickIndexPath, with identifier: String, for layout: BehaviorLayout?
    ) -> Bool { wanted(indexPath, identifier) }
    override func hasInvalidatableAttributes() -> Bool { !kept.isEmpty }
    override func resetRegisteredAttributes(_ layout: BehaviorLayout) {
        resets += 1
        kept = []
    }
    override func registerAttributes(_ attributes: BrickLayoutAttributes, for layout: BehaviorLayout) {
        registered.append(attributes.identifier)
        if registers(attributes) { kept.append(attributes) }
    }
    override func layoutDoneCalculating(_ layout: BehaviorLayout) { dones += 1 }
    override func invalidateInCollectionViewLayout(
        _ layout: BehaviorLayout, contentSize: inout Size,
        attributesDidUpdate: (_ attributes: BrickLayoutAttributes, _ oldFrame: Rect?) -> Void
    ) {
        invalidations += 1
        // Nudges what it kept two cells right and grows the content by a row.
        for attributes in kept { attributes.frame = attributes.originalFrame.offsetBy(dx: 2) }
        contentSize.height += 1
    }
}

@MainActor
@Suite struct BrickLayoutBehaviorTests {
    typealias F = StickyFixture

    @Test func aBrickKitStickyBehaviorPortedAsWrittenMatchesTheStockOne() {
        let (scroll, first, second) = StickyBehaviorTests.twoSections()
        scroll.behaviors = [PortedStickyBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        let (stock, stockFirst, stockSecond) = StickyBehaviorTests.twoSections()
        stock.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let stockTerminal = TestTerminal(root: stock, size: Size(width: 9, height: 4))
        for offset in [0, 5, 9, 10, 11, 16, 20, 3] {
            F.scroll(scroll, to: offset, in: terminal)
            F.scroll(stock, to: offset, in: stockTerminal)
            #expect(F.frame(of: first, in: scroll) == F.frame(of: stockFirst, in: stock), "offset \(offset)")
            #expect(F.frame(of: second, in: scroll) == F.frame(of: stockSecond, in: stock), "offset \(offset)")
            #expect(terminal.screen == stockTerminal.screen, "offset \(offset)")
        }
        F.scroll(scroll, to: 10, in: terminal)
        #expect(terminal.screen == ["h1      ░", "h2      █", "body2   ░", "body2.1 ░"])
    }

    @Test func itemsAreRegisteredOncePerLayoutAndInvalidatedOnEveryScroll() {
        let counter = HookCounter { $0.identifier == "r1" }
        let scroll = ScrollBrik { _ in
            Section { _ in for index in 0..<10 { F.row("r\(index)", identifier: "r\(index)") } }
        }
        scroll.behaviors = [counter]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        #expect(counter.resets == 1)
        #expect(counter.registered == (0..<10).map { "r\($0)" })
        #expect(counter.dones == 1)
        #expect(counter.invalidations == 1)
        #expect(F.frame(of: F.brick(1, in: scroll), in: scroll) == Rect(x: 2, y: 1, width: 8, height: 1))
        #expect(scroll.contentSize.height == 11, "the behavior grew the content by a row")
        for y in 1...3 { F.scroll(scroll, to: y, in: terminal) }
        #expect(counter.resets == 1, "a scroll registers nothing again")
        #expect(counter.registered.count == 10)
        #expect(counter.invalidations == 4, "every scroll step invalidates")
        // Asked for layout without a scroll: BrickKit's invalidateLayout(), everything again.
        scroll.setNeedsLayout()
        terminal.advance(by: .zero)
        #expect(counter.resets == 2)
        #expect(counter.registered.count == 20)
        #expect(counter.dones == 2)
        #expect(counter.invalidations == 5)
        #expect(scroll.displayedItems.filter { $0.frame != $0.originalFrame }.map(\.identifier) == ["r1"])
    }

    @Test func scrollingRunsNoBehaviorWhenNothingIsRegistered() {
        let counter = HookCounter { _ in false }
        let scroll = F.list(count: 20, sticky: [])
        scroll.behaviors = [counter, StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        #expect(counter.invalidations == 1)
        for y in 1...5 { F.scroll(scroll, to: y, in: terminal) }
        #expect(counter.invalidations == 1, "neither behavior has anything to move: scrolls skip them")
        #expect(scroll.scrollExtras.skippedBehaviorPasses == 5)
        #expect(terminal.screen.map { String($0.prefix(2)) } == ["r5", "r6", "r7", "r8"])
        // The content the behavior grew at the layout stays grown while skipping.
        #expect(scroll.contentSize.height == 21)
        // One registered item is enough to run them on every scroll again.
        let sticky = HookCounter { $0.indexPath.item == 0 }
        scroll.behaviors = [sticky]
        terminal.advance(by: .zero)
        F.scroll(scroll, to: 6, in: terminal)
        F.scroll(scroll, to: 7, in: terminal)
        #expect(sticky.invalidations == 3)
        #expect(scroll.scrollExtras.skippedBehaviorPasses == 5)
    }

    @Test func aSkippedScrollKeepsWhatTheBehaviorsPlaced() {
        // A behavior that moved a brick at the layout and reports nothing to invalidate.
        let counter = HookCounter { $0.identifier == "r2" }
        final class Quiet: LayoutBehavior {
            func apply(to layout: BehaviorLayout) {}
            func hasInvalidatableAttributes() -> Bool { false }
        }
        let scroll = F.list(count: 20, sticky: [])
        for index in 0..<20 { F.brick(index, in: scroll).identifier = "r\(index)" }
        scroll.behaviors = [counter, Quiet()]
        let terminal = TestTerminal(root: scroll, size: Size(width: 11, height: 4))
        #expect(terminal.screen[2] == "  r2      ░")
        counter.kept = []  // it says it has nothing now; its last placement stands
        F.scroll(scroll, to: 1, in: terminal)
        #expect(counter.invalidations == 1)
        #expect(terminal.screen[1] == "  r2      ░")
        #expect(F.frame(of: F.brick(2, in: scroll), in: scroll) == Rect(x: 2, y: 2, width: 10, height: 1))
    }

    @Test func aLazySectionRegistersTheRowsItPlacesAsItScrolls() {
        let counter = HookCounter { _ in false }
        let scroll = ScrollBrik { _ in
            Section { _ in for index in 0..<2_000 { Label("r\(index)").identifier("r\(index)") } }
        }
        scroll.behaviors = [counter]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        let section = scroll.content as! Section
        #expect(!section.isLaidOutCompletely)
        let placed = counter.registered.count
        #expect(placed < 2_000 && placed > 1)
        for y in stride(from: 4, through: 200, by: 4) { F.scroll(scroll, to: y, in: terminal) }
        #expect(Set(counter.registered).count == counter.registered.count, "each item registered once")
        #expect(counter.registered.count > placed, "the rows placed while scrolling were registered")
        #expect(terminal.screen.first?.hasPrefix("r200") == true)
    }

    @Test func downstreamItemsMakeALazySectionLayOutCompletely() {
        let counter = HookCounter()
        counter.downstream = true
        counter.wanted = { _, identifier in identifier == "footer" }
        func section(footer: Bool) -> Section {
            Section { _ in
                for index in 0..<1_000 { Label("r\(index)") }
                if footer { Label("end").identifier("footer") }
            }
        }
        let lazy = section(footer: false)
        let scroll = ScrollBrik { _ in lazy }
        scroll.behaviors = [counter]
        _ = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        #expect(!lazy.isLaidOutCompletely, "no brick is wanted below the viewport")
        let complete = section(footer: true)
        let other = ScrollBrik { _ in complete }
        other.behaviors = [counter]
        _ = TestTerminal(root: other, size: Size(width: 9, height: 4))
        #expect(complete.isLaidOutCompletely, "the footer is wanted: every row is laid out")
    }

    @Test func targetContentOffsetGetsTheProposalAndTheDirection() {
        final class Snap: BrickLayoutBehavior {
            var velocities: [Point] = []
            override func targetContentOffsetForProposedContentOffset(
                _ proposedContentOffset: inout Point, withScrollingVelocity velocity: Point,
                inCollectionViewLayout layout: BehaviorLayout
            ) {
                velocities.append(velocity)
                proposedContentOffset.y = proposedContentOffset.y / 4 * 4
            }
        }
        let snap = Snap()
        let scroll = F.list(count: 40, sticky: [])
        scroll.behaviors = [snap]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        F.scroll(scroll, to: 7, in: terminal)
        #expect(scroll.contentOffset.y == 4)
        #expect(snap.velocities.last == Point(x: 0, y: 1))
        F.scroll(scroll, to: 3, in: terminal)
        #expect(scroll.contentOffset.y == 0)
        #expect(snap.velocities.last == Point(x: 0, y: -1))
    }
}

import BrikRendering

@testable import BrikCore

/// Builders and probes shared by the sticky behavior tests.
@MainActor
enum StickyFixture {
    /// A label `height` rows tall whose rows read "<text>" then "<text>.1", "<text>.2"….
    static func row(_ text: String, height: Int = 1, identifier: String = "") -> Label {
        let lines = [text] + (1..<max(1, height)).map { "\(text).\($0)" }
        return Label(lines.joined(separator: "\n")).height(.fixed(size: height)).identifier(identifier)
    }

    /// A scroll view of one section of `count` rows `height` tall ("r0", "r1"…), `gap` rows apart.
    static func list(count: Int, height: Int = 1, gap: Int = 0, sticky: Set<Int>) -> ScrollBrik {
        ScrollBrik { _ in
            Section(inset: 0, verticalInset: gap) { _ in
                for index in 0..<count {
                    row("r\(index)", height: height, identifier: sticky.contains(index) ? "header" : "")
                }
            }
        }
    }

    /// The display frame (content coordinates) of the item shown by `brick`.
    static func frame(of brick: Brick, in scroll: ScrollBrik) -> Rect? {
        scroll.displayedItems.first { $0.brick === brick }?.frame
    }

    /// Display frames of every item with identifier `identifier`, in item order.
    static func frames(_ identifier: String, in scroll: ScrollBrik) -> [Rect] {
        scroll.displayedItems.filter { $0.identifier == identifier }.map(\.frame)
    }

    /// The item whose brick is the child `index` of the scroll view's content section.
    static func brick(_ index: Int, in scroll: ScrollBrik) -> Brick { scroll.content!.children[index] }

    /// Scrolls to row `y` and lets the terminal draw the frame.
    static func scroll(_ scroll: ScrollBrik, to y: Int, in terminal: TestTerminal) {
        scroll.scroll(to: Point(x: 0, y: y))
        terminal.advance(by: .zero)
    }
}

/// Records the last percentage reported for each index path.
@MainActor
final class PercentageRecorder: StickyLayoutBehaviorDelegate {
    var percentages: [BrickIndexPath: Double] = [:]
    var reports = 0

    func stickyLayoutBehavior(
        _ behavior: StickyLayoutBehavior, brickIsStickingWithPercentage percentage: Double,
        forItemAt indexPath: BrickIndexPath, withIdentifier identifier: String, in layout: BehaviorLayout
    ) {
        percentages[indexPath] = percentage
        reports += 1
    }
}

/// Sticks a fixed set of index paths (BrickKit's `FixedStickyLayoutBehaviorDataSource`).
@MainActor
final class FixedStickyDataSource: MinimumStickyLayoutBehaviorDataSource {
    let indexPaths: Set<BrickIndexPath>
    let minimum: Int?

    init(_ indexPaths: [BrickIndexPath], minimum: Int? = nil) {
        self.indexPaths = Set(indexPaths)
        self.minimum = minimum
    }

    func stickyLayoutBehavior(
        _ behavior: StickyLayoutBehavior, shouldStickItemAt indexPath: BrickIndexPath, withIdentifier identifier: String,
        in layout: BehaviorLayout
    ) -> Bool { indexPaths.contains(indexPath) }

    func stickyLayoutBehavior(
        _ behavior: StickyLayoutBehavior, minimumStickingHeightForItemAt indexPath: BrickIndexPath,
        withIdentifier identifier: String, in layout: BehaviorLayout
    ) -> Int? { minimum }
}

import BrikCore
import BrikRendering

/// "Repeat": fruits from a data source, repeated by identifier in a section;
/// `a`/`x` add and remove fruit, `h` hides and shows the basket section. Below, BrickKit's
/// way: one `LabelBrick("star")` in a `BrickSection` stands for a star per fruit. `o`
/// reverses the order the fruit flow in with an `orderDataSource` (the bricks stay as they are).
@MainActor
public final class RepeatPage: GalleryPage, BrickRepeatCountDataSource, BrickHideDataSource,
    BrickSectionOrderDataSource
{
    static let catalog = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Kiwi", "Lemon", "Mango"]
    /// The fruit shown, in order.
    private(set) var fruits = ["Apple", "Banana", "Cherry"]
    /// Whether the basket section is hidden.
    private(set) var basketHidden = false
    /// Whether the fruit flow last to first (through ``Section/orderDataSource``).
    private(set) var reversed = false
    let root: Section
    private let summaryLabel = Label()

    /// The page.
    public init() {
        let summary = summaryLabel
        root = Section("root", inset: 1, verticalInset: 1, edgeInsets: EdgeInsets(horizontal: 2, vertical: 1)) { _ in
            summary
            Section("fruits", inset: 1, verticalInset: 0) { _ in
                Repeat("fruit") { index in
                    Label(RepeatPage.catalog[index % RepeatPage.catalog.count])
                        .width(.ratio(ratio: 1 / 3))
                        .backgroundColor(index % 2 == 0 ? .green : .cyan)
                        .foregroundColor(.black)
                }
            }
            Section("basket", backgroundColor: .blue, edgeInsets: EdgeInsets(horizontal: 1, vertical: 0)) { _ in
                Label("🧺 Basket section: hidden with h, and everything below moves up").foregroundColor(.brightWhite)
            }
            Label("end of the page").dim()
            BrickSection("stars", bricks: [LabelBrick("star", width: .fixed(size: 2), text: "★")])
        }
        super.init(id: "repeat", title: "Repeat", summary: "repeat counts from a data source, hiding sections")
        root.repeatCountDataSource = self
        root.hideDataSource = self
        addChild(root)
        updateSummary()
        declareBindings()
    }

    /// The fruit count for the `fruit` repeat and the `star` model brick.
    public func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
        identifier == "fruit" || identifier == "star" ? fruits.count : 1
    }

    /// Position `index` of the fruit section shows the fruit from the other end.
    public func brickAndIndex(atIndex index: Int, section: Section) -> (Brick, Int)? {
        guard let repeated = section.children.first(where: { $0.identifier == "fruit" }) else { return nil }
        return (repeated, fruits.count - 1 - index)
    }

    /// Hides the basket section while `basketHidden`.
    public func shouldHide(identifier: String, index: Int) -> Bool {
        identifier == "basket" && basketHidden
    }

    private func updateSummary() {
        summaryLabel.text =
            "\(fruits.count) fruit\(reversed ? " reversed" : "") · basket \(basketHidden ? "hidden" : "shown")"
    }

    private func declareBindings() {
        keyBinding("repeat.add", keys: "a", description: "add fruit", footer: true) { [unowned self] in
            fruits.append(Self.catalog[fruits.count % Self.catalog.count])
            root.invalidateRepeatCounts()
            updateSummary()
        }
        keyBinding("repeat.remove", keys: "x", description: "remove fruit", footer: true) { [unowned self] in
            guard !fruits.isEmpty else { return }
            fruits.removeLast()
            root.invalidateRepeatCounts()
            updateSummary()
        }
        keyBinding("repeat.order", keys: "o", description: "reverse order", footer: true) { [unowned self] in
            reversed.toggle()
            let fruitSection = root.children.compactMap { $0 as? Section }.first { $0.identifier == "fruits" }
            fruitSection?.orderDataSource = reversed ? self : nil
            updateSummary()
        }
        keyBinding("repeat.hide", keys: "h", description: "hide basket", footer: true) { [unowned self] in
            basketHidden.toggle()
            root.invalidateVisibility()
            updateSummary()
        }
    }
}

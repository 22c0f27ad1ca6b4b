import BrikRendering

/// Bricks repeated by a count inside a ``Section`` (BrickKit's `repeatCount`):
/// each instance is made by `make` with its index, and every instance has the
/// repeat's ``Brick/identifier`` and its own ``Brick/repeatIndex``.
///
/// The count is the section's ``BrickRepeatCountDataSource`` answer for the
/// identifier (nested sections inherit the nearest data source), or `count`
/// when there is none. Instances are made when first needed and kept, so an
/// index keeps its brick (and its state) while it exists.
///
/// ```swift
/// Section { _ in
///     Repeat("fruit") { index in Label(fruits[index]).width(.ratio(ratio: 1 / 3)) }
/// }
/// ```
@MainActor
public final class Repeat: Brick {
    /// The count used when no data source answers.
    public var count: Int { didSet { setNeedsLayout() } }
    private let make: (Int) -> Brick
    /// The instances made so far, by index (nil: not made yet); an array, not a dictionary:
    /// indexes are dense from 0, and a repeat of 10,000 rows should not hash 10,000 keys.
    var made: [Brick?] = []
    /// The keys of the instances from a ``BrickRepeatKeyDataSource`` (nil: none known).
    var keys: [AnyHashable]?
    /// What the last change of keys inserted (new positions) and deleted (old positions).
    var keyChange: (inserted: [Int], deleted: [Int])?
    /// The count the data source last answered for this instance of the repeat, kept until ``Section/invalidateRepeatCounts(reloadAllSections:completion:)``
    /// or an insert or delete changes it; nil: ask at the next layout.
    var cachedCount: Int?
    /// Where the count comes from instead of ``count`` (a model brick's `repeatCount`).
    var countSource: (() -> Int)?

    /// A repeat stands for its instances: its section flows them, behaviors move them.
    public override var flattensIntoContainer: Bool { true }

    /// `count` bricks (or the data source's count) made by `make`, addressed by `identifier`.
    public init(_ identifier: String, count: Int = 1, _ make: @escaping (_ index: Int) -> Brick) {
        self.count = max(0, count)
        self.make = make
        super.init()
        self.identifier = identifier
    }

    /// The instance at `index`, made (and kept) on first use.
    public func instance(at index: Int) -> Brick {
        if index < made.count, let brick = made[index] { return brick }
        let brick = make(index)
        brick.identifier = identifier
        brick.repeatIndex = index
        if index >= made.count { made.append(contentsOf: repeatElement(nil, count: index + 1 - made.count)) }
        made[index] = brick
        return brick
    }

    /// Makes the instances `0..<count` the children (in order), dropping the others.
    func materialize(count: Int) {
        let count = max(0, count)
        if made.count > count { made.removeSubrange(count...) }
        var wanted: [Brick] = []
        wanted.reserveCapacity(count)
        for index in 0..<count { wanted.append(instance(at: index)) }
        // A loop, not a closure: one made on the main actor checks its executor on every call.
        var same = wanted.count == children.count
        if same {
            for index in wanted.indices where wanted[index] !== children[index] {
                same = false
                break
            }
        }
        if !same { setChildren(wanted) }
    }

    /// Forgets every instance, so the next layout makes them again (after the data changed).
    public func reload() {
        made = []
        keys = nil
        cachedCount = nil
        setChildren([])
        setNeedsLayout()
    }

    /// Forgets the instance at `index`, so the next layout makes it again (its data changed);
    /// the others keep their bricks.
    public func reloadInstance(at index: Int) {
        guard index >= 0, index < made.count, made[index] != nil else { return }
        made[index] = nil
        setNeedsLayout()
    }

    /// Makes room for `itemCount` new instances at `index` (BrickKit's `insertItems`): the
    /// instances from `index` on keep their bricks and state and move up by `itemCount`; the
    /// new ones are made at the next layout. The count grows by `itemCount` without asking.
    public func insertInstances(at index: Int, count itemCount: Int) {
        let index = min(max(0, index), children.count)
        guard itemCount > 0 else { return }
        keys = nil
        if index < made.count {
            made.insert(contentsOf: repeatElement(nil, count: itemCount), at: index)
            for position in (index + itemCount)..<made.count { made[position]?.repeatIndex = position }
        }
        cachedCount = cachedCount.map { $0 + itemCount }
        count += itemCount
        setNeedsLayout()
    }

    /// Removes the `itemCount` instances from `index` (BrickKit's `deleteItems`): those after
    /// them keep their bricks and state and move down. The count shrinks without asking.
    public func deleteInstances(at index: Int, count itemCount: Int) {
        guard index >= 0, index < children.count, itemCount > 0 else { return }
        let removed = min(itemCount, children.count - index)
        keys = nil
        if index < made.count {
            made.removeSubrange(index..<min(made.count, index + removed))
            for position in index..<made.count { made[position]?.repeatIndex = position }
        }
        cachedCount = cachedCount.map { max(0, $0 - removed) }
        count = max(0, count - removed)
        setNeedsLayout()
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { .zero }

    /// Nothing: the enclosing ``Section`` places the instances in its flow.
    public override func layoutChildren(context: LayoutContext) {}
}

/// Answers how many times a ``Repeat`` repeats (BrickKit's `BrickRepeatCountDataSource`).
@MainActor
public protocol BrickRepeatCountDataSource: AnyObject {
    /// The count for the repeat `identifier` inside the repeated section instance
    /// `collectionIndex` of `collectionIdentifier` (0 and "" outside any repeated section).
    func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int
}

/// Decides which bricks a ``Section`` hides (BrickKit's `HideBehaviorDataSource`).
@MainActor
public protocol BrickHideDataSource: AnyObject {
    /// Whether the brick `identifier` (at repeat `index`, 0 when not repeated) is hidden.
    func shouldHide(identifier: String, index: Int) -> Bool
}

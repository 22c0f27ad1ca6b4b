import BrikRendering

/// One item of a scroll view as a ``BrickLayoutBehavior`` sees it: a reference, as
/// BrickKit's `BrickLayoutAttributes` was, so a behavior can keep the attributes it
/// registered and change them on every later pass.
///
/// The scroll view keeps one per brick for as long as the brick is an item. At the start of
/// each pass ``originalFrame`` is the layout's frame and ``frame``, ``zIndex`` and ``alpha``
/// are what the behaviors before this one left (the layout's, for the first): behaviors
/// compute from the original frame, as BrickKit's do, and never see a frame a behavior
/// set in an earlier pass.
///
/// ```swift
/// override func registerAttributes(_ attributes: BrickLayoutAttributes, for layout: BehaviorLayout) {
///     if attributes.identifier == "badge" { badges.append(attributes) }
/// }
/// ```
@MainActor
public final class BrickLayoutAttributes {
    /// The brick these attributes place.
    public let brick: Brick
    /// Section and item (see ``BrickAttributes/indexPath``).
    public internal(set) var indexPath: BrickIndexPath
    /// The brick's BrickKit identifier.
    public var identifier: String { brick.identifier }
    /// Whether the brick is a section whose bricks are items of their own.
    public internal(set) var isSection: Bool
    /// Where the layout put the brick (content coordinates).
    public internal(set) var originalFrame: Rect
    /// Where the brick is shown; a behavior changes it.
    public var frame: Rect
    /// Painting order (see ``BrickAttributes/zIndex``).
    public var zIndex: Int
    /// How opaque the brick is shown: 1 normal, below 1 dimmed, 0 not drawn.
    public var alpha: Double
    /// BrickKit's `isHidden`: shown with alpha 0 (hidden bricks take no space and are no
    /// items at all; this hides one that is).
    public var isHidden: Bool {
        get { alpha == 0 }
        set { alpha = newValue ? 0 : (alpha == 0 ? 1 : alpha) }
    }

    init(_ item: BrickAttributes) {
        brick = item.brick
        indexPath = item.indexPath
        isSection = false
        originalFrame = .zero
        frame = .zero
        zIndex = 0
        alpha = 1
        read(item)
    }

    /// Takes the item's current values (the layout's, and what earlier behaviors did).
    func read(_ item: BrickAttributes) {
        indexPath = item.indexPath
        isSection = item.isSection
        originalFrame = item.originalFrame
        frame = item.frame
        zIndex = item.zIndex
        alpha = item.alpha
    }

    /// Gives the item what a behavior did.
    func write(to item: inout BrickAttributes) {
        item.frame = frame
        item.zIndex = zIndex
        item.alpha = alpha
    }
}

/// The ``BrickLayoutAttributes`` of a scroll view's items: kept across passes (one object
/// per brick, so registered attributes stay valid), lined up with the pass's items.
@MainActor
final class BrickLayoutAttributesStore {
    /// The objects of the last pass's items, by brick.
    private var byBrick: [ObjectIdentifier: BrickLayoutAttributes] = [:]
    /// This pass's objects, one per item, in item order.
    private(set) var aligned: [BrickLayoutAttributes] = []
    /// The item holding each section (index in the items), for ``BrickLayoutBehavior/sectionAttributes(for:in:)``.
    private var sectionHolders: [Int: Int] = [:]

    /// Lines the objects up with `items`, making those of new bricks and letting go of
    /// those of bricks that are no items any more.
    func begin(_ items: [BrickAttributes]) {
        var next: [ObjectIdentifier: BrickLayoutAttributes] = [:]
        next.reserveCapacity(items.count)
        aligned.removeAll(keepingCapacity: true)
        sectionHolders.removeAll(keepingCapacity: true)
        for item in items {
            let key = ObjectIdentifier(item.brick)
            let object: BrickLayoutAttributes
            if let known = byBrick[key] {
                known.read(item)
                object = known
            } else {
                object = BrickLayoutAttributes(item)
            }
            next[key] = object
            aligned.append(object)
            if let holder = item.sectionItem { sectionHolders[item.indexPath.section] = holder }
        }
        byBrick = next
    }

    /// Refreshes the objects from the items (earlier behaviors of this pass moved them).
    func read(_ items: [BrickAttributes]) {
        for (object, item) in zip(aligned, items) { object.read(item) }
    }

    /// Writes what a behavior did back into the items.
    func write(to items: inout [BrickAttributes]) {
        for index in items.indices where index < aligned.count { aligned[index].write(to: &items[index]) }
    }

    /// The attributes of the item holding section `section`; nil for the root (0) or an unknown section.
    func holder(ofSection section: Int) -> BrickLayoutAttributes? {
        sectionHolders[section].map { aligned[$0] }
    }
}

extension BehaviorLayout {
    /// The reference attributes of ``items``, in the same order (made on first use in a pass,
    /// kept by the scroll view across passes): what ``BrickLayoutBehavior`` hooks receive.
    public var layoutAttributes: [BrickLayoutAttributes] { store.aligned }

    /// The store, lined up with the items on first use in this pass.
    var store: BrickLayoutAttributesStore {
        if let attributeStore, storeIsCurrent { return attributeStore }
        let store = attributeStore ?? BrickLayoutAttributesStore()
        store.begin(items)
        attributeStore = store
        storeIsCurrent = true
        return store
    }
}

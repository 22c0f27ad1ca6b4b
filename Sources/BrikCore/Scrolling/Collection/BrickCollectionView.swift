import BrikRendering

/// A brick a ``BrickCollectionView`` makes from a registration and may show again for
/// other data (BrickKit's `BrickCell` reuse hooks).
@MainActor
public protocol ReusableBrick: AnyObject {
    /// Clears what the last data left (styling, state) before the brick is shown again.
    func prepareForReuse()
    /// Fills the brick for item `index` of its identifier.
    func updateContent(index: Int)
}

/// BrickKit's `BrickCollectionView`: a scroll view showing one section, with brick
/// factories registered by identifier.
///
/// ```swift
/// let host = BrickCollectionView()
/// host.registerBrick(identifier: "Row") { LabelBrick("Row", text: "") }
/// host.setSection(BrickSection(bricks: [host.reusableSection(itemIdentifier: "Row", count: { 1000 })]))
/// ```
/// It *is* a ``ScrollBrik`` (a subclass, not a wrapper): the host is the scroll view
/// itself — its offset, keys, behaviors and focus — as BrickKit's host was a
/// `UICollectionView`; a wrapper would add a brick whose frame is its child's.
/// Registrations are inherited: a nested ``CollectionBrick`` makes an identifier it did
/// not register from the nearest enclosing host that did, looked up when the brick is made.
/// An identifier nobody registered makes a visible placeholder and a diagnostic, not a crash.
@MainActor
open class BrickCollectionView: ScrollBrik {
    /// The factories by identifier.
    private var factories: [String: () -> Brick] = [:]

    /// An empty host scrolling along `scrollDirection`.
    public init(scrollDirection: Axis = .vertical) {
        super.init(axis: scrollDirection)
    }

    /// The section shown (the scrolled content), nil before ``setSection(_:offset:)``.
    public var section: Section? { content as? Section }

    /// Shows `section`, scrolled to `offset`: the offset is restored once the section is
    /// laid out (clamped to its size then, not to what was shown before).
    public func setSection(_ section: Section, offset: Point = .zero) {
        if content !== section { setChildren([section]) }
        restoreContentOffset(offset)
    }

    /// Registers how bricks of `identifier` are made (BrickKit's `registerBrickClass`).
    public func registerBrick(identifier: String, _ make: @escaping () -> Brick) {
        factories[identifier] = make
    }

    /// The identifiers registered here (not those inherited).
    public var registeredIdentifiers: [String] { factories.keys.sorted() }

    /// The factory for `identifier`: this host's, else the nearest enclosing host's.
    private func factory(for identifier: String) -> (() -> Brick)? {
        var node: Brick? = self
        while let current = node {
            if let host = current as? BrickCollectionView, let make = host.factories[identifier] { return make }
            node = current.parent
        }
        return nil
    }

    /// Whether a brick of `identifier` can be made here (registered here or above).
    public func isRegistered(identifier: String) -> Bool { factory(for: identifier) != nil }

    /// A new brick of `identifier`, with that identifier. Unregistered, it is a placeholder
    /// label saying so (and the application's diagnostics hear of it).
    public func makeBrick(identifier: String) -> Brick {
        guard let make = factory(for: identifier) else {
            let message = "no brick registered for identifier \"\(identifier)\" in \(debugName)"
            application?.diagnostics.report(.message(message))
            let placeholder = Label("⚠ \(message)")
            placeholder.foregroundColor = .red
            placeholder.identifier = identifier
            return placeholder
        }
        let brick = make()
        if brick.identifier.isEmpty { brick.identifier = identifier }
        return brick
    }

    /// A virtual list of `count()` bricks of the registered `itemIdentifier`, only those near
    /// the viewport existing: a brick that scrolled away is kept, then given
    /// ``ReusableBrick/prepareForReuse()`` and ``ReusableBrick/updateContent(index:)`` for
    /// the item it shows next (a new brick gets `updateContent` only).
    public func reusableSection(
        _ identifier: String = "", itemIdentifier: String, count: @escaping () -> Int, estimatedHeight: Int? = nil
    ) -> VirtualSection {
        VirtualSection(
            identifier, itemIdentifier: itemIdentifier, count: count, estimatedHeight: estimatedHeight,
            make: { [weak self] index in
                let brick = self?.makeBrick(identifier: itemIdentifier) ?? Label()
                (brick as? any ReusableBrick)?.updateContent(index: index)
                return brick
            },
            reuse: { brick, index in
                guard let reusable = brick as? any ReusableBrick else { return }
                reusable.prepareForReuse()
                reusable.updateContent(index: index)
            })
    }
}

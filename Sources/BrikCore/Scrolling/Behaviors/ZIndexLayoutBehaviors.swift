/// Says which bricks a ``MaxZIndexLayoutBehavior`` puts above all others
/// (BrickKit's `MaxZIndexLayoutBehaviorDataSource`).
@MainActor
public protocol MaxZIndexLayoutBehaviorDataSource: AnyObject {
    /// Whether the item is painted above every other item.
    func maxZIndexLayoutBehavior(
        _ behavior: MaxZIndexLayoutBehavior, shouldHaveMaxZIndexAt indexPath: BrickIndexPath,
        withIdentifier identifier: String, in layout: BehaviorLayout
    ) -> Bool
}

/// Paints chosen bricks above every other item: always-on-top overlays, a sticky footer
/// that must cover earlier bricks (BrickKit's `MaxZIndexLayoutBehavior`).
///
/// The chosen items get `maxZIndex + 1`, `+ 2`, … in item order, so among themselves a
/// later one is on top. It sets z only: frames and alpha are untouched.
///
/// ```swift
/// MaxZIndexLayoutBehavior { $0.identifier == "overlay" }
/// ```
@MainActor
public final class MaxZIndexLayoutBehavior: LayoutBehavior {
    /// False: it only orders what is drawn, so a lazy section stays lazy under it.
    public var needsItemsBelowViewport: Bool { false }

    /// Chooses the items; held weakly (nil with the closure init).
    public weak var dataSource: (any MaxZIndexLayoutBehaviorDataSource)?
    private let chooses: ((BrickAttributes) -> Bool)?

    /// Items chosen by `dataSource`, held weakly.
    public init(dataSource: any MaxZIndexLayoutBehaviorDataSource) {
        self.dataSource = dataSource
        self.chooses = nil
    }

    /// Items for which `shouldHaveMaxZIndex` is true.
    public init(_ shouldHaveMaxZIndex: @escaping (BrickAttributes) -> Bool) {
        self.chooses = shouldHaveMaxZIndex
    }

    /// Lifts the chosen items above all others, in item order.
    public func apply(to layout: BehaviorLayout) {
        var counter = 0
        for index in layout.items.indices {
            let item = layout.items[index]
            let chosen =
                chooses?(item)
                ?? dataSource?.maxZIndexLayoutBehavior(
                    self, shouldHaveMaxZIndexAt: item.indexPath, withIdentifier: item.identifier, in: layout) ?? false
            guard chosen else { continue }
            layout.items[index].zIndex = layout.maxZIndex + 1 + counter
            counter += 1
        }
    }
}

/// Says which layer a ``SetZIndexLayoutBehavior`` puts each brick in
/// (BrickKit's `SetZIndexLayoutBehaviorDataSource`).
@MainActor
public protocol SetZIndexLayoutBehaviorDataSource: AnyObject {
    /// The item's layer above all items (0 is just above them, higher is further up);
    /// nil leaves its z index alone.
    func setZIndexLayoutBehavior(
        _ behavior: SetZIndexLayoutBehavior, zIndexOffsetForItemAt indexPath: BrickIndexPath,
        withIdentifier identifier: String, in layout: BehaviorLayout
    ) -> Int?
}

/// Puts chosen bricks in explicit layers above all items (BrickKit's `SetZIndexLayoutBehavior`):
/// an item answered `offset` gets z `maxZIndex + 1 + offset`. Items in the same layer keep
/// their item order (later on top).
///
/// ```swift
/// SetZIndexLayoutBehavior { $0.identifier == "menu" ? 2 : $0.identifier == "tooltip" ? 5 : nil }
/// ```
@MainActor
public final class SetZIndexLayoutBehavior: LayoutBehavior {
    /// False: it only orders what is drawn, so a lazy section stays lazy under it.
    public var needsItemsBelowViewport: Bool { false }

    /// Answers the layers; held weakly (nil with the closure init).
    public weak var dataSource: (any SetZIndexLayoutBehaviorDataSource)?
    private let layer: ((BrickAttributes) -> Int?)?

    /// Layers from `dataSource`, held weakly.
    public init(dataSource: any SetZIndexLayoutBehaviorDataSource) {
        self.dataSource = dataSource
        self.layer = nil
    }

    /// Layers from `zIndexOffset`; nil leaves an item alone.
    public init(_ zIndexOffset: @escaping (BrickAttributes) -> Int?) {
        self.layer = zIndexOffset
    }

    /// Puts each answered item in its layer.
    public func apply(to layout: BehaviorLayout) {
        for index in layout.items.indices {
            let item = layout.items[index]
            let offset =
                layer.map { $0(item) }
                ?? dataSource?.setZIndexLayoutBehavior(
                    self, zIndexOffsetForItemAt: item.indexPath, withIdentifier: item.identifier, in: layout)
            guard let offset else { continue }
            layout.items[index].zIndex = layout.maxZIndex + 1 + offset
        }
    }
}

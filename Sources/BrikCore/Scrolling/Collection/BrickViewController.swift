import BrikRendering

/// BrickKit's `BrickViewController`: a screen whose content is one ``BrickCollectionView``,
/// built by a subclass in ``viewDidLoad()``, so BrickKit's examples read as they did.
///
/// ```swift
/// final class FruitScreen: BrickViewController, BrickRepeatCountDataSource {
///     var fruits = ["Apple", "Banana", "Cherry"]
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let section = BrickSection(bricks: [LabelBrick("FRUIT", text: "BRICK 1")])
///         section.repeatCountDataSource = self
///         self.setSection(section)
///     }
///
///     func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
///         identifier == "FRUIT" ? fruits.count : 1
///     }
/// }
/// try Application(root: FruitScreen()).run()
/// ```
///
/// ``viewDidLoad()`` runs once, before the controller is first measured or laid out (or
/// when ``loadViewIfNeeded()`` is called), as UIKit loads a view when it is first needed:
/// a subclass's own initialiser has finished by then. Behaviors go on
/// `brickCollectionView.layout.behaviors`, as in BrickKit; pull-to-refresh is
/// ``addRefreshControl(_:action:)`` and ``resetRefreshControl()``.
@MainActor
open class BrickViewController: Brick {
    /// The collection view showing the section (BrickKit's `brickCollectionView`).
    public let brickCollectionView: BrickCollectionView
    /// Whether ``viewDidLoad()`` has run.
    public private(set) var isViewLoaded = false

    /// A controller scrolling along `scrollDirection` (vertical by default).
    public init(scrollDirection: Axis = .vertical) {
        brickCollectionView = BrickCollectionView(scrollDirection: scrollDirection)
        super.init()
        addChild(brickCollectionView)
    }

    /// Builds the screen: set the section here (BrickKit's `viewDidLoad`). Call `super`.
    open func viewDidLoad() {}

    /// Runs ``viewDidLoad()`` if it has not run.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// The layout of the collection view: its behaviors and appear behavior (BrickKit's `layout`).
    public var layout: BrickFlowLayout { brickCollectionView.layout }

    /// The section shown, nil before ``setSection(_:offset:)``.
    public var section: Section? { brickCollectionView.section }

    /// Shows `section`, scrolled to `offset` (BrickKit's `setSection`).
    public func setSection(_ section: Section, offset: Point = .zero) {
        brickCollectionView.setSection(section, offset: offset)
    }

    /// Registers how bricks of `identifier` are made (BrickKit's `registerBrickClass`).
    public func registerBrick(identifier: String, _ make: @escaping () -> Brick) {
        brickCollectionView.registerBrick(identifier: identifier, make)
    }

    /// The refresh control added by ``addRefreshControl(_:action:)`` (BrickKit's `refreshControl`).
    public var refreshControl: RefreshControl? { brickCollectionView.refreshControl }

    /// Adds pull-to-refresh to the collection view (BrickKit's `addRefreshControl(_:action:)`):
    /// `action` gets the control; call ``resetRefreshControl()`` when the data is in.
    public func addRefreshControl(
        _ refreshControl: RefreshControl = RefreshControl(), action: @escaping @MainActor (RefreshControl) -> Void
    ) {
        brickCollectionView.addRefreshControl(refreshControl) { _ in action(refreshControl) }
    }

    /// Hides the refresh row (BrickKit's `resetRefreshControl()`).
    public func resetRefreshControl() {
        brickCollectionView.resetRefreshControl()
    }

    /// Loads the view first: the collection view fills the controller.
    open override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        loadViewIfNeeded()
        return Size(
            width: proposal.width ?? context.environment.screen.width,
            height: proposal.height ?? context.environment.screen.height)
    }

    open override func layoutChildren(context: LayoutContext) {
        loadViewIfNeeded()
        brickCollectionView.frame = contentFrame
    }
}

/// BrickKit's `BrickFlowLayout` as far as a screen sets it up: the collection view's
/// behaviors (a set in BrickKit, applied here in the order inserted), its appear behavior
/// and z-index order.
@MainActor
public struct BrickFlowLayout {
    /// The collection view laid out.
    public let collectionView: BrickCollectionView

    /// The behaviors, applied in the order inserted; `insert` ignores one already there.
    public var behaviors: LayoutBehaviors {
        get { LayoutBehaviors(collectionView.behaviors) }
        nonmutating set { collectionView.behaviors = newValue.ordered }
    }

    /// How inserted and removed bricks animate (BrickKit's `appearBehavior`).
    public var appearBehavior: (any BrickAppearBehavior)? {
        get { collectionView.appearBehavior }
        nonmutating set { collectionView.appearBehavior = newValue }
    }

    /// Which bricks paint over which (BrickKit's `zOrder`).
    public var zIndexBehavior: ZIndexBehavior {
        get { collectionView.zIndexBehavior }
        nonmutating set { collectionView.zIndexBehavior = newValue }
    }

    /// The axis it scrolls along (set when the collection view is made).
    public var scrollDirection: Axis { collectionView.axis }
}

/// A layout's behaviors as BrickKit's set spelled them (`insert`, `remove`, `contains`),
/// kept in the order inserted so they compose predictably.
@MainActor
public struct LayoutBehaviors {
    /// The behaviors in order.
    public private(set) var ordered: [any LayoutBehavior]

    /// The behaviors `behaviors`, in order.
    public init(_ behaviors: [any LayoutBehavior] = []) {
        ordered = behaviors
    }

    /// Adds `behavior` at the end unless it is there already.
    public mutating func insert(_ behavior: any LayoutBehavior) {
        if !contains(behavior) { ordered.append(behavior) }
    }

    /// Removes `behavior` (the same instance).
    public mutating func remove(_ behavior: any LayoutBehavior) {
        ordered.removeAll { $0 === behavior }
    }

    /// Whether `behavior` (the same instance) is there.
    public func contains(_ behavior: any LayoutBehavior) -> Bool {
        ordered.contains { $0 === behavior }
    }

    /// How many there are.
    public var count: Int { ordered.count }
}

extension BrickCollectionView {
    /// Its layout's behaviors and appear behavior, spelled as BrickKit's `layout` (`host.layout.behaviors.insert(sticky)`).
    public var layout: BrickFlowLayout { BrickFlowLayout(collectionView: self) }
}

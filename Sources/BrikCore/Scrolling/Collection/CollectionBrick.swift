import BrikRendering

/// Gives a ``CollectionBrick`` its section (BrickKit's `CollectionBrickCellDataSource`).
@MainActor
public protocol CollectionBrickCellDataSource: AnyObject {
    /// The section the collection shows; asked on every bind.
    func sectionForCollectionBrickCell(_ brick: CollectionBrick) -> Section
    /// The page to show after a bind; nil keeps the current one.
    func currentPageForCollectionBrickCell(_ brick: CollectionBrick) -> Int?
    /// Registers the brick factories the section's bricks are made from (``BrickCollectionView/registerBrick(identifier:_:)``).
    func registerBricks(for brick: CollectionBrick)
    /// Configures the collection (paging, data sources of the section) after its section is set.
    func configure(for brick: CollectionBrick)
}

extension CollectionBrickCellDataSource {
    /// Keeps the current page.
    public func currentPageForCollectionBrickCell(_ brick: CollectionBrick) -> Int? { nil }
    /// Registers nothing.
    public func registerBricks(for brick: CollectionBrick) {}
    /// Configures nothing.
    public func configure(for brick: CollectionBrick) {}
}

/// The data source a collection brick made with a section keeps (BrickKit's `CollectionBrickCellModel`).
@MainActor
public final class CollectionBrickCellModel: CollectionBrickCellDataSource {
    /// The section shown.
    public var section: Section
    /// The page shown after a bind; nil keeps the current one.
    public var currentPage: Int?
    /// Runs after the section is set, on every bind.
    public var configureHandler: ((CollectionBrick) -> Void)?

    /// A model showing `section`.
    public init(section: Section, currentPage: Int? = nil, configureHandler: ((CollectionBrick) -> Void)? = nil) {
        self.section = section
        self.currentPage = currentPage
        self.configureHandler = configureHandler
    }

    /// The section held.
    public func sectionForCollectionBrickCell(_ brick: CollectionBrick) -> Section { section }
    /// The page held (nil keeps the brick's current page).
    public func currentPageForCollectionBrickCell(_ brick: CollectionBrick) -> Int? { currentPage }
    /// Runs ``configureHandler`` on `brick`.
    public func configure(for brick: CollectionBrick) { configureHandler?(brick) }
}

/// BrickKit's `CollectionBrick`: a collection nested in a section, with its own section
/// and data source, scrolling on its own along `scrollDirection` (a strip of images
/// across a vertical page).
///
/// ```swift
/// CollectionBrick(scrollDirection: .horizontal, dataSource: CollectionBrickCellModel(section: strip))
/// ```
/// Horizontally its section makes one row that never wraps, ratio widths taken of the
/// collection's own width; it is as tall as that row plus its scrollbar. With
/// ``isPagingEnabled`` a settled scroll rests on a whole page (``currentPage``).
/// Focused, ←/→ (or ↑/↓) scroll it; Shift+wheel scrolls a horizontal one.
/// A collection brick repeated by a ``Repeat`` passes its index and identifier to the
/// repeat counts asked inside it (`collectionIndex`, `collectionIdentifier`).
@MainActor
public final class CollectionBrick: BrickCollectionView, ContentReloading {
    /// Gives the section on every bind; held weakly (the model initialiser keeps its own).
    public weak var dataSource: (any CollectionBrickCellDataSource)? { didSet { reloadContent() } }
    /// The data source made by the `section:` initialiser, kept alive here.
    private var ownModel: CollectionBrickCellModel?
    /// Whether settled scrolls rest on whole pages (the viewport's length).
    public var isPagingEnabled = false {
        didSet {
            guard oldValue != isPagingEnabled else { return }
            behaviors.removeAll { $0 is PagingLayoutBehavior }
            if isPagingEnabled { behaviors.append(PagingLayoutBehavior()) }
        }
    }

    /// A collection of `width` × `height` (measured by default) showing what `dataSource` gives.
    public init(
        _ identifier: String = "",
        width: BrickDimension = .ratio(ratio: 1),
        height: BrickDimension = .auto(estimate: .fixed(size: 1)),
        backgroundColor: Color? = nil,
        scrollDirection: Axis = .vertical,
        isPagingEnabled: Bool = false,
        dataSource: any CollectionBrickCellDataSource
    ) {
        super.init(scrollDirection: scrollDirection)
        self.identifier = identifier
        brickSize = BrickSize(width: width, height: height)
        self.backgroundColor = backgroundColor
        self.isPagingEnabled = isPagingEnabled
        if isPagingEnabled { behaviors = [PagingLayoutBehavior()] }
        self.dataSource = dataSource
        if let model = dataSource as? CollectionBrickCellModel { ownModel = model }
        reloadContent()
    }

    /// A collection showing `section` (a ``CollectionBrickCellModel`` of it, kept here).
    public convenience init(
        _ identifier: String = "",
        width: BrickDimension = .ratio(ratio: 1),
        height: BrickDimension = .auto(estimate: .fixed(size: 1)),
        backgroundColor: Color? = nil,
        scrollDirection: Axis = .vertical,
        isPagingEnabled: Bool = false,
        section: Section
    ) {
        self.init(
            identifier, width: width, height: height, backgroundColor: backgroundColor,
            scrollDirection: scrollDirection, isPagingEnabled: isPagingEnabled,
            dataSource: CollectionBrickCellModel(section: section))
    }

    /// The section the data source gives for `identifier`, nil when it has none by that name.
    public func section(for identifier: String) -> Section? {
        guard let section else { return nil }
        if section.identifier == identifier { return section }
        return section.bricks(withIdentifier: identifier).lazy.compactMap { $0 as? Section }.first
    }

    /// Asks the data source again: registrations, the section, the configuration, the page.
    /// With no data source the collection is empty.
    public func reloadContent() {
        guard let dataSource else {
            setChildren([])
            return
        }
        loadContent {
            dataSource.registerBricks(for: self)
            let section = dataSource.sectionForCollectionBrickCell(self)
            if content !== section { setSection(section) }
            dataSource.configure(for: self)
            if let page = dataSource.currentPageForCollectionBrickCell(self) { currentPage = page }
        }
        setNeedsLayout()
    }

    func reloadContentForOverride() { reloadContent() }

    /// The page shown: the offset along the axis in viewport lengths (rounded up on a
    /// last page shorter than the others). Setting it scrolls there.
    public var currentPage: Int {
        get {
            let length = axis == .vertical ? viewport.height : viewport.width
            guard length > 0 else { return pendingPage ?? 0 }
            let offset = axis == .vertical ? contentOffset.y : contentOffset.x
            return (offset + length - 1) / length
        }
        set {
            let length = axis == .vertical ? viewport.height : viewport.width
            guard length > 0 else {
                pendingPage = max(0, newValue)
                setNeedsLayout()
                return
            }
            let along = max(0, newValue) * length
            scroll(to: axis == .vertical ? Point(x: contentOffset.x, y: along) : Point(x: along, y: contentOffset.y))
        }
    }

    /// A page asked for before the first layout gave the viewport its size.
    private var pendingPage: Int?

    public override func layoutChildren(context: LayoutContext) {
        // The frame is set now: the page asked for early becomes an offset before the content moves.
        if let page = pendingPage, !viewport.isEmpty {
            pendingPage = nil
            let along = page * (axis == .vertical ? viewport.height : viewport.width)
            contentOffset = axis == .vertical ? Point(x: contentOffset.x, y: along) : Point(x: along, y: contentOffset.y)
        }
        super.layoutChildren(context: context)
    }
}

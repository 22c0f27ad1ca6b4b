/// BrickKit's section: a brick that lays its children out in a flow — left to
/// right, wrapping when the next one does not fit — and is itself a brick, so
/// sections nest to any depth.
///
/// Each child's ``Brick/brickSize`` says how wide it is (a ratio of the row,
/// fixed, the rest of the row, …) and how tall (measured, fixed, a ratio of
/// its width, …); see ``BrickDimension``. A section is as tall as its rows
/// plus its edge insets, and takes no height when it has nothing to show.
///
/// ```swift
/// Section(inset: 1, edgeInsets: EdgeInsets(all: 1)) { _ in
///     Label("BRICK 1")
///     Label("1/2 BRICK").width(.ratio(ratio: 1/2))
///     Label("1/2 BRICK").width(.ratio(ratio: 1/2))
/// }
/// ```
@MainActor
open class Section: Brick {
    /// Columns between bricks in a row (and rows between rows unless ``verticalInset`` is set).
    public var inset: Int { didSet { setNeedsLayout() } }
    /// Rows between rows; nil uses ``inset`` (BrickKit used one value for both, but a
    /// row is twice as tall as a column is wide).
    public var verticalInset: Int? { didSet { setNeedsLayout() } }
    /// Space inside the section around its bricks.
    public var edgeInsets: EdgeInsets { didSet { setNeedsLayout() } }
    /// Row alignment.
    public var alignment: FlowAlignment { didSet { setNeedsLayout() } }
    /// Whether every brick of a row is stretched to the row's height.
    public var alignRowHeights: Bool { didSet { setNeedsLayout() } }
    /// What "the whole row" is for ratios: 12 makes `.ratio(ratio: 3)` a quarter.
    public var widthRatio: Double = 1 { didSet { setNeedsLayout() } }

    private var cache: (pass: Int, width: Int, result: FlowLayout.Result)?

    /// A section with BrickKit's parameters, holding what `content` builds.
    public init(
        _ identifier: String = "",
        width: BrickDimension = .ratio(ratio: 1),
        backgroundColor: Color? = nil,
        inset: Int = 0,
        verticalInset: Int? = nil,
        edgeInsets: EdgeInsets = .zero,
        alignment: FlowAlignment = .default,
        alignRowHeights: Bool = false,
        @BrikBuilder _ content: (Section) -> [Brick] = { _ in [] }
    ) {
        self.inset = inset
        self.verticalInset = verticalInset
        self.edgeInsets = edgeInsets
        self.alignment = alignment
        self.alignRowHeights = alignRowHeights
        super.init()
        self.identifier = identifier
        self.brickSize = BrickSize(width: width, height: .auto(estimate: .fixed(size: 0)))
        self.backgroundColor = backgroundColor
        for child in content(self) { addChild(child) }
    }

    var flow: FlowLayout {
        FlowLayout(
            inset: inset, verticalInset: verticalInset, edgeInsets: edgeInsets, alignment: alignment,
            alignRowHeights: alignRowHeights, widthRatio: widthRatio)
    }

    /// The environment dimensions resolve in: the application's, or this section's own frame when detached.
    var environment: LayoutEnvironment {
        application?.layoutEnvironment ?? LayoutEnvironment(screen: frame.size)
    }

    /// The flow of the children at `width` content columns, computed once per layout pass.
    func flowResult(width: Int) -> FlowLayout.Result {
        let pass = application?.layoutPass ?? -1
        if let cache, pass >= 0, cache.pass == pass, cache.width == width { return cache.result }
        let environment = self.environment
        let items = children.map { child in
            FlowLayout.Item(width: child.brickSize.width, isHidden: child.isHidden) { columns in
                child.brickSize.height.height(forWidth: columns, environment: environment) {
                    child.sizeThatFits(ProposedSize(width: columns, height: nil)).height
                }
            }
        }
        let result = flow.layout(items, width: width, environment: environment)
        cache = (pass, width, result)
        return result
    }

    /// Offered width by its rows' height; with no width offered, the screen's width.
    open override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let chrome = chromeInsets
        let width = proposal.width ?? environment.screen.width
        let content = flowResult(width: max(0, width - chrome.horizontal))
        guard content.height > 0 || border != nil else { return Size(width: width, height: 0) }
        return Size(width: width, height: content.height + chrome.vertical)
    }

    open override func layoutChildren() {
        let area = contentFrame
        let result = flowResult(width: area.width)
        for (child, frame) in zip(children, result.frames) {
            child.frame = frame.offsetBy(dx: area.x, dy: area.y)
        }
    }
}

extension Brick {
    /// Sets the width rule used inside a ``Section``.
    @discardableResult
    public func width(_ dimension: BrickDimension) -> Self {
        brickSize.width = dimension
        return self
    }

    /// Sets the height rule used inside a ``Section``.
    @discardableResult
    public func height(_ dimension: BrickDimension) -> Self {
        brickSize.height = dimension
        return self
    }

    /// Sets the BrickKit identifier.
    @discardableResult
    public func identifier(_ identifier: String) -> Self {
        self.identifier = identifier
        return self
    }
}

import BrikRendering

/// Told when a ``GenericBrick`` has placed its pieces (BrickKit's `GenericBrickFrameLayoutListener`).
@MainActor
public protocol GenericBrickFrameLayoutListener: AnyObject {
    /// Called at the end of the brick's layout, with every piece's frame set.
    func didLayoutFrames(of brick: Brick)
}

/// BrickKit's `GenericBrick<T>`: any brick (`W`) embedded as a brick of a section, with
/// an optional leading view, a trailing accessory (a chevron, a badge) vertically centred
/// on the content, and a closure that configures the content each time it is bound.
///
/// ```swift
/// GenericBrick<Label>("Status", view: Label()) { label, _ in label.text = "ready" }
/// ```
/// The content takes the columns the leading and accessory views leave (one column
/// between pieces); the brick is as tall as its tallest piece, or as
/// ``customHeightProvider`` says for a width.
@MainActor
open class GenericBrick<W: Brick>: Brick, ReusableBrick, ContentReloading {
    /// The embedded brick (BrickKit's `genericContentView`).
    public let contentView: W
    /// Called with the content and this brick on every bind (``reloadContent()``).
    public var configureView: ((W, GenericBrick<W>) -> Void)?
    /// Rows for a width, instead of measuring the pieces; nil measures.
    public var customHeightProvider: ((_ width: Int) -> Int)? { didSet { setNeedsLayout() } }
    /// Told after each layout of this brick.
    public weak var frameLayoutListener: (any GenericBrickFrameLayoutListener)?
    /// A brick before the content (an icon), at its own width.
    public var leadingView: Brick? { didSet { arrangePieces() } }
    /// A brick after the content, at its own width, vertically centred on it.
    public var accessoryView: Brick? { didSet { arrangePieces() } }
    /// Whether the content is centred at its own width with the leading and accessory
    /// views sharing what is left (a title between two rules), instead of filling the row.
    public var centersContent = false { didSet { setNeedsLayout() } }

    /// A brick of `width` × `height` showing `view`, configured by `configureView` now and on every bind.
    public init(
        _ identifier: String = "",
        width: BrickDimension = .ratio(ratio: 1),
        height: BrickDimension = .auto(estimate: .fixed(size: 1)),
        backgroundColor: Color? = nil,
        view: W,
        configureView: ((W, GenericBrick<W>) -> Void)? = nil
    ) {
        contentView = view
        self.configureView = configureView
        super.init()
        self.identifier = identifier
        brickSize = BrickSize(width: width, height: height)
        self.backgroundColor = backgroundColor
        arrangePieces()
        bindContent()
    }

    /// The item of its identifier this brick shows (set by ``updateContent(index:)``; 0 otherwise).
    public private(set) var index = 0
    /// How many cells this brick stands for in a ``BrickSection`` without a repeat-count
    /// data source (BrickKit's `repeatCount`, 1 by default); a data source's count wins.
    public var repeatCount = 1 {
        didSet {
            if repeatCount < 0 { repeatCount = 0 }
            parent?.setNeedsLayout()
            (parent as? Repeat)?.cachedCount = nil
        }
    }

    /// Clears what the last data left; the default does nothing (a bind resets what it sets).
    open func prepareForReuse() {}

    /// Shows item `index`: binds the content again for it.
    public func updateContent(index: Int) {
        self.index = index
        reloadContent()
    }

    /// Binds the content again: what a host calls when the brick is shown for new data
    /// (between an ``Brick/overrideContentSource``'s reset and override).
    public func reloadContent() {
        loadContent { bindContent() }
        setNeedsLayout()
    }

    func reloadContentForOverride() { reloadContent() }

    /// Puts the model's values into the pieces; a subclass asks its data source, then
    /// calls this to run ``configureView``.
    open func bindContent() {
        configureView?(contentView, self)
    }

    private func arrangePieces() {
        setChildren([leadingView, contentView, accessoryView].compactMap { $0 })
    }

    /// Widths of the leading view, the content and the accessory within `inner` columns
    /// (nil: as wide as they like), with the gaps between shown pieces.
    private func columns(inner: Int?, context: LayoutContext) -> (leading: Int, content: Int, accessory: Int, gap: Int) {
        let leading = leadingView.flatMap { $0.isHidden ? nil : $0 }
        let accessory = accessoryView.flatMap { $0.isHidden ? nil : $0 }
        let gaps = (leading == nil ? 0 : 1) + (accessory == nil ? 0 : 1)
        func ideal(_ brick: Brick?) -> Int {
            brick.map { $0.measuredSize(for: .unlimited, context: context).width } ?? 0
        }
        let contentIdeal = ideal(contentView)
        guard let inner else { return (ideal(leading), contentIdeal, ideal(accessory), gaps) }
        if centersContent {
            let content = min(contentIdeal, max(0, inner - gaps - (leading == nil ? 0 : 1) - (accessory == nil ? 0 : 1)))
            let rest = max(0, inner - content - gaps)
            let leadingWidth = leading == nil ? 0 : (accessory == nil ? rest : rest / 2)
            return (leadingWidth, content, accessory == nil ? 0 : rest - leadingWidth, gaps)
        }
        let leadingWidth = min(ideal(leading), inner)
        let accessoryWidth = min(ideal(accessory), max(0, inner - leadingWidth))
        return (leadingWidth, max(0, inner - leadingWidth - accessoryWidth - gaps), accessoryWidth, gaps)
    }

    private func height(of brick: Brick?, width: Int, context: LayoutContext) -> Int {
        guard let brick, !brick.isHidden else { return 0 }
        return brick.measuredSize(for: ProposedSize(width: width, height: nil), context: context).height
    }

    open override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let inner = proposal.width.map { max(0, $0 - chrome.horizontal) }
        let widths = columns(inner: inner, context: context)
        let width = inner ?? (widths.leading + widths.content + widths.accessory + widths.gap)
        if let customHeightProvider {
            return Size(width: width + chrome.horizontal, height: max(0, customHeightProvider(width)) + chrome.vertical)
        }
        let rows = max(
            height(of: contentView, width: widths.content, context: context),
            height(of: leadingView, width: widths.leading, context: context),
            height(of: accessoryView, width: widths.accessory, context: context))
        return Size(width: width + chrome.horizontal, height: rows + chrome.vertical)
    }

    open override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        let widths = columns(inner: area.width, context: context)
        var x = area.x
        func place(_ brick: Brick?, width: Int, centred: Bool) {
            guard let brick, !brick.isHidden else { return }
            let rows = min(area.height, max(1, height(of: brick, width: width, context: context)))
            let y = centred ? area.y + (area.height - rows) / 2 : area.y
            brick.frame = Rect(x: x, y: y, width: width, height: brick === contentView ? area.height : rows)
            x += width + 1
        }
        place(leadingView, width: widths.leading, centred: centersContent)
        place(contentView, width: widths.content, centred: false)
        place(accessoryView, width: widths.accessory, centred: true)
        frameLayoutListener?.didLayoutFrames(of: self)
    }
}

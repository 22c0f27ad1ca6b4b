/// A viewport onto content taller (or wider) than itself: the content is laid
/// out at its full size and moved by ``contentOffset``; what falls outside the
/// viewport is clipped and not drawn.
///
/// ```swift
/// ScrollBrik { _ in
///     VBrik { _ in for line in log { Label(line) } }
/// }
/// ```
/// Keys while it (or something in it) has focus: ↑/↓ or j/k by a row, PgUp/PgDn
/// by a page, Home/End, ←/→ for horizontal content; the mouse wheel scrolls the
/// scroll view under the pointer (Shift+wheel sideways). A focused brick inside
/// is scrolled into view — just enough, like a visibility request in Haskell's
/// brick. A one-column scrollbar shows where the viewport is (bold while the
/// scroll view has focus). ↑/↓ scroll only while the scroll view itself has
/// focus; with a brick inside focused they move focus.
@MainActor
open class ScrollBrik: Brick {
    /// The direction the content scrolls in.
    public let axis: Axis
    /// How far the content is scrolled, in cells; clamped to the content at layout.
    public private(set) var contentOffset: Point = .zero
    /// The content's full size at the last layout.
    public private(set) var contentSize: Size = .zero
    /// Whether the scrollbar column (or row) is drawn.
    public var showsScrollbar = true { didSet { setNeedsLayout() } }
    /// Rows (or columns) one wheel notch scrolls.
    public var wheelStep = 3

    /// A scroll view along `axis` around what `content` builds (several bricks are stacked
    /// along the axis).
    public init(axis: Axis = .vertical, @BrikBuilder _ content: (ScrollBrik) -> [Brick] = { _ in [] }) {
        self.axis = axis
        super.init()
        focusAttributes = .bold
        let built = content(self)
        if built.count == 1 {
            addChild(built[0])
        } else {
            let stack = StackBrik(axis: axis)
            stack.setChildren(built)
            addChild(stack)
        }
        declareScrollBindings()
    }

    /// The scrolled content (the first child).
    public var content: Brick? { children.first }

    /// The visible part of the frame, less the scrollbar.
    public var viewport: Rect {
        let area = contentFrame
        guard showsScrollbar else { return area }
        return axis == .vertical
            ? Rect(x: area.x, y: area.y, width: max(0, area.width - 1), height: area.height)
            : Rect(x: area.x, y: area.y, width: area.width, height: max(0, area.height - 1))
    }

    /// Content is drawn only inside the viewport (not over the border or the scrollbar).
    open override var childClipRect: Rect { viewport }

    /// The largest offset that still shows content (0 when it all fits).
    public var maximumOffset: Point {
        let port = viewport
        return Point(x: max(0, contentSize.width - port.width), y: max(0, contentSize.height - port.height))
    }

    /// Scrolls to `offset` (clamped), redrawing; the layout moves the content.
    public func scroll(to offset: Point) {
        let maximum = maximumOffset
        let clamped = Point(x: min(max(0, offset.x), maximum.x), y: min(max(0, offset.y), maximum.y))
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        setNeedsLayout()
    }

    /// Scrolls by `rows` (or columns, horizontally); negative scrolls back.
    public func scroll(by amount: Int) {
        axis == .vertical
            ? scroll(to: contentOffset.offsetBy(dy: amount)) : scroll(to: contentOffset.offsetBy(dx: amount))
    }

    /// Scrolls just enough for `rect` (in screen cells, as laid out now) to be visible.
    public func scrollToVisible(_ rect: Rect) {
        let port = viewport
        var offset = contentOffset
        if rect.maxY > port.maxY { offset.y += rect.maxY - port.maxY }
        if rect.minY < port.minY { offset.y -= port.minY - rect.minY }
        if rect.maxX > port.maxX { offset.x += rect.maxX - port.maxX }
        if rect.minX < port.minX { offset.x -= port.minX - rect.minX }
        scroll(to: offset)
    }

    public override var canBecomeFocused: Bool { true }

    public override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let chrome = chromeInsets
        guard let content else {
            return Size(width: proposal.width ?? chrome.horizontal, height: proposal.height ?? chrome.vertical)
        }
        let ideal = content.sizeThatFits(proposal.inset(by: chrome))
        return Size(
            width: min(ideal.width + chrome.horizontal + (axis == .vertical ? 1 : 0), proposal.width ?? Int.max),
            height: min(ideal.height + chrome.vertical + (axis == .horizontal ? 1 : 0), proposal.height ?? Int.max))
    }

    open override func layoutChildren() {
        guard let content else { return }
        let port = viewport
        contentSize =
            axis == .vertical
            ? Size(width: port.width, height: content.sizeThatFits(ProposedSize(width: port.width, height: nil)).height)
            : Size(width: content.sizeThatFits(ProposedSize(width: nil, height: port.height)).width, height: port.height)
        let maximum = maximumOffset
        contentOffset = Point(x: min(contentOffset.x, maximum.x), y: min(contentOffset.y, maximum.y))
        content.frame = Rect(origin: port.origin.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y), size: contentSize)
    }

    open override func draw(into canvas: inout Canvas) {
        drawChrome(into: &canvas)
        guard showsScrollbar else { return }
        let area = contentFrame
        let length = axis == .vertical ? area.height : area.width
        let total = axis == .vertical ? contentSize.height : contentSize.width
        let offset = axis == .vertical ? contentOffset.y : contentOffset.x
        guard length > 0 else { return }
        let style = resolvedStyle
        let (thumbStart, thumbLength) = Self.thumb(length: length, total: total, offset: offset)
        for index in 0..<length {
            let isThumb = index >= thumbStart && index < thumbStart + thumbLength
            let point =
                axis == .vertical ? Point(x: area.maxX - 1, y: area.y + index) : Point(x: area.x + index, y: area.maxY - 1)
            canvas.put(Glyph(isThumb ? "█" : "░", width: 1), at: point, style: isThumb ? style : style.adding(.dim))
        }
    }

    /// Where the scrollbar's thumb starts and how long it is, for a track of `length` cells
    /// showing `length` of `total` cells from `offset`. Proportional, at least one cell;
    /// at the top it starts at 0 and at the end it ends on the last cell.
    static func thumb(length: Int, total: Int, offset: Int) -> (start: Int, length: Int) {
        guard total > length, length > 0 else { return (0, length) }
        let size = max(1, length * length / total)
        let travel = length - size
        let start = Int((Double(offset) / Double(total - length) * Double(travel)).rounded())
        return (min(travel, max(0, start)), size)
    }

    public override func handle(_ event: Event) -> EventResult {
        guard case .mouse(let mouse) = event else { return .ignored }
        let sideways = axis == .horizontal || mouse.modifiers.contains(.shift)
        guard sideways == (axis == .horizontal) else { return .ignored }
        switch mouse.action {
        case .wheelUp: scroll(by: -wheelStep)
        case .wheelDown: scroll(by: wheelStep)
        default: return .ignored
        }
        return .handled
    }

    private func declareScrollBindings() {
        let back: (Axis) -> [String] = { $0 == .vertical ? ["up", "k"] : ["left", "h"] }
        let forward: (Axis) -> [String] = { $0 == .vertical ? ["down", "j"] : ["right", "l"] }
        // Arrows scroll when the scroll view itself has focus; with a brick inside focused
        // they move focus (and the move scrolls just enough to show it).
        let isFocusedItself: () -> Bool = { [unowned self] in application?.focusedBrick === self }
        addKeyBinding(
            KeyBinding(
                "scroll.back", keys: KeyBinding.parse(back(axis), for: "scroll.back"), description: "scroll back",
                isAvailable: isFocusedItself
            ) { [unowned self] in scroll(by: -1) })
        addKeyBinding(
            KeyBinding(
                "scroll.forward", keys: KeyBinding.parse(forward(axis), for: "scroll.forward"), description: "scroll",
                footer: true, isAvailable: isFocusedItself
            ) { [unowned self] in scroll(by: 1) })
        keyBinding("scroll.pageBack", keys: "pgup", description: "page back") { [unowned self] in
            scroll(by: -max(1, (axis == .vertical ? viewport.height : viewport.width) - 1))
        }
        keyBinding("scroll.pageForward", keys: "pgdn", description: "page", footer: true) { [unowned self] in
            scroll(by: max(1, (axis == .vertical ? viewport.height : viewport.width) - 1))
        }
        keyBinding("scroll.start", keys: "home", description: "to the start") { [unowned self] in scroll(to: .zero) }
        keyBinding("scroll.end", keys: "end", description: "to the end") { [unowned self] in
            scroll(to: maximumOffset)
        }
    }
}

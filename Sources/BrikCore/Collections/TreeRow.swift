import BrikRendering

/// One row of a ``Tree``, one line tall: the guides of its depth (`│ `, `├─`, `└─`),
/// the disclosure (`▸` collapsed, `▾` expanded, `─` a leaf), the check mark of a
/// multiple selection, then the title cut to the width left (by display width, with `…`)
/// or the app's own brick. The placeholder under a loading node ("Loading…") or one
/// whose children failed ("⚠ …") is a row of this kind too.
@MainActor
final class TreeRow: Brick {
    /// The app's brick for the node, when the tree was given a row builder.
    let content: Brick?
    /// The slot of the row's node (of the node a placeholder stands under), set by the tree.
    var slot = -1
    /// What the row shows of its node.
    var line = Line() {
        didSet { if line != oldValue { lineDidChange(from: oldValue) } }
    }
    /// What the row shows of the tree's selection state.
    var marks = Marks() {
        didSet { if marks != oldValue { setNeedsDisplay() } }
    }

    /// The part of a row that comes from the tree's structure.
    struct Line: Equatable {
        /// What kind of row this is.
        enum Kind: Equatable {
            case node
            case loading
            case failure
        }

        var kind = Kind.node
        /// 0 for a root; placeholders are one deeper than their node.
        var depth = 0
        /// The guides before the disclosure, one (two columns) per level below the roots.
        var guides: [Guide] = []
        var disclosure: Character = " "
        /// The title, or the placeholder's text.
        var text = ""
    }

    /// Two columns of guides.
    enum Guide: UInt8, Equatable {
        /// Nothing: the ancestor at this level was a last child.
        case blank
        /// `│ `: the ancestor at this level has siblings below.
        case through
        /// `├─`: the row's node has siblings below.
        case branch
        /// `└─`: the row's node is a last child.
        case last
    }

    /// The guides' glyphs, made once: drawn for every row of every frame.
    private static let throughGlyph = Glyph("│", width: 1)
    private static let branchGlyph = Glyph("├", width: 1)
    private static let lastGlyph = Glyph("└", width: 1)
    private static let dashGlyph = Glyph("─", width: 1)

    /// The title cut to the width it was last drawn at (cutting measures every character).
    private var fitted: (width: Int, text: String)?

    /// The tree's state as one row shows it.
    struct Marks: Equatable {
        var isCursor = false
        var isSelected = false
        var showsCheck = false
        var treeIsFocused = false
    }

    init(content: Brick?) {
        self.content = content
        super.init()
        if let content { addChild(content) }
    }

    /// The column (from the row's left edge) of the disclosure: a click there toggles the node.
    var disclosureColumn: Int { 2 * line.depth }

    /// The column where the title (or the app's brick) starts.
    var textColumn: Int { disclosureColumn + 2 + (showsCheck ? 4 : 0) }

    private var showsCheck: Bool { marks.showsCheck && line.kind == .node }

    override var drawsOverChildren: Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? textColumn + TextWidth.width(line.text), height: 1)
    }

    override func layoutChildren(context: LayoutContext) {
        guard let content else { return }
        let area = contentFrame
        let column = min(textColumn, area.width)
        content.frame = Rect(x: area.x + column, y: area.y, width: area.width - column, height: min(1, area.height))
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard area.width > 0, area.height > 0 else { return }
        let base = context.style
        let guideStyle = base.adding(.dim)
        for (level, guide) in line.guides.enumerated() {
            let point = Point(x: area.x + 2 * level, y: area.y)
            switch guide {
            case .blank: continue
            case .through: canvas.put(Self.throughGlyph, at: point, style: guideStyle)
            case .branch, .last:
                canvas.put(guide == .branch ? Self.branchGlyph : Self.lastGlyph, at: point, style: guideStyle)
                canvas.put(Self.dashGlyph, at: point.offsetBy(dx: 1, dy: 0), style: guideStyle)
            }
        }
        let disclosure = Point(x: area.x + disclosureColumn, y: area.y)
        let leafOrPlaceholder = line.kind != .node || line.disclosure == "─"
        canvas.put(Glyph(line.disclosure, width: 1), at: disclosure, style: leafOrPlaceholder ? guideStyle : base)
        if showsCheck {
            canvas.write(marks.isSelected ? "[x] " : "[ ] ", at: disclosure.offsetBy(dx: 2, dy: 0), style: base)
        }
        guard content == nil || line.kind != .node else { return }
        let room = area.width - textColumn
        guard room > 0 else { return }
        var style = base
        switch line.kind {
        case .node: break
        case .loading: style = base.adding(.dim)
        case .failure: style = context.theme.style(base, as: .warning)
        }
        if fitted?.width != room { fitted = (room, TextLayout.truncate(line.text, width: room)) }
        canvas.write(fitted?.text ?? "", at: Point(x: area.x + textColumn, y: area.y), style: style)
    }

    /// The cursor in reverse video while the tree has focus (underlined when it has not), a
    /// selected row without a check mark in bold; from the disclosure on, so the guides stay plain.
    /// The focused cursor is the theme's selection bar (``Theme/selected(_:)``).
    override func drawOverChildren(into canvas: inout Canvas, context: DrawContext) {
        var added: TextAttributes = []
        let selectionBar = marks.isCursor && marks.treeIsFocused
        if marks.isCursor && !marks.treeIsFocused { added.insert(.underline) }
        if marks.isSelected && !marks.showsCheck { added.insert(.bold) }
        guard !added.isEmpty || selectionBar else { return }
        let theme = context.theme
        let column = min(disclosureColumn, frame.width)
        let highlighted = Rect(x: frame.x + column, y: frame.y, width: frame.width - column, height: frame.height)
        canvas.restyle(highlighted) { selectionBar ? theme.selected($0.adding(added)) : $0.adding(added) }
    }

    private func lineDidChange(from old: Line) {
        if line.text != old.text { fitted = nil }
        if let content, (line.kind == .node) != (old.kind == .node) { content.isHidden = line.kind != .node }
        if line.depth != old.depth || line.kind != old.kind { setNeedsLayout() } else { setNeedsDisplay() }
    }
}

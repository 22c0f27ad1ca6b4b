import BrikCore
import BrikRendering

/// A Markdown document beside its table of contents: moving through the headings on
/// the left jumps the document to them, and scrolling the document moves the cursor
/// to the section being read.
///
/// ```swift
/// let viewer = MarkdownViewer(markdown: guide)
/// let app = Application(root: viewer)
/// app.focus(viewer.tableOfContents)
/// ```
/// The contents are a ``List`` of the top-level headings, indented by level, as wide as
/// the longest (at most ``maximumContentsWidth`` and a third of the width), with a bar
/// between it and the ``document``. Tab moves the focus between the two; ↑/↓ in the list
/// jump, Enter moves the focus into the document. Hide the contents with
/// ``showsTableOfContents``.
@MainActor
public final class MarkdownViewer: Brick {
    /// The document.
    public let document: MarkdownView
    /// The headings, one row each.
    public let tableOfContents: List<Int>
    /// Whether the contents are shown (a document without headings never shows them).
    public var showsTableOfContents = true {
        didSet { setNeedsLayout() }
    }
    /// The widest the contents column gets.
    public var maximumContentsWidth = 30 {
        didSet { setNeedsLayout() }
    }
    /// Set while the viewer itself moves the list's cursor, so it does not jump back.
    private var isSyncing = false
    /// The contents' rows, shared with the list's row closures.
    private let contents: ContentsEntries

    /// A viewer of `markdown` in `theme` (nil: in the application's theme, followed when it switches).
    ///
    /// ```swift
    /// let viewer = MarkdownViewer(markdown: "# One\n\ntext\n\n# Two\n\nmore")
    /// ```
    public init(markdown: String, theme: MarkdownTheme? = nil) {
        document = MarkdownView(markdown: markdown, theme: theme)
        let contents = ContentsEntries(Self.entries(of: document))
        self.contents = contents
        tableOfContents = List(
            count: { contents.entries.count }, id: { $0 },
            index: { $0 >= 0 && $0 < contents.entries.count ? $0 : nil }, estimatedRowHeight: 1,
            row: { index in
                // One row per heading, cut with … when the column is narrower.
                let label = Label(contents.entries[index])
                label.numberOfLines = 1
                return label
            },
            reuse: { brick, index in (brick as? Label)?.text = contents.entries[index] })
        tableOfContents.rowTitle = { contents.entries[$0] }
        super.init()
        addChild(tableOfContents)
        addChild(document)
        tableOfContents.onCursorChange = { [weak self] list in
            // Not when the cursor is on the heading being read already (the first layout puts
            // it on the first one, over any text before it).
            guard let self, !isSyncing, let index = list.cursorIndex, index != (document.currentHeading ?? 0) else {
                return
            }
            document.scroll(toHeading: index)
        }
        tableOfContents.action(event: .primaryActionTriggered) { [weak self] _ in
            guard let self else { return }
            _ = application?.focus(document)
        }
        document.onScroll = { [weak self] view in self?.followReading(view) }
    }

    /// Replaces the document (and its contents).
    ///
    /// ```swift
    /// viewer.markdown = try String(contentsOfFile: "CHANGELOG.md", encoding: .utf8)
    /// ```
    public var markdown: String {
        get { document.markdown }
        set {
            document.markdown = newValue
            document.scrollOffset = 0
            contents.entries = Self.entries(of: document)
            tableOfContents.reloadData()
            setNeedsLayout()
        }
    }

    /// The contents' rows: each heading indented two columns per level below 1.
    static func entries(of view: MarkdownView) -> [String] {
        let top = view.headings.map(\.level).min() ?? 1
        return view.headings.map { String(repeating: "  ", count: max(0, $0.level - top)) + $0.text }
    }

    private var contentsWidth: Int {
        guard showsTableOfContents, !document.headings.isEmpty else { return 0 }
        let widest = contents.entries.map { TextWidth.width($0) }.max() ?? 0
        return min(widest + 1, maximumContentsWidth, contentFrame.width / 3)
    }

    public override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        let width = contentsWidth
        tableOfContents.isHidden = width == 0
        tableOfContents.frame = Rect(x: area.x, y: area.y, width: width, height: area.height)
        // The bar and a column of space after it.
        let gap = width > 0 ? 2 : 0
        document.frame = Rect(x: area.x + width + gap, y: area.y, width: max(0, area.width - width - gap), height: area.height)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let width = contentsWidth
        guard width > 0 else { return }
        let area = contentFrame
        canvas.fill(Rect(x: area.x + width, y: area.y, width: 1, height: area.height), with: "│", style: document.theme.rule)
    }

    /// Puts the contents' cursor on the section the document shows.
    private func followReading(_ view: MarkdownView) {
        guard let heading = view.currentHeading ?? (view.headings.isEmpty ? nil : 0),
            tableOfContents.cursorIndex != heading
        else { return }
        isSyncing = true
        tableOfContents.scroll(toItem: tableOfContents.items.id(heading))
        isSyncing = false
    }
}

/// The table of contents' rows, a box the list's closures read (they are made before the viewer).
@MainActor
private final class ContentsEntries {
    var entries: [String]

    init(_ entries: [String]) {
        self.entries = entries
    }
}

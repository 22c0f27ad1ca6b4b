import BrikCore
import BrikRendering

/// A Markdown document, rendered for the width it gets and scrolled by its own keys.
///
/// ```swift
/// let view = MarkdownView(markdown: """
///     # Release notes
///
///     - **Faster** start-up, see [the guide](https://example.com/guide)
///     - `--quiet` prints nothing
///     """)
/// ```
/// Headings are styled by level, emphasis drawn as italic/bold/strikethrough, code spans
/// and code blocks on a background, list items behind their bullets and numbers with
/// hanging indents, quotes behind a bar, tables with box-drawing borders fitted to the
/// width, links underlined — and, on a terminal that supports them, clickable: links
/// are marked on the canvas (``Canvas/link(_:to:)``) and the backend writes OSC 8 for
/// them itself. Images are shown as their alt text, HTML as text.
///
/// The document is laid out once per width and kept; drawing touches only the rows
/// shown, so a long document scrolls at the cost of a screen. Keys while focused:
/// ↑/↓ or k/j a row, PgUp/PgDn (b/Space) a page, Home/End (g/G) the ends; the wheel scrolls.
@MainActor
public final class MarkdownView: Brick {
    /// The Markdown source; setting it parses it again.
    public var markdown: String {
        didSet {
            document = MarkdownDocument(parsing: markdown)
        }
    }
    /// The parsed document; setting it replaces what is shown (``markdown`` is left as it was).
    public var document: MarkdownDocument {
        didSet { invalidateRendering() }
    }
    /// How each construct is drawn: the one the app set, else ``MarkdownTheme/init(theme:)``
    /// of the application's ``Application/theme`` (``Theme/terminal`` without one), which
    /// follows the application when it switches themes. Setting it fixes the look.
    public var theme: MarkdownTheme {
        get { customTheme ?? followedTheme(application?.theme ?? .terminal) }
        set { customTheme = newValue }
    }
    /// The theme the app set, nil when the view follows the application's theme.
    public var customTheme: MarkdownTheme? {
        didSet { if customTheme != oldValue { invalidateRendering() } }
    }
    /// The first row shown (0 at the top); kept within the document when drawn.
    public var scrollOffset = 0 {
        didSet { if scrollOffset != oldValue { setNeedsDisplay() } }
    }
    /// Called after the view scrolled by a key, the wheel or ``scroll(toHeading:)``.
    public var onScroll: ((MarkdownView) -> Void)?
    /// The matches drawn over the rows shown (see ``Searchable``); setting it redraws the view.
    public var searchHighlight: SearchHighlight? {
        didSet { setNeedsDisplay() }
    }

    /// The rendering at the last width laid out or measured (documents are laid out per width).
    var rendering: MarkdownRendering?
    /// A heading to bring to the top once the width is known.
    private var pendingHeading: Int?
    /// How many times the document was laid out (tests: a cache hit lays nothing out).
    private(set) var layoutPasses = 0
    /// The application theme last followed and the Markdown theme made from it.
    private var followed: (theme: Theme, markdown: MarkdownTheme)?

    /// A view of `markdown` in `theme` (nil: in the application's theme, followed live).
    ///
    /// ```swift
    /// let view = MarkdownView(markdown: try String(contentsOfFile: "README.md", encoding: .utf8))
    /// ```
    public init(markdown: String, theme: MarkdownTheme? = nil) {
        self.markdown = markdown
        self.document = MarkdownDocument(parsing: markdown)
        self.customTheme = theme
        super.init()
    }

    /// A view of a document built or parsed elsewhere (in `theme`, nil: the application's).
    ///
    /// ```swift
    /// let view = MarkdownView(document: MarkdownDocument(blocks: [.heading(level: 1, [.text("Hi")])]))
    /// ```
    public init(document: MarkdownDocument, theme: MarkdownTheme? = nil) {
        self.markdown = ""
        self.document = document
        self.customTheme = theme
        super.init()
    }

    /// The document's top-level headings, in order: what a table of contents lists.
    ///
    /// ```swift
    /// for heading in view.headings { print(String(repeating: "  ", count: heading.level - 1) + heading.text) }
    /// ```
    public var headings: [(level: Int, text: String)] { document.headings }

    /// The rows the document takes at `width` columns.
    ///
    /// ```swift
    /// let rows = MarkdownView(markdown: "# Title\n\nText").rowCount(forWidth: 40)  // 3
    /// ```
    public func rowCount(forWidth width: Int) -> Int {
        rendering(forWidth: width).rows.count
    }

    /// The rows at `width` as plain text, as drawn (bullets, borders and bars included).
    ///
    /// ```swift
    /// let text = MarkdownView(markdown: "- a\n- b").renderedLines(width: 20)  // ["• a", "• b"]
    /// ```
    public func renderedLines(width: Int) -> [String] {
        rendering(forWidth: width).rows.map { $0.plainText.trimmingTrailingSpaces }
    }

    /// Scrolls so that top-level heading `index` (of ``headings``) is the first row shown.
    ///
    /// ```swift
    /// view.scroll(toHeading: 2)
    /// ```
    public func scroll(toHeading index: Int) {
        guard index >= 0, index < document.headings.count else { return }
        let width = contentFrame.width
        guard width > 0 else {
            pendingHeading = index
            setNeedsLayout()
            return
        }
        let rows = rendering(forWidth: width).headingRows
        if index < rows.count { scrollOffset = clamped(rows[index]) }
        onScroll?(self)
    }

    /// The top-level heading whose section holds the first row shown (nil above the first).
    ///
    /// ```swift
    /// if let index = view.currentHeading { print("reading", view.headings[index].text) }
    /// ```
    public var currentHeading: Int? {
        guard contentFrame.width > 0 else { return nil }
        let rows = rendering(forWidth: contentFrame.width).headingRows
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] <= scrollOffset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    public override var canBecomeFocused: Bool { true }

    /// None: a stack that must shrink takes rows from the document first.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { false }

    /// A document labelled by its first heading whose value is the heading being read.
    public override var defaultAccessibility: AccessibilityElement {
        let headings = self.headings
        return AccessibilityElement(
            role: .document, label: headings.first?.text ?? "",
            value: currentHeading.flatMap { headings.indices.contains($0) ? headings[$0].text : nil } ?? "")
    }

    /// The document's rows at the width offered (80 when none), as far as the height allows.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let width = max(1, (proposal.width ?? 80) - chrome.horizontal)
        var height = rendering(forWidth: width).rows.count
        if let offered = proposal.height { height = min(height, max(0, offered - chrome.vertical)) }
        return Size(width: width + chrome.horizontal, height: height + chrome.vertical)
    }

    public override func layoutChildren(context: LayoutContext) {
        let width = contentFrame.width
        guard width > 0 else { return }
        _ = rendering(forWidth: width)
        if let heading = pendingHeading {
            pendingHeading = nil
            scroll(toHeading: heading)
        }
        let limit = clamped(scrollOffset)
        if limit != scrollOffset { scrollOffset = limit }
    }

    /// The Markdown theme made from `theme`, kept while the application keeps it.
    private func followedTheme(_ theme: Theme) -> MarkdownTheme {
        if let followed, followed.theme == theme { return followed.markdown }
        let made = MarkdownTheme(theme: theme)
        followed = (theme, made)
        return made
    }

    /// The rendering at `width`, made when the width or the theme changed (a theme switch
    /// changes styles only: the rows stay where they were, and so do the search's matches).
    func rendering(forWidth width: Int) -> MarkdownRendering {
        let theme = self.theme
        if let rendering, rendering.width == width, rendering.theme == theme { return rendering }
        layoutPasses += 1
        let made = MarkdownLayout.render(document, width: width, theme: theme)
        rendering = made
        return made
    }

    /// `offset` kept so the last page is full and the first row is 0 at least.
    func clamped(_ offset: Int) -> Int {
        let area = contentFrame
        guard area.width > 0 else { return max(0, offset) }
        let rows = rendering(forWidth: area.width).rows.count
        return max(0, min(offset, rows - area.height))
    }

    private func invalidateRendering() {
        rendering = nil
        // Matches name rows of the old rendering.
        searchHighlight = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawDocument(into: &canvas, context: context)
    }

    public override func handle(_ event: Event) -> EventResult {
        let page = max(1, contentFrame.height - 1)
        let target: Int
        switch event {
        case .key(let key) where key.modifiers.isEmpty || key.modifiers == .shift:
            switch key.key {
            case .up, .character("k"): target = scrollOffset - 1
            case .down, .character("j"): target = scrollOffset + 1
            case .pageUp, .character("b"): target = scrollOffset - page
            case .pageDown, .character(" "): target = scrollOffset + page
            case .home, .character("g"): target = 0
            case .end, .character("G"): target = Int.max / 2
            default: return .ignored
            }
        case .mouse(let mouse):
            switch mouse.action {
            case .wheelUp: target = scrollOffset - 3
            case .wheelDown: target = scrollOffset + 3
            default: return .ignored
            }
        default:
            return .ignored
        }
        let clampedTarget = clamped(target)
        if clampedTarget != scrollOffset {
            scrollOffset = clampedTarget
            onScroll?(self)
        }
        return .handled
    }
}

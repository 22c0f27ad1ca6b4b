import BrikRendering

/// One row listing the keys that apply now: `key description` for each active
/// binding that ``KeyBinding/showsInFooter``, keys bold, in the order keys try them.
///
/// Generated from ``Application/activeBindings``, so it follows focus, screens and
/// keymap overrides. Each binding shows its first key (the full help shows all);
/// a description already listed is not repeated (Ctrl-C `quit` after a screen's `q quit`).
/// When the row is too short, the way to quit and the way to the full help stay: the other
/// keys are dropped from the end first and a `…` marks where (`s save  …  q quit  ? help`).
/// Keys are in the theme's primary colour, descriptions in
/// the footer's text colour (the application's ``Application/theme``, followed when it switches).
@MainActor
public final class HelpFooter: Brick {
    /// The colour of the keys; nil uses the theme's ``Theme/primary`` (the text colour when that is ``Color/default``).
    public var keyColor: Color? { didSet { setNeedsDisplay() } }

    /// A footer; give it a background colour to set it off from the screen.
    public override init() {
        super.init()
    }

    /// The `(key, description)` pairs shown now, before truncation.
    public var items: [(key: String, description: String)] {
        Self.items(of: application?.activeBindings ?? [])
    }

    /// The footer's pairs for `bindings`: those shown in footers, each description once.
    static func items(of bindings: [ActiveBinding]) -> [(key: String, description: String)] {
        entries(of: bindings).map { ($0.key, $0.description) }
    }

    /// One pair of the footer, and whether it stays when the row is short.
    struct Entry {
        var key: String
        var description: String
        /// The application's quit or help, or the binding listed in its place (a screen's
        /// `q quit` that makes Ctrl-C's `quit` a repeat): kept when others are dropped.
        var isEssential: Bool
        var width: Int { TextWidth.width(key) + 1 + TextWidth.width(description) }
    }

    /// The ids of the application's own bindings that a short footer keeps.
    private static let essentialIDs: Set<String> = ["quit", "help"]

    static func entries(of bindings: [ActiveBinding]) -> [Entry] {
        var index: [String: Int] = [:]
        var result: [Entry] = []
        for active in bindings where active.binding.showsInFooter && !active.keys.isEmpty {
            let essential = active.source == .global && essentialIDs.contains(active.id)
            if let listed = index[active.description] {
                if essential { result[listed].isEssential = true }
                continue
            }
            index[active.description] = result.count
            result.append(
                Entry(key: KeyBinding.displayName(of: active.keys[0]), description: active.description, isEssential: essential))
        }
        return result
    }

    /// Which entries a row `width` columns wide shows, and where the `…` goes (the index of
    /// the first entry left out, nil when all fit). Entries are two columns apart and the
    /// `…` takes one column and its gap. The essential ones are kept first; the others fill
    /// what is left in order; when even the essential ones do not fit, the row is cut in order.
    static func layout(_ entries: [Entry], width: Int) -> (shown: [Int], ellipsisBefore: Int?) {
        func span(_ indices: some Collection<Int>) -> Int {
            indices.reduce(0) { $0 + entries[$1].width } + 2 * max(0, indices.count - 1)
        }
        let all = Array(entries.indices)
        if span(all) <= width { return (all, nil) }
        var kept = entries.indices.filter { entries[$0].isEssential }
        // What the `…` and its gap add.
        let ellipsis = kept.isEmpty ? 1 : 3
        if kept.isEmpty || span(kept) + ellipsis > width {
            // Cut in order, as a row without essentials is.
            var shown: [Int] = []
            for index in all {
                guard span(shown + [index]) + 3 <= width else { break }
                shown.append(index)
            }
            return (shown, shown.count)
        }
        var firstDropped: Int?
        for index in all where !entries[index].isEssential {
            if firstDropped == nil, span(kept + [index]) + ellipsis <= width {
                kept.append(index)
            } else if firstDropped == nil {
                firstDropped = index
            }
        }
        return (kept.sorted(), firstDropped)
    }

    /// Static text labelled "Keys" whose value is every pair it shows ("tab next field, q quit").
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(
            role: .staticText, label: "Keys", value: items.map { "\($0.key) \($0.description)" }.joined(separator: ", "))
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 0, height: 1 + chromeInsets.vertical)
    }

    /// One row that keeps its height in a stack: the content above takes the spare rows.
    public override var huggingPriority: Int { 750 }

    /// Measured to its content: hugged and resisting compression under constraints.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        let style = context.style
        canvas.fill(frame, style: style)
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        var keyStyle = style.adding(.bold)
        if let keyColor {
            keyStyle.foreground = keyColor
        } else if context.theme.primary != .default {
            keyStyle.foreground = context.theme.primary
        }
        var x = area.x + 1
        let entries = Self.entries(of: context.activeBindings)
        let (shown, ellipsisBefore) = Self.layout(entries, width: area.maxX - x)
        var ellipsisDrawn = false
        for index in shown {
            if let cut = ellipsisBefore, index > cut, !ellipsisDrawn {
                x += canvas.write("…", at: Point(x: x, y: area.y), style: style) + 2
                ellipsisDrawn = true
            }
            x += canvas.write(entries[index].key, at: Point(x: x, y: area.y), style: keyStyle)
            x += canvas.write(" \(entries[index].description)", at: Point(x: x, y: area.y), style: style)
            x += 2
        }
        if ellipsisBefore != nil, !ellipsisDrawn {
            canvas.write("…", at: Point(x: min(x, area.maxX - 1), y: area.y), style: style)
        }
    }
}

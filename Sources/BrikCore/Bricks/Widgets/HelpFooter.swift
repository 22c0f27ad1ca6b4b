import BrikRendering

/// One row listing the keys that apply now: `key description` for each active
/// binding that ``KeyBinding/showsInFooter``, keys bold, in the order keys try them.
///
/// Generated from ``Application/activeBindings``, so it follows focus, screens and
/// keymap overrides. Each binding shows its first key (the full help shows all);
/// a description already listed is not repeated (Ctrl-C `quit` after a screen's `q quit`).
/// What does not fit ends with `…`. Keys are in the theme's primary colour, descriptions in
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
        var seen: Set<String> = []
        var result: [(key: String, description: String)] = []
        for active in bindings where active.binding.showsInFooter && !active.keys.isEmpty {
            guard seen.insert(active.description).inserted else { continue }
            result.append((KeyBinding.displayName(of: active.keys[0]), active.description))
        }
        return result
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
        if let keyColor { keyStyle.foreground = keyColor } else if context.theme.primary != .default {
            keyStyle.foreground = context.theme.primary
        }
        var x = area.x + 1
        let items = Self.items(of: context.activeBindings)
        for (index, item) in items.enumerated() {
            let width = TextWidth.width(item.key) + 1 + TextWidth.width(item.description)
            // An item with more after it leaves room for the gap and the "…" that may follow.
            let reserve = index == items.count - 1 ? 0 : 3
            if x + width + reserve > area.maxX {
                canvas.write("…", at: Point(x: min(x, area.maxX - 1), y: area.y), style: style)
                return
            }
            x += canvas.write(item.key, at: Point(x: x, y: area.y), style: keyStyle)
            x += canvas.write(" \(item.description)", at: Point(x: x, y: area.y), style: style)
            x += 2
        }
    }
}

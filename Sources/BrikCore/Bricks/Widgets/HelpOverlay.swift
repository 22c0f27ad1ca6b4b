import BrikRendering

/// The full help: every binding that applied when it opened, grouped by where it
/// comes from (focused brick, its containers, the screen, global), with all its keys.
///
/// Shown by ``Application/showHelp()`` (the global binding `help`, `?` or F1) in a
/// centred box over the screen, a modal ``Overlay``. While shown it takes every
/// key: ↑/↓ (or k/j), PgUp/PgDn scroll, Esc or a `help` key closes it, and only the
/// `quit` keys go on. Its lines come from bindings only, never from hand-written text.
@MainActor
public final class HelpOverlay: Brick {
    /// The lines shown, headings included (for tests and custom drawing).
    public let lines: [Line]
    /// The first line shown.
    public private(set) var scrollOffset = 0
    private let closeKeys: [KeyEvent]

    /// One line of the help: a group heading, or a binding's keys and description.
    public struct Line: Hashable, Sendable {
        /// The keys (empty for a heading).
        public var keys: String
        /// The description, or the heading text.
        public var text: String
        /// Whether this is a group heading.
        public var isHeading: Bool
    }

    /// Help over `bindings`; `closeKeys` (besides Esc) close it.
    public init(bindings: [ActiveBinding], closeKeys: [KeyEvent]) {
        self.closeKeys = closeKeys
        lines = Self.lines(for: bindings)
        super.init()
        border = .rounded
        borderTitle = "Help"
        padding = EdgeInsets(horizontal: 1)
    }

    /// The lines for `bindings`: a heading per group, in key order, then its bindings.
    public static func lines(for bindings: [ActiveBinding]) -> [Line] {
        var result: [Line] = []
        for source in BindingSource.allCases {
            let group = bindings.filter { $0.source == source }
            guard !group.isEmpty else { continue }
            var heading = source.title
            if source == .focused, let brick = group.first?.brick { heading += " (\(helpName(of: brick)))" }
            if !result.isEmpty { result.append(Line(keys: "", text: "", isHeading: false)) }
            result.append(Line(keys: "", text: heading, isHeading: true))
            for binding in group {
                result.append(Line(keys: binding.keyLabel, text: binding.description, isHeading: false))
            }
        }
        return result
    }

    /// What the focused group's heading calls `brick`: its role as said out loud, and its
    /// label when it has one (`Button: Save`, `List`, `Text field: Email`), cut to 32 columns.
    /// Never a type name: `List<Contact>` means nothing to the person pressing the keys.
    static func helpName(of brick: Brick) -> String {
        let element = brick.accessibility
        let label = element.label.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let name = label.isEmpty ? element.role.spokenName : "\(element.role.spokenName): \(label)"
        return TextLayout.truncate(TextWidth.sanitize(name), width: 32)
    }

    private var keyColumn: Int {
        min(24, lines.map { TextWidth.width($0.keys) }.max() ?? 0)
    }

    private var contentWidth: Int {
        lines.map { $0.isHeading ? TextWidth.width($0.text) : keyColumn + 2 + TextWidth.width($0.text) }.max() ?? 0
    }

    /// A dialog labelled "Keys".
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .dialog, label: "Keys")
    }

    /// As wide as its widest line (30 at least) and as tall as its lines; the overlay layer
    /// clamps it to the screen, and it scrolls.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        return Size(width: max(30, contentWidth + chrome.horizontal), height: lines.count + chrome.vertical)
    }

    /// Keeps the first line shown within reach at the size it was given.
    public override func layoutChildren(context: LayoutContext) {
        scrollOffset = min(scrollOffset, max(0, lines.count - contentFrame.height))
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        // On the overlay surface it inherits; headings in the theme's accent, keys in its primary.
        let theme = context.theme
        // Its own look without the focus highlight: it holds the focus while shown.
        let style = context.styleForChildren
        canvas.fill(frame, style: style)
        drawChrome(into: &canvas, context: context)
        let headingStyle = (theme.accent == .default ? style : style.foreground(theme.accent)).adding([.bold, .underline])
        let keyStyle = (theme.primary == .default ? style : style.foreground(theme.primary)).adding(.bold)
        let area = contentFrame
        let column = keyColumn
        for (row, line) in lines.dropFirst(scrollOffset).prefix(area.height).enumerated() {
            let y = area.y + row
            if line.isHeading {
                canvas.write(
                    TextLayout.truncate(line.text, width: area.width), at: Point(x: area.x, y: y),
                    style: headingStyle)
                continue
            }
            let keys = TextLayout.truncate(line.keys, width: min(column, area.width))
            canvas.write(keys, at: Point(x: area.x, y: y), style: keyStyle)
            let textX = area.x + column + 2
            canvas.write(
                TextLayout.truncate(line.text, width: max(0, area.maxX - textX)), at: Point(x: textX, y: y), style: style)
        }
        if lines.count > scrollOffset + area.height {
            canvas.write("↓ more", at: Point(x: frame.maxX - 9, y: frame.maxY - 1), style: theme.style(style, as: .muted))
        }
    }

    public override func handle(_ event: Event) -> EventResult {
        guard case .key(let key) = event else { return .ignored }
        if key == KeyEvent(.escape) || closeKeys.contains(key) {
            application?.hideHelp()
            return .handled
        }
        let page = max(1, contentFrame.height - 1)
        switch (key.key, key.modifiers) {
        case (.up, []), (.character("k"), []): scroll(by: -1)
        case (.down, []), (.character("j"), []): scroll(by: 1)
        case (.pageUp, []): scroll(by: -page)
        case (.pageDown, []), (.character(" "), []): scroll(by: page)
        default:
            // Modal: nothing under the help sees keys, except the way out of the app.
            if application?.quitKeys.contains(key) == true { return .ignored }
        }
        return .handled
    }

    private func scroll(by rows: Int) {
        let limit = max(0, lines.count - max(1, contentFrame.height))
        scrollOffset = min(max(0, scrollOffset + rows), limit)
        setNeedsDisplay()
    }
}

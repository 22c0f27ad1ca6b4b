import BrikRendering

/// A prompt's or a step's lines drawn in a brick, in the application's theme: what a
/// prompt shows inline, placed in a full-screen or inline app (a preview, a gallery page).
///
/// ```swift
/// let confirm = ConfirmState(title: "Overwrite the file?", defaultValue: false)
/// let view = PromptLinesView(confirm.lines)
/// ```
/// Runs made with a ``PromptStyle/Role`` take the colours of ``Application/theme`` and
/// follow it when it switches; the rest keep their own style. As wide as the widest line
/// and one row per line; a line longer than the width is cut.
@MainActor
public final class PromptLinesView: Brick {
    /// The lines shown; setting them lays the view out again.
    public var lines: [PromptLine] {
        didSet {
            guard lines != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// A view of `lines`.
    public init(_ lines: [PromptLine] = []) {
        self.lines = lines
        super.init()
    }

    /// Static text whose value is the lines' text, one line after another.
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .staticText, label: "", value: lines.map(\.plainText).joined(separator: "\n"))
    }

    /// As wide as the widest line and as tall as the lines.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let width = lines.map { TextWidth.width($0.plainText) }.max() ?? 0
        return Size(width: width + chrome.horizontal, height: lines.count + chrome.vertical)
    }

    /// Measured to its lines.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        let base = context.style
        canvas.withClip(area) { canvas in
            for (row, line) in lines.prefix(area.height).enumerated() {
                var x = area.x
                for span in line.spans where x < area.maxX {
                    let own = span.style(in: context.theme)
                    // The run's colours over the brick's own: a run without one keeps the surface.
                    var style = base.adding(own.attributes)
                    if own.foreground != .default { style.foreground = own.foreground }
                    if own.background != .default { style.background = own.background }
                    x += canvas.write(span.text, at: Point(x: x, y: area.y + row), style: style)
                }
            }
        }
    }
}

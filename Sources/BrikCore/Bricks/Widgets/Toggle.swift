import BrikRendering

/// An on/off switch with a title, drawn `[ ON] Title` or `[OFF] Title`.
/// Enter, Space or a click flips it and sends ``ControlEvent/valueChanged``
/// (and ``ControlEvent/primaryActionTriggered``).
@MainActor
public class Toggle: Control {
    /// The title after the switch.
    public var title: String { didSet { setNeedsLayout() } }
    /// Whether the switch is on; setting it in code sends no event.
    public var isOn: Bool { didSet { setNeedsDisplay() } }
    /// How the switch is drawn.
    public var kind: Kind { didSet { setNeedsLayout() } }

    /// The look of a ``Toggle``.
    public enum Kind: Hashable, Sendable {
        /// `[ ON]` / `[OFF]`.
        case `switch`
        /// `[x]` / `[ ]`.
        case checkbox
    }

    /// A switch titled `title`, on or off.
    public init(_ title: String = "", isOn: Bool = false, kind: Kind = .switch) {
        self.title = title
        self.isOn = isOn
        self.kind = kind
        super.init()
    }

    private var mark: String {
        switch kind {
        case .switch: isOn ? "[ ON]" : "[OFF]"
        case .checkbox: isOn ? "[x]" : "[ ]"
        }
    }

    /// A switch, or a checkbox when its ``kind`` draws one, labelled by its title and checked when on.
    public override var defaultAccessibility: AccessibilityElement {
        controlAccessibility(kind == .checkbox ? .checkbox : .switch, label: title, state: AccessibilityState(isChecked: isOn))
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let titleWidth = title.isEmpty ? 0 : 1 + TextWidth.width(title)
        return Size(width: TextWidth.width(mark) + titleWidth + chrome.horizontal, height: 1 + chrome.vertical)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        var markStyle = controlStyle(in: context)
        if isOn {
            // On: the tint colour the app set, else (a switch) the theme's success, else its primary.
            let on = context.explicitTintColor ?? (kind == .switch ? context.theme.success : context.tintColor)
            markStyle = markStyle.adding(kind == .switch ? .bold : [])
            if let on, isEnabled { markStyle = markStyle.foreground(on) }
        }
        var x = area.x
        x += canvas.write(mark, at: area.origin, style: markStyle)
        if !title.isEmpty {
            canvas.write(" " + title, at: Point(x: x, y: area.y), style: controlStyle(in: context).removing(focusAttributes))
        }
    }

    public override func handle(_ event: Event) -> EventResult {
        guard isEnabled else { return .ignored }
        let activates: Bool
        switch event {
        case .key(let key): activates = key == KeyEvent(.enter) || key == .character(" ")
        case .mouse(let mouse):
            // The press flips the switch (and sends touchDown); the release only ends the touch.
            if mouse.action == .release(.left) {
                guard isHighlighted else { return .ignored }
                isHighlighted = false
                return .handled
            }
            activates = mouse.action == .press(.left)
            if activates {
                isHighlighted = true
                sendActions(for: .touchDown)
            }
        default: activates = false
        }
        guard activates else { return .ignored }
        isOn.toggle()
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
        return .handled
    }
}

/// A checkbox: a ``Toggle`` drawn `[x] Title` / `[ ] Title`.
@MainActor
public final class Checkbox: Toggle {
    /// A checkbox titled `title`, checked or not.
    public init(_ title: String = "", isOn: Bool = false) {
        super.init(title, isOn: isOn, kind: .checkbox)
    }
}

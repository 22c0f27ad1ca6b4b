import BrikRendering

/// A drop-down: a closed field showing the chosen option and `▾`; Enter, Space, Alt-↓ or a
/// click opens a ``List`` of the options under it (above it when there is no room).
///
/// In the open list ↑/↓, PgUp/PgDn and Home/End move, Enter or a click chooses, Esc or a
/// click outside closes it without a change. Typing jumps to the next option starting
/// with what was typed; with more than ``filterThreshold`` options a filter field above
/// the list narrows it instead (the letters matched shown bold and underlined). The list is
/// virtual, as ``List`` is: a million options open at once.
///
/// Choosing another option sends ``ControlEvent/valueChanged``; setting ``selectedIndex``
/// from code sends nothing.
///
/// ```swift
/// let size = Select(options: ["Small", "Medium", "Large"], selectedIndex: 1)
///     .action(event: .valueChanged) { select in print(select.selectedOption ?? "none") }
/// ```
@MainActor
public final class Select: Control {
    /// The options, top to bottom. Setting them keeps the selected index when it is still in range.
    public var options: [String] {
        didSet {
            if let index = selectedIndex, index >= options.count { selectedIndex = nil }
            cachedOptionWidth = nil
            setNeedsLayout()
        }
    }
    /// The index of the chosen option, nil when none is. Setting it sends no event.
    public var selectedIndex: Int? {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }
    /// What the closed field shows when nothing is chosen.
    public var placeholder = "Choose…" {
        didSet {
            cachedOptionWidth = nil
            setNeedsLayout()
        }
    }
    /// The most rows the open list shows at once.
    public var visibleRowCount = 8
    /// With more options than this, the open list has a filter field above it.
    public var filterThreshold = 8
    /// The open list's overlay, while it is open.
    public private(set) var popupOverlay: Overlay?
    private var cachedOptionWidth: Int?

    /// A drop-down of `options` with `selectedIndex` chosen (nil: none yet).
    public init(options: [String], selectedIndex: Int? = nil) {
        self.options = options
        self.selectedIndex = selectedIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        super.init()
    }

    /// The chosen option; setting one that is not among the options chooses none.
    public var selectedOption: String? {
        get { selectedIndex.map { options[$0] } }
        set { selectedIndex = newValue.flatMap { options.firstIndex(of: $0) } }
    }

    /// Whether the list is open.
    public var isOpen: Bool { popupOverlay?.isPresented == true }

    /// The open list (for tests and for styling), while it is open.
    public var popup: SelectPopup? { popupOverlay?.content as? SelectPopup }

    /// Opens the list under the field, its cursor on the chosen option.
    public func open() {
        guard !isOpen, isEnabled, let application else { return }
        let overlay = Overlay(SelectPopup(select: self), placement: .anchored(to: self, edge: .below), kind: .popover)
        popupOverlay = overlay
        overlay.onDismiss { [weak self] in self?.popupOverlay = nil }
        application.present(overlay)
    }

    /// Closes the list without a change.
    public func close() {
        popupOverlay?.dismiss()
    }

    /// Closes the list and chooses `index`; sends ``ControlEvent/valueChanged`` when it differs.
    func choose(_ index: Int?) {
        close()
        guard let index, index != selectedIndex, options.indices.contains(index) else { return }
        selectedIndex = index
        sendActions(for: .valueChanged)
    }

    /// The widest option's width; of the first and last thousand options only, so a huge
    /// list measures at once (a longer option in the middle is cut with …).
    var optionWidth: Int {
        if let cachedOptionWidth { return cachedOptionWidth }
        let sample = options.count <= 2000 ? options[...] : options.prefix(1000) + options.suffix(1000)
        let width = max(TextWidth.width(placeholder), sample.map(TextWidth.width).max() ?? 0)
        cachedOptionWidth = width
        return width
    }

    /// A pop-up button whose value is the chosen option (its placeholder while none is), expanded while open.
    public override var defaultAccessibility: AccessibilityElement {
        controlAccessibility(
            .comboBox, label: "", value: selectedOption ?? placeholder, state: AccessibilityState(isExpanded: isOpen))
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        // " option ▾ ": a space each side and the mark.
        return Size(width: optionWidth + 4 + chrome.horizontal, height: 1 + chrome.vertical)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard area.width > 0, area.height > 0 else { return }
        var style = controlStyle(in: context)
        if !isFocused { style = style.adding(.underline) }
        let y = area.y + (area.height - 1) / 2
        canvas.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: style)
        let text = selectedOption ?? placeholder
        let textStyle = selectedOption == nil ? style.adding(.dim) : style
        canvas.write(TextLayout.truncate(text, width: max(0, area.width - 4)), at: Point(x: area.x + 1, y: y), style: textStyle)
        if area.width >= 3 { canvas.write("▾", at: Point(x: area.maxX - 2, y: y), style: style) }
    }

    public override func handle(_ event: Event) -> EventResult {
        guard isEnabled else { return .ignored }
        switch event {
        case .key(let key):
            let opens =
                key == KeyEvent(.enter) || key == .character(" ") || key == KeyEvent(.down, modifiers: .alt)
            guard opens else { return .ignored }
            open()
            return .handled
        case .mouse(let mouse):
            guard case .press(.left) = mouse.action else { return .ignored }
            open()
            return .handled
        default:
            return .ignored
        }
    }
}

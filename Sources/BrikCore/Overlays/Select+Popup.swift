import BrikRendering

/// The open list of a ``Select``: a ``List`` of its options in a box under the field, with
/// a filter field above it when the options are many.
@MainActor
public final class SelectPopup: Brick, OverlayContent {
    /// The list of options; its cursor is the option Enter chooses.
    public let list: List<Int>
    /// The filter field, when the options are more than ``Select/filterThreshold``.
    public let filterField: TextField?
    private unowned let select: Select

    init(select: Select) {
        self.select = select
        // One line per option, cut with … when wider than the list (List(options:) wraps).
        let store = OptionStore(select.options)
        list = List(
            count: { store.options.count }, id: { $0 }, index: { $0 >= 0 && $0 < store.options.count ? $0 : nil },
            estimatedRowHeight: 1,
            row: { index in
                let label = Label(store.options[index])
                label.numberOfLines = 1
                return label
            },
            reuse: { brick, index in (brick as? Label)?.text = store.options[index] })
        list.showOptions(of: store)
        filterField = select.options.count > select.filterThreshold ? TextField(placeholder: "Filter") : nil
        super.init()
        border = .rounded
        list.keyOptions = SelectionKeyOptions(vimKeys: false, typeAhead: true)
        if let index = select.selectedIndex {
            list.selection.setCursor(index, in: list.items)
            // Scrolled to once the list has a viewport.
            list.onAppear { [unowned list] in list.scroll(toItem: index) }
        }
        if let filterField {
            addChild(filterField)
            filterField.action(event: .editingChanged) { [unowned self] field in list.filterText = field.text }
            filterField.action(event: .editingDidEndOnExit) { [unowned self] _ in chooseCursor() }
        }
        addChild(list)
        list.action(event: .primaryActionTriggered) { [unowned self] _ in chooseCursor() }
    }

    private func chooseCursor() {
        select.choose(list.cursorIndex)
    }

    /// A list labelled "Options" (its own list says which option the cursor is on).
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .list, label: "Options")
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let rows = max(1, min(select.visibleRowCount, select.options.count))
        let width = max(select.frame.width, select.optionWidth + 4)
        return Size(width: width, height: rows + (filterField == nil ? 0 : 1) + 2)
    }

    public override func layoutChildren(context: LayoutContext) {
        var area = contentFrame
        if let filterField {
            filterField.frame = Rect(x: area.x + 1, y: area.y, width: max(0, area.width - 2), height: min(1, area.height))
            area = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
        }
        list.frame = area
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.fill(frame, style: context.style.removing(.reverse))
        drawChrome(into: &canvas, context: context)
    }

    public override func handle(_ event: Event) -> EventResult {
        switch event {
        case .key(let key) where filterField != nil:
            // The field keeps ←/→ and typing; moves over the options go to the list.
            switch key.key {
            case .up, .down, .pageUp, .pageDown: return list.handle(event)
            default: return .ignored
            }
        case .mouse(let mouse):
            // The list puts its cursor on the row pressed; the release chooses it.
            if case .release(.left) = mouse.action, list.frame.contains(mouse.position) { chooseCursor() }
            return .handled
        default:
            return .ignored
        }
    }

    /// The focus starts in the filter field, or in the list.
    public func prepare(_ overlay: Overlay) {
        overlay.initialFocus = filterField ?? list
    }

    /// Nothing to tidy: the select hears it from the overlay.
    public func overlayDidDismiss(_ overlay: Overlay) {}
}

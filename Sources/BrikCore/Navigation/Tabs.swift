import BrikRendering

/// A tab bar: one row of titles, one of them selected. It shows no content; a ``TabView``
/// puts one over the content of its tabs, and an app that manages its content itself
/// uses the bar alone and follows ``selectedIndex``.
///
/// Keys (while the bar has focus), each a key binding listed by help: ←/→ select the
/// previous and next title (wrapping around; `tabs.previous`, `tabs.next`), Home/End the
/// first and last (`tabs.first`, `tabs.last`), 1–9 the title with that number
/// (`tabs.select`). A click on a title selects it; a click on `‹` or `›` selects the
/// title hidden just beyond it.
///
/// Titles are cut by display width with `…` to ``maxTitleWidth`` and to the bar; when they
/// do not all fit, the bar scrolls to keep the selected title in view (see `TabsGeometry`).
/// The selected title is drawn reverse while the bar has focus and underlined without it;
/// every part's look is in ``tabsAppearance``.
///
/// Events: ``ControlEvent/valueChanged`` and ``onChange`` when a key or a click selected
/// another title. Setting ``selectedIndex`` in code sends neither.
///
/// ```swift
/// let tabs = Tabs(["Inbox", "Sent", "Drafts"])
/// tabs.onChange = { index in mailbox.show(folder: index) }
/// tabs.selectedIndex = 1   // from code: no event
/// ```
@MainActor
public final class Tabs: Control {
    /// The titles, left to right. Setting them keeps the selected index (clamped to the titles).
    public var titles: [String] {
        didSet {
            selectedIndex = Self.clamp(selectedIndex, count: titles.count)
            setNeedsLayout()
        }
    }
    /// The selected title's index (0 when there are no titles). Setting it (clamped to the
    /// titles) redraws and scrolls the bar to show it; it sends no event.
    public var selectedIndex: Int {
        didSet {
            // Set inside its own observer, the property does not call the observer again.
            selectedIndex = Self.clamp(selectedIndex, count: titles.count)
            guard selectedIndex != oldValue else { return }
            setNeedsLayout()
            selectionDidChange?(oldValue, selectionOrigin)
        }
    }
    /// Called with the new index when a key or a click selected another title.
    public var onChange: ((_ index: Int) -> Void)?
    /// How the titles, the separators and the overflow markers look.
    public var tabsAppearance = TabsAppearance() {
        didSet { setNeedsLayout() }
    }
    /// The most columns a title takes (longer ones end in `…`); 24 by default.
    public var maxTitleWidth = 24 {
        didSet { setNeedsLayout() }
    }

    /// Where the titles are, from the last layout.
    private(set) var geometry = TabsGeometry()
    /// How the selection is changing now, for ``selectionDidChange``.
    private var selectionOrigin = SelectionOrigin.code
    /// Told of every change of ``selectedIndex`` (old index, how): a ``TabView`` follows it.
    var selectionDidChange: ((_ old: Int, _ origin: SelectionOrigin) -> Void)?
    /// Told before the bar takes focus, while the brick that has it still does.
    var focusWillArrive: (() -> Void)?

    /// What changed the selection.
    enum SelectionOrigin {
        /// Code set ``selectedIndex``.
        case code
        /// A key on the focused bar.
        case key
        /// A click on a title.
        case click
    }

    /// A bar of `titles` with `selectedIndex` selected.
    public init(_ titles: [String] = [], selectedIndex: Int = 0) {
        self.titles = titles
        self.selectedIndex = Self.clamp(selectedIndex, count: titles.count)
        super.init()
        declareBindings()
    }

    private static func clamp(_ index: Int, count: Int) -> Int {
        min(max(0, index), max(0, count - 1))
    }

    /// Selects `index` as the user did it (`origin`): the events are sent when it changed.
    func select(_ index: Int, origin: SelectionOrigin) {
        guard titles.indices.contains(index), index != selectedIndex else { return }
        selectionOrigin = origin
        defer { selectionOrigin = .code }
        selectedIndex = index
        sendActions(for: .valueChanged)
        onChange?(index)
    }

    /// The index `steps` titles away from the selected one, wrapping around.
    func index(movedBy steps: Int) -> Int {
        guard !titles.isEmpty else { return 0 }
        return ((selectedIndex + steps) % titles.count + titles.count) % titles.count
    }

    private func declareBindings() {
        let enabled: () -> Bool = { [unowned self] in isEnabled && !titles.isEmpty }
        addKeyBinding(
            KeyBinding("tabs.previous", keys: [KeyEvent(.left)], description: "previous tab", isAvailable: enabled) {
                [unowned self] in select(index(movedBy: -1), origin: .key)
            })
        addKeyBinding(
            KeyBinding("tabs.next", keys: [KeyEvent(.right)], description: "next tab", footer: true, isAvailable: enabled) {
                [unowned self] in select(index(movedBy: 1), origin: .key)
            })
        addKeyBinding(
            KeyBinding("tabs.first", keys: [KeyEvent(.home)], description: "first tab", isAvailable: enabled) {
                [unowned self] in select(0, origin: .key)
            })
        addKeyBinding(
            KeyBinding("tabs.last", keys: [KeyEvent(.end)], description: "last tab", isAvailable: enabled) {
                [unowned self] in select(titles.count - 1, origin: .key)
            })
        addKeyBinding(
            KeyBinding(
                "tabs.select", keys: Self.numberKeys, description: "tab 1–9", isAvailable: enabled
            ) { [unowned self] key in
                guard let index = Self.tabIndex(of: key), titles.indices.contains(index) else { return .ignored }
                select(index, origin: .key)
                return .handled
            })
    }

    /// The keys 1 to 9.
    static let numberKeys: [KeyEvent] = (1...9).map { .character(Character(String($0))) }

    /// The tab a number key stands for (1 is the first), nil for any other key.
    static func tabIndex(of key: KeyEvent) -> Int? {
        guard key.modifiers.isEmpty, case .character(let character) = key.key, let digit = character.wholeNumberValue,
            (1...9).contains(digit)
        else { return nil }
        return digit - 1
    }

    public override func willFocus() -> Bool {
        focusWillArrive?()
        return true
    }

    /// A tab list whose value is the selected tab ("tab 2 of 3: Settings").
    public override var defaultAccessibility: AccessibilityElement {
        let value =
            titles.indices.contains(selectedIndex) ? "tab \(selectedIndex + 1) of \(titles.count): \(titles[selectedIndex])" : ""
        return controlAccessibility(.tabList, label: "", value: value)
    }

    /// Its titles' width (as far as `proposal` allows) and one row.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let separator = TextWidth.width(tabsAppearance.separatorText)
        let natural =
            titles.reduce(0) { $0 + TextWidth.width(TextLayout.truncate($1, width: maxTitleWidth)) + 2 }
            + separator * max(0, titles.count - 1)
        let width = min(natural, proposal.width.map { max(0, $0 - chrome.horizontal) } ?? natural)
        return Size(width: width + chrome.horizontal, height: 1 + chrome.vertical)
    }

    /// Places the titles (a bar has no children): the run shown moves to keep the selection in view.
    public override func layoutChildren(context: LayoutContext) {
        geometry = TabsGeometry.make(
            titles: titles, width: contentFrame.width, selected: selectedIndex, previousFirst: geometry.firstShown,
            maxTitleWidth: maxTitleWidth, separatorWidth: TextWidth.width(tabsAppearance.separatorText))
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        let base = controlStyle(in: context).removing(focusAttributes)
        canvas.fill(frame, style: base)
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        let look = tabsAppearance
        let selectedLook = context.isFocused ? look.selectedTab : look.inactiveSelectedTab
        // A reversed selected tab with no colour of its own is the theme's selection bar.
        let selectionBar = selectedLook.foregroundColor == nil && selectedLook.textAttributes.contains(.reverse)
        for span in geometry.spans {
            let isSelected = span.index == selectedIndex
            var style = (isSelected ? selectedLook : look.tab).style(over: base, in: context.theme)
            if isSelected && selectionBar { style = context.theme.selected(style) }
            canvas.write(span.text, at: Point(x: area.x + span.x, y: area.y), style: style)
        }
        for x in geometry.separators {
            canvas.write(look.separatorText, at: Point(x: area.x + x, y: area.y), style: look.separator.style(over: base))
        }
        let marker = look.overflowMarker.style(over: base)
        if geometry.hidesBefore { canvas.write("‹", at: area.origin, style: marker) }
        if geometry.hidesAfter { canvas.write("›", at: Point(x: area.maxX - 1, y: area.y), style: marker) }
    }

    public override func handle(_ event: Event) -> EventResult {
        guard isEnabled, case .mouse(let mouse) = event, mouse.action == .press(.left) else { return .ignored }
        let area = contentFrame
        guard area.contains(mouse.position),
            let index = geometry.index(atColumn: mouse.position.x - area.x, width: area.width)
        else { return .ignored }
        select(index, origin: .click)
        return .handled
    }
}

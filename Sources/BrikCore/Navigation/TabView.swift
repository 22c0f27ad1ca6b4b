import BrikRendering

/// A ``Tabs`` bar over the content of the selected tab.
///
/// Each ``Tab`` has a title and a builder; a tab's bricks are built the first time it is
/// selected and kept afterwards, never built again. Tabs not selected stay in the tree,
/// hidden (they get `onDisappear`, and `onAppear` again when selected): their scroll
/// positions, selections and text are as the user left them. Each tab remembers the brick
/// focused in it: selecting the tab again by a click or a key from inside the content
/// focuses that brick again (keys on the focused bar leave focus on the bar).
///
/// Keys: on the focused bar, those of ``Tabs`` (←/→, Home/End, 1–9). From anywhere inside
/// the content, when the content did not use the key (a text field takes digits, so they
/// type there): Ctrl+PgDn or Alt+→ the next tab (`tabview.next`), Ctrl+PgUp or Alt+← the
/// previous one (`tabview.previous`), both wrapping around, and 1–9 the tab with that
/// number (`tabview.select`); focus goes to the brick the new tab remembers, else its
/// first focusable brick, else the bar. All are key bindings with descriptions (help and
/// footers list them) and can be remapped through ``Application/keymap`` by id. A click
/// on a title selects its tab.
///
/// The bar takes the first row, a line (``showsDivider``) the second, the selected tab's
/// content the rest. Listen to changes on the bar: ``Tabs/onChange`` or
/// ``ControlEvent/valueChanged``.
///
/// ```swift
/// let tabs = TabView {
///     Tab("Messages") { List(options: messages) }
///     Tab("Compose") {
///         TextField(placeholder: "To")
///         TextField(placeholder: "Subject")
///     }
/// }
/// tabs.bar.onChange = { index in status.text = "tab \(index + 1)" }
/// tabs.selectedIndex = 1   // from code: builds and shows "Compose", no event
/// ```
@MainActor
public final class TabView: Brick {
    /// The bar of titles above the content (its titles are the tabs'; set its look and
    /// listen to it here, change the tabs through the tab view).
    public let bar: Tabs
    /// The tabs, left to right.
    public let tabs: [Tab]
    /// Whether a line (`─`, dim) separates the bar from the content (true by default).
    public var showsDivider = true {
        didSet { if showsDivider != oldValue { setNeedsLayout() } }
    }

    /// Each tab's content once built (a container of what its builder made), nil before.
    private var contents: [Brick?]
    /// Each tab's brick that had focus when the tab was left.
    private let rememberedFocus: [WeakBox<Brick>]

    /// A tab view of `tabs`, `selectedIndex` selected (and built now).
    public init(selectedIndex: Int = 0, @TabBuilder _ tabs: () -> [Tab]) {
        let tabs = tabs()
        self.tabs = tabs
        bar = Tabs(tabs.map(\.title), selectedIndex: selectedIndex)
        contents = Array(repeating: nil, count: tabs.count)
        rememberedFocus = tabs.map { _ in WeakBox() }
        super.init()
        addChild(bar)
        if !tabs.isEmpty { show(bar.selectedIndex) }
        bar.selectionDidChange = { [unowned self] old, origin in switchTab(from: old, origin: origin) }
        bar.focusWillArrive = { [unowned self] in rememberFocus(in: self.selectedIndex) }
        declareBindings()
    }

    /// The selected tab's index. Setting it (clamped) shows that tab, building it the first
    /// time; it sends no event. If focus was inside the content, it moves into the new tab.
    public var selectedIndex: Int {
        get { bar.selectedIndex }
        set { bar.selectedIndex = newValue }
    }

    /// The content of tab `index` (a container holding what its builder made), nil while the
    /// tab has never been selected.
    public func content(at index: Int) -> Brick? {
        contents.indices.contains(index) ? contents[index] : nil
    }

    /// The selected tab's content.
    public var selectedContent: Brick? { content(at: selectedIndex) }

    /// Shows tab `index`, building it first if it never was.
    private func show(_ index: Int) {
        // The bar's titles changed by hand may name tabs that do not exist: nothing to show.
        guard tabs.indices.contains(index) else { return }
        if let built = contents[index] {
            built.isHidden = false
            return
        }
        let made = tabs[index].content()
        let container = Brick()
        if made.count == 1 {
            container.addChild(made[0])
        } else {
            // Stacked from the top: the spacer, not the last brick, takes the rows left over.
            container.addChild(
                VBrik(alignment: .fill) { _ in
                    made
                    Spacer()
                })
        }
        contents[index] = container
        addChild(container)
    }

    /// How a tab was selected, for where focus goes.
    private enum Switch {
        case bar(Tabs.SelectionOrigin)
        case fromContent
    }

    private var pendingSwitch: Switch?

    /// After the bar's selection changed: the old tab hidden (its focus noted), the new one shown,
    /// and focus moved into it unless the user is moving along the focused bar.
    private func switchTab(from old: Int, origin: Tabs.SelectionOrigin) {
        let how = pendingSwitch ?? .bar(origin)
        let focusWasInside = rememberFocus(in: old)
        content(at: old)?.isHidden = true
        show(selectedIndex)
        guard let application, tabs.indices.contains(selectedIndex) else { return }
        let remembered = rememberedFocus[selectedIndex].value
        let restores: Bool
        switch how {
        case .bar(.key): restores = false
        case .bar(.click), .fromContent: restores = true
        case .bar(.code): restores = focusWasInside
        }
        guard restores else { return }
        if let remembered, let content = selectedContent, remembered.isDescendant(of: content),
            case .focused = application.attemptFocus(remembered)
        {
            return
        }
        guard focusWasInside else { return }
        focusFirstBrick(of: selectedIndex, in: application)
    }

    /// Focus on the first brick of tab `index` that takes it, else on the bar.
    private func focusFirstBrick(of index: Int, in application: Application) {
        // Off the hidden content first (it cannot veto), so the layout below does not pick a brick itself.
        _ = application.attemptFocus(bar.isFocusable ? bar : nil)
        application.layoutIfNeeded()
        guard let content = content(at: index) else { return }
        let candidates = application.focusOrder.filter { $0.isDescendant(of: content) }
        if !application.focusFirstAccepting(candidates) { application.focus(bar) }
    }

    /// Notes the brick focused inside tab `index`; true when focus is inside it.
    @discardableResult
    private func rememberFocus(in index: Int) -> Bool {
        guard let focused = application?.focusedBrick, let content = content(at: index),
            focused.isDescendant(of: content)
        else { return false }
        rememberedFocus[index].value = focused
        return true
    }

    /// A tab chosen by a key from inside the content.
    private func selectFromContent(_ index: Int) {
        pendingSwitch = .fromContent
        defer { pendingSwitch = nil }
        bar.select(index, origin: .key)
    }

    private func declareBindings() {
        let hasTabs: () -> Bool = { [unowned self] in tabs.count > 1 }
        addKeyBinding(
            KeyBinding(
                "tabview.next", keys: [KeyEvent(.pageDown, modifiers: .control), KeyEvent(.right, modifiers: .alt)],
                description: "next tab", footer: true, isAvailable: hasTabs
            ) { [unowned self] in selectFromContent(bar.index(movedBy: 1)) })
        addKeyBinding(
            KeyBinding(
                "tabview.previous", keys: [KeyEvent(.pageUp, modifiers: .control), KeyEvent(.left, modifiers: .alt)],
                description: "previous tab", isAvailable: hasTabs
            ) { [unowned self] in selectFromContent(bar.index(movedBy: -1)) })
        addKeyBinding(
            KeyBinding(
                "tabview.select", keys: Tabs.numberKeys, description: "tab 1–9",
                // On the focused bar its own `tabs.select` answers (and help lists one).
                isAvailable: { [unowned self] in hasTabs() && application?.focusedBrick !== bar }
            ) { [unowned self] key in
                guard let index = Tabs.tabIndex(of: key), tabs.indices.contains(index) else { return .ignored }
                selectFromContent(index)
                return .handled
            })
    }

    private var dividerRows: Int { showsDivider ? 1 : 0 }

    /// The bar's row, the divider's, and the selected content's size at the width offered.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let inner = proposal.inset(by: chrome)
        let header = 1 + dividerRows
        let barSize = bar.sizeThatFits(ProposedSize(width: inner.width, height: 1), context: context)
        let contentSize =
            selectedContent?.sizeThatFits(
                ProposedSize(width: inner.width, height: inner.height.map { max(0, $0 - header) }), context: context)
            ?? .zero
        return Size(
            width: proposal.width ?? max(barSize.width, contentSize.width) + chrome.horizontal,
            height: proposal.height ?? header + contentSize.height + chrome.vertical)
    }

    public override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        let header = min(area.height, 1 + dividerRows)
        bar.frame = Rect(x: area.x, y: area.y, width: area.width, height: min(1, area.height))
        selectedContent?.frame = Rect(x: area.x, y: area.y + header, width: area.width, height: area.height - header)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        super.draw(into: &canvas, context: context)
        let area = contentFrame
        guard showsDivider, area.height > 1, area.width > 0 else { return }
        canvas.write(
            String(repeating: "─", count: area.width), at: Point(x: area.x, y: area.y + 1), style: context.style.adding(.dim))
    }
}

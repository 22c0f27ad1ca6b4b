import BrikCore
import BrikRendering

/// A ready search line for a ``Searchable`` view, as in `less` and vim: `/` opens it, typing
/// highlights every match as you go, Enter jumps to the first one, `n` and `N` go to the next
/// and the previous, and the line then says where you are (`match 3 of 17`, `search wrapped
/// to the top`, `pattern not found: foo`).
///
/// ```swift
/// let log = LogView()
/// let bar = SearchBar(for: log)
/// let screen = VBrik { log.dimension(.fill); bar }
/// ```
///
/// Keys: `/` searches forward and `?` backward; `n` and `N` (only while a search is set, so
/// they stay free otherwise). A view that types printable keys (``Searchable/searchTypesText``,
/// an editor) gets Ctrl-F, F3 and Shift-F3 instead. While typing the pattern: Enter searches,
/// Esc cancels (the earlier search comes back), ↑/↓ walk the history, Ctrl-R switches regular
/// expressions on and off, Ctrl-T cycles case (smart, sensitive, insensitive). The bar takes
/// one row; the keys work wherever the focus is on the screen, after the focused brick
/// (a text field still types `/`).
@MainActor
public final class SearchBar: Brick {
    /// The search the bar drives (its target is the view).
    public let search: TextSearch
    /// The field the pattern is typed in (shown only while typing).
    public let field = TextField()
    /// Whether the pattern is a regular expression; Ctrl-R switches it while typing.
    public var isRegularExpression = false { didSet { patternDidChange() } }
    /// How the search treats case; Ctrl-T cycles it while typing.
    public var caseSensitivity = SearchCaseSensitivity.smart { didSet { patternDidChange() } }
    /// What the bar says when not typing: the outcome of the last search, or nil.
    public private(set) var message: String? { didSet { setNeedsDisplay() } }
    /// Whether the last message is an error (drawn in red).
    public private(set) var messageIsError = false
    /// Patterns searched for, oldest first (at most 50).
    public private(set) var history: [String] = []
    /// Whether the pattern is being typed.
    public var isEditing: Bool { !field.isHidden }

    private var editingDirection = TextSearch.Direction.forward
    private var historyIndex: Int?
    private var previousFocus: Brick?
    private var previousPattern: SearchPattern?
    private weak var bindingHost: Application?

    /// A bar searching `target`.
    public init(for target: any Searchable) {
        search = TextSearch(in: target)
        super.init()
        field.isHidden = true
        field.accessibilityRole = .searchField
        field.accessibilityLabel = "Search"
        isAccessibilityLiveRegion = true
        addChild(field)
        field.action(event: .editingChanged) { [unowned self] _ in patternDidChange() }
        field.action(event: .editingDidEndOnExit) { [unowned self] _ in commit() }
        onAppear { [unowned self] in installBindings() }
        onDisappear { [unowned self] in removeBindings() }
    }

    /// The ids of the bar's bindings: `search.find`, `search.findBackward`, `search.next`, `search.previous`.
    public static let bindingIDs = ["search.find", "search.findBackward", "search.next", "search.previous"]

    /// The bar's key bindings, for the view it searches: see the type's summary.
    public var bindings: [KeyBinding] {
        let typesText = search.target?.searchTypesText ?? false
        let find = typesText ? "ctrl+f" : "/"
        var result = [
            KeyBinding("search.find", keys: KeyBinding.parse([find], for: "search.find"), description: "search") {
                [unowned self] in beginEditing(.forward)
            }
        ]
        if !typesText {
            result.append(
                KeyBinding(
                    "search.findBackward", keys: KeyBinding.parse(["?"], for: "search.findBackward"),
                    description: "search backward"
                ) { [unowned self] in beginEditing(.backward) })
        }
        let next = typesText ? "f3" : "n"
        let previous = typesText ? "shift+f3" : "N"
        let isActive: () -> Bool = { [weak self] in self?.search.isActive ?? false }
        result.append(
            KeyBinding(
                "search.next", keys: KeyBinding.parse([next], for: "search.next"), description: "next match",
                isAvailable: isActive
            ) { [unowned self] _ in
                show(search.next(), direction: search.direction)
                return .handled
            })
        result.append(
            KeyBinding(
                "search.previous", keys: KeyBinding.parse([previous], for: "search.previous"),
                description: "previous match", isAvailable: isActive
            ) { [unowned self] _ in
                show(search.previous(), direction: search.direction == .forward ? .backward : .forward)
                return .handled
            })
        return result
    }

    /// Opens the field to type a pattern, searching in `direction` on Enter.
    public func beginEditing(_ direction: TextSearch.Direction = .forward) {
        editingDirection = direction
        previousFocus = application?.focusedBrick
        previousPattern = search.pattern
        historyIndex = nil
        field.text = ""
        field.isHidden = false
        message = nil
        setNeedsLayout()
        application?.focus(field)
    }

    /// Searches for `pattern` now, as if typed and Enter pressed.
    @discardableResult
    public func find(_ pattern: String, direction: TextSearch.Direction = .forward) -> TextSearch.Outcome {
        remember(pattern)
        let outcome = search.find(query(pattern), direction: direction)
        show(outcome, direction: direction)
        return outcome
    }

    private func query(_ pattern: String) -> SearchQuery {
        SearchQuery(pattern, caseSensitivity: caseSensitivity, isRegularExpression: isRegularExpression)
    }

    private func commit() {
        let pattern = field.text
        endEditing()
        guard !pattern.isEmpty else {
            // An empty pattern repeats the last search, as in less and vim.
            if search.isActive { show(search.next(), direction: search.direction) } else { search.clear() }
            return
        }
        find(pattern, direction: editingDirection)
    }

    private func cancel() {
        endEditing()
        if let previousPattern, !previousPattern.isEmpty {
            search.target?.searchHighlight = SearchHighlight(pattern: previousPattern, current: search.current)
        } else {
            search.target?.searchHighlight = nil
        }
    }

    private func endEditing() {
        field.isHidden = true
        setNeedsLayout()
        let restored = previousFocus.map { $0.application != nil && application?.focus($0) == true } ?? false
        if !restored { application?.focus(nil) }
        previousFocus = nil
    }

    private func patternDidChange() {
        guard isEditing else { return }
        if let error = search.preview(query(field.text)) {
            message = error.reason
            messageIsError = true
        } else {
            message = nil
        }
        setNeedsDisplay()
    }

    private func remember(_ pattern: String) {
        history.removeAll { $0 == pattern }
        history.append(pattern)
        if history.count > 50 { history.removeFirst(history.count - 50) }
    }

    private func show(_ outcome: TextSearch.Outcome, direction: TextSearch.Direction) {
        switch outcome {
        case .found(_, let wrapped):
            messageIsError = false
            var text = ""
            if let position = search.matchPosition(), let index = position.index {
                text = "match \(index) of \(position.total)"
            }
            if wrapped {
                let end = direction == .forward ? "top" : "bottom"
                text += text.isEmpty ? "search wrapped to the \(end)" : " (wrapped to the \(end))"
            }
            message = text.isEmpty ? nil : text
        case .notFound:
            messageIsError = true
            message = "pattern not found: \(search.pattern?.query.pattern ?? "")"
        case .invalid(let error):
            messageIsError = true
            message = error.description
        }
    }

    private func installBindings() {
        guard let app = application else { return }
        removeBindings()
        bindingHost = app
        app.bindings.append(contentsOf: bindings)
        if let brick = search.target as? Brick {
            for binding in bindings { brick.addKeyBinding(binding) }
        }
    }

    private func removeBindings() {
        bindingHost?.bindings.removeAll { Self.bindingIDs.contains($0.id) }
        bindingHost = nil
    }

    // MARK: - Layout, drawing, keys

    /// One row of its own: a stack that must shrink takes rows from the view, not from the bar.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    /// Status labelled "Search" whose value is its message ("3 of 10"); a live region, so a
    /// new count is heard while the field has the focus.
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .status, label: "Search", value: message ?? "")
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 40, height: 1)
    }

    public override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        let flags = flagText
        let flagWidth = flags.isEmpty ? 0 : TextWidth.width(flags) + 1
        field.frame = Rect(x: area.x + 1, y: area.y, width: max(0, area.width - 1 - flagWidth), height: min(1, area.height))
    }

    private var flagText: String {
        var flags: [String] = []
        if isRegularExpression { flags.append("regex") }
        switch caseSensitivity {
        case .smart: break
        case .sensitive: flags.append("Aa")
        case .insensitive: flags.append("aa")
        }
        return flags.joined(separator: " ")
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        let area = contentFrame
        guard area.width > 0, area.height > 0 else { return }
        canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), style: context.style)
        if isEditing {
            canvas.write(editingDirection == .forward ? "/" : "?", at: area.origin, style: context.style.adding(.bold))
            let flags = flagText
            var right = area.maxX
            if !flags.isEmpty {
                let width = TextWidth.width(flags)
                right -= width
                canvas.write(flags, at: Point(x: right, y: area.y), style: context.style.adding(.reverse))
            }
            return
        }
        guard let message else { return }
        let style =
            messageIsError ? context.theme.style(context.style, as: .error) : context.theme.style(context.style, as: .muted)
        canvas.write(TextLayout.truncate(message, width: area.width), at: area.origin, style: style)
    }

    /// True: an invalid pattern is reported over the field's empty end.
    public override var drawsOverChildren: Bool { true }

    /// An invalid pattern says so beside what is typed, over the field's empty end.
    public override func drawOverChildren(into canvas: inout Canvas, context: DrawContext) {
        guard isEditing, let message, messageIsError else { return }
        let flags = flagText
        let right = contentFrame.maxX - (flags.isEmpty ? 0 : TextWidth.width(flags))
        let room = right - field.frame.x - TextWidth.width(field.text) - 2
        guard room > 4 else { return }
        let shown = TextLayout.truncate(message, width: room)
        canvas.write(
            shown, at: Point(x: right - TextWidth.width(shown) - 1, y: contentFrame.y),
            style: context.theme.style(context.style, as: .error))
    }

    public override func handle(_ event: Event) -> EventResult {
        guard isEditing, case .key(let key) = event else { return .ignored }
        switch (key.key, key.modifiers) {
        case (.escape, []):
            cancel()
        case (.up, []):
            walkHistory(by: -1)
        case (.down, []):
            walkHistory(by: 1)
        case (.character("r"), .control):
            isRegularExpression.toggle()
            setNeedsLayout()
        case (.character("t"), .control):
            switch caseSensitivity {
            case .smart: caseSensitivity = .sensitive
            case .sensitive: caseSensitivity = .insensitive
            case .insensitive: caseSensitivity = .smart
            }
            setNeedsLayout()
        default:
            return .ignored
        }
        return .handled
    }

    private func walkHistory(by delta: Int) {
        guard !history.isEmpty else { return }
        let index = min(max(0, (historyIndex ?? history.count) + delta), history.count)
        historyIndex = index
        field.text = index < history.count ? history[index] : ""
        patternDidChange()
    }
}

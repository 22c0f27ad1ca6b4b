import BrikRendering

/// The state of a single or multiple choice with type-to-filter: the filter
/// typed so far, the options it lets through, the highlighted one and, for a
/// multiple choice, the options ticked.
///
/// Typing filters (an option stays when it contains the filter, ignoring
/// case); Backspace shortens the filter; Up and Down (Ctrl+P, Ctrl+N) move the
/// highlight, wrapping round. In a multiple choice Space ticks or unticks the
/// highlighted option (so a filter there has no spaces). Enter submits the
/// highlighted option, or the ticked ones in their order. Escape clears the
/// filter, or cancels when it is empty; Ctrl+C and Ctrl+D cancel.
public struct ChoiceState: Sendable {
    /// The question.
    public let title: String
    /// Every option, in the order they are shown.
    public let options: [String]
    /// Whether several options may be ticked.
    public let allowsMultiple: Bool
    /// How many options are shown at once; the list scrolls to keep the highlight in view.
    public var visibleRows: Int
    /// The filter typed so far.
    public private(set) var query = ""
    /// Indices into ``options`` of the options the filter lets through, in order.
    public private(set) var matches: [Int]
    /// The highlighted option's position in ``matches``; nil when nothing matches.
    public private(set) var highlight: Int?
    /// Indices into ``options`` of the ticked options (multiple choice only).
    public private(set) var selected: Set<Int>

    /// A choice `title` among `options`; `initial` is highlighted (single
    /// choice) or ticked (multiple choice). Indices out of range are ignored.
    public init(title: String, options: [String], allowsMultiple: Bool, initial: Set<Int> = [], visibleRows: Int = 7) {
        self.title = title
        self.options = options
        self.allowsMultiple = allowsMultiple
        self.visibleRows = max(1, visibleRows)
        let valid = initial.filter { options.indices.contains($0) }
        selected = allowsMultiple ? valid : []
        matches = Array(options.indices)
        highlight = options.isEmpty ? nil : (allowsMultiple ? 0 : valid.min() ?? 0)
    }

    /// Whether `option` passes `query`: it contains it, ignoring case; every option passes an empty query.
    public static func matches(_ option: String, query: String) -> Bool {
        query.isEmpty || option.lowercased().contains(query.lowercased())
    }

    /// The highlighted option's index into ``options``.
    public var highlightedOption: Int? { highlight.map { matches[$0] } }

    /// Applies one key; returns the chosen indices into ``options`` once Enter
    /// was pressed: one for a single choice, the ticked ones in order for a multiple choice.
    public mutating func handle(_ event: KeyEvent) -> PromptOutcome<[Int]> {
        if event.cancelsPrompt { return .cancelled }
        if allowsMultiple, event.typedCharacter == " " {
            if let option = highlightedOption {
                if selected.contains(option) { selected.remove(option) } else { selected.insert(option) }
            }
            return .pending
        }
        if let character = event.typedCharacter {
            setQuery(query + String(character))
            return .pending
        }
        switch (event.key, event.modifiers) {
        case (.escape, _):
            if query.isEmpty { return .cancelled }
            setQuery("")
        case (.backspace, _):
            if !query.isEmpty { setQuery(String(query.dropLast())) }
        case (.up, _), (.character("p"), .control): moveHighlight(by: -1)
        case (.down, _), (.character("n"), .control), (.tab, _): moveHighlight(by: 1)
        case (.enter, _):
            if allowsMultiple { return .submitted(selected.sorted()) }
            if let option = highlightedOption { return .submitted([option]) }
        default: break
        }
        return .pending
    }

    /// Replaces the filter; the highlight stays on the same option when it still
    /// matches, and goes to the first match otherwise.
    public mutating func setQuery(_ newQuery: String) {
        let kept = highlightedOption
        query = newQuery
        matches = options.indices.filter { Self.matches(options[$0], query: newQuery) }
        if matches.isEmpty {
            highlight = nil
        } else {
            highlight = kept.flatMap { matches.firstIndex(of: $0) } ?? 0
        }
    }

    private mutating func moveHighlight(by step: Int) {
        guard let current = highlight, !matches.isEmpty else { return }
        highlight = (current + step + matches.count) % matches.count
    }

    /// The positions in ``matches`` shown now: at most ``visibleRows``, with the highlight among them.
    public var window: Range<Int> {
        let count = min(visibleRows, matches.count)
        guard let highlight else { return 0..<count }
        let start = min(max(0, highlight - count / 2), matches.count - count)
        return start..<(start + count)
    }

    /// The question, the filter, the shown options (highlight and ticks marked) and a hint line.
    public var lines: [PromptLine] {
        var header = PromptLine("? ", role: .accent).appending(title, role: .title)
        header =
            query.isEmpty
            ? header.appending("  type to filter", role: .muted)
            : header.appending("  filter: ", role: .muted).appending(query)
        var result = [header]
        if matches.isEmpty { result.append(PromptLine("  no option matches", role: .muted)) }
        for position in window {
            let option = matches[position]
            let isHighlighted = position == highlight
            var line = PromptLine(isHighlighted ? "❯ " : "  ", role: .accent)
            if allowsMultiple {
                let ticked = selected.contains(option)
                line = line.appending(ticked ? "◉ " : "◯ ", role: ticked ? .success : .muted)
            }
            result.append(line.appending(options[option], role: isHighlighted ? .accent : nil))
        }
        let hint = allowsMultiple ? "  ↑/↓ move · space tick · enter confirm" : "  ↑/↓ move · enter choose"
        let more = matches.count > window.count ? " · \(matches.count - window.count) more" : ""
        result.append(PromptLine(hint + more, role: .muted))
        return result
    }
}

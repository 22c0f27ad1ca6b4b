/// A run of text with its own look, part of a ``StyledText``.
public struct TextSpan: Hashable, Sendable {
    /// The text of the run.
    public var text: String
    /// Its colour, nil for the surrounding colour.
    public var foreground: Color?
    /// Its background, nil for the surrounding one.
    public var background: Color?
    /// Attributes added to the surrounding ones.
    public var attributes: TextAttributes

    /// A run of `text` in the given look.
    public init(_ text: String, foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []) {
        self.text = text
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The run's look laid over `base`.
    public func style(over base: CellStyle) -> CellStyle {
        CellStyle(
            foreground: foreground ?? base.foreground,
            background: background ?? base.background,
            attributes: base.attributes.union(attributes))
    }
}

/// Text made of styled runs (attributed text): `"Hello " + "world".bold`.
public struct StyledText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// One unstyled run (most text: every plain label) is kept inline, without an array:
    /// a list of 10,000 labels would otherwise hold 10,000 one-element arrays.
    private enum Storage: Sendable {
        case plain(String)
        case runs([TextSpan])
    }

    private var storage: Storage

    /// The runs, in order.
    public var spans: [TextSpan] {
        get {
            switch storage {
            case .plain(let text): [TextSpan(text)]
            case .runs(let runs): runs
            }
        }
        set { storage = Self.storage(for: newValue) }
    }

    /// Text from its runs.
    public init(_ spans: [TextSpan]) {
        storage = Self.storage(for: spans)
    }

    /// Plain text in one run.
    public init(stringLiteral value: String) {
        storage = .plain(value)
    }

    private static func storage(for spans: [TextSpan]) -> Storage {
        if spans.count == 1, spans[0] == TextSpan(spans[0].text) { return .plain(spans[0].text) }
        return .runs(spans)
    }

    /// How many runs there are (``spans``' count, without making the array).
    package var spanCount: Int {
        switch storage {
        case .plain: 1
        case .runs(let runs): runs.count
        }
    }

    /// The first run, nil when there is none (without making ``spans``).
    package var firstSpan: TextSpan? {
        switch storage {
        case .plain(let text): TextSpan(text)
        case .runs(let runs): runs.first
        }
    }

    /// Whether there is no text in any run.
    package var isEmpty: Bool {
        switch storage {
        case .plain(let text): return text.isEmpty
        case .runs(let runs):
            for run in runs where !run.text.isEmpty { return false }
            return true
        }
    }

    /// All the runs' text together.
    public var plainText: String {
        switch storage {
        case .plain(let text): text
        case .runs(let runs): runs.count == 1 ? runs[0].text : runs.map(\.text).joined()
        }
    }

    /// Two styled texts one after the other.
    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        StyledText(lhs.spans + rhs.spans)
    }

    /// Equal when the runs are.
    public static func == (lhs: StyledText, rhs: StyledText) -> Bool {
        if case .plain(let left) = lhs.storage, case .plain(let right) = rhs.storage { return left == right }
        return lhs.spans == rhs.spans
    }

    /// Hashes the runs, as ``==`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(spans)
    }
}

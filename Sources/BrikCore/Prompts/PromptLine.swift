import BrikRendering

/// One line of a prompt or a step as it is shown: runs of text, each in its own style.
///
/// Prompts describe their screen as lines so the same description can be drawn
/// in an inline region (``canvas(_:width:theme:)``), in a brick (``PromptLinesView``), or
/// printed as plain text when output is not a terminal (``plainText``). A run made with a
/// ``PromptStyle/Role`` takes its colours from the theme it is drawn in.
public struct PromptLine: Hashable, Sendable {
    /// A run of text in one style.
    public struct Span: Hashable, Sendable {
        /// The run's text, one line without line breaks.
        public var text: String
        /// The style every cell of the run gets in the terminal theme (see ``style(in:)``).
        public var style: CellStyle
        /// What the run is, when its colours come from the theme; nil: always ``style``.
        public var role: PromptStyle.Role?
        /// Attributes the run adds to its role's style (an underlined choice).
        public var addedAttributes: TextAttributes = []

        /// A run of `text` in `style`, whatever the theme.
        public init(_ text: String, style: CellStyle = .plain) {
            self.text = text
            self.style = style
        }

        /// A run of `text` in `role`'s style of the theme it is drawn in, plus `attributes`.
        public init(_ text: String, role: PromptStyle.Role, adding attributes: TextAttributes = []) {
            self.text = text
            self.role = role
            self.addedAttributes = attributes
            self.style = PromptStyle.style(role, in: .terminal).adding(attributes)
        }

        /// The style the run is drawn in under `theme`.
        public func style(in theme: Theme) -> CellStyle {
            guard let role else { return style }
            return PromptStyle.style(role, in: theme).adding(addedAttributes)
        }
    }

    /// The runs, left to right.
    public var spans: [Span]

    /// A line of `text` in `style`; an empty line when `text` is empty.
    public init(_ text: String = "", style: CellStyle = .plain) {
        spans = text.isEmpty ? [] : [Span(text, style: style)]
    }

    /// A line of `text` in `role`'s style, plus `attributes`.
    public init(_ text: String, role: PromptStyle.Role, adding attributes: TextAttributes = []) {
        spans = text.isEmpty ? [] : [Span(text, role: role, adding: attributes)]
    }

    /// This line with `text` in `style` added at its end.
    public func appending(_ text: String, style: CellStyle = .plain) -> PromptLine {
        var line = self
        if !text.isEmpty { line.spans.append(Span(text, style: style)) }
        return line
    }

    /// This line with `text` in `role`'s style (plain when nil), plus `attributes`, added at its end.
    public func appending(_ text: String, role: PromptStyle.Role?, adding attributes: TextAttributes = []) -> PromptLine {
        guard let role else { return appending(text, style: CellStyle(attributes: attributes)) }
        var line = self
        if !text.isEmpty { line.spans.append(Span(text, role: role, adding: attributes)) }
        return line
    }

    /// This line with `prefix` (plain) put before it, for indenting the lines of a group.
    public func indented(by prefix: String) -> PromptLine {
        var line = self
        if !prefix.isEmpty { line.spans.insert(Span(prefix), at: 0) }
        return line
    }

    /// The line's text without styles.
    public var plainText: String { spans.map(\.text).joined() }

    /// `lines` drawn on a canvas `width` columns wide and one row per line, in `theme`'s
    /// colours; a line longer than `width` is cut at the right edge.
    public static func canvas(_ lines: [PromptLine], width: Int, theme: Theme = .terminal) -> Canvas {
        var canvas = Canvas(size: Size(width: max(1, width), height: lines.count))
        for (y, line) in lines.enumerated() {
            var x = 0
            for span in line.spans where x < canvas.size.width {
                x += canvas.write(span.text, at: Point(x: x, y: y), style: span.style(in: theme))
            }
        }
        return canvas
    }
}

/// The styles prompts and steps draw with, by what each run is: the colours come from a
/// ``Theme`` (``style(_:in:)``); the constants are the terminal theme's.
public enum PromptStyle {
    /// What a run of a prompt is, for picking its style from a theme.
    public enum Role: String, Hashable, Sendable, CaseIterable {
        /// The question mark and the highlighted choice: the theme's accent, bold.
        case accent
        /// A prompt's title: bold body text.
        case title
        /// Hints, defaults and placeholders: the theme's muted colour (dim in the terminal theme).
        case muted
        /// Success marks and answers.
        case success
        /// Warning marks.
        case warning
        /// Error marks and validation messages.
        case error
        /// The text caret of a text prompt: reverse video in the theme's primary colour.
        case caret
    }

    /// The style of `role` in `theme`.
    ///
    /// ```swift
    /// let question = PromptStyle.style(.accent, in: .dark)  // bold, in the dark theme's accent
    /// ```
    public static func style(_ role: Role, in theme: Theme) -> CellStyle {
        switch role {
        case .accent: theme.style(CellStyle(attributes: .bold), as: .accent)
        case .title: CellStyle(attributes: .bold)
        case .muted: theme.style(.plain, as: .muted)
        case .success: theme.style(.plain, as: .success)
        case .warning: theme.style(.plain, as: .warning)
        case .error: theme.style(.plain, as: .error)
        case .caret: theme.style(CellStyle(attributes: .reverse), as: .primary)
        }
    }

    /// The question mark and the highlighted choice.
    public static var accent: CellStyle { style(.accent, in: .terminal) }
    /// A prompt's title.
    public static var title: CellStyle { style(.title, in: .terminal) }
    /// Hints, defaults and placeholders.
    public static var muted: CellStyle { style(.muted, in: .terminal) }
    /// Success marks and answers.
    public static var success: CellStyle { style(.success, in: .terminal) }
    /// Warning marks.
    public static var warning: CellStyle { style(.warning, in: .terminal) }
    /// Error marks and validation messages.
    public static var error: CellStyle { style(.error, in: .terminal) }
    /// The text caret of a text prompt.
    public static var caret: CellStyle { style(.caret, in: .terminal) }
}

/// What a prompt's state machine says after a key.
public enum PromptOutcome<Value: Sendable>: Sendable {
    /// The prompt is still being answered.
    case pending
    /// The user answered `Value`.
    case submitted(Value)
    /// The user gave up (Escape or Ctrl+C).
    case cancelled
}

extension PromptOutcome: Equatable where Value: Equatable {}

extension KeyEvent {
    /// Whether this key cancels a prompt: Ctrl+C (the terminal is in raw mode, so
    /// it arrives as a key) or Ctrl+D.
    var cancelsPrompt: Bool {
        modifiers == .control && (key == .character("c") || key == .character("d"))
    }

    /// The character this key types, or nil for a control key.
    var typedCharacter: Character? {
        guard case .character(let character) = key, !modifiers.contains(.control), !modifiers.contains(.alt)
        else { return nil }
        return character
    }
}

import BrikRendering

/// One line of a prompt or a step as it is shown: runs of text, each in its own style.
///
/// Prompts describe their screen as lines so the same description can be drawn
/// in an inline region (``canvas(_:width:)``) or printed as plain text when
/// output is not a terminal (``plainText``).
public struct PromptLine: Hashable, Sendable {
    /// A run of text in one style.
    public struct Span: Hashable, Sendable {
        /// The run's text, one line without line breaks.
        public var text: String
        /// The style every cell of the run gets.
        public var style: CellStyle

        /// A run of `text` in `style`.
        public init(_ text: String, style: CellStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, left to right.
    public var spans: [Span]

    /// A line of `text` in `style`; an empty line when `text` is empty.
    public init(_ text: String = "", style: CellStyle = .plain) {
        spans = text.isEmpty ? [] : [Span(text, style: style)]
    }

    /// This line with `text` in `style` added at its end.
    public func appending(_ text: String, style: CellStyle = .plain) -> PromptLine {
        var line = self
        if !text.isEmpty { line.spans.append(Span(text, style: style)) }
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

    /// `lines` drawn on a canvas `width` columns wide and one row per line;
    /// a line longer than `width` is cut at the right edge.
    public static func canvas(_ lines: [PromptLine], width: Int) -> Canvas {
        var canvas = Canvas(size: Size(width: max(1, width), height: lines.count))
        for (y, line) in lines.enumerated() {
            var x = 0
            for span in line.spans where x < canvas.size.width {
                x += canvas.write(span.text, at: Point(x: x, y: y), style: span.style)
            }
        }
        return canvas
    }
}

/// The styles prompts and steps draw with.
public enum PromptStyle {
    /// The question mark and the highlighted choice.
    public static let accent = CellStyle(foreground: .cyan, attributes: .bold)
    /// A prompt's title.
    public static let title = CellStyle(attributes: .bold)
    /// Hints, defaults and placeholders.
    public static let muted = CellStyle(foreground: .gray)
    /// Success marks and answers.
    public static let success = CellStyle(foreground: .green)
    /// Warning marks.
    public static let warning = CellStyle(foreground: .yellow)
    /// Error marks and validation messages.
    public static let error = CellStyle(foreground: .red)
    /// The text caret of a text prompt.
    public static let caret = CellStyle(attributes: .reverse)
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

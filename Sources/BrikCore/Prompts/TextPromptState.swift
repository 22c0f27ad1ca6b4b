import BrikRendering

/// The state of a one-line text prompt: the text typed so far, the caret, and
/// the message of the last failed validation.
///
/// Typing inserts at the caret; Left, Right, Home, End (and Ctrl+A, Ctrl+E) move
/// it; Backspace and Delete remove a character; Ctrl+U clears the line. Enter
/// submits the text, or ``defaultValue`` when nothing was typed, if `validate`
/// accepts it; otherwise ``error`` holds its message and the prompt stays open.
/// Escape, Ctrl+C and Ctrl+D cancel.
public struct TextPromptState: Sendable {
    /// The question shown before the answer.
    public let title: String
    /// The answer taken when Enter is pressed on an empty line; shown as a hint.
    public let defaultValue: String?
    /// Returns an error message for an answer it refuses, nil for one it accepts.
    public let validate: @Sendable (String) -> String?
    /// The characters typed so far.
    public private(set) var characters: [Character] = []
    /// Where the next typed character goes: 0 is before the first character.
    public private(set) var caret = 0
    /// Why the last submitted answer was refused; cleared by the next edit.
    public private(set) var error: String?

    /// A prompt asking `title`, answering `defaultValue` on an empty Enter,
    /// accepting only answers for which `validate` returns nil.
    public init(
        title: String, defaultValue: String? = nil, validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.title = title
        self.defaultValue = defaultValue
        self.validate = validate
    }

    /// The text typed so far.
    public var text: String { String(characters) }

    /// The answer Enter would submit: the typed text, or the default on an empty line.
    public var answer: String { characters.isEmpty ? defaultValue ?? "" : text }

    /// Applies one key; returns the answer once Enter submitted a valid one.
    public mutating func handle(_ event: KeyEvent) -> PromptOutcome<String> {
        if event.cancelsPrompt || event.key == .escape { return .cancelled }
        if let character = event.typedCharacter {
            insert(String(character))
            return .pending
        }
        switch (event.key, event.modifiers) {
        case (.enter, _):
            if let message = validate(answer) {
                error = message
                return .pending
            }
            return .submitted(answer)
        case (.backspace, _):
            if caret > 0 {
                characters.remove(at: caret - 1)
                caret -= 1
            }
        case (.delete, _):
            if caret < characters.count { characters.remove(at: caret) }
        case (.left, _): caret = max(0, caret - 1)
        case (.right, _): caret = min(characters.count, caret + 1)
        case (.home, _), (.character("a"), .control): caret = 0
        case (.end, _), (.character("e"), .control): caret = characters.count
        case (.character("u"), .control):
            characters.removeAll()
            caret = 0
        default: return .pending
        }
        error = nil
        return .pending
    }

    /// Inserts `text` at the caret (a typed key or a paste); line breaks become spaces.
    public mutating func insert(_ text: String) {
        let cleaned = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
            .filter { character in !(character.asciiValue.map { $0 < 32 || $0 == 127 } ?? false) }
        characters.insert(contentsOf: cleaned, at: caret)
        caret += cleaned.count
        error = nil
    }

    /// The prompt as it is shown while it is answered: the question, the text
    /// with its caret (or the default as a hint), and the error, if any.
    public var lines: [PromptLine] {
        var line = PromptLine("? ", role: .accent).appending(title, role: .title).appending(" ")
        if characters.isEmpty, let defaultValue {
            line = line.appending(" ", role: .caret).appending(defaultValue, role: .muted)
        } else {
            let before = String(characters[..<caret])
            let atCaret = caret < characters.count ? String(characters[caret]) : " "
            let after = caret + 1 < characters.count ? String(characters[(caret + 1)...]) : ""
            line = line.appending(before).appending(atCaret, role: .caret).appending(after)
        }
        var result = [line]
        if let error { result.append(PromptLine("  ✖ ", role: .error).appending(error, role: .error)) }
        return result
    }

    /// The line left in the scrollback once the prompt was answered `value`.
    public static func summary(title: String, value: String) -> PromptLine {
        PromptLine("✔ ", role: .success).appending(title, role: .title).appending(" ")
            .appending(value, role: .success)
    }
}

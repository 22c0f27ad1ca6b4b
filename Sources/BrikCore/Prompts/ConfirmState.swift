import BrikRendering

/// The state of a yes-or-no question.
///
/// Y and N answer at once; Left, Right, Tab and Space switch the highlighted
/// answer; Enter submits it. Escape, Ctrl+C and Ctrl+D cancel.
public struct ConfirmState: Sendable {
    /// The question.
    public let title: String
    /// The highlighted answer; it starts as the default.
    public private(set) var value: Bool

    /// A question `title` with `defaultValue` highlighted.
    public init(title: String, defaultValue: Bool) {
        self.title = title
        value = defaultValue
    }

    /// Applies one key; returns the answer once one was given.
    public mutating func handle(_ event: KeyEvent) -> PromptOutcome<Bool> {
        if event.cancelsPrompt || event.key == .escape { return .cancelled }
        switch event.typedCharacter {
        case "y", "Y": return .submitted(true)
        case "n", "N": return .submitted(false)
        case " ":
            value.toggle()
            return .pending
        default: break
        }
        switch event.key {
        case .enter: return .submitted(value)
        case .left, .right, .tab: value.toggle()
        default: break
        }
        return .pending
    }

    /// The question with both answers, the highlighted one marked.
    public var lines: [PromptLine] {
        let yes: (PromptStyle.Role, TextAttributes) = value ? (.accent, .underline) : (.muted, [])
        let no: (PromptStyle.Role, TextAttributes) = value ? (.muted, []) : (.accent, .underline)
        return [
            PromptLine("? ", role: .accent).appending(title, role: .title).appending(" ")
                .appending("Yes", role: yes.0, adding: yes.1).appending(" / ", role: .muted)
                .appending("No", role: no.0, adding: no.1)
        ]
    }
}

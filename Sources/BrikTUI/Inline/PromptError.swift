/// Why a prompt gave no answer.
public enum PromptError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal, and the prompter was told to
    /// fail rather than take defaults (or `question` has no default to take).
    case notInteractive(question: String?)
    /// The user pressed Escape, Ctrl+C or Ctrl+D, or input ended.
    case cancelled(question: String)

    /// The message to show the user: what could not be asked and what to do instead.
    public var description: String {
        switch self {
        case .notInteractive(let question?):
            "cannot ask \"\(question)\": standard input or output is not a terminal, and it has no default to take"
        case .notInteractive(nil):
            "standard input or output is not a terminal: run this in a terminal, or choose the defaults"
        case .cancelled(let question): "\"\(question)\" was cancelled"
        }
    }
}

/// What a ``Prompter`` does when standard input or output is not a terminal.
public enum NonInteractiveBehavior: Sendable {
    /// Every prompt throws ``PromptError/notInteractive(question:)``.
    case fail
    /// Every prompt takes its default and prints it as a plain line; a prompt
    /// without a default throws ``PromptError/notInteractive(question:)``.
    case useDefaults
}

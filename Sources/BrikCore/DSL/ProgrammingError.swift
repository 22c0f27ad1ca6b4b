/// Stops the program for a programming error (a missing tag, a brick added
/// inside itself) with `message`, after giving the terminal back so the
/// message can be read.
package func programmingError(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    TerminalRestoration.restoreBeforeExit()
    fatalError("BrikTUI: \(message)", file: file, line: line)
}

/// What to run to give the terminal back before the process stops on an error.
///
/// The ncurses backend registers its restore here while it owns the terminal,
/// so a trap leaves the shell usable and its message visible.
package enum TerminalRestoration {
    nonisolated(unsafe) private static var restore: (() -> Void)?

    /// Registers `action` to run once before the process stops on an error; nil clears it.
    package static func register(_ action: (() -> Void)?) {
        restore = action
    }

    /// Runs and clears the registered restore, if any.
    package static func restoreBeforeExit() {
        let action = restore
        restore = nil
        action?()
    }
}

import BrikCore

extension Application {
    /// Asks the terminal to put `text` on the system clipboard (OSC 52), at the end of this
    /// turn of the loop; ``clipboard`` is set too. Terminals that do not allow OSC 52 (or
    /// tmux without `set-clipboard on`) ignore it; nothing is ever read back.
    ///
    /// ```swift
    /// application?.copyToSystemClipboard(area.selectedText)
    /// ```
    public func copyToSystemClipboard(_ text: String) {
        clipboard = text
        pendingSystemClipboard.append(text)
    }
}

/// What a ``Tree``'s data source answers when asked for a node's children.
///
/// ```swift
/// // "local" is in memory; "remote" takes a while to answer, off the main actor.
/// let tree = Tree<String>(
///     roots: ["local", "remote"], mayHaveChildren: { $0 == "local" || $0 == "remote" },
///     children: { node in
///         node == "local"
///             ? .now(["notes.txt"])
///             : .later {
///                 try await Task.sleep(for: .seconds(1))
///                 return ["report.pdf"]
///             }
///     },
///     title: { $0 })
/// ```
public enum TreeChildren<ID: Sendable> {
    /// The children, known now (in memory, or cheap to compute).
    case now([ID])
    /// The children come from `load`, run off the main actor; until it returns, the
    /// expanded node shows a "Loading…" row, and an error it throws shows as a row too
    /// (its description) instead of the children.
    case later(_ load: @Sendable () async throws -> [ID])
    /// The children cannot be had: the expanded node shows `message` in a row under itself.
    case failure(_ message: String)
}

/// What a ``Tree``'s data source answers when asked for a node's children.
///
/// ```swift
/// let tree = Tree<String>(
///     roots: ["/"], mayHaveChildren: { $0.hasSuffix("/") },
///     children: { path in
///         path == "/" ? .now(["/etc/", "/home/"]) : .later { try await server.list(path) }
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

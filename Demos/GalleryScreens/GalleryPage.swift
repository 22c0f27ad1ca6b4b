import BrikCore

/// A key and what it does, shown in the gallery footer.
public struct KeyHint: Hashable, Sendable {
    /// The key as the user types it, e.g. `↑↓`, `enter`, `q`.
    public var keys: String
    /// What it does, e.g. `open`.
    public var action: String

    /// A hint from its keys and action.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}

/// One screen of the gallery: a brick with an id for the command line, a title
/// for the menu, and the keys it understands for the footer.
@MainActor
open class GalleryPage: Brick {
    /// The short id used by `gallery <id>` and the end-to-end tests.
    public let id: String
    /// The title shown in the menu and the title bar.
    public let title: String
    /// One line on what the screen shows, for the menu and `gallery --list`.
    public let summary: String

    /// A page with its id, title and summary.
    public init(id: String, title: String, summary: String) {
        self.id = id
        self.title = title
        self.summary = summary
        super.init()
    }

    /// The keys this page handles itself; the shell adds its own (back, quit).
    open var keyHints: [KeyHint] { [] }
}

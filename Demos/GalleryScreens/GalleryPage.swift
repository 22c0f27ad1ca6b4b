import BrikCore

/// One screen of the gallery: a brick with an id for the command line and a title
/// for the menu. Its keys are key bindings declared on it (``Brick/keyBinding(_:keys:description:footer:priority:_:)``),
/// which the shell's ``HelpFooter`` and the full help (`?`) list.
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
}

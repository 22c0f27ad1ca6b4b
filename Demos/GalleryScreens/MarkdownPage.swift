import BrikCore
import BrikRendering
import BrikText

/// "Markdown": the guide's own articles rendered by ``MarkdownViewer``, its table of
/// contents on the left. ↑/↓ in the contents jump to a heading, Enter or Tab goes into the
/// document (↑/↓ PgUp/PgDn Home/End scroll), `]` and `[` open the next and previous article,
/// `/` searches the article (n/N to the next and previous match).
@MainActor
public final class MarkdownPage: GalleryPage {
    let articles = GuideArticles.load()
    let viewer: MarkdownViewer
    let titleLabel = Label()
    let searchBar: SearchBar
    private(set) var articleIndex = 0

    /// The page.
    public init() {
        viewer = MarkdownViewer(markdown: articles[0].markdown)
        searchBar = SearchBar(for: viewer.document)
        super.init(id: "markdown", title: "Markdown", summary: "the guide's articles rendered, with a table of contents")
        let hint = Label("↑/↓ contents jump · Tab/Enter into the text · ] next article · [ previous · / search").dim()
        let layout = VBrik(alignment: .fill) { [titleLabel, viewer, searchBar] _ in
            titleLabel
            hint
            viewer
            searchBar
        }
        layout.padding = EdgeInsets(top: 1, left: 1, bottom: 0, right: 1)
        addChild(layout)
        keyBinding("markdown.next", keys: "]", description: "next article", footer: true) { [unowned self] in
            show(articleIndex + 1)
        }
        keyBinding("markdown.previous", keys: "[", description: "previous article", footer: true) { [unowned self] in
            show(articleIndex - 1)
        }
        viewer.onAppear { [unowned self] in
            application?.focus(viewer.tableOfContents)
        }
        updateTitle()
    }

    /// Shows article `index` (wrapping around).
    func show(_ index: Int) {
        articleIndex = (index % articles.count + articles.count) % articles.count
        viewer.markdown = articles[articleIndex].markdown
        updateTitle()
    }

    private func updateTitle() {
        titleLabel.text = "Article \(articleIndex + 1) of \(articles.count): \(articles[articleIndex].title)"
        titleLabel.bold()
    }
}

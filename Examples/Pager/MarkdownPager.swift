import BrikTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pager's screen for a Markdown file: the rendered document beside its table of
/// contents, the search bar and a status line.
///
/// Keys: ↑/↓ PgUp/PgDn Home/End in the document; Tab moves between the contents and the
/// document (Enter on a heading jumps to it); t shows or hides the contents; / ? n N
/// search the rendered rows; r shows the file as plain lines; q quits.
@MainActor
final class MarkdownPager {
    let viewer: MarkdownViewer
    let name: String
    let bar: SearchBar
    let status = Label()
    let root: VBrik

    init(markdown: String, name: String, showRaw: @escaping @MainActor () -> Void) {
        self.name = name
        viewer = MarkdownViewer(markdown: markdown)
        bar = SearchBar(for: viewer.document)
        root = VBrik(alignment: .fill) { [viewer, bar, status] _ in
            viewer
            bar
            status
        }
        status.attributes(.reverse).lines(1)
        viewer.document.onScroll = { [unowned self] _ in updateStatus() }
        root.keyBinding("pager.quit", keys: "q", description: "quit") { [unowned self] in root.application?.quit() }
        root.keyBinding("pager.contents", keys: "t", description: "contents") { [unowned self] in
            viewer.showsTableOfContents.toggle()
            if !viewer.showsTableOfContents { _ = root.application?.focus(viewer.document) }
        }
        root.keyBinding("pager.raw", keys: "r", description: "plain text") { showRaw() }
    }

    func start(in application: Application) {
        _ = application.focus(viewer.document)
        updateStatus()
    }

    private func updateStatus() {
        var parts = [" \(name)"]
        if let heading = viewer.document.currentHeading, viewer.document.headings.indices.contains(heading) {
            parts.append(viewer.document.headings[heading].text)
        }
        parts.append("t contents  ·  r plain  ·  q quits")
        status.text = parts.joined(separator: "  ·  ")
    }

    /// The text of the file at `path` when it is a Markdown file small enough to render
    /// whole (16 MB); nil otherwise (it is then paged as plain lines).
    static func markdown(at path: String) -> String? {
        let lower = path.lowercased()
        guard lower.hasSuffix(".md") || lower.hasSuffix(".markdown") else { return nil }
        let file = open(path, O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(file, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > 16 << 20 { return nil }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

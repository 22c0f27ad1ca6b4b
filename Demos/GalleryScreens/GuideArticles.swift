import BrikText
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The guide's articles (`Sources/BrikTUI/BrikTUI.docc/*.md`) for the Markdown page, found
/// from this file's own path, so the gallery run from a checkout (and the tests, in CI)
/// shows the real text. Built elsewhere, only the built-in sample is there.
enum GuideArticles {
    /// The catalog: three folders up from this file (Demos/GalleryScreens/), then the docc folder.
    static let directory: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Sources/BrikTUI/BrikTUI.docc"
    }()

    /// The sample first, then the landing article, then the rest by file name.
    static func load(from directory: String = GuideArticles.directory) -> [(title: String, markdown: String)] {
        var articles = [(title: "Markdown sample", markdown: sample)]
        let names = fileNames(in: directory).filter { $0.hasSuffix(".md") }.sorted { a, b in
            (a == "BrikTUI.md" ? 0 : 1, a) < (b == "BrikTUI.md" ? 0 : 1, b)
        }
        for name in names {
            guard let text = contents(of: directory + "/" + name) else { continue }
            articles.append((String(name.dropLast(3)), text))
        }
        return articles
    }

    private static func fileNames(in directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names
    }

    private static func contents(of path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
            // A guide article is a few dozen kilobytes; stop at 4 MB whatever is there.
            if bytes.count > 4 << 20 { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every construct the view draws, for the page's first article (and when the guide is not there).
    static let sample = """
        # Markdown sample

        BrikTUI renders **Markdown** itself: *emphasis*, **strong**, ~~struck~~, `code spans`,
        [links](https://github.com/apple/swift) and autolinks like <https://swift.org>.
        Images show their alt text: ![a terminal](screenshot.png).

        ## Lists

        - Bullets, with hanging indents when an item is long enough to wrap onto a second row
        - Nested:
          - a second level
            - and a third
        1. Numbered
        2. Items
        3. Numbered from the first item's number

        ## Quotes and code

        > A block quote has a bar.
        > > And quotes nest.

        ```swift
        let view = MarkdownView(markdown: text)
        ```

        ---

        ## Tables

        | Construct | Drawn as | Width |
        |:----------|:--------:|------:|
        | heading   | bold, coloured | 1 |
        | table     | box drawing, columns fitted | 2 |
        | link      | underlined (OSC 8 when supported) | 3 |
        """
}

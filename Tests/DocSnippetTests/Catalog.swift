import Foundation

/// The user guide as files: the articles of `Sources/BrikTUI/BrikTUI.docc` and the
/// snippet regions of this test target, read from the source tree next to this file.
///
/// A snippet region is the lines between `// snippet: <id>` and `// end-snippet`,
/// less their common indentation; an article's ```swift block must be one of them,
/// character for character.
enum Catalog {
    /// The package root (three folders above this file).
    static let root: String = {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    static let catalogPath = root + "/Sources/BrikTUI/BrikTUI.docc"
    static let snippetsPath = root + "/Tests/DocSnippetTests"

    /// Every article (`.md` file) of the catalog, by file name without extension.
    static func articles() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: catalogPath).filter { $0.hasSuffix(".md") }
        var result: [String: String] = [:]
        for name in names {
            result[String(name.dropLast(3))] = try String(contentsOfFile: catalogPath + "/" + name, encoding: .utf8)
        }
        return result
    }

    /// The article `name` (file name without `.md`).
    static func article(_ name: String) throws -> String {
        try String(contentsOfFile: catalogPath + "/" + name + ".md", encoding: .utf8)
    }

    /// The fenced blocks of `markdown` in language `language`, without their fences.
    static func blocks(_ language: String, in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line == "```" {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current = lines + [String(line)]
                }
            } else if line == "```" + language {
                current = []
            }
        }
        return blocks
    }

    /// Every snippet region of the Swift files of this test target, by id.
    static func snippets() throws -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: snippetsPath)
        while let file = enumerator?.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: snippetsPath + "/" + file, encoding: .utf8)
            var id: String?
            var lines: [Substring] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                if trimmed.hasPrefix("// snippet: ") {
                    id = String(trimmed.dropFirst("// snippet: ".count))
                    lines = []
                } else if trimmed == "// end-snippet", let done = id {
                    precondition(result[done] == nil, "snippet \(done) is defined twice")
                    result[done] = dedent(lines)
                    id = nil
                } else if id != nil {
                    lines.append(line)
                }
            }
        }
        return result
    }

    /// `lines` without the indentation they all share (blank lines do not count).
    static func dedent(_ lines: [Substring]) -> String {
        let indents = lines.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.count >= common ? String($0.dropFirst(common)) : "" }.joined(separator: "\n")
    }
}

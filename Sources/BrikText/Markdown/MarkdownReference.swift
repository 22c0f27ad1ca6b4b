import BrikCore

/// A link reference definition's target: `[label]: destination "title"`.
struct MarkdownReference: Hashable, Sendable {
    var destination: String
    var title: String?

    /// Labels match case-insensitively, with runs of white space as one space.
    static func normalize(_ label: Substring) -> String {
        label.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ").lowercased()
    }

    /// The definition at the start of `lines` (a paragraph's lines): its normalised label,
    /// target and how many lines it takes. The label and destination may sit on
    /// separate lines; a title must be on one line.
    static func definition(in lines: ArraySlice<Substring>) -> (label: String, reference: MarkdownReference, lines: Int)? {
        guard let first = lines.first else { return nil }
        var scanner = MarkdownScanner(first)
        guard let label = scanner.linkLabel(), scanner.take(":") else { return nil }
        let normalized = normalize(label)
        guard !normalized.isEmpty else { return nil }
        scanner.skipSpaces()
        var used = 1
        if scanner.isAtEnd {
            guard lines.count > 1 else { return nil }
            scanner = MarkdownScanner(lines[lines.startIndex + 1])
            scanner.skipSpaces()
            used = 2
        }
        guard let destination = scanner.linkDestination(), !(destination.isEmpty && !scanner.sawAngleDestination) else {
            return nil
        }
        let afterDestination = scanner
        scanner.skipSpaces()
        if scanner.isAtEnd {
            // A title may follow on the next line; if what is there is not one, the definition ends here.
            if lines.count > used {
                var next = MarkdownScanner(lines[lines.startIndex + used])
                next.skipSpaces()
                if let title = next.linkTitle() {
                    next.skipSpaces()
                    if next.isAtEnd {
                        return (normalized, MarkdownReference(destination: destination, title: title), used + 1)
                    }
                }
            }
            return (normalized, MarkdownReference(destination: destination, title: nil), used)
        }
        guard scanner.position > afterDestination.position, let title = scanner.linkTitle() else { return nil }
        scanner.skipSpaces()
        guard scanner.isAtEnd else { return nil }
        return (normalized, MarkdownReference(destination: destination, title: title), used)
    }
}

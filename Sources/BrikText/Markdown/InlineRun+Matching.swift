import BrikCore

/// Matching: `]` against the bracket stack (links and images), closers against openers
/// on the delimiter stack (emphasis, strong, strikethrough).
extension InlineRun {
    mutating func closeBracket() {
        flush()
        guard let opener = brackets.last else {
            nodes.append(.text("]"))
            position += 1
            return
        }
        guard opener.isActive else {
            brackets.removeLast()
            nodes.append(.text("]"))
            position += 1
            return
        }
        let labelEnd = position
        position += 1
        guard let target = linkTarget(textStart: opener.textStart, textEnd: labelEnd) else {
            brackets.removeLast()
            nodes.append(.text("]"))
            return
        }
        processEmphasis(above: opener.delimiterBottom)
        let container: InlineNodes.Container =
            opener.isImage ? .image(target.destination, target.title) : .link(target.destination, target.title)
        nodes.wrap(between: opener.node, and: -1, in: container)
        nodes.remove(opener.node)
        brackets.removeLast()
        // No link inside a link: the brackets before this one can no longer make links.
        if !opener.isImage {
            for index in brackets.indices where !brackets[index].isImage { brackets[index].isActive = false }
        }
    }

    /// The target after `]`: `(destination "title")`, `[label]`, `[]`, or the text itself as a label.
    private mutating func linkTarget(textStart: Int, textEnd: Int) -> MarkdownReference? {
        var scanner = MarkdownScanner(scalars: scalars, position: position)
        if scanner.take("(") {
            scanner.skipWhitespace()
            var destination = ""
            if scanner.current != ")" {
                if let parsed = scanner.linkDestination() { destination = parsed } else { return nil }
            }
            let afterDestination = scanner.position
            scanner.skipWhitespace()
            var title: String?
            if scanner.position > afterDestination || destination.isEmpty, let parsed = scanner.linkTitle() {
                title = parsed
                scanner.skipWhitespace()
            }
            if scanner.take(")") {
                position = scanner.position
                return MarkdownReference(destination: destination, title: title)
            }
            scanner.position = position
        }
        let ownLabel = Substring(String(String.UnicodeScalarView(scalars[textStart..<textEnd])))
        if scanner.current == "[" {
            if scanner.peek(1) == "]" {
                // Collapsed: `[text][]`.
                guard let reference = references[MarkdownReference.normalize(ownLabel)] else { return nil }
                position += 2
                return reference
            }
            if let label = scanner.linkLabel() {
                guard let reference = references[MarkdownReference.normalize(label)] else { return nil }
                position = scanner.position
                return reference
            }
        }
        guard textEnd - textStart <= MarkdownScanner.limit else { return nil }
        return references[MarkdownReference.normalize(ownLabel)]
    }

    /// Matches closers with openers above `bottom` on the delimiter stack, wrapping the
    /// nodes between them, then removes those delimiters (CommonMark's "process emphasis").
    mutating func processEmphasis(above bottom: Int) {
        // Per character, closer-can-open and length mod 3: where the last failed search
        // for an opener stopped, so it is never repeated (this keeps the pass linear).
        var openersBottom = [Int](repeating: bottom, count: 18)
        var closer = delimiters.first(above: bottom)
        while closer >= 0 {
            let current = delimiters[closer]
            guard current.canClose else {
                closer = current.next
                continue
            }
            let kind = current.character == "*" ? 0 : current.character == "_" ? 1 : 2
            let key = kind * 6 + (current.canOpen ? 3 : 0) + current.originalCount % 3
            var opener = current.previous
            var found = false
            while opener >= 0, opener != bottom, opener != openersBottom[key] {
                let candidate = delimiters[opener]
                if candidate.canOpen, candidate.character == current.character {
                    if current.character == "~" {
                        if candidate.count == current.count {
                            found = true
                            break
                        }
                    } else {
                        let oddMatch =
                            (candidate.canClose || current.canOpen) && (candidate.originalCount + current.originalCount) % 3 == 0
                            && !(candidate.originalCount % 3 == 0 && current.originalCount % 3 == 0)
                        if !oddMatch {
                            found = true
                            break
                        }
                    }
                }
                opener = candidate.previous
            }
            guard found else {
                openersBottom[key] = current.previous
                let next = current.next
                if !current.canOpen { delimiters.remove(closer) }
                closer = next
                continue
            }
            closer = match(opener: opener, closer: closer)
        }
        // What is left above the bottom stays text.
        var index = delimiters.first(above: bottom)
        while index >= 0 {
            let next = delimiters[index].next
            delimiters.remove(index)
            index = next
        }
    }

    /// Wraps the nodes between a matched opener and closer; returns the closer to go on with.
    private mutating func match(opener: Int, closer: Int) -> Int {
        let character = delimiters[closer].character
        let used = character == "~" ? delimiters[closer].count : min(2, delimiters[opener].count, delimiters[closer].count)
        let container: InlineNodes.Container =
            character == "~" ? .strikethrough : used == 2 ? .strong : .emphasis
        delimiters[opener].count -= used
        delimiters[closer].count -= used
        let openerNode = delimiters[opener].node
        let closerNode = delimiters[closer].node
        nodes[openerNode].kind = .delimiter(character, delimiters[opener].count)
        nodes[closerNode].kind = .delimiter(character, delimiters[closer].count)
        nodes.wrap(between: openerNode, and: closerNode, in: container)
        // Delimiters between the two are inside the emphasis now: they stay text.
        var between = delimiters[opener].next
        while between >= 0, between != closer {
            let next = delimiters[between].next
            delimiters.remove(between)
            between = next
        }
        if delimiters[opener].count == 0 {
            nodes.remove(openerNode)
            delimiters.remove(opener)
        }
        if delimiters[closer].count == 0 {
            let next = delimiters[closer].next
            nodes.remove(closerNode)
            delimiters.remove(closer)
            return next
        }
        return closer
    }
}

import BrikCore

/// A search over one ``Searchable`` view: find, next and previous with wrap-around, the
/// highlight of every match, and where the current match stands among them.
///
/// ```swift
/// let search = TextSearch(in: logView)
/// switch search.find(SearchQuery("error")) {
/// case .found(let match, let wrapped): status.text = wrapped ? "wrapped" : "line \(match.line + 1)"
/// case .notFound: status.text = "not found"
/// case .invalid(let error): status.text = error.description
/// }
/// search.next()       // the match after the current one, wrapping at the end
/// search.clear()      // no highlight
/// ```
///
/// A search reads the view's lines when asked (find, next, previous, count), never per frame;
/// the view draws the highlight for the lines it shows.
@MainActor
public final class TextSearch {
    /// The direction a search goes in.
    public enum Direction: Hashable, Sendable {
        /// Towards the end (n).
        case forward
        /// Towards the start (N).
        case backward
    }

    /// What a find, next or previous came to.
    public enum Outcome: Equatable, Sendable {
        /// A match, scrolled into view; `wrapped` when the search went past an end to find it.
        case found(SearchMatch, wrapped: Bool)
        /// No line matches (or the pattern is empty).
        case notFound
        /// The pattern is not a valid regular expression.
        case invalid(SearchError)
    }

    /// The view searched.
    public private(set) weak var target: (any Searchable)?
    /// The pattern of the last ``find(_:direction:)``, nil before one or after ``clear()``.
    public private(set) var pattern: SearchPattern?
    /// The match the search stands on.
    public private(set) var current: SearchMatch?
    /// The direction of the last find: ``next()`` goes on in it, ``previous()`` against it.
    public private(set) var direction = Direction.forward
    /// Whether a search that reaches an end goes on from the other (true by default).
    public var wrapsAround = true
    /// Views with more lines than this get no match count (counting reads every line).
    public var countLineLimit = 200_000

    /// A search over `target`.
    public init(in target: any Searchable) {
        self.target = target
    }

    /// Whether a pattern is set (so n and N have something to find).
    public var isActive: Bool { pattern.map { !$0.isEmpty } ?? false }

    /// Searches for `query` from the view's ``Searchable/searchStartLine`` (its first match
    /// there or after it, or before it going backward), highlights every match and shows the
    /// first found.
    @discardableResult
    public func find(_ query: SearchQuery, direction: Direction = .forward) -> Outcome {
        let compiled: SearchPattern
        do {
            compiled = try SearchPattern(query)
        } catch {
            return .invalid(error)
        }
        pattern = compiled
        current = nil
        self.direction = direction
        guard let target else { return .notFound }
        let start = min(max(0, target.searchStartLine), max(0, target.searchLineCount - 1))
        // The start line's first match counts as "after" the start, and its last as "before".
        let origin =
            direction == .forward
            ? SearchMatch(line: start, range: -1 ..< -1)
            : SearchMatch(
                line: start, range: Int.max..<Int.max)
        return step(from: origin, direction, target: target)
    }

    /// Highlights every match of `query` without moving (as the user types it); an invalid or
    /// empty pattern clears the highlight. Returns the error, if any.
    @discardableResult
    public func preview(_ query: SearchQuery) -> SearchError? {
        do {
            let compiled = try SearchPattern(query)
            target?.searchHighlight = compiled.isEmpty ? nil : SearchHighlight(pattern: compiled, current: nil)
            return nil
        } catch {
            target?.searchHighlight = nil
            return error
        }
    }

    /// The next match in the direction of the last find.
    @discardableResult
    public func next() -> Outcome { go(direction) }

    /// The next match against the direction of the last find.
    @discardableResult
    public func previous() -> Outcome { go(direction == .forward ? .backward : .forward) }

    /// Forgets the pattern and removes the highlight.
    public func clear() {
        pattern = nil
        current = nil
        target?.searchHighlight = nil
    }

    /// The current match's place among all matches (1-based) and their number, nil when the
    /// view has more than ``countLineLimit`` lines or no search is active.
    public func matchPosition() -> (index: Int?, total: Int)? {
        guard let pattern, !pattern.isEmpty, let target, target.searchLineCount <= countLineLimit else { return nil }
        var total = 0
        var index: Int?
        for line in 0..<target.searchLineCount {
            pattern.forEachRange(in: target.searchLine(line)) { range in
                total += 1
                if current == SearchMatch(line: line, range: range) { index = total }
                return true
            }
        }
        return (index, total)
    }

    private func go(_ direction: Direction) -> Outcome {
        guard let target, isActive else { return .notFound }
        let origin = current ?? SearchMatch(line: target.searchStartLine, range: -1 ..< -1)
        return step(from: origin, direction, target: target)
    }

    /// The first match strictly after (or before) `origin`, wrapping once.
    private func step(from origin: SearchMatch, _ direction: Direction, target: any Searchable) -> Outcome {
        guard let pattern, !pattern.isEmpty else {
            target.searchHighlight = nil
            return .notFound
        }
        let count = target.searchLineCount
        guard count > 0 else {
            target.searchHighlight = SearchHighlight(pattern: pattern, current: nil)
            return .notFound
        }
        let startLine = min(max(0, origin.line), count - 1)
        var found: SearchMatch?
        var wrapped = false
        // Lines in order from the origin's, once round; the origin's line is read again
        // last, for the matches on the far side of the origin.
        for step in 0...count {
            let line: Int
            let raw = direction == .forward ? startLine + step : startLine - step
            if raw >= count || raw < 0 {
                guard wrapsAround else { break }
                wrapped = true
                line = (raw % count + count) % count
            } else {
                line = raw
            }
            let ranges = pattern.ranges(in: target.searchLine(line))
            let candidate: Range<Int>?
            if step == 0 {
                candidate =
                    direction == .forward
                    ? ranges.first { $0.lowerBound > origin.range.lowerBound }
                    : ranges.last { $0.lowerBound < origin.range.lowerBound }
            } else if step == count {
                candidate =
                    direction == .forward
                    ? ranges.first { $0.lowerBound <= origin.range.lowerBound }
                    : ranges.last { $0.lowerBound >= origin.range.lowerBound }
            } else {
                candidate = direction == .forward ? ranges.first : ranges.last
            }
            if let candidate {
                found = SearchMatch(line: line, range: candidate)
                break
            }
        }
        current = found
        target.searchHighlight = SearchHighlight(pattern: pattern, current: found)
        guard let found else { return .notFound }
        target.revealSearchMatch(found)
        return .found(found, wrapped: wrapped)
    }
}

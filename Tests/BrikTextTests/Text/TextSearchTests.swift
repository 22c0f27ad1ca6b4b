import SeededRandom
import Testing

@testable import BrikCore
@testable import BrikText

/// A plain model of lines for searching.
@MainActor
private final class Lines: Searchable {
    var lines: [String]
    var start = 0
    var searchHighlight: SearchHighlight?
    var revealed: [SearchMatch] = []
    init(_ lines: [String]) { self.lines = lines }
    var searchLineCount: Int { lines.count }
    func searchLine(_ index: Int) -> String { lines[index] }
    var searchStartLine: Int { start }
    func revealSearchMatch(_ match: SearchMatch) { revealed.append(match) }
}

/// Find, next and previous over lines: every match in order, then round again.
@MainActor
@Suite struct TextSearchTests {
    @Test func findStartsAtTheViewsStartLineAndNextGoesOn() {
        let lines = Lines(["a x", "b", "x x", "c", "x"])
        lines.start = 2
        let search = TextSearch(in: lines)
        #expect(search.find(SearchQuery("x")) == .found(SearchMatch(line: 2, range: 0..<1), wrapped: false))
        #expect(search.next() == .found(SearchMatch(line: 2, range: 2..<3), wrapped: false))
        #expect(search.next() == .found(SearchMatch(line: 4, range: 0..<1), wrapped: false))
        #expect(search.next() == .found(SearchMatch(line: 0, range: 2..<3), wrapped: true))
        #expect(search.previous() == .found(SearchMatch(line: 4, range: 0..<1), wrapped: true))
        #expect(search.matchPosition()! == (index: 4, total: 4))
        #expect(lines.searchHighlight?.current == SearchMatch(line: 4, range: 0..<1))
        #expect(lines.revealed.count == 5)
        // Backward from the start line finds the last match before it.
        lines.start = 3
        #expect(search.find(SearchQuery("x"), direction: .backward) == .found(SearchMatch(line: 2, range: 2..<3), wrapped: false))
        #expect(search.next() == .found(SearchMatch(line: 2, range: 0..<1), wrapped: false))
    }

    @Test func withoutWrappingTheEndIsNotFoundAndASingleMatchWrapsToItself() {
        let lines = Lines(["x", "y"])
        let search = TextSearch(in: lines)
        search.wrapsAround = false
        #expect(search.find(SearchQuery("x")) == .found(SearchMatch(line: 0, range: 0..<1), wrapped: false))
        #expect(search.next() == .notFound)
        search.wrapsAround = true
        #expect(search.find(SearchQuery("x")) == .found(SearchMatch(line: 0, range: 0..<1), wrapped: false))
        #expect(search.next() == .found(SearchMatch(line: 0, range: 0..<1), wrapped: true))
        #expect(
            search.find(SearchQuery("(", isRegularExpression: true)) == .invalid(.invalidPattern("unclosed group", offset: 0)))
        #expect(search.find(SearchQuery("")) == .notFound)
        #expect(!search.isActive)
        #expect(lines.searchHighlight == nil)
        #expect(TextSearch(in: Lines([])).find(SearchQuery("x")) == .notFound)
    }

    /// Random lines and patterns: n visits every match in reading order and comes back to the
    /// first, N visits them in reverse, as a plain enumeration of all matches says.
    @Test func nextVisitsEveryMatchInOrderThenWraps() throws {
        var random = SplitMix64(seed: 7)
        let words = ["ab", "a", "b", "ba", " ", "é", "中"]
        for _ in 0..<200 {
            let count = 1 + Int(random.next() % 8)
            let lines = Lines(
                (0..<count).map { _ in (0..<Int(random.next() % 5)).map { _ in words[Int(random.next() % 7)] }.joined() })
            let pattern = ["a", "b", "ab", "é", "中", "a|b"][Int(random.next() % 6)]
            let query = SearchQuery(pattern, isRegularExpression: pattern.contains("|"))
            let compiled = try SearchPattern(query)
            let all = lines.lines.indices.flatMap { line in
                compiled.ranges(in: lines.lines[line]).map { SearchMatch(line: line, range: $0) }
            }
            let search = TextSearch(in: lines)
            let first = search.find(query)
            guard let head = all.first else {
                #expect(first == .notFound)
                continue
            }
            #expect(first == .found(head, wrapped: false))
            var visited = [head]
            for _ in 0..<all.count {
                guard case .found(let match, _) = search.next() else { break }
                visited.append(match)
            }
            #expect(visited == all + [head], "\(lines.lines) \(pattern)")
            var back: [SearchMatch] = []
            for _ in 0..<all.count {
                guard case .found(let match, _) = search.previous() else { break }
                back.append(match)
            }
            #expect(back == Array(all.reversed()), "\(lines.lines) \(pattern)")
        }
    }
}

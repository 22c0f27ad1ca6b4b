import SeededRandom
import Testing

@testable import BrikCore
@testable import BrikText

/// The one matcher of every search: plain text, case rules, and the regular expressions.
@Suite struct SearchPatternTests {
    private func ranges(_ pattern: String, _ line: String, regex: Bool = false, case sensitivity: SearchCaseSensitivity = .smart)
        -> [Range<Int>]
    {
        (try? SearchPattern(SearchQuery(pattern, caseSensitivity: sensitivity, isRegularExpression: regex)))?
            .ranges(in: line) ?? [-1 ..< -1]
    }

    @Test func plainTextIsFoundInCharacterOffsets() {
        #expect(ranges("TODO", "// TODO: a TODO") == [3..<7, 11..<15])
        #expect(ranges("aa", "aaaa") == [0..<2, 2..<4])
        #expect(ranges("x", "abc") == [])
        #expect(ranges("", "abc") == [])
        // Offsets count characters, not bytes: é and 👍🏻 are one each.
        #expect(ranges("b", "é👍🏻b") == [2..<3])
        #expect(ranges("中文", "1中文2中文") == [1..<3, 4..<6])
        #expect(ranges("e", "e\u{301}e") == [1..<2])  // never half of é
    }

    @Test func smartCaseMattersOnlyWithAnUpperCaseLetter() {
        #expect(ranges("log", "Log log LOG") == [0..<3, 4..<7, 8..<11])
        #expect(ranges("Log", "Log log LOG") == [0..<3])
        #expect(ranges("log", "Log log", case: .sensitive) == [4..<7])
        #expect(ranges("LOG", "Log log", case: .insensitive) == [0..<3, 4..<7])
        #expect(ranges("été", "ÉTÉ été") == [0..<3, 4..<7])
        // An escape such as \W is not an upper-case letter.
        #expect(SearchQuery("a\\Wb", isRegularExpression: true).ignoresCase)
        #expect(!SearchQuery("a\\Wb").ignoresCase)
    }

    @Test func regularExpressions() {
        #expect(ranges("err(or)?", "an error, an err", regex: true) == [3..<8, 13..<16])
        #expect(ranges("^a", "aaa", regex: true) == [0..<1])
        #expect(ranges("a$", "aaa", regex: true) == [2..<3])
        #expect(ranges("\\bcat\\b", "cat concat cat.", regex: true) == [0..<3, 11..<14])
        #expect(ranges("[0-9]+", "a12b345", regex: true) == [1..<3, 4..<7])
        #expect(ranges("\\d{2,3}", "1 12 12345", regex: true) == [2..<4, 5..<8, 8..<10])
        #expect(ranges("[^a-z ]+", "ab CD ef", regex: true, case: .sensitive) == [3..<5])
        // Ignoring case, a negated class leaves out both cases, as in PCRE's /i.
        #expect(ranges("[^a-z ]+", "ab CD ef", regex: true, case: .insensitive) == [])
        #expect(ranges("\\bcat", "concat cat", regex: true) == [7..<10])
        #expect(ranges("a.c", "abc a-c ac", regex: true) == [0..<3, 4..<7])
        #expect(ranges("cat|dog", "hotdog cat", regex: true) == [3..<6, 7..<10])
        #expect(ranges("a+?", "aaa", regex: true) == [0..<1, 1..<2, 2..<3])
        #expect(ranges("<.+>", "<a><b>", regex: true) == [0..<6])
        #expect(ranges("<.+?>", "<a><b>", regex: true) == [0..<3, 3..<6])
        #expect(ranges("\\w+", "héllo wörld_1", regex: true) == [0..<5, 6..<13])
        #expect(ranges("\\s", "a b\tc", regex: true) == [1..<2, 3..<4])
        #expect(ranges("\\.", "a.b", regex: true) == [1..<2])
        #expect(ranges("(?:ab)+", "ababx", regex: true) == [0..<4])
        #expect(ranges("[A-Z]", "aBc", regex: true, case: .insensitive) == [0..<1, 1..<2, 2..<3])
        #expect(ranges("x{2}", "xxxxx", regex: true) == [0..<2, 2..<4])
        #expect(ranges("a{,", "a{,", regex: true) == [0..<3])  // a brace that starts no count is itself
    }

    @Test func emptyMatchesAreNoMatches() {
        #expect(ranges("a*", "baab", regex: true) == [1..<3])
        #expect(ranges("x?", "abc", regex: true) == [])
        #expect(ranges("^", "abc", regex: true) == [])
    }

    @Test func malformedPatternsSayWhatIsWrong() {
        func error(_ pattern: String) -> SearchError? {
            do {
                _ = try SearchPattern(SearchQuery(pattern, isRegularExpression: true))
                return nil
            } catch {
                return error
            }
        }
        #expect(error("(ab") == .invalidPattern("unclosed group", offset: 0))
        #expect(error("ab)") == .invalidPattern("unmatched )", offset: 2))
        #expect(error("*a") == .invalidPattern("nothing to repeat", offset: 0))
        #expect(error("[ab") == .invalidPattern("unclosed [", offset: 0))
        #expect(error("a\\") == .invalidPattern("\\ at the end", offset: 1))
        #expect(error("\\q") == .invalidPattern("unknown escape \\q", offset: 0))
        #expect(error("[z-a]") == .invalidPattern("range goes down", offset: 3))
        #expect(error("a{3,1}") == .invalidPattern("count {3,1} goes down", offset: 1))
        #expect(error("a{1001}") == .invalidPattern("count above 1000", offset: 1))
        #expect(error("(a{1000}){1000}") == .patternTooComplex)
        #expect(error(String(repeating: "(", count: 500)) == .invalidPattern("groups nested too deep", offset: 100))
        #expect(error("(?=a)") == .invalidPattern("unsupported group syntax", offset: 0))
        #expect(SearchError.invalidPattern("unclosed group", offset: 0).description == "Invalid pattern at 1: unclosed group")
    }

    /// Patterns that backtracking engines take exponential time on are linear here; a
    /// count of machine steps would be the proof, the instruction budget of the program is.
    @Test func pathologicalPatternsFinishOnLongLines() throws {
        let line = String(repeating: "a", count: 5_000)
        for pattern in ["(a*)*b", "(a|a)*b", "(a+)+$b", "(.*a){20}b"] {
            let compiled = try SearchPattern(SearchQuery(pattern, isRegularExpression: true))
            #expect(compiled.ranges(in: line) == [], "\(pattern)")
        }
    }

    /// Random patterns that cannot match the empty string, against Swift's own `Regex` on
    /// random lines: the same leftmost-first matches.
    @Test func randomPatternsAgreeWithSwiftRegex() throws {
        var random = SplitMix64(seed: 18)
        let alphabet: [Character] = ["a", "b", "c", "-", " "]
        func atom(_ depth: Int) -> String {
            switch Int(random.next() % UInt64(depth > 2 ? 4 : 6)) {
            case 0: return String(alphabet[Int(random.next() % UInt64(3))])
            case 1: return "."
            case 2: return ["[ab]", "[^a]", "[a-c]", "\\s", "\\w"][Int(random.next() % UInt64(5))]
            case 3: return String(alphabet[Int(random.next() % UInt64(alphabet.count))]).replacingSpace
            case 4: return "(" + sequence(depth + 1) + "|" + sequence(depth + 1) + ")"
            default: return "(?:" + sequence(depth + 1) + ")"
            }
        }
        func sequence(_ depth: Int) -> String {
            var text = ""
            for _ in 0..<(1 + Int(random.next() % UInt64(3))) {
                text += atom(depth)
                text += ["", "", "*", "+", "?", "{1,2}", "*?", "+?"][Int(random.next() % UInt64(8))]
            }
            return text + String(alphabet[Int(random.next() % UInt64(3))])  // a final literal: never empty
        }
        for _ in 0..<400 {
            let anchors = ["", "", "^", "\\b"]
            let ends = ["", "", "$", "\\b"]
            let pattern =
                anchors[Int(random.next() % 4)] + sequence(0) + ends[Int(random.next() % 4)]
            let line = String(
                (0..<Int(random.next() % UInt64(24))).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            let ours = try SearchPattern(SearchQuery(pattern, caseSensitivity: .sensitive, isRegularExpression: true))
            let swift = try Regex(pattern).wordBoundaryKind(.simple)
            let expected = line.ranges(of: swift).map {
                line.distance(from: line.startIndex, to: $0.lowerBound)..<line.distance(from: line.startIndex, to: $0.upperBound)
            }
            #expect(ours.ranges(in: line) == expected, "\(pattern) on \"\(line)\"")
        }
    }
}

extension String {
    fileprivate var replacingSpace: String { self == " " ? "\\s" : self == "-" ? "\\-" : self }
}

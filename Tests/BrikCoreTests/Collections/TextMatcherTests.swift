import SeededRandom
import Testing

@testable import BrikCore

/// The prepared matcher a filter uses over many rows answers as the matching that also
/// finds the offsets, on random titles and queries of ASCII, accented letters, CR LF.
@Suite struct TextMatcherTests {
    static let alphabet: [Character] = ["a", "B", "c", "é", "E", " ", "\r\n", "x", "Ä", "1", "\r", "e\u{301}"]

    static func randomText(_ random: inout SplitMix64, length: Int) -> String {
        String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    }

    @Test func theMatcherAgreesWithTheOffsets() {
        var random = SplitMix64(seed: 2024)
        for _ in 0..<5_000 {
            let title = Self.randomText(&random, length: Int(random.next() % 12))
            let query = Self.randomText(&random, length: Int(random.next() % 4))
            for mode in [TextMatchMode.substring, .fuzzy] {
                let expected = TextMatch.match(query, in: title, mode: mode) != nil
                #expect(
                    TextMatcher(query, mode: mode).matches(title) == expected,
                    "\(mode) \(query.debugDescription) in \(title.debugDescription)")
            }
        }
    }

    @Test func asciiTitlesMatchIgnoringCase() {
        let substring = TextMatcher("TeA", mode: .substring)
        #expect(substring.matches("Green tea"))
        #expect(!substring.matches("the area"))
        let fuzzy = TextMatcher("tea", mode: .fuzzy)
        #expect(fuzzy.matches("carrots from the stall"))
        #expect(!fuzzy.matches("apples"))
        #expect(TextMatcher("", mode: .fuzzy).matches("anything"))
    }
}

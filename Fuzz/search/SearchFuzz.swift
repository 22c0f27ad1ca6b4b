@testable import BrikCore
@testable import BrikText

/// libFuzzer target: arbitrary patterns (plain and regular expressions, any case rule) over
/// arbitrary lines.
///
/// Checked: compiling never crashes (a malformed pattern is a `SearchError`); matching
/// finishes (libFuzzer's timeout catches a hang: the machine is linear); every range is
/// inside the line, not empty, and the ranges ascend without overlapping; `firstRange` is
/// the first of `ranges`; a plain pattern's matches are exactly its text (ignoring case
/// when the query does).
@_cdecl("LLVMFuzzerTestOneInput")
public func searchFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let isRegularExpression = input.bool()
    let sensitivity = input.pick([SearchCaseSensitivity.smart, .sensitive, .insensitive])
    let patternLength = input.int(in: 0...24)
    let pattern = String(decoding: (0..<patternLength).map { _ in input.byte() }, as: UTF8.self)
    let line = String(decoding: input.rest(), as: UTF8.self)
    let query = SearchQuery(pattern, caseSensitivity: sensitivity, isRegularExpression: isRegularExpression)
    guard let compiled = try? SearchPattern(query) else {
        check(isRegularExpression, "a plain pattern failed to compile: \(pattern.debugDescription)")
        return 0
    }
    let ranges = compiled.ranges(in: line)
    let characters = Array(line)
    var previousEnd = 0
    for range in ranges {
        check(!range.isEmpty, "an empty match of \(pattern.debugDescription)")
        check(range.lowerBound >= previousEnd, "overlapping or unordered matches \(ranges)")
        check(range.upperBound <= characters.count, "a match past the end: \(range) of \(characters.count)")
        previousEnd = range.upperBound
    }
    check(compiled.firstRange(in: line) == ranges.first, "firstRange differs from ranges.first")
    if !isRegularExpression {
        let needle = Array(pattern)
        for range in ranges {
            let found = Array(characters[range])
            let same =
                query.ignoresCase
                ? found.map { RegexProgram.fold($0) } == needle.map { RegexProgram.fold($0) } : found == needle
            check(same, "plain match \(String(found).debugDescription) is not \(pattern.debugDescription)")
        }
    }
    return 0
}

import BrikCore

/// A parsed regular expression: the syntax tree ``RegexProgram`` compiles.
indirect enum RegexNode: Equatable {
    case empty
    case literal(Character)
    /// `.`: any character.
    case any
    case characterClass(RegexClass)
    /// `^` and `$`: the start and the end of the line.
    case lineStart
    case lineEnd
    /// `\b` (true) and `\B` (false).
    case wordBoundary(Bool)
    case concatenation([RegexNode])
    case alternation([RegexNode])
    case repetition(RegexNode, min: Int, max: Int?, greedy: Bool)
}

/// A bracket expression or a class escape: `[a-z_]`, `[^0-9]`, `\d`, `\w`, `\s`.
struct RegexClass: Equatable {
    enum Item: Equatable {
        case character(Character)
        case range(UInt32, UInt32)
        /// `\d`/`\D`, `\w`/`\W`, `\s`/`\S`: the class, or its complement when false.
        case digit(Bool), word(Bool), space(Bool)
    }
    var items: [Item]
    var isNegated: Bool

    /// Whether `character` is in the class; with `ignoringCase`, its other case counts too.
    func contains(_ character: Character, ignoringCase: Bool) -> Bool {
        if containsExactly(character) { return !isNegated }
        if ignoringCase {
            for variant in RegexClass.caseVariants(of: character) where containsExactly(variant) { return !isNegated }
        }
        return isNegated
    }

    private func containsExactly(_ character: Character) -> Bool {
        for item in items {
            switch item {
            case .character(let member): if member == character { return true }
            case .range(let low, let high):
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.value >= low && scalar.value <= high
                {
                    return true
                }
            case .digit(let positive): if RegexClass.isDigit(character) == positive { return true }
            case .word(let positive): if RegexClass.isWord(character) == positive { return true }
            case .space(let positive): if character.isWhitespace == positive { return true }
            }
        }
        return false
    }

    static func isDigit(_ character: Character) -> Bool { character.isNumber && character.isWholeNumber }
    static func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }

    /// The upper- and lower-case forms of `character` that are single characters.
    static func caseVariants(of character: Character) -> [Character] {
        var variants: [Character] = []
        for form in [character.uppercased(), character.lowercased()] where form.count == 1 {
            let variant = Character(form)
            if variant != character { variants.append(variant) }
        }
        return variants
    }
}

/// The parser of ``SearchPattern``'s regular expressions (a common subset of POSIX ERE and
/// Perl): literals, `.`, `[…]` with ranges and `^`, `\d \w \s` and their negations, `\b \B`,
/// `^ $`, groups `(…)` and `(?:…)`, `|`, and the quantifiers `* + ? {m} {m,} {m,n}`,
/// each lazy with a trailing `?`. Other escaped punctuation is itself; `\t` is a tab.
struct RegexParser {
    private let characters: [Character]
    private var position = 0
    /// Counted repetitions above this are refused, so a program stays small.
    static let maximumCount = 1000
    /// Groups nest at most this deep, so parsing never exhausts the stack.
    static let maximumDepth = 100
    private var depth = 0

    init(_ pattern: String) {
        characters = Array(pattern)
    }

    static func parse(_ pattern: String) throws(SearchError) -> RegexNode {
        var parser = RegexParser(pattern)
        let node = try parser.parseAlternation()
        if parser.position < parser.characters.count {
            throw .invalidPattern("unmatched )", offset: parser.position)
        }
        return node
    }

    private var atEnd: Bool { position >= characters.count }
    private var current: Character? { atEnd ? nil : characters[position] }

    private mutating func parseAlternation() throws(SearchError) -> RegexNode {
        var branches = [try parseConcatenation()]
        while current == "|" {
            position += 1
            branches.append(try parseConcatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseConcatenation() throws(SearchError) -> RegexNode {
        var items: [RegexNode] = []
        while let character = current, character != "|", character != ")" {
            let atom = try parseAtom()
            items.append(try parseQuantifiers(atom))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concatenation(items)
        }
    }

    private mutating func parseQuantifiers(_ atom: RegexNode) throws(SearchError) -> RegexNode {
        var node = atom
        while let character = current {
            let start = position
            var bounds: (Int, Int?)
            switch character {
            case "*": bounds = (0, nil)
            case "+": bounds = (1, nil)
            case "?": bounds = (0, 1)
            case "{":
                guard let counted = try parseCount() else { return node }
                bounds = counted
            default: return node
            }
            if character != "{" { position += 1 }
            switch node {
            case .empty, .lineStart, .lineEnd, .wordBoundary:
                throw .invalidPattern("nothing to repeat", offset: start)
            default: break
            }
            var greedy = true
            if current == "?" {
                greedy = false
                position += 1
            }
            node = .repetition(node, min: bounds.0, max: bounds.1, greedy: greedy)
        }
        return node
    }

    /// `{m}`, `{m,}` or `{m,n}` at the current position; nil (nothing consumed) when the
    /// brace does not start a count, so `{` alone is a literal, as in most engines.
    private mutating func parseCount() throws(SearchError) -> (Int, Int?)? {
        let start = position
        var index = position + 1
        func number() -> Int? {
            var value: Int?
            while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
                value = min((value ?? 0) * 10 + digit, Int(Int32.max))
                index += 1
            }
            return value
        }
        guard let low = number() else { return nil }
        var high: Int? = low
        if index < characters.count, characters[index] == "," {
            index += 1
            high = number()
        }
        guard index < characters.count, characters[index] == "}" else { return nil }
        position = index + 1
        if low > Self.maximumCount || (high ?? 0) > Self.maximumCount {
            throw .invalidPattern("count above \(Self.maximumCount)", offset: start)
        }
        if let high, high < low { throw .invalidPattern("count {\(low),\(high)} goes down", offset: start) }
        return (low, high)
    }

    private mutating func parseAtom() throws(SearchError) -> RegexNode {
        let start = position
        let character = characters[position]
        position += 1
        switch character {
        case ".": return .any
        case "^": return .lineStart
        case "$": return .lineEnd
        case "*", "+", "?": throw .invalidPattern("nothing to repeat", offset: start)
        case "(":
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maximumDepth { throw .invalidPattern("groups nested too deep", offset: start) }
            if current == "?" {
                guard position + 1 < characters.count, characters[position + 1] == ":" else {
                    throw .invalidPattern("unsupported group syntax", offset: start)
                }
                position += 2
            }
            let inner = try parseAlternation()
            guard current == ")" else { throw .invalidPattern("unclosed group", offset: start) }
            position += 1
            return inner
        case "[": return .characterClass(try parseBracket(start: start))
        case "\\": return try parseEscape(start: start)
        default: return .literal(character)
        }
    }

    private mutating func parseEscape(start: Int) throws(SearchError) -> RegexNode {
        guard let escaped = current else { throw .invalidPattern("\\ at the end", offset: start) }
        position += 1
        if let item = Self.classEscape(escaped) { return .characterClass(RegexClass(items: [item], isNegated: false)) }
        switch escaped {
        case "b": return .wordBoundary(true)
        case "B": return .wordBoundary(false)
        case "t": return .literal("\t")
        default:
            if escaped.isLetter || escaped.isNumber {
                throw .invalidPattern("unknown escape \\\(escaped)", offset: start)
            }
            return .literal(escaped)
        }
    }

    private static func classEscape(_ character: Character) -> RegexClass.Item? {
        switch character {
        case "d": .digit(true)
        case "D": .digit(false)
        case "w": .word(true)
        case "W": .word(false)
        case "s": .space(true)
        case "S": .space(false)
        default: nil
        }
    }

    private mutating func parseBracket(start: Int) throws(SearchError) -> RegexClass {
        var result = RegexClass(items: [], isNegated: false)
        if current == "^" {
            result.isNegated = true
            position += 1
        }
        var first = true
        while true {
            guard let character = current else { throw .invalidPattern("unclosed [", offset: start) }
            if character == "]" && !first {
                position += 1
                return result
            }
            first = false
            position += 1
            var low = character
            if character == "\\" {
                guard let escaped = current else { throw .invalidPattern("unclosed [", offset: start) }
                position += 1
                if let item = Self.classEscape(escaped) {
                    result.items.append(item)
                    continue
                }
                low = escaped == "t" ? "\t" : escaped
            }
            if current == "-", position + 1 < characters.count, characters[position + 1] != "]" {
                position += 1
                var high = characters[position]
                position += 1
                if high == "\\", let escaped = current {
                    position += 1
                    high = escaped
                }
                guard let lowValue = Self.scalarValue(low), let highValue = Self.scalarValue(high) else {
                    throw .invalidPattern("a range needs single code points", offset: position - 1)
                }
                guard lowValue <= highValue else { throw .invalidPattern("range goes down", offset: position - 1) }
                result.items.append(.range(lowValue, highValue))
            } else {
                result.items.append(.character(low))
            }
        }
    }

    private static func scalarValue(_ character: Character) -> UInt32? {
        character.unicodeScalars.count == 1 ? character.unicodeScalars.first?.value : nil
    }
}

/// Turning text into the characters a field holds: one line, no invisible
/// characters, each with its width.
extension TextEditing {
    /// `string` with every control character (a C0 or C1 control, DEL,
    /// U+2028, U+2029, or a CR LF pair) replaced by one space.
    static func singleLine(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: isLineBreakOrControl) else { return string }
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for character in string {
            if let first = character.unicodeScalars.first, isLineBreakOrControl(first) {
                result.append(" ")
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether `scalar` is a control or a line or paragraph separator.
    private static func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0x2028 || value == 0x2029
    }

    /// The characters of `string` and their widths, without the characters
    /// that draw as nothing; dropping one may let its neighbours join, so
    /// the rest is segmented again.
    static func segment(_ string: String) -> (characters: [Character], widths: [Int]) {
        var characters = Array(string)
        while true {
            let widths = characters.map(width(of:))
            guard widths.contains(0) else { return (characters, widths) }
            characters = Array(String(zip(characters, widths).filter { $0.1 > 0 }.map(\.0)))
        }
    }

    /// The columns `character` takes when drawn on its own.
    static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        return TextWidth.width(String(character))
    }

    /// Whether `character` starts with a regional indicator (half a flag).
    static func isRegionalIndicator(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return (0x1F1E6...0x1F1FF).contains(first.value)
    }
}

/// The few line-break classes of UAX #14 that wrapping tells apart: enough for text
/// without spaces (Chinese, Japanese) to wrap between characters, and for punctuation
/// to stay with the character it closes or opens.
enum LineBreakClass: Equatable {
    /// Breaks are allowed before and after it (UAX #14's ID: Han, kana, Yi, CJK symbols,
    /// fullwidth letters, emoji).
    case ideographic
    /// No break before it (CL, CP, EX, IS, NS: `。`, `、`, `」`, `）`, `!`, small kana, `ー`).
    case closing
    /// No break after it (OP and the opening quotes: `「`, `（`, `(`).
    case opening
    /// Letters, digits and everything else: breaks only at spaces.
    case other

    /// The class of a glyph, from its first scalar.
    init(of character: Character) {
        guard let scalar = character.unicodeScalars.first else {
            self = .other
            return
        }
        self = Self.classify(scalar.value)
    }

    /// Whether a line may break between a glyph of class `before` and one of class `after`
    /// with no space between them.
    static func allowsBreak(between before: LineBreakClass, and after: LineBreakClass) -> Bool {
        guard before == .ideographic || after == .ideographic else { return false }
        return after != .closing && before != .opening
    }

    private static func classify(_ value: UInt32) -> LineBreakClass {
        if value < 0x80 {
            switch value {
            case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: return .closing  // ! ) , . : ; ? ] }
            case 0x28, 0x5B, 0x7B: return .opening  // ( [ {
            default: return .other
            }
        }
        switch value {
        case 0x2018, 0x201C: return .opening  // ‘ “
        case 0x2019, 0x201D, 0x2026, 0x203C, 0x2047...0x2049: return .closing  // ’ ” … ‼ ⁇ ⁈ ⁉
        case 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
            0x301C, 0x301E, 0x301F, 0x303B, 0x30A0, 0x30FB, 0x30FC, 0x30FD, 0x30FE, 0x309D, 0x309E:
            return .closing
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D: return .opening
        // Small kana (UAX #14's CJ, treated as NS: no break before).
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
            0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
            0x31F0...0x31FF:
            return .closing
        // Fullwidth and halfwidth punctuation.
        case 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64,
            0xFF65, 0xFF70, 0xFF9E, 0xFF9F:
            return .closing
        case 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62: return .opening
        case 0x2E80...0x2FFF, 0x3000, 0x3003, 0x3004, 0x3006, 0x3007, 0x3012, 0x3013, 0x3020...0x303A, 0x303C...0x30FF,
            0x3100...0x312F, 0x3190...0x31EF, 0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return .ideographic
        default: return .other
        }
    }
}

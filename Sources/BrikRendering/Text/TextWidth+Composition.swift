/// Canonical composition for display: decomposed text is drawn composed (as NFC would),
/// because a terminal cell holds a base and a few marks, and ncurses drops what cannot
/// ride on one (a mark after a wide character; Hangul's medial and final jamo, which glibc
/// gives no width). `ᄀ ᅡ ᆨ` (U+1100 U+1161 U+11A8, as macOS writes file names) is drawn
/// as `각`, `か` + U+3099 as `が`, `e` + U+0301 as `é`.
///
/// Composition is pairwise and in order: a base takes each following mark while the pair
/// has a canonical composite, and keeps the first mark that does not compose (and those
/// after it) as marks. That is NFC for text in canonical order, the form every system
/// writes; marks in another order stay marks, drawn on their base as before.
extension TextWidth {
    /// The canonical composite of `first` followed by `second`, nil when they do not compose.
    static func composite(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Unicode.Scalar? {
        let f = first.value
        let s = second.value
        // Hangul by arithmetic (The Unicode Standard, §3.12): L + V, then LV + T.
        if f >= 0x1100 && f < 0x1113 && s >= 0x1161 && s < 0x1176 {
            return Unicode.Scalar(0xAC00 + ((f - 0x1100) * 21 + (s - 0x1161)) * 28)
        }
        if f >= 0xAC00 && f <= 0xD7A3 && (f - 0xAC00) % 28 == 0 && s > 0x11A7 && s < 0x11C3 {
            return Unicode.Scalar(f + (s - 0x11A7))
        }
        guard s >= 0x300 else { return nil }
        let key = UInt64(f) << 21 | UInt64(s)
        return compositionPairs.withUnsafeBufferPointer { pairs in
            var low = 0
            var high = pairs.count
            while low < high {
                let mid = (low + high) >> 1
                let entry = pairs[mid] >> 21
                if entry == key { return Unicode.Scalar(UInt32(pairs[mid] & 0x1F_FFFF)) }
                if entry < key { low = mid + 1 } else { high = mid }
            }
            return nil
        }
    }

    /// What a medial or final Hangul jamo that composed with nothing is drawn as: the
    /// compatibility letter of the same name (`ᅡ` → `ㅏ`, 2 columns), or U+FFFD for an
    /// archaic jamo with none; nil for any other scalar. The fillers draw nothing.
    static func standaloneJamo(_ scalar: Unicode.Scalar) -> Unicode.Scalar?? {
        let value = scalar.value
        guard (value >= 0x1160 && value < 0x1200) || (value >= 0xD7B0 && value < 0xD7FC) else { return nil }
        if value == 0x1160 { return .some(nil) }
        let found = jamoCompatibilityLetters.withUnsafeBufferPointer { letters -> Unicode.Scalar? in
            var low = 0
            var high = letters.count
            while low < high {
                let mid = (low + high) >> 1
                let entry = UInt32(letters[mid] >> 21)
                if entry == value { return Unicode.Scalar(UInt32(letters[mid] & 0x1F_FFFF)) }
                if entry < value { low = mid + 1 } else { high = mid }
            }
            return nil
        }
        return .some(found ?? "\u{FFFD}")
    }
}

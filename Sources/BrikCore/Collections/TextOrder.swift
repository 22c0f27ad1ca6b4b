/// How a table compares cell texts: by their UTF-8 bytes (Unicode scalar order) with
/// ASCII letters folded to lower case, and optionally runs of digits by value; and the
/// integer keys that let a radix sort order rows the same way.
enum TextOrder {
    /// The first 16 bytes of `text`, folded, as a big-endian 128-bit integer (0-padded),
    /// and whether that is all of it (16 bytes or fewer, none of them 0): then two texts
    /// with equal keys compare equal, and keys order texts as ``compare(_:_:natural:)``
    /// without `natural` does (or tie).
    static func key(of text: String) -> (key: (high: UInt64, low: UInt64), exact: Bool) {
        var text = text
        return text.withUTF8 { bytes in
            var high: UInt64 = 0
            var low: UInt64 = 0
            var exact = bytes.count <= 16
            for offset in 0..<16 {
                let byte = offset < bytes.count ? fold(bytes[offset]) : 0
                if byte == 0 && offset < bytes.count { exact = false }
                if offset < 8 { high = high << 8 | UInt64(byte) } else { low = low << 8 | UInt64(byte) }
            }
            return ((high, low), exact)
        }
    }

    /// `value`'s bits as an unsigned integer in the same order as the values (-0 as 0).
    static func orderedBits(of value: Double) -> UInt64 {
        let bits = (value == 0 ? 0 : value).bitPattern
        return bits >> 63 == 1 ? ~bits : bits | 1 << 63
    }

    /// Negative when `a` goes before `b`, 0 when they tie, positive after. With `natural`,
    /// a run of digits in both compares by its value ("2" before "10"); of two runs of the
    /// same value, the one with more leading zeros comes first when all else ties.
    static func compare(_ a: String, _ b: String, natural: Bool) -> Int {
        var a = a
        var b = b
        return a.withUTF8 { first in
            b.withUTF8 { second in
                natural ? naturalCompare(first, second) : plainCompare(first, second)
            }
        }
    }

    /// The value of `text` when it is a number: an optional sign, digits with an optional
    /// fraction, spaces around allowed; nil for anything else (no exponents, no `inf`).
    static func number(in text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes -> Double? in
            var start = 0
            var end = bytes.count
            while start < end && bytes[start] == 0x20 { start += 1 }
            while end > start && bytes[end - 1] == 0x20 { end -= 1 }
            var digits = 0
            var dots = 0
            for offset in start..<end {
                switch bytes[offset] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
                case UInt8(ascii: "."): dots += 1
                case UInt8(ascii: "-"), UInt8(ascii: "+"): if offset != start { return nil }
                default: return nil
                }
            }
            guard digits > 0, dots <= 1 else { return nil }
            return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
    }

    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func plainCompare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        var index = 0
        while index < common {
            let x = fold(a[index])
            let y = fold(b[index])
            if x != y { return Int(x) - Int(y) }
            index += 1
        }
        return a.count - b.count
    }

    private static func naturalCompare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0
        var j = 0
        var zerosTieBreak = 0
        while i < a.count && j < b.count {
            if isDigit(a[i]) && isDigit(b[j]) {
                // Leading zeros skipped, the longer run is the larger number; equal lengths compare digit by digit.
                let startA = i
                let startB = j
                while i < a.count && a[i] == UInt8(ascii: "0") { i += 1 }
                while j < b.count && b[j] == UInt8(ascii: "0") { j += 1 }
                if zerosTieBreak == 0 { zerosTieBreak = (j - startB) - (i - startA) }
                var endA = i
                var endB = j
                while endA < a.count && isDigit(a[endA]) { endA += 1 }
                while endB < b.count && isDigit(b[endB]) { endB += 1 }
                if endA - i != endB - j { return (endA - i) - (endB - j) }
                while i < endA {
                    if a[i] != b[j] { return Int(a[i]) - Int(b[j]) }
                    i += 1
                    j += 1
                }
                continue
            }
            let x = fold(a[i])
            let y = fold(b[j])
            if x != y { return Int(x) - Int(y) }
            i += 1
            j += 1
        }
        let rest = (a.count - i) - (b.count - j)
        return rest != 0 ? rest : zerosTieBreak
    }
}

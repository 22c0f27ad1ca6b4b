/// Bytes of terminal output being assembled: text, numbers and escape sequences.
///
/// The renderer compares candidate cursor moves by their length in bytes, so
/// output is built as UTF-8 bytes rather than as a `String`.
struct EscapeBuffer {
    /// The output so far, UTF-8.
    private(set) var bytes: [UInt8] = []

    /// Bytes written so far.
    var count: Int { bytes.count }

    /// The output as text.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends ASCII or any other text.
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends one cluster as UTF-8.
    mutating func append(_ character: Character) {
        if let ascii = character.asciiValue {
            bytes.append(ascii)
        } else {
            bytes.append(contentsOf: character.utf8)
        }
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends a Unicode scalar value as UTF-8.
    @inline(__always)
    mutating func append(scalar value: UInt32) {
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(truncatingIfNeeded: value))
        case 0x80..<0x800:
            bytes.append(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | (value >> 6) & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | (value >> 12) & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | (value >> 6) & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        }
    }

    /// Replaces the last byte (the `;` after the last SGR parameter becomes the final `m`).
    mutating func replaceLast(with byte: UInt8) {
        bytes[bytes.count - 1] = byte
    }

    /// Appends a non-negative number in decimal.
    mutating func append(number: Int) {
        let number = max(0, number)
        if number < 10 {
            bytes.append(UInt8(truncatingIfNeeded: 48 + number))
        } else if number < 100 {
            bytes.append(UInt8(truncatingIfNeeded: 48 + number / 10))
            bytes.append(UInt8(truncatingIfNeeded: 48 + number % 10))
        } else if number < 1_000 {
            bytes.append(UInt8(truncatingIfNeeded: 48 + number / 100))
            bytes.append(UInt8(truncatingIfNeeded: 48 + number / 10 % 10))
            bytes.append(UInt8(truncatingIfNeeded: 48 + number % 10))
        } else {
            append(number: number / 10)
            bytes.append(UInt8(truncatingIfNeeded: 48 + number % 10))
        }
    }

    /// Appends another buffer's bytes.
    mutating func append(_ other: EscapeBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends `ESC [`, the introducer of every control sequence we write.
    mutating func appendCSI() {
        bytes.append(0x1B)
        bytes.append(0x5B)
    }
}

extension Character {
    /// Bytes this cluster takes in UTF-8.
    var utf8Count: Int {
        asciiValue != nil ? 1 : utf8.count
    }
}

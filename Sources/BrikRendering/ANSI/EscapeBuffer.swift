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

    /// Appends a non-negative number in decimal.
    mutating func append(number: Int) {
        if number < 10 {
            bytes.append(UInt8(48 + max(0, number)))
            return
        }
        let start = bytes.count
        var rest = number
        while rest > 0 {
            bytes.append(UInt8(48 + rest % 10))
            rest /= 10
        }
        bytes[start...].reverse()
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

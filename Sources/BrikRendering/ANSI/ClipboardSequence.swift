/// The OSC 52 sequence that asks a terminal to put text on the system clipboard.
///
/// ```swift
/// let bytes = ClipboardSequence.set("hello")   // "\u{1B}]52;c;aGVsbG8=\u{07}"
/// ```
/// The text travels base64-encoded, so nothing in it can end the sequence early or
/// reach the terminal as a control.
public enum ClipboardSequence {
    /// `ESC ] 52 ; c ; <base64 of text's UTF-8> BEL`: set the clipboard selection to `text`.
    public static func set(_ text: String) -> String {
        "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
    }

    /// RFC 4648 base64 with padding.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 2 < bytes.count {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { output.append(alphabet[Int(value >> UInt32(shift) & 63)]) }
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            let value = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            output.append(alphabet[Int(value >> 18 & 63)])
            output.append(alphabet[Int(value >> 12 & 63)])
            output.append(rest == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        }
        return String(decoding: output, as: UTF8.self)
    }
}

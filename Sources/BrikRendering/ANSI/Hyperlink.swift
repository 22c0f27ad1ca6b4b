/// OSC 8 hyperlinks (`ESC ] 8 ; ; URI ESC \`), written from a canvas's link table, never
/// from text: a destination is escaped to printable ASCII before it is sent.
public enum Hyperlink {
    /// Destinations longer than this are not linked (terminals drop them; VTE's limit is 2083).
    public static let maximumLength = 2_048

    /// The bytes that open a hyperlink to `destination`: printable ASCII is kept, every
    /// other byte (spaces, controls, UTF-8 of non-ASCII) percent-encoded, so nothing in
    /// a destination can end the sequence or reach the terminal as a control.
    ///
    /// ```swift
    /// Hyperlink.openSequence("https://example.com/a b")  // "\u{1B}]8;;https://example.com/a%20b\u{1B}\\"
    /// ```
    /// Empty for a destination that is empty or longer than ``maximumLength`` once escaped.
    public static func openSequence(_ destination: String) -> String {
        var buffer = EscapeBuffer()
        appendOpen(destination, to: &buffer)
        return buffer.string
    }

    /// The bytes that close the current hyperlink.
    ///
    /// ```swift
    /// let linked = Hyperlink.openSequence("https://swift.org") + "Swift" + Hyperlink.closeSequence
    /// ```
    public static let closeSequence = "\u{1B}]8;;\u{1B}\\"

    static func appendOpen(_ destination: String, to out: inout EscapeBuffer) {
        let escaped = escape(destination)
        guard !escaped.isEmpty, escaped.count <= maximumLength else { return }
        out.append("\u{1B}]8;;")
        out.append(escaped)
        out.append("\u{1B}\\")
    }

    static func appendClose(to out: inout EscapeBuffer) {
        out.append(closeSequence)
    }

    /// `destination` in printable ASCII (0x21–0x7E), anything else as `%XX`.
    static func escape(_ destination: String) -> String {
        var result = ""
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        for byte in destination.utf8 {
            if byte > 0x20 && byte < 0x7F {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
            if result.utf8.count > maximumLength { return "" }
        }
        return result
    }
}

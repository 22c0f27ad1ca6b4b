/// A reply the terminal sent to a query (a colour, a mode, the cursor position,
/// its identity), which the ``InputDecoder`` keeps apart from the keys.
///
/// An app that queries the terminal gets the answer through
/// ``Application/onTerminalReply``; unasked replies are dropped there.
public struct TerminalReply: Hashable, Sendable {
    /// The kind of sequence the reply came in.
    public enum Kind: Hashable, Sendable {
        /// An operating system command, `ESC ] … ST` (colour replies: `11;rgb:…`).
        case osc
        /// A device control string, `ESC P … ST` (DECRQSS: `1$r…`).
        case dcs
        /// An application program command, `ESC _ … ST`.
        case apc
        /// A privacy message, `ESC ^ … ST`.
        case pm
        /// A start of string, `ESC X … ST`.
        case sos
        /// A control sequence, `ESC [ … final`: device attributes (`?1;2c`, `>0;95;0c`),
        /// mode reports (`?2004;1$y`), cursor position reports (`12;40R`).
        case csi
    }

    /// The kind of sequence.
    public var kind: Kind
    /// The bytes between the introducer and the terminator (ST or BEL, not
    /// included); for ``Kind/csi``, the parameters, intermediates and final byte.
    public var body: [UInt8]

    /// A reply from its parts.
    public init(_ kind: Kind, body: [UInt8]) {
        self.kind = kind
        self.body = body
    }

    /// The body as text (invalid UTF-8 becomes U+FFFD).
    public var text: String { String(decoding: body, as: UTF8.self) }
}

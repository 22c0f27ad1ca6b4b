import Synchronization

/// How wide the attached terminal draws the characters whose width differs between
/// Unicode versions and terminals, learned by asking it (`WidthProbe` in BrikCore).
///
/// Each ``ProbeClass`` is a group of characters one probe stands for (🧺 for the
/// emoji of the Supplemental Symbols and Pictographs block, ☰ for the trigrams, …).
/// A class with no learned width keeps glibc's `wcwidth`, so ``glibc`` (nothing
/// learned) is exactly the generated table.
///
/// ``TextWidth`` consults the profile that is ``active``: the one bound to the
/// current task with ``withActive(_:_:)`` (tests), else the process-wide one a
/// terminal installed at start-up with ``install(_:)``. Printable ASCII never looks.
public struct WidthProfile: Hashable, Sendable, CustomStringConvertible {
    /// A group of characters whose width terminals disagree on, and its probe.
    public enum ProbeClass: Int, CaseIterable, Sendable {
        /// Emoji of the Supplemental Symbols and Pictographs block (U+1F900–U+1F9FF, Unicode
        /// 8–14; glibc: 2), probed with 🧺 U+1F9FA. Older tables draw them 1 column wide.
        case supplementalEmoji
        /// Emoji of Symbols and Pictographs Extended-A (U+1FA70–U+1FAFF, Unicode 12–16;
        /// glibc: 2 where assigned), probed with 🫠 U+1FAE0.
        case extendedEmoji
        /// A text-style symbol followed by VARIATION SELECTOR-16 (`❤️`, `☺️`; glibc: 1),
        /// probed with ☺️. Terminals following the emoji rules draw it 2 wide.
        case emojiPresentation
        /// One regional indicator (U+1F1E6–U+1F1FF, half a flag; glibc: 1), probed with 🇫.
        case regionalIndicator
        /// A pair of regional indicators, a flag (glibc: 1 + 1), probed with 🇫🇷. A
        /// width below twice ``regionalIndicator`` means the terminal joins the pair.
        case flag
        /// The Yijing trigrams, monograms, digrams and hexagrams (U+2630–U+2637,
        /// U+268A–U+268F, U+4DC0–U+4DFF; glibc: 1), probed with ☰; Unicode 16 made them wide.
        case trigram
        /// East Asian Ambiguous enclosed alphanumerics (U+2460–U+24FF; glibc: 1), probed
        /// with ①; terminals in a CJK setting draw them 2 wide.
        case ambiguous

        /// The text written to measure this class.
        public var probe: String {
            switch self {
            case .supplementalEmoji: "\u{1F9FA}"
            case .extendedEmoji: "\u{1FAE0}"
            case .emojiPresentation: "\u{263A}\u{FE0F}"
            case .regionalIndicator: "\u{1F1EB}"
            case .flag: "\u{1F1EB}\u{1F1F7}"
            case .trigram: "\u{2630}"
            case .ambiguous: "\u{2460}"
            }
        }

        /// The widths a terminal may draw ``probe`` with: 1...4 for a flag (two indicators of
        /// 2 columns each, not joined), 1...2 for the rest.
        public var widthRange: ClosedRange<Int> { self == .flag ? 1...4 : 1...2 }

        /// The width glibc's table gives ``probe``.
        public var glibcWidth: Int {
            switch self {
            case .supplementalEmoji, .extendedEmoji, .flag: 2
            case .emojiPresentation, .regionalIndicator, .trigram, .ambiguous: 1
            }
        }
    }

    /// Four bits a class: 0 for glibc's width, else the learned width plus one.
    private(set) var packed: UInt64

    /// A profile with nothing learned: glibc's table.
    public static let glibc = WidthProfile(packed: 0)

    private init(packed: UInt64) {
        self.packed = packed
    }

    /// A profile from learned widths; a class left out, or given a width outside its
    /// ``ProbeClass/widthRange``, keeps glibc's.
    public init(_ widths: [ProbeClass: Int]) {
        packed = 0
        for (probeClass, width) in widths { set(probeClass, to: width) }
    }

    /// The profile a ``description`` names (`supplementalEmoji=1 trigram=2`, or `glibc`), so
    /// a profile learned in one process can be given to another (a test's model of the
    /// terminal); nil when a word is not `class=width` with a known class and a width in its
    /// ``ProbeClass/widthRange``.
    public init?(description: String) {
        packed = 0
        for word in description.split(separator: " ") where word != "glibc" {
            let parts = word.split(separator: "=")
            guard parts.count == 2, let width = Int(parts[1]),
                let probeClass = ProbeClass.allCases.first(where: { "\($0)" == parts[0] }),
                probeClass.widthRange.contains(width)
            else { return nil }
            set(probeClass, to: width)
        }
    }

    /// The width learned for `probeClass`, nil when it keeps glibc's.
    public func learned(_ probeClass: ProbeClass) -> Int? {
        let nibble = Int(packed >> UInt64(probeClass.rawValue * 4) & 0xF)
        return nibble == 0 ? nil : nibble - 1
    }

    /// The width `probeClass` is drawn with under this profile.
    public func width(of probeClass: ProbeClass) -> Int {
        learned(probeClass) ?? probeClass.glibcWidth
    }

    /// Records `width` for `probeClass`; a width equal to glibc's or outside the class's
    /// ``ProbeClass/widthRange`` clears it.
    public mutating func set(_ probeClass: ProbeClass, to width: Int?) {
        let shift = UInt64(probeClass.rawValue * 4)
        packed &= ~(0xF << shift)
        guard let width, probeClass.widthRange.contains(width), width != probeClass.glibcWidth else { return }
        packed |= UInt64(width + 1) << shift
    }

    /// Whether nothing is learned (every width is glibc's).
    public var isGlibc: Bool { packed == 0 }

    /// Whether a regional-indicator pair is drawn as one glyph (the terminal joins flags).
    var joinsFlags: Bool {
        guard learned(.flag) != nil || learned(.regionalIndicator) != nil else { return false }
        return width(of: .flag) < 2 * width(of: .regionalIndicator)
    }

    /// The learned widths, e.g. `supplementalEmoji=1 trigram=2`, or `glibc`.
    public var description: String {
        let learned = ProbeClass.allCases.compactMap { probeClass in
            self.learned(probeClass).map { "\(probeClass)=\($0)" }
        }
        return learned.isEmpty ? "glibc" : learned.joined(separator: " ")
    }

    // MARK: - The active profile

    /// The process-wide profile, packed; an atomic so any thread may measure text while
    /// the terminal installs what it learned (once, at start-up, before the first layout).
    private static let processWide = Atomic<UInt64>(0)
    /// A profile bound to the current task (tests), over the process-wide one.
    @TaskLocal private static var bound: WidthProfile?

    /// The profile ``TextWidth`` measures with now.
    public static var active: WidthProfile {
        bound ?? WidthProfile(packed: processWide.load(ordering: .relaxed))
    }

    /// Makes `profile` the process-wide one (a terminal does this once it has asked).
    public static func install(_ profile: WidthProfile) {
        processWide.store(profile.packed, ordering: .relaxed)
    }

    /// Runs `work` measuring with `profile`, on this task only (other tasks, and tests
    /// running in parallel, keep theirs).
    public static func withActive<Result>(_ profile: WidthProfile, _ work: () throws -> Result) rethrows -> Result {
        try $bound.withValue(profile, operation: work)
    }

    /// Whether `value` belongs to a class a profile can change: the gate that keeps every
    /// other character (CJK, Latin, box drawing) from ever reading the profile.
    @inline(__always)
    static func mayOverride(_ value: UInt32) -> Bool {
        // Box drawing, blocks and shapes (U+2500–U+262F) stay outside: borders never look.
        (value >= 0x2460 && value < 0x2500) || (value >= 0x2630 && value < 0x2690)
            || (value >= 0x4DC0 && value < 0x4E00)
            || (value >= 0x1F1E6 && value < 0x1FB00)
    }

    /// The width the terminal draws `value` with, when learned (nil: glibc's), and whether
    /// it is a regional indicator the terminal joins with the next into a flag.
    @inline(__always)
    func learnedWidth(of value: UInt32) -> (width: Int, joinsFlag: Bool)? {
        guard packed != 0, let probeClass = Self.probeClass(of: value) else { return nil }
        if probeClass == .regionalIndicator {
            let joins = joinsFlags
            guard joins || learned(.regionalIndicator) != nil else { return nil }
            return (width(of: .regionalIndicator), joins)
        }
        return learned(probeClass).map { ($0, false) }
    }

    /// ``learnedWidth(of:)`` under the active profile, out of line so the segmenter's loop
    /// carries none of the task-local lookup.
    @inline(never)
    static func activeLearnedWidth(of value: UInt32) -> (width: Int, joinsFlag: Bool)? {
        active.learnedWidth(of: value)
    }

    /// The class of a single code point, nil for one no probe stands for.
    static func probeClass(of value: UInt32) -> ProbeClass? {
        switch value {
        case 0x1F900...0x1F9FF: .supplementalEmoji
        case 0x1FA70...0x1FAFF: .extendedEmoji
        case 0x1F1E6...0x1F1FF: .regionalIndicator
        case 0x2630...0x2637, 0x268A...0x268F, 0x4DC0...0x4DFF: .trigram
        case 0x2460...0x24FF: .ambiguous
        default: nil
        }
    }
}

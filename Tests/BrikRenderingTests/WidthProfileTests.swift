import BrikRendering
import Testing

/// ``TextWidth`` under a learned ``WidthProfile``: each probe class takes the terminal's
/// width, everything else keeps glibc's, and a profile bound to a task stays there.
@Suite struct WidthProfileTests {
    @Test func eachClassTakesTheLearnedWidth() {
        let profile = WidthProfile([.supplementalEmoji: 1, .extendedEmoji: 1, .trigram: 2, .ambiguous: 2])
        WidthProfile.withActive(profile) {
            #expect(TextWidth.width("\u{1F9FA}\u{1F9D1}") == 2)
            #expect(TextWidth.width("\u{1FAE0}") == 1)
            #expect(TextWidth.width("\u{2630}\u{2637}\u{4DC0}") == 6)
            #expect(TextWidth.width("\u{2460}\u{2473}") == 4)
            // Outside the classes: glibc.
            #expect(TextWidth.width("中😀é─") == 6)
        }
        #expect(TextWidth.width("\u{1F9FA}\u{2630}") == 3)
    }

    @Test func emojiPresentationWidensASymbolWithVS16() {
        WidthProfile.withActive(WidthProfile([.emojiPresentation: 2])) {
            #expect(TextWidth.width("\u{263A}\u{FE0F}x") == 3)
            #expect(TextWidth.glyphs(of: "\u{2764}\u{FE0F}").map(\.width) == [2])
            // Without the selector, or on a digit, the symbol stays narrow.
            #expect(TextWidth.width("\u{263A}1\u{FE0F}") == 2)
        }
        #expect(TextWidth.width("\u{263A}\u{FE0F}") == 1)
    }

    @Test func aTerminalThatJoinsFlagsGetsOneGlyphAPair() {
        WidthProfile.withActive(WidthProfile([.regionalIndicator: 2, .flag: 2])) {
            let glyphs = TextWidth.glyphs(of: "\u{1F1EB}\u{1F1F7}\u{1F1E9}")
            #expect(glyphs.map(\.width) == [2, 2])
            #expect(glyphs.first?.character == "\u{1F1EB}\u{1F1F7}")
        }
        WidthProfile.withActive(WidthProfile([.regionalIndicator: 2, .flag: 4])) {
            // A pair twice as wide as one indicator is not joined.
            #expect(TextWidth.glyphs(of: "\u{1F1EB}\u{1F1F7}").map(\.width) == [2, 2])
        }
        #expect(TextWidth.glyphs(of: "\u{1F1EB}\u{1F1F7}").map(\.width) == [1, 1])
    }

    @Test func widthsEqualToGlibcsOrOutOfRangeAreNotKept() {
        var profile = WidthProfile([.supplementalEmoji: 2, .trigram: 0, .ambiguous: 7, .flag: 5])
        #expect(profile.isGlibc)
        profile.set(.trigram, to: 2)
        #expect(profile.learned(.trigram) == 2 && profile.width(of: .trigram) == 2)
        profile.set(.trigram, to: nil)
        #expect(profile == .glibc && profile.description == "glibc")
    }

    @Test func theProcessWideProfileIsUsedWhereNoneIsBound() {
        // Bound to this task only, so tests running beside it are unaffected.
        WidthProfile.withActive(.glibc) {
            #expect(WidthProfile.active == .glibc)
        }
        #expect(WidthProfile.active == .glibc)
    }

    @Test func aDescriptionNamesItsProfile() {
        let profile = WidthProfile([.supplementalEmoji: 1, .trigram: 2, .flag: 4])
        #expect(WidthProfile(description: profile.description) == profile)
        #expect(WidthProfile(description: "glibc") == .glibc)
        #expect(WidthProfile(description: "") == .glibc)
        #expect(WidthProfile(description: "trigram=3") == nil)
        #expect(WidthProfile(description: "sideways=1") == nil)
        #expect(WidthProfile(description: "trigram") == nil)
    }
}

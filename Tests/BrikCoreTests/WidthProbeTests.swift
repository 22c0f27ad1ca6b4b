import BrikCore
import BrikRendering
import SeededRandom
import Testing

/// The width probe against a scripted terminal: what it learns from another width table,
/// mode 2027, no answer, late answers, and replies in any order or spoiled.
@Suite struct WidthProbeTests {
    /// A terminal with libvterm's idea of 🧺 (1 column) and Unicode 16's of ☰ (2 columns).
    static let otherTable = ["\u{1F9FA}": 1, "\u{2630}": 2]

    @Test func learnsTheTableTheTerminalAnswersWith() {
        var terminal = ScriptedWidthTerminal(widths: Self.otherTable)
        var decoder = InputDecoder()
        let (probe, leftovers) = WidthProbe.ask(&terminal, decoder: &decoder)
        #expect(probe.phase == .done)
        #expect(probe.profile.learned(.supplementalEmoji) == 1)
        #expect(probe.profile.learned(.trigram) == 2)
        #expect(probe.profile.description == "supplementalEmoji=1 trigram=2")
        #expect(probe.outstandingReports == 0)
        #expect(terminal.waits.isEmpty)  // done on the answers, not by the timeout
        #expect(leftovers.events.isEmpty && leftovers.replies.isEmpty)
        // What was written is erased and the cursor put back where it was.
        #expect(terminal.written.hasSuffix("\u{1B}8\u{1B}[K"))
        #expect(terminal.row == 5 && terminal.column == 7)
    }

    @Test func aTerminalThatAgreesWithGlibcLeavesGlibc() {
        var terminal = ScriptedWidthTerminal(widths: [:])
        var decoder = InputDecoder()
        #expect(WidthProbe.ask(&terminal, decoder: &decoder).probe.profile == .glibc)
    }

    @Test func aControlThatIsNotTwoColumnsMeansNothingIsLearned() {
        var terminal = ScriptedWidthTerminal(widths: Self.otherTable.merging([WidthProbe.control: 1]) { $1 })
        var decoder = InputDecoder()
        #expect(WidthProbe.ask(&terminal, decoder: &decoder).probe.profile == .glibc)
    }

    @Test func noAnswerWithinTheTimeoutKeepsGlibcAndLateReportsAreStillConsumed() {
        var terminal = ScriptedWidthTerminal(widths: Self.otherTable)
        terminal.answersReports = false
        var decoder = InputDecoder()
        var (probe, _) = WidthProbe.ask(&terminal, decoder: &decoder, timeout: .milliseconds(30))
        #expect(probe.profile == .glibc)
        #expect(probe.phase == .done)
        // One wait for the whole timeout (rounded up to the next millisecond), then no more.
        #expect(terminal.waits == [31])
        // The reports come late: consumed, never keys, even `ESC[1;2R` (row 1, column 2).
        #expect(probe.outstandingReports == WidthProbe.classes.count + 2)
        #expect(decoder.cursorReportsExpected == probe.outstandingReports)
        #expect(decoder.feed(Array("\u{1B}[1;2R\u{1B}[5;9R".utf8)).isEmpty)
        var others: [TerminalReply] = []
        probe.take(decoder.takeReplies(), into: &others)
        #expect(others.isEmpty)
        #expect(probe.outstandingReports == WidthProbe.classes.count)
        #expect(probe.profile == .glibc)
    }

    @Test func shiftF3OutsideTheProbeStaysAKey() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;2R".utf8)) == [.key(KeyEvent(.function(3), modifiers: .shift))])
        #expect(decoder.takeReplies().isEmpty)
        decoder.cursorReportsExpected = 1
        #expect(decoder.feed(Array("\u{1B}[1;2R".utf8)).isEmpty)
        #expect(decoder.takeReplies() == [TerminalReply(.csi, body: Array("1;2R".utf8))])
    }

    @Test func keysTypedDuringTheProbeAreKeptForTheApp() {
        var terminal = ScriptedWidthTerminal(widths: Self.otherTable)
        var decoder = InputDecoder()
        let (probe, leftovers) = WidthProbe.ask(&terminal, decoder: &decoder) { Array("q".utf8) + $0 }
        #expect(probe.profile.learned(.trigram) == 2)
        #expect(leftovers.events == [.key(KeyEvent(.character("q")))])
    }

    @Test func aSettableClusterModeIsTurnedOnAndMeasuredUnder() {
        var terminal = ScriptedWidthTerminal(widths: [:])
        terminal.modeSetting = 2
        terminal.clusterWidths = ["\u{263A}\u{FE0F}": 2, "\u{1F1EB}\u{1F1F7}": 2]
        var decoder = InputDecoder()
        let (probe, _) = WidthProbe.ask(&terminal, decoder: &decoder)
        #expect(probe.clusterModeReport == 2)
        #expect(probe.turnsOnClusterMode)
        #expect(terminal.clusterMode)
        #expect(probe.profile.learned(.emojiPresentation) == 2)
        #expect(probe.profile.learned(.flag) == nil)
    }

    @Test(arguments: [0, 1, 3, 4]) func anotherModeReportLeavesClusterModeAlone(setting: Int) {
        var terminal = ScriptedWidthTerminal(widths: Self.otherTable)
        terminal.modeSetting = setting
        var decoder = InputDecoder()
        let (probe, _) = WidthProbe.ask(&terminal, decoder: &decoder)
        #expect(!probe.turnsOnClusterMode && !terminal.clusterMode)
        #expect(probe.profile.learned(.supplementalEmoji) == 1)
    }

    @Test(arguments: [
        ("glibc", WidthProbe.Source.glibc, false), ("probe", .probe, false), ("PROBE", .probe, false),
        ("", .probe, false), ("utf8", .glibc, true),
    ])
    func theEnvironmentChooses(value: String, expected: WidthProbe.Source, diagnosed: Bool) {
        let (source, diagnostic) = WidthProbe.source(
            option: nil, environment: ["BRIKTUI_WIDTHS": value], outputIsTerminal: true)
        #expect(source == expected)
        #expect((diagnostic != nil) == diagnosed)
        if diagnosed { #expect(diagnostic?.contains("glibc or probe") == true) }
        #expect(
            WidthProbe.source(option: .glibc, environment: ["BRIKTUI_WIDTHS": value], outputIsTerminal: true).source == .glibc)
        #expect(WidthProbe.source(option: nil, environment: [:], outputIsTerminal: false).source == .glibc)
    }

    /// Reports in a random order, duplicated, dropped, cut, or mixed with garbage: the probe
    /// never crashes, never learns a width outside 1...2 (1...4 for a pair of indicators),
    /// and always finishes.
    @Test func anyReplyOrderOrGarbageGivesSaneWidths() {
        var random = SplitMix64(seed: 24)
        for _ in 0..<300 {
            var terminal = ScriptedWidthTerminal(widths: [
                "\u{1F9FA}": Int.random(in: 0...3, using: &random), "\u{2630}": Int.random(in: 0...3, using: &random),
            ])
            terminal.modeSetting = [nil, 0, 1, 2, 4].randomElement(using: &random)!
            var decoder = InputDecoder()
            let (probe, _) = WidthProbe.ask(&terminal, decoder: &decoder, timeout: .milliseconds(2)) { bytes in
                var spoiled = Self.spoil(bytes, using: &random)
                if Bool.random(using: &random) { spoiled += (0..<8).map { _ in UInt8.random(in: 0...255, using: &random) } }
                return spoiled
            }
            #expect(probe.phase == .done)
            for probeClass in WidthProbe.classes {
                #expect(probeClass.widthRange.contains(probe.profile.width(of: probeClass)))
                #expect(probe.profile.width(of: probeClass) <= (probeClass == .flag ? 4 : 2))
            }
        }
    }

    /// `bytes` split into its escape sequences, then shuffled, some repeated or dropped.
    static func spoil(_ bytes: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var pieces: [[UInt8]] = []
        for byte in bytes {
            if byte == 0x1B || pieces.isEmpty { pieces.append([]) }
            pieces[pieces.count - 1].append(byte)
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0: pieces.shuffle(using: &random)
        case 1: pieces += pieces.prefix(Int.random(in: 0...pieces.count, using: &random))
        case 2: pieces = pieces.filter { _ in Bool.random(using: &random) }
        default: break
        }
        return pieces.flatMap { $0 }
    }
}

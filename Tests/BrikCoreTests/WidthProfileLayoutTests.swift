import BrikCore
import BrikRendering
import Testing

/// The model's layout follows the widths a terminal answered with: a bordered box holding
/// the probe characters keeps its right border in one column under either table.
@MainActor
@Suite struct WidthProfileLayoutTests {
    /// The profile a scripted terminal with another table (🧺 1 column, ☰ 2) teaches.
    static func learned() -> WidthProfile {
        var terminal = ScriptedWidthTerminal(widths: WidthProbeTests.otherTable)
        var decoder = InputDecoder()
        return WidthProbe.ask(&terminal, decoder: &decoder).probe.profile
    }

    func screen(under profile: WidthProfile) -> [String] {
        WidthProfile.withActive(profile) {
            let box = Label("🧺🧺 ☰ menu\nplain text").border(.single)
            return TestTerminal(root: box, size: Size(width: 16, height: 4)).screen
        }
    }

    /// The display column where each row ends, measured with `profile`.
    func rowWidths(_ screen: [String], under profile: WidthProfile) -> [Int] {
        WidthProfile.withActive(profile) { screen.map { TextWidth.width($0) } }
    }

    @Test func theBoxFollowsTheLearnedTable() {
        let profile = Self.learned()
        let screen = screen(under: profile)
        #expect(
            screen == [
                "┌──────────────┐",
                "│🧺🧺 ☰ menu    │",
                "│plain text    │",
                "└──────────────┘",
            ])
        #expect(rowWidths(screen, under: profile) == [16, 16, 16, 16])
    }

    @Test func glibcsTableGivesAnotherScreenAlsoAligned() {
        let screen = screen(under: .glibc)
        #expect(
            screen == [
                "┌──────────────┐",
                "│🧺🧺 ☰ menu   │",
                "│plain text    │",
                "└──────────────┘",
            ])
        #expect(rowWidths(screen, under: .glibc) == [16, 16, 16, 16])
        // Measured with the other table, glibc's layout would be off by one column.
        #expect(rowWidths(screen, under: Self.learned())[1] == 15)
    }
}

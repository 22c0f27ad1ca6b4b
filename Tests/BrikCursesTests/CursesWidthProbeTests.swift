import BrikCore
import BrikRendering
import Testing

@testable import BrikCurses

#if canImport(Glibc)
    import Glibc
#endif

/// The ncurses terminal asks for the widths at start: the question reaches the terminal,
/// the answers (scripted, already waiting in the input pipe) are consumed, the profile is
/// learned, and a key typed before them is still delivered.
@Suite(.serialized) @MainActor struct CursesWidthProbeTests {
    /// The answers of a terminal that draws ① (ambiguous) 2 columns wide and the rest as
    /// glibc does, from row 2 column 1: no 2027 report, then the start and one report a probe.
    static let answers =
        "q\u{1B}[2;1R\u{1B}[2;3R\u{1B}[2;3R\u{1B}[2;3R\u{1B}[2;2R\u{1B}[2;2R\u{1B}[2;3R\u{1B}[2;2R\u{1B}[2;3R"

    private static func contents(of path: String) -> String {
        guard let file = fopen(path, "rb") else { return "" }
        defer { fclose(file) }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            data += buffer[..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theTerminalIsAskedAndItsAnswerLearned() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = Array(Self.answers.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        var options = CursesOptions.headless
        options.widths = .probe
        let screen = try HeadlessScreen(size: Size(width: 30, height: 5), inputPath: "/dev/fd/\(ends[0])", options: options)
        // Installed for the process, so glibc's is put back at once (other suites run beside this one).
        let learned = WidthProfile.active
        // Every report came while asking: the wait ended on the answers, not by the timeout.
        let answeredInTime = screen.terminal.widths.probe?.outstandingReports == 0
        let typed = try screen.terminal.waitForEvents(timeout: .zero)
        let written = Self.contents(of: screen.path)
        screen.close()
        #expect(learned.description == "ambiguous=2")
        #expect(screen.terminal.widthProfile == learned)
        #expect(WidthProfile.active == .glibc)
        #expect(answeredInTime)
        #expect(typed == [.key(KeyEvent(.character("q")))])
        #expect(written.split(separator: "\u{1B}[6n", omittingEmptySubsequences: false).count - 1 == 9)
        #expect(written.contains("\u{1B}[?2027$p\u{1B}[2;1H\u{1B}7\u{1B}[6n\u{1B}8中\u{1B}[6n"))
        #expect(!written.contains("\u{1B}[?2027h"))
    }
}

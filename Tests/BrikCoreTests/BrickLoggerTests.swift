import BrikRendering
import Testing

@testable import BrikCore

/// BrickKit's pluggable logger: levels with the source place, a console logger with a
/// verbose switch and a sink, and the application's diagnostics logged as warnings.
@MainActor
@Suite(.serialized) struct BrickLoggerTests {
    final class Recorder: BrickLoggable {
        var lines: [String] = []
        func logError(message: String, file: StaticString, line: UInt, function: StaticString) { lines.append("E \(message)") }
        func logVerbose(message: String, file: StaticString, line: UInt, function: StaticString) { lines.append("V \(message)") }
        func logWarning(message: String, file: StaticString, line: UInt, function: StaticString) { lines.append("W \(message)") }
    }

    @Test func theConsoleLoggerWritesALineAMessageWithItsPlace() {
        var sink: [String] = []
        let logger = BrickConsoleLogger(loggingFunction: { sink.append($0) })
        BrickLogger.logger = logger
        defer { BrickLogger.logger = nil }
        BrickLogger.logWarning("two\nlines")
        BrickLogger.logVerbose("not shown")
        logger.logVerbose = true
        BrickLogger.logVerbose("shown")
        BrickLogger.logError("bad")
        #expect(sink.count == 3)
        #expect(sink[0].hasPrefix("[warning] BrickLoggerTests.swift:"))
        #expect(sink[0].hasSuffix("theConsoleLoggerWritesALineAMessageWithItsPlace(): two lines"))
        #expect(sink[1].hasPrefix("[verbose] ") && sink[1].hasSuffix(": shown"))
        #expect(sink[2].hasPrefix("[error] ") && sink[2].hasSuffix(": bad"))
        #expect(logger.recent == sink)
    }

    @Test func withoutALoggerNothingIsBuilt() {
        BrickLogger.logger = nil
        var built = false
        func expensive() -> String {
            built = true
            return "x"
        }
        BrickLogger.logError(expensive())
        #expect(!built)
    }

    @Test func diagnosticsAreLoggedAsWarnings() {
        let recorder = Recorder()
        BrickLogger.logger = recorder
        defer { BrickLogger.logger = nil }
        let root = VBrik { _ in
            Label("a").tag(1)
            Label("b").tag(1)
        }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 2))
        terminal.application.diagnostics.report(.message("hello"))
        #expect(recorder.lines.contains("W hello"))
        #expect(recorder.lines.contains { $0.hasPrefix("W several children of") })
    }
}

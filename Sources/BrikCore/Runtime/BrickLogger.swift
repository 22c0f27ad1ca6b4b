#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much a logged message matters.
public enum BrickLogLevel: Int, Comparable, Sendable, CustomStringConvertible {
    /// Detail for debugging (off in ``BrickConsoleLogger`` unless asked for).
    case verbose
    /// Something the app should know about: a diagnostic, a conflict resolved.
    case warning
    /// Something went wrong.
    case error

    /// Ordered by severity: verbose < warning < error.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level's name.
    public var description: String {
        switch self {
        case .verbose: "verbose"
        case .warning: "warning"
        case .error: "error"
        }
    }
}

/// Where BrikTUI's log messages go (BrickKit's `BrickLoggable`): the three levels, each
/// with the place in the source that logged it. Set one as ``BrickLogger/logger``.
@MainActor
public protocol BrickLoggable: AnyObject {
    /// An error.
    func logError(message: String, file: StaticString, line: UInt, function: StaticString)
    /// Detail for debugging.
    func logVerbose(message: String, file: StaticString, line: UInt, function: StaticString)
    /// A warning.
    func logWarning(message: String, file: StaticString, line: UInt, function: StaticString)
}

/// The logger BrikTUI and your app write to (BrickKit's `BrickLogger`); nil, the default,
/// logs nothing. Every ``Application/diagnostics`` entry is also logged here as a warning.
///
/// ```swift
/// BrickLogger.logger = BrickConsoleLogger(logVerbose: true, loggingFunction: BrickConsoleLogger.file("/tmp/app.log"))
/// BrickLogger.logWarning("cache miss for \(key)")
/// ```
@MainActor
public enum BrickLogger {
    /// Where messages go; nil logs nothing (and builds no message).
    public static var logger: (any BrickLoggable)?

    /// Logs an error.
    public static func logError(
        _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) {
        logger?.logError(message: message(), file: file, line: line, function: function)
    }

    /// Logs detail for debugging.
    public static func logVerbose(
        _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) {
        logger?.logVerbose(message: message(), file: file, line: line, function: function)
    }

    /// Logs a warning.
    public static func logWarning(
        _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) {
        logger?.logWarning(message: message(), file: file, line: line, function: function)
    }
}

/// BrickKit's `BrickConsoleLogger`: a line a message — `[warning] File.swift:12 f(): text` —
/// handed to `loggingFunction`. Verbose messages only with `logVerbose`.
///
/// The default sink never writes to the terminal being drawn: it writes to standard error
/// only when that is not a terminal (redirected: `app 2>log.txt`), and drops the line
/// otherwise. ``file(_:)`` appends to a file instead.
@MainActor
public final class BrickConsoleLogger: BrickLoggable {
    /// Whether verbose messages are written.
    public var logVerbose: Bool
    /// Where each line goes.
    public let loggingFunction: (String) -> Void
    /// The lines written so far, at most the last 1,000 (for a debug pane or a test).
    public private(set) var recent: [String] = []

    /// A logger writing lines to `loggingFunction` (standard error when redirected).
    public init(logVerbose: Bool = false, loggingFunction: @escaping (String) -> Void = BrickConsoleLogger.standardError) {
        self.logVerbose = logVerbose
        self.loggingFunction = loggingFunction
    }

    /// Writes an error line.
    public func logError(message: String, file: StaticString, line: UInt, function: StaticString) {
        emit(.error, message, file, line, function)
    }

    /// Writes a verbose line, only when `logVerbose` is on.
    public func logVerbose(message: String, file: StaticString, line: UInt, function: StaticString) {
        guard logVerbose else { return }
        emit(.verbose, message, file, line, function)
    }

    /// Writes a warning line.
    public func logWarning(message: String, file: StaticString, line: UInt, function: StaticString) {
        emit(.warning, message, file, line, function)
    }

    private func emit(_ level: BrickLogLevel, _ message: String, _ file: StaticString, _ line: UInt, _ function: StaticString) {
        let name = "\(file)".split(separator: "/").last.map(String.init) ?? "\(file)"
        // One line a message: a newline inside would break the format (and a reader's grep).
        let flat = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        let text = "[\(level)] \(name):\(line) \(function): \(flat)"
        recent.append(text)
        if recent.count > 1_000 { recent.removeFirst(recent.count - 1_000) }
        loggingFunction(text)
    }

    /// Writes a line to standard error unless standard error is a terminal (the one being
    /// drawn, most likely), where it would corrupt the screen.
    public nonisolated static func standardError(_ line: String) {
        guard isatty(2) == 0 else { return }
        writeLine(line, to: 2)
    }

    /// A sink appending each line to the file at `path` (created when missing).
    public nonisolated static func file(_ path: String) -> (String) -> Void {
        { line in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            writeLine(line, to: descriptor)
        }
    }
}

/// Writes `line` and a newline to `descriptor`, what of it the system takes.
private func writeLine(_ line: String, to descriptor: Int32) {
    let bytes = Array((line + "\n").utf8)
    bytes.withUnsafeBytes { buffer in _ = write(descriptor, buffer.baseAddress, buffer.count) }
}

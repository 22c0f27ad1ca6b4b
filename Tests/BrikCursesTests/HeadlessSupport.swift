import BrikCore
import BrikRendering
import CNcursesw

@testable import BrikCurses

#if canImport(Glibc)
    import Glibc
#endif

/// A headless ncurses terminal on a temporary file, removed again by ``close()``.
@MainActor
final class HeadlessScreen {
    let path: String
    let terminal: CursesTerminal

    private static var counter = 0

    /// `noColor` is the NO_COLOR value while the terminal starts (`swift test` itself sets NO_COLOR=1).
    init(
        size: Size, terminalType: String = "xterm-256color", inputPath: String = "/dev/null",
        options: CursesOptions = .headless, noColor: String? = nil
    ) throws {
        Self.counter += 1
        path = "/tmp/brik-curses-test-\(getpid())-\(Self.counter).out"
        let saved = getenv("NO_COLOR").map { String(cString: $0) }
        defer {
            if let saved { setenv("NO_COLOR", saved, 1) } else { unsetenv("NO_COLOR") }
        }
        if let noColor { setenv("NO_COLOR", noColor, 1) } else { unsetenv("NO_COLOR") }
        terminal = try CursesTerminal(
            headlessOutputPath: path, size: size, terminalType: terminalType, inputPath: inputPath, options: options)
    }

    func close() {
        terminal.stop()
        unlink(path)
    }

    /// The bytes the file received while the terminal presented `canvas`.
    func bytes(presenting canvas: Canvas) throws -> String {
        let before = bytesWritten
        try terminal.present(canvas, cursor: nil)
        guard let file = fopen(path, "rb") else { return "" }
        defer { fclose(file) }
        fseek(file, before, SEEK_SET)
        var data = [UInt8](repeating: 0, count: bytesWritten - before)
        _ = fread(&data, 1, data.count, file)
        return String(decoding: data, as: UTF8.self)
    }

    /// Bytes ncurses has written to the file so far.
    var bytesWritten: Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : -1
    }

    /// What ncurses believes the terminal shows (`curscr`), as lines of text; a wide
    /// character is read once and its second cell skipped.
    func screenLines() -> [String] {
        let window = brik_curscr()!
        let savedY = getcury(window)
        let savedX = getcurx(window)
        defer { wmove(window, savedY, savedX) }
        var lines: [String] = []
        for y in 0..<terminal.size.height {
            var line = ""
            var x = 0
            while x < terminal.size.width {
                let cell = read(window, x: x, y: y)
                line += cell.text
                x += max(1, Int(wcwidth(wchar_t(bitPattern: cell.text.unicodeScalars.first!.value))))
            }
            lines.append(line)
        }
        return lines
    }

    /// The text, attributes and colour pair of the cell at (x, y) of `curscr`.
    func cell(x: Int, y: Int) -> (text: String, attributes: attr_t, pair: Int32) {
        let window = brik_curscr()!
        let savedY = getcury(window)
        let savedX = getcurx(window)
        defer { wmove(window, savedY, savedX) }
        return read(window, x: x, y: y)
    }

    /// The (foreground, background) colour numbers of `pair`.
    func colors(ofPair pair: Int32) -> (Int32, Int32) {
        var foreground: Int32 = 0
        var background: Int32 = 0
        extended_pair_content(pair, &foreground, &background)
        return (foreground, background)
    }

    private func read(_ window: UnsafeMutablePointer<WINDOW>, x: Int, y: Int) -> (text: String, attributes: attr_t, pair: Int32) {
        var cell = cchar_t()
        mvwin_wch(window, Int32(y), Int32(x), &cell)
        var characters = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        getcchar(&cell, &characters, &attributes, &shortPair, &pair)
        var scalars = String.UnicodeScalarView()
        for character in characters {
            guard character != 0, let scalar = Unicode.Scalar(UInt32(bitPattern: character)) else { break }
            scalars.append(scalar)
        }
        return (String(scalars), attributes & ~BRIK_A_COLOR, pair)
    }
}

extension Canvas {
    /// The canvas as lines of text, continuation cells left out.
    var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation {
                line.append(self[x, y].character)
            }
            return line
        }
    }
}

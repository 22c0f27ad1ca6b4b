import BrikTUI
import SeededRandom

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C program's full repaint of our own two screens (`Benchmarks/Reference/ncurses_repaint.c`):
/// the screens are dumped cell by cell, the program presents them in turn through
/// ncursesw and prints its CPU milliseconds and bytes per frame.
@MainActor
enum RepaintReference {
    /// The C program's figures for a repaint.
    struct Figures {
        /// CPU milliseconds per frame (the program's own CLOCK_PROCESS_CPUTIME_ID).
        var milliseconds: Double
        /// Bytes ncurses wrote per frame.
        var bytes: Int
    }

    /// Runs the binary at `path` on `screens` for `frames` frames; nil when it cannot be run or read.
    static func measure(binary path: String, screens: [Canvas], frames: Int) -> Figures? {
        let dumpPath = "/tmp/brik-bench-\(getpid())-repaint.dump"
        let outPath = "/tmp/brik-bench-\(getpid())-repaint.out"
        defer {
            unlink(dumpPath)
            unlink(outPath)
        }
        guard write(dump(screens), to: dumpPath) else { return nil }
        guard let pipe = popen("OUT_FILE='\(outPath)' '\(path)' '\(dumpPath)' \(max(1, frames))", "r") else { return nil }
        var output = ""
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            output += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        guard pclose(pipe) == 0 else { return nil }
        return parse(output)
    }

    /// What ncurses itself needs to present a jump in the million-row list: the C program
    /// presenting `count` screens of random jumps in turn (each differs from the last in
    /// nearly every row). Measured once per run; nil without the binary.
    static func jumpFloor(binary path: String?, frames: Int) -> Figures? {
        guard let path else { return nil }
        if let known = measuredJumpFloor { return known }
        var random = SplitMix64(seed: 7)
        let screens = (0..<16).map { _ in
            ScreenContent.scrollFrame(offset: Int(random.next() % UInt64(ScreenContent.listLength - ScreenContent.bodyRows)))
        }
        measuredJumpFloor = measure(binary: path, screens: screens, frames: frames)
        return measuredJumpFloor
    }

    private static var measuredJumpFloor: Figures?

    /// `; ours/C presenting the same jumps: 1.23x (1.1 vs 0.9 ms)`, or nothing without the reference.
    static func describe(_ floor: Figures?, against ours: Double) -> String {
        guard let floor, floor.milliseconds > 0 else { return "" }
        return "; ours/C presenting jump screens: \(Format.fixed(ours / floor.milliseconds, decimals: 2))x "
            + "(\(Format.milliseconds(ours)) vs \(Format.milliseconds(floor.milliseconds)) ms)"
    }

    /// Reads `… full repaint: 1.234 ms/frame, 67000 bytes/frame`.
    static func parse(_ text: String) -> Figures? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains("full repaint:") }),
            let tail = line.split(separator: ":").last
        else { return nil }
        let numbers = tail.split(whereSeparator: { !($0.isNumber || $0 == ".") }).compactMap { Double($0) }
        guard numbers.count >= 2 else { return nil }
        return Figures(milliseconds: numbers[0], bytes: Int(numbers[1]))
    }

    /// The dump: `width height count`, then per screen and cell `width c0…c4 fg bg attrs`, colours
    /// as a 256-colour xterm numbers them (-1 for the default).
    static func dump(_ screens: [Canvas]) -> String {
        guard let first = screens.first else { return "" }
        var text = "\(first.size.width) \(first.size.height) \(min(screens.count, 64))\n"
        for screen in screens.prefix(64) {
            for y in 0..<screen.size.height {
                for x in 0..<screen.size.width {
                    let cell = screen[x, y]
                    var scalars = cell.isContinuation ? [] : cell.character.unicodeScalars.prefix(5).map { $0.value }
                    while scalars.count < 5 { scalars.append(0) }
                    let style = ColorDepth.palette256.downsample(cell.style)
                    text += "\(cell.width) " + scalars.map(String.init).joined(separator: " ")
                    text += " \(number(style.foreground)) \(number(style.background)) \(cell.style.attributes.rawValue & 0x3F)\n"
                }
            }
        }
        return text
    }

    private static func number(_ color: Color) -> Int {
        switch color {
        case .default: -1
        case .ansi(let ansi): Int(ansi.rawValue)
        case .palette(let index): Int(index)
        case .rgb: -1
        }
    }

    private static func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        return fputs(text, file) >= 0
    }
}

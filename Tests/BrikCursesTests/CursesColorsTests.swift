import BrikCore
import BrikRendering
import Testing

@testable import BrikCurses

@Suite struct CursesColorsTests {
    @Test func depthFollowsColorsAndNoColor() {
        func depth(_ env: [String: String] = [:], has: Bool = true, colors: Int, direct: Bool = false) -> ColorDepth {
            CursesColors.detectDepth(environment: env, hasColors: has, colorCount: colors, directColor: direct)
        }
        #expect(depth(colors: 256) == .palette256)
        #expect(depth(colors: 8) == .ansi16)
        #expect(depth(colors: 16) == .ansi16)
        #expect(depth(colors: 0x100_0000, direct: true) == .trueColor)
        #expect(depth(colors: 256, direct: true) == .palette256)
        #expect(depth(has: false, colors: 0) == ColorDepth.none)
        #expect(depth(["NO_COLOR": "1"], colors: 256) == ColorDepth.none)
        #expect(depth(["NO_COLOR": ""], colors: 256) == .palette256)
        // COLORTERM cannot lift ncurses above what its terminfo entry can emit.
        #expect(depth(["COLORTERM": "truecolor"], colors: 256) == .palette256)
    }

    @Test func paletteTerminalNumbers() {
        let colors = CursesColors(depth: .palette256, colorCount: 256, directColor: false)
        #expect(colors.number(for: .default) == -1)
        #expect(colors.number(for: .red) == 1)
        #expect(colors.number(for: .brightRed) == 9)
        #expect(colors.number(for: .palette(208)) == 208)
    }

    @Test func eightColorTerminalDropsBrightColors() {
        let colors = CursesColors(depth: .ansi16, colorCount: 8, directColor: false)
        #expect(colors.number(for: .brightRed) == 1)
        #expect(colors.number(for: .ansi(.brightWhite)) == 7)
        #expect(colors.number(for: .blue) == 4)
    }

    @Test func directColorUsesRGBNumbersExceptForTheFirstEight() {
        let colors = CursesColors(depth: .trueColor, colorCount: 0x100_0000, directColor: true)
        #expect(colors.isDirect)
        #expect(colors.number(for: .rgb(0xFF, 0x80, 0x00)) == 0xFF8000)
        #expect(colors.number(for: .red) == 1)
        // Palette 8–255 are not palette entries in direct mode: sent as their RGB.
        #expect(colors.number(for: .palette(208)) == 0xFF8700)
        #expect(colors.number(for: .palette(232)) == 0x080808)
        #expect(colors.number(for: .brightRed) == 0xFF0000)
        // 0–7 would be ANSI colours: pure near-black is nudged off them.
        #expect(colors.number(for: .rgb(0, 0, 0)) == 8)
    }

    @Test func pairCacheAllocatesOncePerCombination() {
        var calls: [(Int32, Int32)] = []
        var next: Int32 = 1
        var cache = ColorPairCache(
            allocate: { fg, bg in
                calls.append((fg, bg))
                defer { next += 1 }
                return next
            }, resetAll: {})
        #expect(cache.pair(foreground: -1, background: -1) == 0)
        #expect(cache.pair(foreground: 1, background: 4) == 1)
        #expect(cache.pair(foreground: 1, background: 4) == 1)
        #expect(cache.pair(foreground: 4, background: 1) == 2)
        #expect(cache.pair(foreground: -1, background: 4) == 3)
        #expect(calls.count == 3)
        #expect(cache.count == 3)
    }

    @Test func pairCacheReportsExhaustionAndResets() {
        var allocated: Int32 = 0
        var resets = 0
        var cache = ColorPairCache(
            allocate: { _, _ in
                guard allocated < 2 else { return -1 }
                allocated += 1
                return allocated
            },
            resetAll: {
                resets += 1
                allocated = 0
            })
        #expect(cache.pair(foreground: 1, background: 2) == 1)
        #expect(cache.pair(foreground: 2, background: 3) == 2)
        #expect(cache.pair(foreground: 3, background: 4) == nil)
        cache.reset()
        #expect(resets == 1)
        #expect(cache.count == 0)
        #expect(cache.pair(foreground: 3, background: 4) == 1)
    }
}

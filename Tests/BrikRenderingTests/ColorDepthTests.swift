import SeededRandom
import Testing

@testable import BrikRendering

@Suite struct ColorDepthTests {
    /// Every palette entry from `range` at the smallest distance from `rgb`, by exhaustive search.
    private func nearestDistance(to rgb: (UInt8, UInt8, UInt8), among range: ClosedRange<Int>) -> Int {
        range.map { ColorPalette.distance(ColorPalette.rgb(ofPaletteIndex: UInt8($0)), rgb) }.min()!
    }

    @Test func defaultStaysDefaultAndNoneDropsEveryColour() {
        for depth in ColorDepth.allCases {
            #expect(depth.downsample(Color.default) == .default)
        }
        for color in [Color.red, .palette(200), .rgb(1, 2, 3)] {
            #expect(ColorDepth.none.downsample(color) == .default)
            #expect(ColorDepth.trueColor.downsample(color) == color)
        }
    }

    @Test func rgbGoesToTheNearestCubeOrGreyEntry() {
        #expect(ColorDepth.palette256.downsample(.rgb(255, 128, 0)) == .palette(208))
        #expect(ColorDepth.palette256.downsample(.rgb(128, 128, 128)) == .palette(244))
        #expect(ColorDepth.palette256.downsample(.rgb(0, 0, 0)) == .palette(16))
        #expect(ColorDepth.palette256.downsample(.rgb(255, 255, 255)) == .palette(231))
        #expect(ColorDepth.palette256.downsample(.rgb(9, 8, 7)) == .palette(232))
        #expect(ColorDepth.palette256.downsample(.rgb(95, 135, 175)) == .palette(67))
    }

    @Test func rgbToPaletteMatchesExhaustiveSearch() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<2000 {
            let rgb = (
                UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
                UInt8.random(in: 0...255, using: &rng)
            )
            guard case .palette(let index) = ColorDepth.palette256.downsample(.rgb(rgb.0, rgb.1, rgb.2)) else {
                Issue.record("rgb \(rgb) did not become a palette entry")
                return
            }
            #expect(index >= 16)
            let found = ColorPalette.distance(ColorPalette.rgb(ofPaletteIndex: index), rgb)
            #expect(found == nearestDistance(to: rgb, among: 16...255), "rgb \(rgb) became \(index)")
        }
    }

    @Test func paletteAndANSIAreKeptAt256() {
        #expect(ColorDepth.palette256.downsample(.palette(17)) == .palette(17))
        #expect(ColorDepth.palette256.downsample(.brightCyan) == .brightCyan)
    }

    @Test func everyPaletteEntryGoesToTheNearestANSIColour() {
        for index in 0...255 {
            let down = ColorDepth.ansi16.downsample(.palette(UInt8(index)))
            guard case .ansi(let ansi) = down else {
                Issue.record("palette \(index) became \(down)")
                continue
            }
            if index < 16 {
                #expect(ansi.rawValue == UInt8(index))
            } else {
                let rgb = ColorPalette.rgb(ofPaletteIndex: UInt8(index))
                let found = ColorPalette.distance(ColorPalette.rgb(ofPaletteIndex: ansi.rawValue), rgb)
                #expect(found == nearestDistance(to: rgb, among: 0...15), "palette \(index) became \(ansi)")
            }
        }
        #expect(ColorDepth.ansi16.downsample(.palette(196)) == .brightRed)
        #expect(ColorDepth.ansi16.downsample(.rgb(250, 250, 250)) == .brightWhite)
        #expect(ColorDepth.ansi16.downsample(.rgb(0, 0, 20)) == .black)
        #expect(ColorDepth.ansi16.downsample(.magenta) == .magenta)
    }

    @Test func styleKeepsItsAttributesAtEveryDepth() {
        let style = CellStyle(foreground: .rgb(200, 10, 10), background: .palette(28), attributes: [.reverse, .bold, .underline])
        for depth in ColorDepth.allCases {
            #expect(depth.downsample(style).attributes == style.attributes)
        }
        #expect(ColorDepth.none.downsample(style) == CellStyle(attributes: [.reverse, .bold, .underline]))
        #expect(
            ColorDepth.ansi16.downsample(style) == CellStyle(foreground: .red, background: .green, attributes: style.attributes))
    }

    @Test(
        arguments: [
            (["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"], nil, ColorDepth.none),
            (["NO_COLOR": "", "TERM": "xterm-256color"], nil, .palette256),
            (["COLORTERM": "truecolor", "TERM": "xterm"], nil, .trueColor),
            (["COLORTERM": "24bit"], nil, .trueColor),
            (["COLORTERM": "yes", "TERM": "xterm"], nil, .ansi16),
            (["TERM": "xterm-direct"], nil, .trueColor),
            (["TERM": "xterm"], 16_777_216, .trueColor),
            (["TERM": "tmux-256color"], nil, .palette256),
            (["TERM": "screen"], 256, .palette256),
            (["TERM": "xterm"], 8, .ansi16),
            (["TERM": "dumb"], nil, .none),
            (["TERM": "vt100"], -1, .none),
            (["TERM": "linux"], nil, .ansi16),
            ([:], nil, .ansi16),
        ] as [([String: String], Int?, ColorDepth)])
    func detection(environment: [String: String], terminalColors: Int?, expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: environment, terminalColors: terminalColors) == expected)
    }

    @Test func processEnvironmentHoldsOnlyTheVariablesDetectionReads() {
        let names = Set(ColorDepth.processEnvironment.keys)
        #expect(names.isSubset(of: ["NO_COLOR", "COLORTERM", "TERM"]))
    }
}

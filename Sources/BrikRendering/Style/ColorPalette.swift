/// The RGB values of the xterm palette, and nearest-colour search in it.
enum ColorPalette {
    /// xterm's default RGB for the 16 ANSI colours.
    static let ansiRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six intensities of each axis of the 6×6×6 cube.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of palette entry `index`.
    static func rgb(ofPaletteIndex index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            return ansiRGB[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return (level, level, level)
        }
    }

    /// The cube or grey-ramp entry (16–255) nearest to an RGB value by ``distance(_:_:)``.
    ///
    /// Entries 0–15 are skipped on purpose: terminals theme them, so an exact
    /// RGB request is better served by the fixed part of the palette. The
    /// distance is a sum over the three axes, so the nearest cube entry is the
    /// nearest level on each axis, and the nearest grey is the ramp step nearest
    /// to the weighted mean; only those two need comparing.
    static func nearestPaletteIndex(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        func cubeStep(_ value: UInt8) -> Int {
            value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
        }
        let target = (r, g, b)
        let cubeIndex = UInt8(16 + 36 * cubeStep(r) + 6 * cubeStep(g) + cubeStep(b))
        var best = cubeIndex
        var bestDistance = distance(rgb(ofPaletteIndex: cubeIndex), target)
        // The weighted mean is rounded down, so its step and the next are both candidates.
        let mean = (2 * Int(r) + 4 * Int(g) + 3 * Int(b)) / 9
        let step = min(23, max(0, (mean - 8) / 10))
        for candidate in [step, min(23, step + 1)] {
            let index = UInt8(232 + candidate)
            let d = distance(rgb(ofPaletteIndex: index), target)
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return best
    }

    /// The ANSI colour nearest to an RGB value.
    static func nearestANSI(r: UInt8, g: UInt8, b: UInt8) -> ANSIColor {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in ansiRGB.enumerated() {
            let d = distance(candidate, (r, g, b))
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return ANSIColor(rawValue: UInt8(best))!
    }

    /// Squared distance, weighted for how the eye sees red, green and blue.
    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(a.0) - Int(b.0)
        let dg = Int(a.1) - Int(b.1)
        let db = Int(a.2) - Int(b.2)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}

extension Color {
    /// The RGB value xterm shows for palette entry `index` (0–15 with xterm's
    /// default colours, then the 6×6×6 cube and the grey ramp); for backends
    /// that must send RGB where the palette means something else.
    public static func xtermRGB(ofPaletteIndex index: UInt8) -> (UInt8, UInt8, UInt8) {
        ColorPalette.rgb(ofPaletteIndex: index)
    }
}

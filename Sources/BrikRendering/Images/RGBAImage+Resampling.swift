extension RGBAImage {
    /// The image resized to `width × height` pixels by averaging the area of source pixels
    /// each new pixel covers (box filter): shrinking keeps detail as an average rather
    /// than dropping pixels, enlarging repeats them.
    ///
    /// Colour is averaged weighted by alpha, so a transparent pixel's colour does not
    /// bleed into its opaque neighbours. A side of 0 or less gives an empty image.
    public func resized(width newWidth: Int, height newHeight: Int) -> RGBAImage {
        guard newWidth > 0, newHeight > 0, !isEmpty else { return RGBAImage(width: newWidth, height: newHeight) }
        if newWidth == width && newHeight == height { return self }
        var result = RGBAImage(width: newWidth, height: newHeight)
        for y in 0..<newHeight {
            let top = y * height / newHeight
            let bottom = max(top + 1, (y + 1) * height / newHeight)
            for x in 0..<newWidth {
                let left = x * width / newWidth
                let right = max(left + 1, (x + 1) * width / newWidth)
                var r = 0, g = 0, b = 0, a = 0, count = 0
                for sourceY in top..<bottom {
                    for sourceX in left..<right {
                        let pixel = pixels[sourceY * width + sourceX]
                        let alpha = Int(pixel.a)
                        r += Int(pixel.r) * alpha
                        g += Int(pixel.g) * alpha
                        b += Int(pixel.b) * alpha
                        a += alpha
                        count += 1
                    }
                }
                guard a > 0 else { continue }
                result[x, y] = Pixel(r: UInt8(r / a), g: UInt8(g / a), b: UInt8(b / a), a: UInt8(a / count))
            }
        }
        return result
    }

    /// The image with each opaque pixel's colour replaced by one `depth` can show, with
    /// Floyd–Steinberg error diffusion so gradients keep their look in 16 or 256 colours.
    ///
    /// Returns the colours row by row (`.default` for a transparent pixel); at
    /// ``ColorDepth/trueColor`` they are the pixels' own colours.
    public func terminalColors(depth: ColorDepth) -> [Color] {
        guard depth != .trueColor, depth != .none else {
            return pixels.map { $0.a < 128 || depth == .none ? .default : .rgb($0.r, $0.g, $0.b) }
        }
        var error = [Int](repeating: 0, count: (width + 2) * 3 * 2)
        var colors: [Color] = []
        colors.reserveCapacity(pixels.count)
        let stride = (width + 2) * 3
        for y in 0..<height {
            let current = (y % 2) * stride, next = ((y + 1) % 2) * stride
            for index in next..<next + stride { error[index] = 0 }
            for x in 0..<width {
                let pixel = pixels[y * width + x]
                guard pixel.a >= 128 else {
                    colors.append(.default)
                    continue
                }
                let at = current + (x + 1) * 3
                let wanted = [Int(pixel.r), Int(pixel.g), Int(pixel.b)].enumerated().map { channel, value in
                    min(255, max(0, value + error[at + channel] / 16))
                }
                let color = depth.downsample(Color.rgb(UInt8(wanted[0]), UInt8(wanted[1]), UInt8(wanted[2])))
                colors.append(color)
                let shown = Self.rgb(of: color)
                for channel in 0..<3 {
                    let difference = wanted[channel] - shown[channel]
                    error[at + 3 + channel] += difference * 7
                    error[next + x * 3 + channel] += difference * 3
                    error[next + (x + 1) * 3 + channel] += difference * 5
                    error[next + (x + 2) * 3 + channel] += difference
                }
            }
        }
        return colors
    }

    private static func rgb(of color: Color) -> [Int] {
        switch color {
        case .rgb(let r, let g, let b): return [Int(r), Int(g), Int(b)]
        case .palette(let index):
            let (r, g, b) = ColorPalette.rgb(ofPaletteIndex: index)
            return [Int(r), Int(g), Int(b)]
        case .ansi(let ansi):
            let (r, g, b) = ColorPalette.rgb(ofPaletteIndex: ansi.rawValue)
            return [Int(r), Int(g), Int(b)]
        case .default: return [0, 0, 0]
        }
    }
}

import SeededRandom
import Testing

@testable import BrikRendering

/// The renderer proved on hundreds of seeded random canvases by replaying its
/// output on a ``VirtualTerminal``: what the terminal shows must be the canvas.
@Suite struct ANSIRendererPropertyTests {
    static let casesPerDepth = 150

    /// A terminal of `canvas`'s size that went through `render(canvas)`.
    private func terminal(showing canvas: Canvas, _ renderer: ANSIRenderer) -> VirtualTerminal {
        var terminal = VirtualTerminal(size: canvas.size)
        terminal.feed(renderer.render(canvas))
        return terminal
    }

    @Test(arguments: ColorDepth.allCases)
    func frameOverAnyScreenShowsTheCanvas(depth: ColorDepth) {
        var rng = SplitMix64(seed: 1 + UInt64(depth.rawValue))
        let renderer = ANSIRenderer(colorDepth: depth)
        for run in 0..<Self.casesPerDepth {
            let size = ANSITestCanvases.size(&rng)
            let garbage = ANSITestCanvases.canvas(size: size, edits: 12, &rng)
            let canvas = ANSITestCanvases.canvas(size: size, edits: 12, &rng)
            var screen = terminal(showing: garbage, renderer)
            let frame = renderer.render(canvas)
            screen.feed(frame)
            let difference = screen.difference(from: canvas, depth: depth)
            #expect(difference == nil, "case \(run) at \(depth):\n\(difference ?? "")")
            #expect(screen.style == .plain, "case \(run): a frame must end with the style reset")
            #expect(frame.hasPrefix("\u{1B}[0m\u{1B}[H") && frame.hasSuffix("\u{1B}[0m"))
        }
    }

    @Test(arguments: ColorDepth.allCases)
    func updateTurnsOneScreenIntoTheNext(depth: ColorDepth) {
        var rng = SplitMix64(seed: 100 + UInt64(depth.rawValue))
        let renderer = ANSIRenderer(colorDepth: depth)
        for run in 0..<Self.casesPerDepth {
            let size = ANSITestCanvases.size(&rng)
            let before = ANSITestCanvases.canvas(size: size, edits: 12, &rng)
            // Half the cases change a little of `before`, half replace it.
            var after = Bool.random(using: &rng) ? before : Canvas(size: size)
            for _ in 0..<Int.random(in: 0...8, using: &rng) { ANSITestCanvases.edit(&after, &rng) }
            var screen = terminal(showing: before, renderer)
            let update = renderer.update(from: before, to: after)
            screen.feed(update)
            let difference = screen.difference(from: after, depth: depth)
            #expect(difference == nil, "case \(run) at \(depth), update \(update.debugDescription):\n\(difference ?? "")")
            #expect(screen.style == .plain, "case \(run): an update must leave the style reset")
            #expect(renderer.update(from: after, to: after).isEmpty)
        }
    }

    @Test(arguments: ColorDepth.allCases)
    func chainedUpdatesStayInStep(depth: ColorDepth) {
        var rng = SplitMix64(seed: 200 + UInt64(depth.rawValue))
        let renderer = ANSIRenderer(colorDepth: depth)
        for run in 0..<20 {
            var canvas = ANSITestCanvases.canvas(size: ANSITestCanvases.size(&rng), edits: 8, &rng)
            var screen = terminal(showing: canvas, renderer)
            for step in 0..<15 {
                let next: Canvas
                if Int.random(in: 0..<10, using: &rng) == 0 {
                    next = ANSITestCanvases.canvas(size: ANSITestCanvases.size(&rng), edits: 8, &rng)
                    screen = VirtualTerminal(size: next.size)  // the terminal was resized
                } else {
                    var edited = canvas
                    ANSITestCanvases.edit(&edited, &rng)
                    next = edited
                }
                screen.feed(renderer.update(from: canvas, to: next))
                let difference = screen.difference(from: next, depth: depth)
                #expect(difference == nil, "run \(run) step \(step) at \(depth):\n\(difference ?? "")")
                if difference != nil { return }
                canvas = next
            }
        }
    }

    @Test func oneChangedCellCostsFewBytes() {
        var rng = SplitMix64(seed: 300)
        let renderer = ANSIRenderer(colorDepth: .palette256)
        for run in 0..<200 {
            let size = Size(width: Int.random(in: 1...200, using: &rng), height: Int.random(in: 1...60, using: &rng))
            let before = Canvas(size: size)
            var after = before
            let at = Point(x: Int.random(in: 0..<size.width, using: &rng), y: Int.random(in: 0..<size.height, using: &rng))
            let style = [CellStyle.plain, CellStyle(foreground: .red), CellStyle(attributes: .reverse)].randomElement(
                using: &rng)!
            let character = ["x", "é", "∑"].randomElement(using: &rng)!
            after.write(character, at: at, style: style)
            let update = renderer.update(from: before, to: after)
            // At most a 10-byte CUP, a 5-byte colour, the character and a 4-byte reset.
            #expect(
                update.utf8.count <= 19 + character.utf8.count, "case \(run): \(update.debugDescription) for one cell at \(at)")
            var screen = terminal(showing: before, renderer)
            screen.feed(update)
            #expect(screen.difference(from: after, depth: .palette256) == nil)
        }
    }

    @Test func noColorOutputHasAttributesButNoColourCodes() {
        var rng = SplitMix64(seed: 400)
        let renderer = ANSIRenderer(colorDepth: .none)
        var attributesSeen = TextAttributes()
        for run in 0..<150 {
            let size = ANSITestCanvases.size(&rng)
            let before = ANSITestCanvases.canvas(size: size, edits: 10, &rng)
            let after = ANSITestCanvases.canvas(size: size, edits: 10, &rng)
            for output in [renderer.render(after), renderer.update(from: before, to: after), renderer.lines(after)] {
                let colourCodes = ANSIOutputParameters.sgrParameters(in: output).filter {
                    (30...49).contains($0) || (90...107).contains($0)
                }
                #expect(colourCodes.isEmpty, "case \(run): colour codes \(colourCodes) in \(output.debugDescription)")
            }
            var screen = terminal(showing: after, renderer)
            screen.feed("")
            for cell in screen.cells { attributesSeen.formUnion(cell.style.attributes) }
            #expect(screen.difference(from: after, depth: .none) == nil)
        }
        #expect(attributesSeen == [.bold, .dim, .italic, .underline, .blink, .reverse, .strikethrough])
    }
}

/// Reading SGR parameters back out of renderer output.
enum ANSIOutputParameters {
    /// Every parameter of every `ESC [ … m` in `output`, in order.
    static func sgrParameters(in output: String) -> [Int] {
        var result: [Int] = []
        var rest = Substring(output)
        while let start = rest.firstRange(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { !"0123456789;".contains($0) }) else { break }
            if rest[end] == "m" {
                result += rest[..<end].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            }
            rest = rest[end...]
        }
        return result
    }
}

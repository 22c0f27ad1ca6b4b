/// SGR (Select Graphic Rendition) sequences: how a style is written, and the
/// shortest way from one style to another.
///
/// Styles given here are already brought down to the terminal's depth; a
/// colour is written exactly as it is (ANSI as 30–37/90–97, palette as
/// `38;5;n`, RGB as `38;2;r;g;b`). Parameters go straight into the output (or
/// into a byte count, to choose between two ways): a frame changes style
/// thousands of times, and no change may allocate.
enum SGR {
    /// Each attribute with the parameter that turns it on and the one that turns it off.
    /// Bold and dim share their "off" (22), which matters in ``appendTransition``.
    static let attributeCodes: [(attribute: TextAttributes, on: Int, off: Int)] = [
        (.bold, 1, 22), (.dim, 2, 22), (.italic, 3, 23), (.underline, 4, 24),
        (.blink, 5, 25), (.reverse, 7, 27), (.strikethrough, 9, 29),
    ]

    /// Adds the parameters that select `color` as foreground, or background.
    @inline(__always)
    static func addColor<Sink: SGRParameterSink>(_ color: Color, background: Bool, to sink: inout Sink) {
        switch color {
        case .default:
            sink.add(background ? 49 : 39)
        case .ansi(let ansi):
            let index = Int(ansi.rawValue)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 - 8 : 90 - 8)
            sink.add(base + index)
        case .palette(let index):
            sink.add(background ? 48 : 38)
            sink.add(5)
            sink.add(Int(index))
        case .rgb(let r, let g, let b):
            sink.add(background ? 48 : 38)
            sink.add(2)
            sink.add(Int(r))
            sink.add(Int(g))
            sink.add(Int(b))
        }
    }

    /// Adds the parameters that draw `style` on a terminal whose SGR was just reset.
    static func addParameters<Sink: SGRParameterSink>(of style: CellStyle, to sink: inout Sink) {
        if !style.attributes.isEmpty {
            for code in attributeCodes where style.attributes.contains(code.attribute) { sink.add(code.on) }
        }
        if style.foreground != .default { addColor(style.foreground, background: false, to: &sink) }
        if style.background != .default { addColor(style.background, background: true, to: &sink) }
    }

    /// Adds the parameters that change `current` into `target` without a reset.
    static func addChanges<Sink: SGRParameterSink>(from current: CellStyle, to target: CellStyle, to sink: inout Sink) {
        if current.attributes != target.attributes {
            let removed = current.attributes.subtracting(target.attributes)
            var added = target.attributes.subtracting(current.attributes)
            var endsBoldAndDim = false
            for code in attributeCodes where removed.contains(code.attribute) {
                if code.off == 22 {
                    if endsBoldAndDim { continue }
                    endsBoldAndDim = true
                }
                sink.add(code.off)
            }
            if endsBoldAndDim {
                // 22 ends bold and dim together; whichever of them stays is turned on again.
                added.formUnion(target.attributes.intersection([.bold, .dim]))
            }
            for code in attributeCodes where added.contains(code.attribute) { sink.add(code.on) }
        }
        if current.foreground != target.foreground { addColor(target.foreground, background: false, to: &sink) }
        if current.background != target.background { addColor(target.background, background: true, to: &sink) }
    }

    /// Appends the shortest sequence that turns a terminal drawing in `current`
    /// into one drawing in `target`: either the changes alone, or a reset (`0`)
    /// followed by `target` in full. Appends nothing when they are equal.
    static func appendTransition(from current: CellStyle, to target: CellStyle, to out: inout EscapeBuffer) {
        guard current != target else { return }
        var changes = SGRLength()
        addChanges(from: current, to: target, to: &changes)
        var reset = SGRLength()
        reset.add(0)
        addParameters(of: target, to: &reset)
        out.appendCSI()
        if changes.bytes < reset.bytes {
            addChanges(from: current, to: target, to: &out)
        } else {
            out.add(0)
            addParameters(of: target, to: &out)
        }
        out.replaceLast(with: UInt8(ascii: "m"))
    }

    /// Appends the full reset, `ESC [ 0 m`.
    static func appendReset(to out: inout EscapeBuffer) {
        out.append("\u{1B}[0m")
    }
}

/// Where SGR parameters go: into the output, or into a count of the bytes they would take.
protocol SGRParameterSink {
    /// Takes one parameter.
    mutating func add(_ parameter: Int)
}

/// The bytes parameters take between `ESC [` and `m`.
struct SGRLength: SGRParameterSink {
    /// Bytes so far, separators included.
    private(set) var bytes = 0
    private var count = 0

    @inline(__always)
    mutating func add(_ parameter: Int) {
        bytes += (count > 0 ? 1 : 0) + (parameter < 10 ? 1 : parameter < 100 ? 2 : 3)
        count += 1
    }
}

extension EscapeBuffer: SGRParameterSink {
    /// Appends the parameter and a `;` (the last `;` becomes the sequence's final byte).
    @inline(__always)
    mutating func add(_ parameter: Int) {
        append(number: parameter)
        append(byte: UInt8(ascii: ";"))
    }
}

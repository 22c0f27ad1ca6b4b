/// SGR (Select Graphic Rendition) sequences: how a style is written, and the
/// shortest way from one style to another.
///
/// Styles given here are already brought down to the terminal's depth; a
/// colour is written exactly as it is (ANSI as 30–37/90–97, palette as
/// `38;5;n`, RGB as `38;2;r;g;b`).
enum SGR {
    /// Each attribute with the parameter that turns it on and the one that turns it off.
    /// Bold and dim share their "off" (22), which matters in ``appendTransition``.
    static let attributeCodes: [(attribute: TextAttributes, on: Int, off: Int)] = [
        (.bold, 1, 22), (.dim, 2, 22), (.italic, 3, 23), (.underline, 4, 24),
        (.blink, 5, 25), (.reverse, 7, 27), (.strikethrough, 9, 29),
    ]

    /// Appends the parameters that select `color` as foreground, or background.
    static func appendColor(_ color: Color, background: Bool, to parameters: inout [Int]) {
        switch color {
        case .default:
            parameters.append(background ? 49 : 39)
        case .ansi(let ansi):
            let index = Int(ansi.rawValue)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 - 8 : 90 - 8)
            parameters.append(base + index)
        case .palette(let index):
            parameters += [background ? 48 : 38, 5, Int(index)]
        case .rgb(let r, let g, let b):
            parameters += [background ? 48 : 38, 2, Int(r), Int(g), Int(b)]
        }
    }

    /// The parameters that draw `style` on a terminal whose SGR was just reset.
    static func parameters(of style: CellStyle) -> [Int] {
        var parameters: [Int] = []
        for code in attributeCodes where style.attributes.contains(code.attribute) {
            parameters.append(code.on)
        }
        if style.foreground != .default {
            appendColor(style.foreground, background: false, to: &parameters)
        }
        if style.background != .default {
            appendColor(style.background, background: true, to: &parameters)
        }
        return parameters
    }

    /// The parameters that change `current` into `target` without a reset.
    static func changeParameters(from current: CellStyle, to target: CellStyle) -> [Int] {
        var parameters: [Int] = []
        let removed = current.attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(current.attributes)
        var offs = Set<Int>()
        for code in attributeCodes where removed.contains(code.attribute) && offs.insert(code.off).inserted {
            parameters.append(code.off)
        }
        if offs.contains(22) {
            // 22 ends bold and dim together; whichever of them stays is turned on again.
            added.formUnion(target.attributes.intersection([.bold, .dim]))
        }
        for code in attributeCodes where added.contains(code.attribute) {
            parameters.append(code.on)
        }
        if current.foreground != target.foreground {
            appendColor(target.foreground, background: false, to: &parameters)
        }
        if current.background != target.background {
            appendColor(target.background, background: true, to: &parameters)
        }
        return parameters
    }

    /// Appends the shortest sequence that turns a terminal drawing in `current`
    /// into one drawing in `target`: either the changes alone, or a reset (`0`)
    /// followed by `target` in full. Appends nothing when they are equal.
    static func appendTransition(from current: CellStyle, to target: CellStyle, to out: inout EscapeBuffer) {
        guard current != target else { return }
        let changes = changeParameters(from: current, to: target)
        let reset = [0] + parameters(of: target)
        appendSequence(length(of: changes) < length(of: reset) ? changes : reset, to: &out)
    }

    /// Appends `ESC [ p1;p2;… m`.
    static func appendSequence(_ parameters: [Int], to out: inout EscapeBuffer) {
        out.appendCSI()
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { out.append(";") }
            out.append(number: parameter)
        }
        out.append("m")
    }

    /// Appends the full reset, `ESC [ 0 m`.
    static func appendReset(to out: inout EscapeBuffer) {
        out.append("\u{1B}[0m")
    }

    /// Bytes the parameters take between `ESC [` and `m`.
    private static func length(of parameters: [Int]) -> Int {
        var total = max(0, parameters.count - 1)
        for parameter in parameters {
            total += parameter < 10 ? 1 : parameter < 100 ? 2 : 3
        }
        return total
    }
}

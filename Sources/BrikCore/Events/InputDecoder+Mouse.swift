import BrikRendering

/// Mouse reports: SGR (`CSI < b ; x ; y M|m`, mode 1006) and X10 (`CSI M` + 3 bytes),
/// with button-drag motion (mode 1002) as ``MouseAction/drag(_:)``.
extension InputDecoder {
    /// The mouse event of an SGR report, or nil for one that is not a press,
    /// release, wheel turn or move (extra buttons, horizontal wheel, bad fields).
    ///
    /// Coordinates are 1-based in the report and 0-based in the event.
    static func sgrMouse(_ fields: [Int?], final: UInt8) -> MouseEvent? {
        guard fields.count == 3, let code = fields[0], let column = fields[1], let row = fields[2],
            final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
        else { return nil }
        let position = Point(x: max(0, column - 1), y: max(0, row - 1))
        let isRelease = final == UInt8(ascii: "m")
        guard let action = mouseAction(code, isRelease: isRelease, releasedButton: nil) else { return nil }
        return MouseEvent(action, at: position, modifiers: mouseModifiers(code))
    }

    /// Decodes `ESC [ M b x y` at `index`, each of b, x, y a byte offset by 32
    /// (positions by 33, being 1-based). The release report names no button,
    /// so it is taken to be the last one pressed.
    mutating func x10MouseStep(_ buffer: [UInt8], at index: Int, atEnd: Bool) -> DecodeStep {
        let length = 6
        guard index + length <= buffer.count else {
            return atEnd ? .skip(length: buffer.count - index) : .incomplete
        }
        let code = Int(buffer[index + 3]) - 32
        let position = Point(x: max(0, Int(buffer[index + 4]) - 33), y: max(0, Int(buffer[index + 5]) - 33))
        guard code >= 0, let action = Self.mouseAction(code, isRelease: false, releasedButton: lastX10Button) else {
            return .skip(length: length)
        }
        if case .press(let button) = action {
            lastX10Button = button
        }
        return .event(.mouse(MouseEvent(action, at: position, modifiers: Self.mouseModifiers(code))), length: length)
    }

    /// The action of a button code: low 2 bits the button (3: none / released),
    /// +32 motion (a drag of that button, or a plain move with none), +64 wheel;
    /// nil for extra buttons (+128) and the horizontal wheel.
    ///
    /// `releasedButton` is the button of a code-3 release (X10); nil where code 3
    /// means nothing (SGR, which reports releases with its final byte instead).
    private static func mouseAction(_ code: Int, isRelease: Bool, releasedButton: MouseButton?) -> MouseAction? {
        guard code & 128 == 0 else { return nil }
        if code & 64 != 0 {
            switch code & 3 {
            case 0: return .wheelUp
            case 1: return .wheelDown
            default: return nil
            }
        }
        let button: MouseButton
        switch code & 3 {
        case 0: button = .left
        case 1: button = .middle
        case 2: button = .right
        default:
            if code & 32 != 0 { return .move }
            guard let releasedButton else { return nil }
            return .release(releasedButton)
        }
        if code & 32 != 0 { return .drag(button) }
        return isRelease ? .release(button) : .press(button)
    }

    /// Shift (+4), Alt (+8) and Ctrl (+16) of a button code.
    private static func mouseModifiers(_ code: Int) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The SGR (mode 1006) report a terminal sends for `event`; the inverse of decoding.
    public static func bytes(for event: MouseEvent) -> [UInt8] {
        let final = if case .release = event.action { "m" } else { "M" }
        let column = max(0, event.position.x) + 1
        let row = max(0, event.position.y) + 1
        return Array("\u{1B}[<\(reportCode(for: event));\(column);\(row)\(final)".utf8)
    }

    /// The three bytes after `ESC [ M` of the X10 report a terminal sends for `event`
    /// (a release says no button; coordinates past 222 are clamped, as X10 cannot say them).
    package static func x10Bytes(for event: MouseEvent) -> [UInt8] {
        var code = reportCode(for: event)
        if case .release = event.action { code = 3 | (code & 28) }
        return [code + 32, min(event.position.x, 222) + 33, min(event.position.y, 222) + 33].map { UInt8(max(32, $0)) }
    }

    /// The button code of both report formats: the button, drag or wheel, then the modifiers.
    private static func reportCode(for event: MouseEvent) -> Int {
        var code: Int
        switch event.action {
        case .press(let button), .release(let button), .drag(let button):
            code =
                switch button {
                case .left: 0
                case .middle: 1
                case .right: 2
                }
            if case .drag = event.action { code += 32 }
        case .wheelUp: code = 64
        case .wheelDown: code = 65
        case .move: code = 35
        }
        if event.modifiers.contains(.shift) { code += 4 }
        if event.modifiers.contains(.alt) { code += 8 }
        if event.modifiers.contains(.control) { code += 16 }
        return code
    }
}

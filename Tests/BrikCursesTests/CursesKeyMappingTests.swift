import BrikCore
import BrikRendering
import CNcursesw
import Testing

@testable import BrikCurses

@Suite struct CursesKeyMappingTests {
    private func key(_ code: Int32, _ name: String? = nil) -> KeyEvent? {
        CursesKeyMapping.keyEvent(code: code, name: name)
    }

    @Test func standardKeysMapByCode() {
        #expect(key(KEY_UP) == KeyEvent(.up))
        #expect(key(KEY_DOWN) == KeyEvent(.down))
        #expect(key(KEY_LEFT) == KeyEvent(.left))
        #expect(key(KEY_RIGHT) == KeyEvent(.right))
        #expect(key(KEY_HOME) == KeyEvent(.home))
        #expect(key(KEY_END) == KeyEvent(.end))
        #expect(key(KEY_PPAGE) == KeyEvent(.pageUp))
        #expect(key(KEY_NPAGE) == KeyEvent(.pageDown))
        #expect(key(KEY_IC) == KeyEvent(.insert))
        #expect(key(KEY_DC) == KeyEvent(.delete))
        #expect(key(KEY_BACKSPACE) == KeyEvent(.backspace))
        #expect(key(KEY_ENTER) == KeyEvent(.enter))
        #expect(key(KEY_BTAB) == KeyEvent(.tab, modifiers: .shift))
    }

    /// rxvt's terminfo numbers Shift+F3…F12 as F13…F22, Ctrl+F1…F12 as F23…F34 and
    /// Ctrl+Shift+F3…F12 as F35…F44; xterm's numbering reads F13 as Shift+F1 (red-team
    /// runs saw rxvt's Shift+F3 fire a shift+f1 binding, and Ctrl+F1 read as Shift+F11).
    @Test func rxvtShiftedFunctionKeys() {
        let rxvt = { (code: Int32) in CursesKeyMapping.keyEvent(code: code, name: nil, rxvtNumbering: true) }
        #expect(rxvt(KEY_F0 + 13) == KeyEvent(.function(3), modifiers: .shift))
        #expect(rxvt(KEY_F0 + 20) == KeyEvent(.function(10), modifiers: .shift))
        #expect(rxvt(KEY_F0 + 22) == KeyEvent(.function(12), modifiers: .shift))
        #expect(rxvt(KEY_F0 + 23) == KeyEvent(.function(1), modifiers: .control))
        #expect(rxvt(KEY_F0 + 34) == KeyEvent(.function(12), modifiers: .control))
        #expect(rxvt(KEY_F0 + 35) == KeyEvent(.function(3), modifiers: [.control, .shift]))
        #expect(rxvt(KEY_F0 + 44) == KeyEvent(.function(12), modifiers: [.control, .shift]))
        #expect(rxvt(KEY_F0 + 11) == KeyEvent(.function(11)))
        #expect(key(KEY_F0 + 13) == KeyEvent(.function(1), modifiers: .shift))
    }

    @Test func shiftedStandardKeys() {
        #expect(key(KEY_SR) == KeyEvent(.up, modifiers: .shift))
        #expect(key(KEY_SF) == KeyEvent(.down, modifiers: .shift))
        #expect(key(KEY_SLEFT) == KeyEvent(.left, modifiers: .shift))
        #expect(key(KEY_SRIGHT) == KeyEvent(.right, modifiers: .shift))
        #expect(key(KEY_SHOME) == KeyEvent(.home, modifiers: .shift))
        #expect(key(KEY_SEND) == KeyEvent(.end, modifiers: .shift))
        #expect(key(KEY_SDC) == KeyEvent(.delete, modifiers: .shift))
    }

    @Test func everyKeyCodeMapsToAKeyWhoseNameParsesBack() {
        let standard: [Int32] = [
            KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_HOME, KEY_A1, KEY_END, KEY_C1, KEY_PPAGE, KEY_A3,
            KEY_NPAGE, KEY_C3, KEY_IC, KEY_DC, KEY_BACKSPACE, KEY_ENTER, KEY_BTAB, KEY_SR, KEY_SF, KEY_SLEFT,
            KEY_SRIGHT, KEY_SHOME, KEY_SEND, KEY_SPREVIOUS, KEY_SNEXT, KEY_SIC, KEY_SDC,
        ]
        var events = standard.compactMap { key($0) } + (1...63).compactMap { key(KEY_F0 + $0) }
        for stem in ["kUP", "kDN", "kLFT", "kRIT", "kHOM", "kEND", "kPRV", "kNXT", "kDC", "kIC"] {
            events += ([""] + (2...8).map(String.init)).compactMap { key(600, stem + $0) }
        }
        #expect(events.count == standard.count + 63 + 10 * 8)
        for event in events {
            #expect(KeyEvent(parsing: event.description) == event, "\(event.description)")
        }
    }

    @Test func functionKeys() {
        #expect(key(KEY_F0 + 1) == KeyEvent(.function(1)))
        #expect(key(KEY_F0 + 12) == KeyEvent(.function(12)))
        // Shift-F1 and Shift-F5 as terminals send them (kf13, kf17): the F1 and F5 keys with Shift.
        #expect(key(KEY_F0 + 13).map { [$0.key: $0.modifiers] } == [.function(1): .shift])
        #expect(key(KEY_F0 + 17).map { [$0.key: $0.modifiers] } == [.function(5): .shift])
        #expect(key(KEY_F0 + 24).map { [$0.key: $0.modifiers] } == [.function(12): .shift])
        #expect(key(KEY_F0 + 29) == KeyEvent(.function(5), modifiers: .control))
        #expect(key(KEY_F0 + 41) == KeyEvent(.function(5), modifiers: [.control, .shift]))
        #expect(key(KEY_F0 + 53) == KeyEvent(.function(5), modifiers: .alt))
        #expect(key(KEY_F0 + 61) == KeyEvent(.function(1), modifiers: [.alt, .shift]))
    }

    @Test(arguments: [
        ("kLFT5", KeyEvent(.left, modifiers: .control)),
        ("kRIT3", KeyEvent(.right, modifiers: .alt)),
        ("kUP6", KeyEvent(.up, modifiers: [.control, .shift])),
        ("kDN2", KeyEvent(.down, modifiers: .shift)),
        ("kDN", KeyEvent(.down, modifiers: .shift)),
        ("kHOM4", KeyEvent(.home, modifiers: [.shift, .alt])),
        ("kEND7", KeyEvent(.end, modifiers: [.control, .alt])),
        ("kPRV5", KeyEvent(.pageUp, modifiers: .control)),
        ("kNXT8", KeyEvent(.pageDown, modifiers: [.control, .alt, .shift])),
        ("kDC5", KeyEvent(.delete, modifiers: .control)),
        ("kIC3", KeyEvent(.insert, modifiers: .alt)),
    ])
    func extendedKeysMapByName(name: String, expected: KeyEvent) {
        // Extended codes are assigned at run time; any code above the standard set will do.
        #expect(key(600, name) == expected)
    }

    @Test func unknownCodesAreNoKey() {
        #expect(key(600, "kLFT9") == nil)
        #expect(key(600, "kFOO5") == nil)
        #expect(key(600, nil) == nil)
        #expect(key(KEY_B2) == nil)
    }
}

import BrikCore
import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The checks and process settings that must come before `newterm`.
enum CursesSetup {
    /// Makes the C library's character type UTF-8: the user's locale if it is
    /// UTF-8, else `C.UTF-8`. Without it ncursesw draws every non-ASCII
    /// character blank and reads no UTF-8 key (facts §4.16).
    static func ensureUTF8Locale() {
        setlocale(LC_ALL, "")
        if !localeIsUTF8() {
            setlocale(LC_ALL, "C.UTF-8")
        }
    }

    /// Whether the current locale's character set is UTF-8.
    static func localeIsUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// `TERM` from the environment, nil when unset or empty.
    static func terminalType() -> String? {
        guard let value = getenv("TERM") else { return nil }
        let name = String(cString: value)
        return name.isEmpty ? nil : name
    }

    /// Whether the terminfo database has an entry for `type`.
    ///
    /// Asked with `setupterm` on a scratch terminal that is then thrown away,
    /// putting back whatever terminal was current, so the probe has no effect
    /// on a running screen and never exits the process.
    static func terminfoKnows(_ type: String) -> Bool {
        probeTerminfo(type) { true } ?? false
    }

    /// Whether terminfo's entry for `type` can move the cursor (`cup`): `dumb` and
    /// printing terminals cannot, and a full-screen app would smear across them.
    static func terminfoAddressesCursor(_ type: String) -> Bool {
        probeTerminfo(type) {
            guard let cup = tigetstr("cup") else { return false }
            // (char *)-1 means "not a string capability".
            return Int(bitPattern: cup) != -1 && cup.pointee != 0
        } ?? false
    }

    /// `body` run with `type` as the current terminfo entry, on a scratch terminal
    /// that is then thrown away (the previous one put back); nil when terminfo does
    /// not know `type`. Never exits the process.
    private static func probeTerminfo<Result>(_ type: String, _ body: () -> Result) -> Result? {
        let current = set_curterm(nil)
        var status: Int32 = 0
        let result = setupterm(type, -1, &status)
        let answer = result == OK && status == 1 ? body() : nil
        let probe = set_curterm(current)
        if let probe, probe != current {
            del_curterm(probe)
        }
        return answer
    }

    /// Writes `sequence` straight to `file`'s descriptor. For modes ncurses does
    /// not know (bracketed paste): `putp` would go through C stdio's stdout
    /// instead, and reach the terminal only at exit.
    static func send(_ sequence: StaticString, to file: UnsafeMutablePointer<FILE>) {
        _ = write(fileno(file), sequence.utf8Start, sequence.utf8CodeUnitCount)
    }

    /// Writes `text` to `file`'s descriptor, retrying short and interrupted writes.
    static func send(text: String, to file: UnsafeMutablePointer<FILE>) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { write(fileno(file), $0.baseAddress, $0.count) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return }
            bytes = bytes.dropFirst(sent)
        }
    }

    /// The ncurses calls every screen needs after `newterm`: raw keys, no echo,
    /// keypad decoding, colours, a hidden cursor, non-blocking reads.
    static func configure(window: UnsafeMutablePointer<WINDOW>, options: CursesOptions) {
        raw()
        noecho()
        nonl()
        keypad(window, true)
        intrflush(window, false)
        meta(window, true)
        nodelay(window, true)
        if has_colors() {
            start_color()
            use_default_colors()
        }
        curs_set(0)
        // Without this, doupdate stops drawing as soon as input is pending (facts, last pitfall).
        typeahead(-1)
        if options.mouse {
            mousemask(BRIK_ALL_MOUSE_EVENTS | BRIK_REPORT_MOUSE_POSITION, nil)
            mouseinterval(0)
        }
    }
}

"""Reads `tmux capture-pane -p -e -N` on stdin and prints each row's styled runs in the
notation of the gallery's `--dump-styles` (Demos/Gallery/StyleDump.swift): the runs of
cells not in the plain style, as `x+count fg/bg/attrs`, one line per row.

Colours are numbered as the terminal numbers them (d the default, 0-15 the ANSI colours
from SGR 30-37/90-97/40-47/100-107, 16-255 from 38;5;N/48;5;N); attributes are letters
b d i u k r s (bold dim italic underline blink reverse strikethrough). Columns are display
columns (glibc wcwidth, as tmux and ncurses count). A blank keeps only what it shows,
as the model writes it: its background, and reverse, underline and strikethrough with
the foreground (a terminal erases a line with the background alone). The SGR state runs
on from one line into the next, as capture-pane writes it.
"""
import ctypes
import sys

libc = ctypes.CDLL(None)
libc.setlocale(6, b"C.UTF-8")  # LC_ALL

LETTERS = {1: "b", 2: "d", 3: "i", 4: "u", 5: "k", 7: "r", 9: "s"}
OFF = {22: "bd", 23: "i", 24: "u", 25: "k", 27: "r", 29: "s"}
ORDER = "bdiukrs"


def width(ch):
    return libc.wcwidth(ctypes.c_wchar(ch))


def apply_sgr(params, state):
    fg, bg, attrs = state
    codes = params.split(";") if params else ["0"]
    i = 0
    while i < len(codes):
        raw = codes[i]
        # Underline styles: 4:0 is off, 4:N (N > 0) is some underline.
        if ":" in raw:
            head, _, sub = raw.partition(":")
            if head == "4":
                attrs = attrs - {"u"} if sub == "0" else attrs | {"u"}
            i += 1
            continue
        code = int(raw or "0")
        if code == 0:
            fg, bg, attrs = "d", "d", set()
        elif code in LETTERS:
            attrs = attrs | {LETTERS[code]}
        elif code in OFF:
            attrs = attrs - set(OFF[code])
        elif 30 <= code <= 37:
            fg = str(code - 30)
        elif 90 <= code <= 97:
            fg = str(code - 90 + 8)
        elif 40 <= code <= 47:
            bg = str(code - 40)
        elif 100 <= code <= 107:
            bg = str(code - 100 + 8)
        elif code == 39:
            fg = "d"
        elif code == 49:
            bg = "d"
        elif code in (38, 48):
            if i + 1 < len(codes) and codes[i + 1] == "5" and i + 2 < len(codes):
                value = str(int(codes[i + 2]))
                i += 2
            elif i + 1 < len(codes) and codes[i + 1] == "2" and i + 4 < len(codes):
                value = "#%d,%d,%d" % tuple(int(c) for c in codes[i + 2:i + 5])
                i += 4
            else:
                value = "d"
            if code == 38:
                fg = value
            else:
                bg = value
        i += 1
    return fg, bg, attrs


def key(character, state):
    fg, bg, attrs = state
    if character == " ":
        # What a blank shows: its background, and its foreground only through reverse,
        # underline or strikethrough; bold, dim, italic and blink show nothing on it.
        attrs = attrs & {"r", "u", "s"}
        if not attrs:
            fg = "d"
    letters = "".join(a for a in ORDER if a in attrs)
    if fg == "d" and bg == "d" and not letters:
        return "plain"
    return "%s/%s/%s" % (fg, bg, letters)


def row_runs(line, state):
    """The runs of `line` and the SGR state after it: capture-pane -e carries the state
    from one line into the next."""
    cells = []  # one style key per display column
    i = 0
    while i < len(line):
        ch = line[i]
        if ch == "\x1b" and i + 1 < len(line) and line[i + 1] == "[":
            j = i + 2
            while j < len(line) and not ("@" <= line[j] <= "~"):
                j += 1
            if j < len(line) and line[j] == "m":
                state = apply_sgr(line[i + 2:j], state)
            i = j + 1
            continue
        if ch == "\x1b":
            # Another escape (OSC 8 hyperlink): skip to its terminator (BEL or ST).
            j = i + 1
            while j < len(line) and line[j] != "\x07" and line[j:j + 2] != "\x1b\\":
                j += 1
            i = j + (1 if j < len(line) and line[j] == "\x07" else 2)
            continue
        w = width(ch)
        if w > 0:
            cells.extend([key(ch, state)] * w)
        i += 1
    runs = []
    start = 0
    for x in range(len(cells) + 1):
        current = cells[x] if x < len(cells) else "plain"
        previous = cells[x - 1] if x > 0 else "plain"
        if x == 0 or current != previous:
            if x > 0 and previous != "plain":
                runs.append("%d+%d %s" % (start, x - start, previous))
            start = x
    return " ".join(runs), state


rows = sys.stdin.read().split("\n")
if rows and rows[-1] == "":
    rows.pop()
state = ("d", "d", set())
out = []
for row in rows:
    text, state = row_runs(row, state)
    out.append(text)
print("\n".join(out))

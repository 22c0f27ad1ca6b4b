"""Compares libvterm's screens (vterm_dump.c's output) with the model's frames.

    vterm_compare.py DIR NAME ALLOW STEP...

DIR holds the model's frames as test_fidelity.sh splits them (frame.N: the rows and a
last line `cursor X Y` or `cursor hidden`; styles.N when styles are compared) and
libvterm's (vframe.N, vstyles.N). NAME is the screen's name (`tabs@100x30`), STEP the
steps after the first frame, to name the frames as the tmux comparison does.

Frames are compared exactly as the tmux path compares them: text row for row
(trailing empty rows aside, as `$(…)` drops them), the cursor, then the style runs.
ALLOW is the allow-list of libvterm's own limitations (vterm_allow.txt):
  `attr L`  libvterm does not have attribute L: it is taken out of the model's styles;
  `char U+XXXX`  libvterm draws that character at another width than glibc: a row where
            the model has it may differ (the rest of that row is shifted), and counts as
            allowed, printed with its cause. Such a row stays excused in the next frames
            until libvterm's row equals the model's again: ncurses rewrites only the cells
            it thinks changed, so what libvterm drew 1 column off stays (a border left
            behind after a resize) until those cells are written again.
Prints one line per allowed or mismatched frame and a last line
`VTERMRESULT <frames compared> <allowed> <mismatched names…>`.
"""
import ctypes
import os
import sys

libc = ctypes.CDLL(None)
libc.setlocale(6, b"C.UTF-8")  # LC_ALL


def width(ch):
    return max(libc.wcwidth(ctypes.c_wchar(ch)), 0)


def read_frames(path):
    """The frames of a dump file: lists of lines, split at the U+001E lines."""
    if not os.path.exists(path):
        return []
    frames, current = [], []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f.read().split("\n"):
            if line == "\036":
                frames.append(current)
                current = []
            else:
                current.append(line)
    return frames


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return f.read().split("\n")


def trimmed(rows):
    rows = list(rows)
    while rows and rows[-1] == "":
        rows.pop()
    return rows


def cells(runs):
    """Style runs (`x+n key …`) as {column: key}."""
    out = {}
    for start_count, key in zip(runs.split()[0::2], runs.split()[1::2]):
        start, count = (int(v) for v in start_count.split("+"))
        for x in range(start, start + count):
            out[x] = key
    return out


def without(key, letters):
    """A style key with attributes libvterm lacks taken out; None if it becomes plain."""
    fg, bg, attrs = key.split("/")
    attrs = "".join(a for a in attrs if a not in letters)
    if fg == "d" and bg == "d" and not attrs:
        return None
    return "%s/%s/%s" % (fg, bg, attrs)


def normalised(runs, letters):
    if not letters:
        return cells(runs)
    out = {}
    for x, key in cells(runs).items():
        key = without(key, letters)
        if key is not None:
            out[x] = key
    return out


directory, name, allow_path, steps = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
missing_attrs, odd_chars = "", {}
for line in read_lines(allow_path):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    kind, argument, cause = (line.split(None, 2) + ["", ""])[:3]
    if kind == "attr":
        missing_attrs += argument
    elif kind == "char":
        odd_chars[chr(int(argument[2:], 16))] = (argument, cause.lstrip("# ").strip())

texts = read_frames(os.path.join(directory, "vframe"))
styles = read_frames(os.path.join(directory, "vstyles"))
compared = allowed = 0
# Rows that differed because of an allowed character, with that character: excused
# until they match again.
tainted = {}
mismatched = []
for n, vterm_text in enumerate(texts):
    model_path = os.path.join(directory, "frame.%d" % n)
    if not os.path.exists(model_path):
        break
    label = name if n == 0 else "%s after step %d (%s)" % (name, n, steps[n - 1] if n <= len(steps) else "?")
    model = read_lines(model_path)
    if model and model[-1] == "":
        model.pop()
    model_rows, model_cursor = trimmed(model[:-1]), model[-1]
    vterm_rows, vterm_cursor = trimmed(vterm_text[:-1]), vterm_text[-1]
    style_path = os.path.join(directory, "styles.%d" % n)
    model_styles = trimmed(read_lines(style_path)) if os.path.exists(style_path) else None
    vterm_styles = trimmed(styles[n]) if n < len(styles) else []
    compared += 1

    excused, wrong = [], []
    for row in range(max(len(model_rows), len(vterm_rows))):
        m = model_rows[row] if row < len(model_rows) else ""
        v = vterm_rows[row] if row < len(vterm_rows) else ""
        same = m == v
        if same and model_styles is not None:
            ms = normalised(model_styles[row] if row < len(model_styles) else "", missing_attrs)
            vs = cells(vterm_styles[row] if row < len(vterm_styles) else "")
            same = ms == vs
            kind = "style"
        else:
            kind = "text"
        if same:
            tainted.pop(row, None)
            continue
        odd = [c for c in m if c in odd_chars] or ([tainted[row]] if row in tainted else [])
        if odd:
            excused.append((row, odd[0]))
            tainted[row] = odd[0]
        else:
            i = next((k for k in range(min(len(m), len(v))) if m[k] != v[k]), min(len(m), len(v)))
            wrong.append((row, kind, sum(width(c) for c in m[:i]), m, v))
    if model_cursor != vterm_cursor:
        row = int(model_cursor.split()[2]) if model_cursor.split()[1:2] != ["hidden"] else -1
        odd = [c for c in (model_rows[row] if 0 <= row < len(model_rows) else "") if c in odd_chars]
        if odd:
            excused.append((row, odd[0]))
        else:
            wrong.append((row, "cursor", 0, model_cursor, vterm_cursor))
    if wrong:
        mismatched.append(label)
        row, kind, column, m, v = wrong[0]
        print("VTERM MISMATCH (%s): %s" % (kind, label))
        print("  first difference: row %d (0-based), display column %d" % (row, column))
        if kind == "style":
            print("  model:   %s" % " ".join("%d %s" % kv for kv in sorted(normalised(
                model_styles[row] if row < len(model_styles) else "", missing_attrs).items()))[:300])
            print("  libvterm: %s" % " ".join("%d %s" % kv for kv in sorted(cells(
                vterm_styles[row] if row < len(vterm_styles) else "").items()))[:300])
        else:
            print("  model:    %r" % m)
            print("  libvterm: %r" % v)
    elif excused:
        allowed += 1
        row, ch = excused[0]
        code, cause = odd_chars[ch]
        print("vterm allowed: %s: %d row(s) from row %d differ through %s %s (%s)" % (label, len(excused), row, ch, code, cause))
print("VTERMRESULT %d %d %s" % (compared, allowed, " ".join(m.replace(" ", "_") for m in mismatched)))

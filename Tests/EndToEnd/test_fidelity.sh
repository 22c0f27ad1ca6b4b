# Fidelity: what the model thinks is on screen is what is on screen.
#
# For every gallery screen at 60×20, 100×30 and 200×50, the first frame a
# TestTerminal of that size computes (`gallery --dump <id> WxH`, the same
# GalleryShell construction as the real run) must equal `tmux capture-pane -p`
# of the real program (`gallery --still <id>` under ncursesw, LANG=C.UTF-8),
# row for row and cell for cell.
#
# Deterministic moment: `--still` runs the app with its clock stopped at zero and
# reduced motion off, exactly the TestTerminal's state at its first frame, so no
# timer fires (the progress bar stays empty, spinners show their first frame,
# nothing settles late) and the two sides show the same instant. Input still works,
# so Ctrl-C ends each run.
#
# Comparing text is comparing cells: capture-pane prints a wide character once with
# no padding and trims trailing blanks, and so does the dump (Canvas.plainLines). On
# a mismatch the first differing row and its display column (glibc wcwidth, what
# ncurses and tmux count with) are printed with both rows.
#
# Width disagreements between tmux 3.3a and glibc (ZWJ joining, flags, VS16,
# Unicode 15) never reach tmux: TextWidth drops joiners, keeps regional indicators
# as 1-column glyphs (tmux draws a pair as one 2-column flag: same columns), keeps a
# selector on a narrow base (1 column in both) and replaces characters glibc does not
# know (wcwidth -1; tmux says 0) with U+FFFD. See docs/unicode-fidelity.md.
#
# One tmux server per size; the screens run one after another in its shell.
source "$(dirname "$0")/lib.sh"

sizes=${FIDELITY_SIZES:-"60x20 100x30 200x50"}
# "-" is the menu (`gallery --dump - WxH`, `gallery --still`).
ids=${FIDELITY_IDS:-"- $("$GALLERY" --list | cut -f1 | tr '\n' ' ')"}
[ -n "$ids" ] || e2e_fail "gallery --list gave no screens"

# Prints the first differing row and display column of two screens (files).
fidelity_diff() {
  python3 - "$1" "$2" <<'PY'
import ctypes, sys
libc = ctypes.CDLL(None)
libc.setlocale(6, b"C.UTF-8")  # LC_ALL
def width(ch):
    w = libc.wcwidth(ctypes.c_wchar(ch))
    return max(w, 0)
expected = open(sys.argv[1], encoding="utf-8").read().split("\n")
actual = open(sys.argv[2], encoding="utf-8").read().split("\n")
for row in range(max(len(expected), len(actual))):
    e = expected[row] if row < len(expected) else ""
    a = actual[row] if row < len(actual) else ""
    if e == a:
        continue
    i = next((k for k in range(min(len(e), len(a))) if e[k] != a[k]), min(len(e), len(a)))
    column = sum(width(c) for c in e[:i])
    print(f"  first difference: row {row} (0-based), display column {column}")
    print(f"  model: {e!r}")
    print(f"  tmux:  {a!r}")
    break
PY
}

# Polls until the real screen equals frame file $1 (the app needs a few ms per
# step); on a timeout records a mismatch named $2 with the first difference.
fidelity_expect() {
  local expected actual deadline=$((SECONDS + ${FIDELITY_TIMEOUT:-5}))
  expected=$(cat "$1")
  actual=$(e2e_screen)
  while [ "$actual" != "$expected" ] && [ $SECONDS -le $deadline ]; do
    sleep 0.02
    actual=$(e2e_screen)
  done
  checked=$((checked + 1))
  [ "$actual" = "$expected" ] && return 0
  failures+=("$2")
  echo "MISMATCH: $2" >&2
  printf '%s\n' "$actual" >"$E2E_DIR/actual"
  fidelity_diff "$1" "$E2E_DIR/actual" >&2
  return 1
}

# The Unicode corpus, measured on the real screen with glibc's wcwidth: every box
# row ends with its right border 3 columns from the right edge.
fidelity_unicode_borders() {
  local bad
  bad=$(e2e_screen | python3 -c '
import ctypes, sys
libc = ctypes.CDLL(None)
libc.setlocale(6, b"C.UTF-8")
cols = int(sys.argv[1])
for row, line in enumerate(sys.stdin.read().split("\n")):
    if line and line[-1] in "┐│┘":
        column = sum(max(0, libc.wcwidth(ctypes.c_wchar(c))) for c in line[:-1])
        if column != cols - 3:
            print(f"row {row}: right border at column {column}, expected {cols - 3}")
' "$cols")
  [ -z "$bad" ] || { failures+=("unicode-borders@$size"); echo "MISALIGNED: unicode at $size: $bad" >&2; }
}

checked=0 failures=()
for size in $sizes; do
  cols=${size%x*} rows=${size#*x}
  # After the first frame: keys (tmux names, which the dump parses too), then a
  # shrink and a grow back, each step compared. Incremental updates, focus, the
  # help overlay and resizing go through the real terminal this way.
  steps=${FIDELITY_STEPS-"Tab Down Down NPage Right Space ? resize=$((cols * 3 / 4))x$((rows * 3 / 4)) resize=$size"}
  E2E_SOCKET="brik-fidelity-$$-$size-${RANDOM}"
  e2e_start "clear" "$cols" "$rows"
  e2e_wait_for '__EXIT__=0'
  for id in $ids; do
    name=${id/#-/menu}
    # shellcheck disable=SC2086
    "$GALLERY" --dump "$id" "$size" $steps >"$E2E_DIR/dump" || e2e_fail "gallery --dump $id $size failed"
    rm -f "$E2E_DIR"/frame.*
    awk -v dir="$E2E_DIR" 'BEGIN { f = dir "/frame.0" } $0 == "\036" { close(f); f = dir "/frame." ++n; next } { print > f }' \
      "$E2E_DIR/dump"
    e2e_type "clear; $GALLERY --still ${id#-}; echo __EXIT__=\$?"
    e2e_keys Enter
    if fidelity_expect "$E2E_DIR/frame.0" "$name@$size"; then
      [ "$id" != unicode ] || fidelity_unicode_borders
      n=0
      for step in $steps; do
        n=$((n + 1))
        case $step in
          resize=*) to=${step#resize=}; e2e_resize "${to%x*}" "${to#*x}" ;;
          *) e2e_keys "$step" ;;
        esac
        fidelity_expect "$E2E_DIR/frame.$n" "$name@$size after step $n ($step)" || break
      done
      e2e_resize "$cols" "$rows"
    fi
    e2e_keys C-c
    e2e_wait_for '__EXIT__=0'
  done
  e2e_tmux kill-server >/dev/null 2>&1 || true
done

echo "fidelity: $checked screens checked, ${#failures[@]} mismatched"
[ ${#failures[@]} -eq 0 ] || e2e_fail "screens that differ from the model: ${failures[*]}"

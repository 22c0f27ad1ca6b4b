# Fidelity: what the model thinks is on screen is what is on screen.
#
# For the menu and every gallery screen at 60×20, 100×30 and 200×50, the frames a
# TestTerminal of that size computes (`gallery --dump <id> WxH <steps>`, the same
# GalleryShell construction as the real run) must equal `tmux capture-pane -p` of
# the real program (`gallery --still <id>` under ncursesw, LANG=C.UTF-8), row for
# row and cell for cell, and a shown cursor must be where tmux has it. The first
# frame is compared, then one after each step: keys (Tab, arrows, PgDn, Space, ?
# for the help overlay), a shrink to ¾ size and a grow back. The steps exercise the
# incremental updates and the resize path, not only the first full frame.
#
# Deterministic moment: `--still` runs the app with its clock stopped at zero and
# reduced motion off, exactly the TestTerminal's state, so no timer fires (the
# progress bar stays empty, spinners show their first frame, animations and scroll
# settling never advance) and both sides show the same instant. Input still works,
# so the steps and Ctrl-C reach it. Async work on wall time (the animation page's
# `l`, a Task that sleeps 300 ms) is outside this model: the default steps never
# start one (with FIDELITY_STEPS containing `l`, that page differs after the next
# event, as expected).
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
# Styles too: every frame's cells are compared style by style. `gallery --dump-styles`
# writes the model's runs of styled cells at 256 colours (what ncurses shows under
# tmux-256color; Demos/Gallery/StyleDump.swift), and Tests/EndToEnd/style_cells.py reads
# `capture-pane -p -e -N` into the same notation: colours, bold, dim, italic, underline,
# blink, reverse and strikethrough, cell for cell. FIDELITY_STYLES=0 compares text only;
# FIDELITY_TEXT_ONLY lists screens compared by text alone (default none). The images
# page's slow image once arrived on wall time (800 ms) and changed the layout mid-run
# whenever the run took longer (as polling styles made it); it now waits on the app's
# clock, stopped under --still as in the model.
#
# A second emulator, libvterm (libvterm-dev 0.1.4, scripts/ensure-deps.sh): the pane's
# output goes to a file (`pipe-pane`) from before the app starts, and after each frame
# is compared the test writes a marker to the pane's tty (the app is idle then, so the
# marker falls between two frames' bytes; a resize writes one too). vterm_dump.c
# replays the file through libvterm, the same bytes the app wrote for tmux (tmux's
# answers to its probes included; libvterm's are dropped), and prints libvterm's
# screen at each marker in the dump's notation; vterm_compare.py compares every frame
# with the model as above, text, cursor and styles. What libvterm itself cannot show
# is in vterm_allow.txt with its cause (no faint; two emoji it draws 1 column wide);
# an allowed frame is printed as such. FIDELITY_VTERM=0 leaves libvterm out.
#
# One tmux server per size, the three running side by side; the screens run one
# after another in each server's shell. Environment: FIDELITY_SIZES, FIDELITY_IDS
# ("-" is the menu), FIDELITY_STEPS (key names, text=TEXT, resize=WxH; empty for
# first frames only), FIDELITY_TIMEOUT (seconds per frame, 5).
source "$(dirname "$0")/lib.sh"
: "${GALLERY:?set GALLERY to the gallery binary (run.sh does)}"

here="$(cd "$(dirname "$0")" && pwd)"
style_reader="$here/style_cells.py"
sizes=${FIDELITY_SIZES:-"60x20 100x30 200x50"}
# "-" is the menu (`gallery --dump - WxH`, `gallery --still`).
ids=${FIDELITY_IDS:-"- $("$GALLERY" --list | cut -f1 | tr '\n' ' ')"}
[ -n "$ids" ] || e2e_fail "gallery --list gave no screens"

# The second emulator: libvterm replays the bytes the app wrote to the tmux pane.
vterm=${FIDELITY_VTERM:-1}
if [ "$vterm" != 0 ]; then
  [ -e /usr/include/vterm.h ] || e2e_fail "no libvterm (vterm.h): run scripts/ensure-deps.sh, or FIDELITY_VTERM=0"
  cc -O2 -o "$E2E_DIR/vterm_dump" "$here/vterm_dump.c" -lvterm || e2e_fail "vterm_dump.c did not compile"
fi

# Writes a marker for vterm_dump.c into the pane's output, in order with the app's
# bytes: the test writes it to the pane's tty only while the app is idle (after a
# frame was compared, before the next step), so it falls between two frames' bytes.
# `dump` asks for libvterm's screen here, `size WxH` resizes it (tmux resizes next).
vterm_mark() {
  [ "$vterm" = 0 ] && return 0
  printf '\033_brik-%s\033\\' "$1" >"$pane_tty"
  [ "$1" != dump ] || marks=$((marks + 1))
}

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
# The frame's last line is the model's cursor, "cursor X Y" or "cursor hidden":
# a shown cursor must be where tmux has it, a hidden one hidden.
# With a style frame file $3, the cells' styles must match it too.
fidelity_expect() {
  local expected actual cursor style_path=${3:-} styles="" actual_styles="" deadline=$((SECONDS + ${FIDELITY_TIMEOUT:-5}))
  expected=$(sed '$d' "$1")
  cursor=$(tail -1 "$1")
  [ -z "$style_path" ] || styles=$(cat "$style_path")
  fidelity_now() {
    actual=$(e2e_screen)
    case $cursor in
      "cursor hidden") actual+=$'\n'$(e2e_tmux display-message -p -t e2e '#{?cursor_flag,cursor shown,cursor hidden}') ;;
      *) actual+=$'\n'$(e2e_tmux display-message -p -t e2e '#{?cursor_flag,cursor #{cursor_x} #{cursor_y},cursor hidden}') ;;
    esac
    # Styles are read only once the text matches (a python start each time).
    if [ -n "$style_path" ] && [ "$actual" = "$expected" ]; then
      actual_styles=$(e2e_tmux capture-pane -p -e -N -t e2e | python3 "$style_reader")
    fi
  }
  expected+=$'\n'$cursor
  fidelity_now
  while { [ "$actual" != "$expected" ] || [ "$actual_styles" != "$styles" ]; } && [ $SECONDS -le $deadline ]; do
    sleep 0.02
    fidelity_now
  done
  checked=$((checked + 1))
  [ "$actual" = "$expected" ] && [ "$actual_styles" = "$styles" ] && return 0
  failures+=("$2")
  if [ "$actual" != "$expected" ]; then
    echo "MISMATCH: $2" >&2
    printf '%s\n' "$expected" >"$E2E_DIR/expected"
    printf '%s\n' "$actual" >"$E2E_DIR/actual"
    fidelity_diff "$E2E_DIR/expected" "$E2E_DIR/actual" >&2
  else
    echo "STYLE MISMATCH: $2" >&2
    diff <(printf '%s\n' "$styles") <(printf '%s\n' "$actual_styles") | head -4 | sed 's/^/  /' >&2
  fi
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

# One size: its own tmux server, its screens one after another in the pane's
# shell. Ends with a line "RESULT <checked> <failure>…" for the summary.
fidelity_size() {
  local size=$1 cols=${1%x*} rows=${1#*x} id name n step to steps
  checked=0 failures=() vchecked=0 vallowed=0 vfailures=()
  # After the first frame: keys (tmux names, which the dump parses too), then a
  # shrink and a grow back, each step compared. Incremental updates, focus, the
  # help overlay and resizing go through the real terminal this way.
  steps=${FIDELITY_STEPS-"Tab Down Down NPage Right Space ? resize=$((cols * 3 / 4))x$((rows * 3 / 4)) resize=$size"}
  E2E_SOCKET="brik-fidelity-$$-$size-${RANDOM}"
  E2E_DIR="$E2E_DIR/$size"
  mkdir -p "$E2E_DIR"
  # kill-server leaves the socket file behind (tmux 3.3a): remove it too.
  trap 'e2e_tmux kill-server >/dev/null 2>&1; rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$E2E_SOCKET"' EXIT
  e2e_start "clear" "$cols" "$rows"
  e2e_wait_for '__EXIT__=0'
  for id in $ids; do
    name=${id/#-/menu}
    # shellcheck disable=SC2086
    "$GALLERY" --dump "$id" "$size" $steps >"$E2E_DIR/dump" || e2e_fail "gallery --dump $id $size failed"
    rm -f "$E2E_DIR"/frame.*
    awk -v dir="$E2E_DIR" 'BEGIN { f = dir "/frame.0" } $0 == "\036" { close(f); f = dir "/frame." ++n; next } { print > f }' \
      "$E2E_DIR/dump"
    rm -f "$E2E_DIR"/styles.*
    if [ "${FIDELITY_STYLES:-1}" != 0 ] && [[ " ${FIDELITY_TEXT_ONLY-} " != *" $id "* ]]; then
      # shellcheck disable=SC2086
      "$GALLERY" --dump-styles "$id" "$size" $steps >"$E2E_DIR/dump-styles" || e2e_fail "gallery --dump-styles $id $size failed"
      awk -v dir="$E2E_DIR" 'BEGIN { f = dir "/styles.0" } $0 == "\036" { close(f); f = dir "/styles." ++n; next } { print > f }' \
        "$E2E_DIR/dump-styles"
    fi
    style_file() { [ -f "$E2E_DIR/styles.$1" ] && echo "$E2E_DIR/styles.$1"; }
    # NO_COLOR off: the model is drawn at 256 colours, as tmux-256color shows them.
    if [ "$vterm" != 0 ]; then
      # Everything the pane's programs write from here goes to raw, for libvterm.
      : >"$E2E_DIR/raw"
      marks=0
      pane_tty=$(e2e_tmux display-message -p -t e2e '#{pane_tty}')
      e2e_tmux pipe-pane -o -t e2e "cat >> '$E2E_DIR/raw'"
    fi
    e2e_type "clear; env -u NO_COLOR $GALLERY --still ${id#-}; echo __EXIT__=\$?"
    e2e_keys Enter
    fidelity_expect "$E2E_DIR/frame.0" "$name@$size" "$(style_file 0)"
    ok=$?
    vterm_mark dump
    if [ $ok = 0 ]; then
      [ "$id" != unicode ] || fidelity_unicode_borders
      n=0
      for step in $steps; do
        n=$((n + 1))
        case $step in
          resize=*) to=${step#resize=}; vterm_mark "size $to"; e2e_resize "${to%x*}" "${to#*x}" ;;
          text=*) e2e_type "${step#text=}" ;;
          *) e2e_keys "$step" ;;
        esac
        fidelity_expect "$E2E_DIR/frame.$n" "$name@$size after step $n ($step)" "$(style_file $n)"
        ok=$?
        vterm_mark dump
        [ $ok = 0 ] || break
      done
    fi
    [ "$vterm" = 0 ] || fidelity_vterm "$name@$size"
    e2e_resize "$cols" "$rows"
    e2e_keys C-c
    e2e_wait_for '__EXIT__=0'
  done
  echo "RESULT $checked ${failures[*]// /_}"
  [ "$vterm" = 0 ] || echo "VRESULT $vchecked $vallowed ${vfailures[*]}"
}

# libvterm's side of one screen: waits until the pipe has every marker (cat may lag
# behind tmux), closes it, replays the bytes and compares each frame with the model.
fidelity_vterm() {
  local deadline=$((SECONDS + ${FIDELITY_TIMEOUT:-5})) result count allowed names
  while [ "$(grep -ao 'brik-dump' "$E2E_DIR/raw" | wc -l)" -lt "$marks" ] && [ $SECONDS -le $deadline ]; do
    sleep 0.02
  done
  e2e_tmux pipe-pane -t e2e
  "$E2E_DIR/../vterm_dump" "$cols" "$rows" "$E2E_DIR/raw" "$E2E_DIR/vframe" "$E2E_DIR/vstyles" \
    || { vfailures+=("$1(vterm_dump)"); return; }
  # shellcheck disable=SC2086
  result=$(python3 "$here/vterm_compare.py" "$E2E_DIR" "$1" "$here/vterm_allow.txt" $steps)
  grep -v '^VTERMRESULT ' <<<"$result" >&2
  read -r _ count allowed names <<<"$(grep '^VTERMRESULT ' <<<"$result")"
  vchecked=$((vchecked + count)) vallowed=$((vallowed + allowed))
  # shellcheck disable=SC2206
  vfailures+=($names)
  [ "$count" -ge "$marks" ] || vfailures+=("$1(vterm: $count of $marks frames)")
}

# The sizes run side by side: most of the time is spent waiting for tmux.
for size in $sizes; do
  (fidelity_size "$size") >"$E2E_DIR/out.$size" 2>&1 &
done
wait
checked=0 failed=() vchecked=0 vallowed=0 vfailed=()
for size in $sizes; do
  grep -v '^V\?RESULT ' "$E2E_DIR/out.$size" >&2
  if [ "$vterm" != 0 ]; then
    if vresult=$(grep '^VRESULT ' "$E2E_DIR/out.$size"); then
      read -r _ count allowed names <<<"$vresult"
      vchecked=$((vchecked + count)) vallowed=$((vallowed + allowed))
      # shellcheck disable=SC2206
      vfailed+=($names)
    else
      vfailed+=("$size (vterm aborted)")
    fi
  fi
  result=$(grep '^RESULT ' "$E2E_DIR/out.$size") || { failed+=("$size (aborted)"); continue; }
  read -r _ count names <<<"$result"
  checked=$((checked + count))
  # shellcheck disable=SC2206
  failed+=($names)
done
echo "fidelity: $checked screens checked (text$([ "${FIDELITY_STYLES:-1}" = 0 ] || echo " and styles")), ${#failed[@]} mismatched"
[ "$vterm" = 0 ] || echo "fidelity (libvterm): $vchecked frames checked, $vallowed allowed (vterm_allow.txt), ${#vfailed[@]} mismatched"
[ ${#failed[@]} -eq 0 ] || { echo "FAIL: screens that differ from the model: ${failed[*]}" >&2; exit 1; }
[ ${#vfailed[@]} -eq 0 ] || { echo "FAIL: libvterm screens that differ from the model: ${vfailed[*]}" >&2; exit 1; }

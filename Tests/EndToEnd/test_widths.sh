# Widths from the terminal itself (issue 24), end to end in tmux 3.3a.
#  - With BRIKTUI_WIDTHS=probe the app asks at start: one DECRQM for mode 2027 and a
#    cursor position report (ESC[6n) for the start and for each probe (9 in all);
#    tmux answers the reports, and none of the answers shows on screen or is typed.
#  - With BRIKTUI_WIDTHS=glibc nothing is asked.
#  - tmux 3.3a measures with glibc's table, so the learned profile is glibc's: the
#    unicode screen is the same cell for cell in both modes, and equal to the frame a
#    TestTerminal computes (`gallery --dump`), right borders in one column.
#  - An unknown value says so on standard error and keeps glibc.
#  - Start-up stays fast: the time to the first frame is measured in both modes.
# The pane's output is read with pipe-pane -O (the bytes the app wrote).
source "$(dirname "$0")/lib.sh"

size=100x30
"$GALLERY" --dump unicode "$size" >"$E2E_DIR/dump" || e2e_fail "gallery --dump unicode failed"
# The dump ends with the cursor's state; the screen is the rows before it.
expected=$(grep -v '^cursor ' "$E2E_DIR/dump" | sed -e 's/[[:space:]]*$//')
e2e_start "true" 100 30
e2e_wait_for '__EXIT__=0'
bytes="$E2E_DIR/out.bin"
e2e_tmux pipe-pane -O -t e2e "cat >> '$bytes'"
count() { grep -aoF "$1" "$bytes" 2>/dev/null | wc -l; }
now_ms() { echo $(($(date +%s%N) / 1000000)); }

# Runs the unicode screen with BRIKTUI_WIDTHS=$1 and prints the milliseconds to its
# first frame; the screen is left in $E2E_DIR/screen.$1.
run_screen() {
  local mode=$1 start
  : >"$bytes"
  e2e_type "clear; BRIKTUI_WIDTHS=$mode $GALLERY --still unicode; echo __EXIT__=\$?"
  start=$(now_ms)
  e2e_keys Enter
  e2e_wait_for 'Unicode' >/dev/null
  local first=$(($(now_ms) - start))
  e2e_wait_for '└' >/dev/null
  e2e_screen | sed -e 's/[[:space:]]*$//' >"$E2E_DIR/screen.$mode"
  e2e_keys C-c
  e2e_wait_for '__EXIT__=0' 3 >/dev/null
  echo "$first"
}

declare -A took
for mode in probe glibc; do
  took[$mode]=$(run_screen $mode) || exit 1
  screen=$(cat "$E2E_DIR/screen.$mode")
  asked=$(count $'\e[6n')
  if [ $mode = probe ]; then
    [ "$asked" -eq 9 ] || e2e_fail "probe: $asked cursor position reports asked, not 9"
    [ "$(count $'\e[?2027$p')" -eq 1 ] || e2e_fail "probe: DECRQM for mode 2027 not asked once"
  else
    [ "$asked" -eq 0 ] || e2e_fail "glibc: the terminal was asked ($asked reports)"
  fi
  # No stray answer on screen: a report would show as `[12;3R` or `;3R`.
  if grep -Eq '\[?[0-9]+;[0-9]+R|\$y' <<<"$screen"; then e2e_fail "$mode: reply bytes on screen"; fi
  if [ "$screen" != "$expected" ]; then
    diff <(echo "$expected") <(echo "$screen") | head -10
    e2e_fail "$mode: the unicode screen differs from the TestTerminal's frame"
  fi
done

# The right borders: every row that ends in a border ends in the same display column.
columns=$(python3 - "$E2E_DIR/screen.probe" <<'PY'
import sys, unicodedata
def width(ch):
    if unicodedata.combining(ch) or ch in '\u200d\ufe0f\ufe0e': return 0
    return 2 if unicodedata.east_asian_width(ch) in 'WF' else 1
ends = set()
for line in open(sys.argv[1], encoding='utf-8'):
    line = line.rstrip('\n')
    if line and line[-1] in '┐│┘':
        ends.add(sum(width(c) for c in line))
print(' '.join(map(str, sorted(ends))))
PY
)
[ "$(wc -w <<<"$columns")" -eq 1 ] || e2e_fail "right borders end in columns $columns"

# An unknown value: a diagnostic, glibc's widths, nothing asked.
: >"$bytes"
e2e_type "clear; BRIKTUI_WIDTHS=utf9 $GALLERY --still unicode 2>'$E2E_DIR/err'; echo __EXIT__=\$?"
e2e_keys Enter
e2e_wait_for '└'
e2e_keys C-c
e2e_wait_for '__EXIT__=0' 3
grep -q 'BRIKTUI_WIDTHS=utf9 is not known (use glibc or probe)' "$E2E_DIR/err" || e2e_fail "no diagnostic for an unknown BRIKTUI_WIDTHS"
[ "$(count $'\e[6n')" -eq 0 ] || e2e_fail "an unknown BRIKTUI_WIDTHS still asked the terminal"
e2e_expect_terminal_restored
echo "ok: widths asked and answered in tmux; first frame after ${took[probe]} ms (probe), ${took[glibc]} ms (glibc)"

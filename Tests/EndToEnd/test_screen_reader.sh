#!/usr/bin/env bash
# The accessible mode (BRIKTUI_SCREEN_READER=1) in a real terminal: Examples/Login
# driven by keys is read out as plain lines — each focus move names the control,
# typing says the value, a secret stays secret — with no alternate screen and
# no cursor-addressing escapes in what the app wrote.
set -euo pipefail
E2E_HISTORY_LIMIT=200
source "$(dirname "$0")/lib.sh"

LOGIN=${LOGIN_EXAMPLE:-$(dirname "$GALLERY")/LoginExample}
[ -x "$LOGIN" ] || e2e_fail "no LoginExample binary at $LOGIN (swift build builds it)"

e2e_start "BRIKTUI_SCREEN_READER=1 $LOGIN" 80 24
: >"$E2E_DIR/alt.log"
(while [ ! -e "$E2E_DIR/alt.stop" ]; do
  e2e_tmux display-message -p -t e2e '#{alternate_on}' >>"$E2E_DIR/alt.log" 2>/dev/null || true
  sleep 0.02
done) &
watcher=$!

e2e_wait_for '^Text field Enter an email$'
# Every byte the pane receives from here on (the shell's echo of the command is before),
# to look for escapes afterwards.
e2e_tmux pipe-pane -o -t e2e "cat >>'$E2E_DIR/bytes.log'"
e2e_type 'ada@example.com'
e2e_wait_for '^Enter an email: ada@example.com$'
e2e_keys Tab
e2e_wait_for '^Text field Enter a password$'
e2e_type 'secret'
e2e_wait_for '^Enter a password: 6 characters, hidden$'
e2e_screen | grep -q 'secret' && e2e_fail "the password was read out"
e2e_keys Tab
e2e_wait_for '^Button Login$'
# Back to the first field: one line for the move, nothing repeated.
e2e_keys BTab BTab
e2e_wait_for '^Text field Enter an email, value ada@example.com$'
[ "$(e2e_screen | grep -c '^Button Login$')" = 1 ] || e2e_fail "a line was repeated"

touch "$E2E_DIR/alt.stop"
wait "$watcher"
[ -s "$E2E_DIR/alt.log" ] || e2e_fail "the alternate-screen watcher took no samples"
! grep -q 1 "$E2E_DIR/alt.log" || e2e_fail "the alternate screen was entered"
# No cursor movement, erasing, scroll regions or alternate screen: CSI … H/A/B/C/D/G/J/K/r/f, ?1049h.
if grep -aqP '\x1b\[[0-9;]*[HABCDGJKrf]|\x1b\[\?(1049|47|1047)h' "$E2E_DIR/bytes.log"; then
  e2e_fail "the app wrote cursor-addressing escapes: $(grep -aoP '\x1b\[[0-9;?]*[A-Za-z]' "$E2E_DIR/bytes.log" | sort -u | tr '\n' ' ' | cat -v)"
fi

# Ctrl-C is the quit key, as in the full-screen mode; the terminal is put back.
e2e_keys C-c
e2e_wait_for "__EXIT__=0"
e2e_expect_terminal_restored

# A gallery page: a toast is a live region, heard while the focus stays on the button;
# the button's new title is said in full.
e2e_kill_server
e2e_start "BRIKTUI_SCREEN_READER=1 $GALLERY toast" 80 24
e2e_wait_for '^Button Count: 0$'
e2e_keys 2
e2e_wait_for '^Alert #1, Saved 3 files$'
e2e_keys Enter
e2e_wait_for '^Button Count: 1$'
[ "$(e2e_pane_modes | cut -d' ' -f1)" = alt=0 ] || e2e_fail "the alternate screen was entered"
e2e_keys C-c
e2e_wait_for "__EXIT__=0"

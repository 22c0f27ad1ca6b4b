# BRIK_LOG: BrikTUI's log goes to a file — the start line, and diagnostics as warnings —
# and nothing of it reaches the terminal being drawn.
source "$(dirname "$0")/lib.sh"
log="$E2E_DIR/brik.log"
e2e_start "BRIK_LOG=$log $GALLERY updates"
e2e_wait_for 'ready'
e2e_wait_for 'Item 5'
e2e_keys i
e2e_wait_for 'inserted \[0, 0\]'
if e2e_screen | grep -q '\[verbose\]\|\[warning\]'; then e2e_fail "a log line reached the screen"; fi
e2e_keys C-c
e2e_wait_for '__EXIT__=0'
grep -q '^\[verbose\] main.swift:[0-9]* .*gallery started: updates$' "$log" || e2e_fail "no start line in the log: $(cat "$log")"

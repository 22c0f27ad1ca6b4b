# Synchronized output (DEC 2026), end to end (FaultExample's input probe).
#  - At start the app asks the terminal (DECRQM, ESC[?2026$p); tmux 3.3a does not
#    answer, so frames go out unbracketed, exactly as before.
#  - When the answer comes (sent here as the terminal would, ESC[?2026;2$y), it is
#    consumed: the probe's reply count stays 0 and nothing is typed; from then on
#    every frame is bracketed ESC[?2026h … ESC[?2026l.
# The pane's output is read with pipe-pane -O (the bytes the app wrote).
source "$(dirname "$0")/lib.sh"
FAULT=$(e2e_fault_example) || exit 1

bytes="$E2E_DIR/out.bin"
# The app starts once the pipe is in place, so its first bytes are read too.
go="$E2E_DIR/go"
e2e_start "until [ -e '$go' ]; do sleep 0.02; done; $FAULT input" 100 30
e2e_tmux pipe-pane -O -t e2e "cat >> '$bytes'"
touch "$go"
e2e_wait_for 'fault example: input'
e2e_wait_for 'replies: 0'

count() { grep -aoF "$1" "$bytes" 2>/dev/null | wc -l; }
[ "$(count $'\e[?2026$p')" -eq 1 ] || e2e_fail "the DECRQM question for mode 2026 was not sent once"
e2e_type 'a'
e2e_wait_for 'key: a'
[ "$(count $'\e[?2026h')" -eq 0 ] || e2e_fail "frames bracketed though the terminal never answered"

e2e_type $'\e[?2026;2$y'
e2e_type 'b'
e2e_wait_for 'key: b'
e2e_type 'c'
e2e_wait_for 'key: c'
e2e_wait_for 'replies: 0'
opened=$(count $'\e[?2026h')
closed=$(count $'\e[?2026l')
[ "$opened" -ge 1 ] || e2e_fail "no frame bracketed after the terminal said it has mode 2026"
[ "$opened" -eq "$closed" ] || e2e_fail "$opened updates begun, $closed ended"
# The last bytes of the last frame close its update.
tail -c 8 "$bytes" | grep -aqF $'\e[?2026l' || e2e_fail "the last frame's update is left open"

e2e_keys C-c
e2e_wait_for '__EXIT__=0' 2
e2e_expect_terminal_restored
echo "ok: synchronized output asked, consumed and used ($opened frames bracketed)"

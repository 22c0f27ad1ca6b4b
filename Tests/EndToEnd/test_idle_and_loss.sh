# An idle app writes nothing and burns no CPU; when the terminal goes away the
# app exits instead of spinning.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY hello"
e2e_wait_for 'Wide characters'
shell_pid=$(e2e_tmux display-message -p -t e2e '#{pane_pid}')
pid=$(pgrep -P "$shell_pid" | head -1)
[ -n "$pid" ] || e2e_fail "gallery process not found"

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# Everything the app writes from now on goes to a file.
e2e_tmux pipe-pane -o -t e2e "cat > '$E2E_DIR/idle.out'"
before=$(cpu_ticks "$pid")
sleep 1.5   # the one measured wait: idleness is the absence of events over time
after=$(cpu_ticks "$pid")
e2e_tmux pipe-pane -t e2e
bytes=$(wc -c < "$E2E_DIR/idle.out")
[ "$bytes" = 0 ] || e2e_fail "idle app wrote $bytes bytes"
[ $((after - before)) -le 2 ] || e2e_fail "idle app used $((after - before)) CPU ticks in 1.5 s"

# A key still gets a prompt answer after the idle spell.
e2e_keys Escape
e2e_wait_for '▶ Hello'

# The terminal goes away: the app must end, not spin.
e2e_tmux kill-server
for _ in $(seq 1 150); do
  kill -0 "$pid" 2>/dev/null || exit 0
  sleep 0.02
done
state=$(ps -o stat=,pcpu= -p "$pid")
kill -9 "$pid" 2>/dev/null
echo "FAIL: gallery still running 3 s after its terminal went away (ps: $state)" >&2
exit 1

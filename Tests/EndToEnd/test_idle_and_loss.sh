# An idle app writes nothing and burns no CPU; when the terminal goes away the
# app exits instead of spinning.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY hello"
e2e_wait_for 'Wide characters'
pid=$(e2e_app_pid)
[ -n "$pid" ] || e2e_fail "gallery process not found"
e2e_expect_idle "the idle gallery"

# A key still gets a prompt answer after the idle spell.
e2e_keys Escape
e2e_wait_for '▶ Hello'

# The terminal goes away: the app must end, not spin.
e2e_kill_server
for _ in $(seq 1 150); do
  kill -0 "$pid" 2>/dev/null || exit 0
  sleep 0.02
done
state=$(ps -o stat=,pcpu= -p "$pid")
kill -9 "$pid" 2>/dev/null
echo "FAIL: gallery still running 3 s after its terminal went away (ps: $state)" >&2
exit 1

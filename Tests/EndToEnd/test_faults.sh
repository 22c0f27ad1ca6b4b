# Every way an app can end leaves a sane terminal: quit, Ctrl-C, SIGTERM,
# SIGHUP, an error thrown from app code, and Swift runtime traps (a nil
# force-unwrap, an integer overflow). After each: tmux shows no alternate
# screen, no mouse reporting and a visible cursor; the shell prompt answers and
# stty shows echo and icanon on. Exit codes: quit, Ctrl-C, SIGTERM and SIGHUP
# end the loop cleanly (0); a thrown error prints "error: …" and exits 1; a
# trap dies by its signal (SIGILL or SIGTRAP: 132/133 in the shell) after the
# terminal was restored by the crash handler and Swift's backtrace was shown.
source "$(dirname "$0")/lib.sh"
FAULT=$(e2e_fault_example) || exit 1

e2e_start "true" 100 30
e2e_wait_for '__EXIT__=0'

# Runs the example in `mode`, checks it took the terminal over, then does `action`.
run_case() {
  local name=$1 mode=$2
  e2e_tmux send-keys -t e2e -l "clear; $FAULT $mode; echo __${name}__=\$?"
  e2e_keys Enter
  e2e_wait_for "fault example: $mode"
  local modes
  modes=$(e2e_pane_modes)
  [[ "$modes" == "alt=1 mouse=1 cursor=0" ]] || e2e_fail "$name: the app did not take the terminal over: $modes"
}

expect_status() {
  local name=$1 pattern=$2
  e2e_wait_for "__${name}__=[0-9]+"
  local status
  status=$(e2e_screen | grep -Eo "__${name}__=[0-9]+" | head -1 | cut -d= -f2)
  [[ "$status" =~ ^($pattern)$ ]] || e2e_fail "$name exited with $status, expected $pattern"
  e2e_expect_terminal_restored
}

run_case QUIT quit
e2e_keys q
expect_status QUIT 0

run_case XQUIT quit
e2e_keys x
expect_status XQUIT 0

run_case CTRLC quit
e2e_keys C-c
expect_status CTRLC 0

for signal in TERM HUP; do
  run_case "SIG$signal" quit
  pid=$(e2e_app_pid)
  [ -n "$pid" ] || e2e_fail "fault example not found"
  kill -s "$signal" "$pid"
  expect_status "SIG$signal" 0
done

run_case THROW throw
e2e_keys x
expect_status THROW 1
e2e_tmux send-keys -t e2e -l "$FAULT throw 2>/dev/null <<<x >/dev/null; echo __NOTTY__=\$?"
e2e_keys Enter
e2e_wait_for '__NOTTY__=1'

# On a terminal, Swift's backtracer prints the crash and offers to interact
# for 20 s; any other key lets the process die. The message must be readable,
# so the screen must already be the shell's (the terminal restored).
for mode in trap overflow; do
  name=$(echo "$mode" | tr a-z A-Z)
  run_case "$name" "$mode"
  e2e_keys x
  e2e_wait_for "Press space to interact|__${name}__=" 15
  if e2e_screen | grep -q 'Press space to interact'; then e2e_keys q; fi
  expect_status "$name" '13[0-9]'
done

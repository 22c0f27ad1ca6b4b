# Every signal whose default action ends the process gives the terminal back
# first (SECURITY.md, "Signals"): for each one the Fault example is started in
# full-screen mode, sent the signal with kill(1), and must die by that signal
# (status 128+n) leaving no alternate screen, no mouse reporting, a visible
# cursor, and echo and canonical mode on. SIGQUIT shows Swift's backtrace on the
# restored terminal first. A signal the shell ignored before the app started
# stays ignored. SIGTSTP gives the terminal back while stopped and `fg` brings
# the app's screen, modes and bracketed paste back; so does `fg` after SIGSTOP,
# which cannot be caught.
source "$(dirname "$0")/lib.sh"
FAULT=$(e2e_fault_example) || exit 1

# No core files from QUIT, XCPU, XFSZ and SYS in the working directory.
e2e_start "ulimit -c 0" 100 30
e2e_wait_for '__EXIT__=0'

# Runs `command` (the Fault example, by default) and waits until it took the terminal over.
run_app() {
  local name=$1 command=${2:-$FAULT quit}
  e2e_tmux send-keys -t e2e -l "clear; $command; echo __${name}__=\$?"
  e2e_keys Enter
  e2e_wait_for "fault example: quit"
  e2e_wait_for_modes "$name" "alt=1 mouse=1 cursor=0"
}

# Polls tmux's view of the pane's modes until it is `expected`.
e2e_wait_for_modes() {
  local name=$1 expected=$2 deadline=$((SECONDS + E2E_TIMEOUT))
  while [ $SECONDS -le $deadline ]; do
    [[ "$(e2e_pane_modes)" == "$expected" ]] && return 0
    sleep 0.02
  done
  e2e_fail "$name: tmux shows '$(e2e_pane_modes)', expected '$expected'"
}

expect_died_of() {
  local name=$1 signal=$2 pid=$3
  local number status
  number=$(kill -l "$signal")
  e2e_wait_for "__${name}__=[0-9]+"
  status=$(e2e_screen | grep -Eo "__${name}__=[0-9]+" | head -1 | cut -d= -f2)
  [ "$status" = $((128 + number)) ] || e2e_fail "$name exited with $status, expected $((128 + number)) (SIG$signal)"
  ! kill -0 "$pid" 2>/dev/null || e2e_fail "$name: process $pid still runs"
  e2e_expect_terminal_restored
}

# Linux's own and the real-time signals end the process too (a red-team run found them unhandled).
for signal in USR1 USR2 ALRM PIPE XCPU VTALRM XFSZ PROF SYS IO PWR STKFLT RTMIN RTMAX-3 RTMAX; do
  run_app "SIG$signal"
  pid=$(e2e_app_pid)
  [ -n "$pid" ] || e2e_fail "fault example not found"
  kill -s "$signal" "$pid"
  expect_died_of "SIG$signal" "$signal" "$pid"
done

# SIGQUIT: Swift's backtracer prints every thread's stack, on the shell's screen,
# and offers to interact; any other key lets the process take the default action.
run_app SIGQUIT
pid=$(e2e_app_pid)
kill -s QUIT "$pid"
e2e_wait_for 'Press space to interact|__SIGQUIT__=' 15
e2e_wait_for_modes SIGQUIT "alt=0 mouse=0 cursor=1"
e2e_screen | grep -q 'Backtrace took' || e2e_fail "SIGQUIT: no backtrace on the screen"
if e2e_screen | grep -q 'Press space to interact'; then e2e_keys q; fi
expect_died_of SIGQUIT QUIT "$pid"

# Ignored before start, ignored while running: the app carries on and quits normally.
run_app IGNORED "(trap '' PIPE USR1; exec $FAULT quit)"
pid=$(e2e_app_pid)
kill -s PIPE "$pid"
kill -s USR1 "$pid"
# A key after the signals, answered, shows they were handled (ignored) by now.
e2e_keys q
e2e_wait_for '__IGNORED__=0'

# SIGTSTP: the terminal is given back while stopped; fg brings the app back, with
# bracketed paste on again (the last mode switch the app's output makes is 2004h;
# the shell's own 2004l comes before the app resumes).
run_app SIGTSTP
pid=$(e2e_app_pid)
kill -s TSTP "$pid"
e2e_wait_for 'Stopped'
e2e_wait_for_modes SIGTSTP "alt=0 mouse=0 cursor=1"
e2e_tmux pipe-pane -o -t e2e "cat > '$E2E_DIR/resume.out'"
e2e_tmux send-keys -t e2e -l "clear; fg; echo __FG__=\$?"
e2e_keys Enter
e2e_wait_for "fault example: quit"
e2e_wait_for_modes SIGTSTP-fg "alt=1 mouse=1 cursor=0"
deadline=$((SECONDS + E2E_TIMEOUT))
until [ "$(grep -ao $'\e\[?2004[hl]' "$E2E_DIR/resume.out" | tail -1)" = $'\e[?2004h' ]; do
  [ $SECONDS -le $deadline ] || e2e_fail "SIGTSTP: bracketed paste not turned back on after fg"
  sleep 0.02
done
e2e_tmux pipe-pane -t e2e
e2e_keys q
e2e_wait_for '__FG__=0'
e2e_expect_terminal_restored

# SIGSTOP cannot be caught: the screen stays, the shell prints over it and puts the
# terminal in its own modes; after fg the app repaints and reads keys raw again.
run_app SIGSTOP
pid=$(e2e_app_pid)
kill -s STOP "$pid"
e2e_wait_for 'Stopped'
e2e_tmux send-keys -t e2e -l "fg; echo __FG2__=\$?"
e2e_keys Enter
e2e_wait_gone 'Stopped'
e2e_wait_for '^fault example: quit'
e2e_keys q
e2e_wait_for '__FG2__=0'
e2e_expect_terminal_restored

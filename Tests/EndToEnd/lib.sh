# End-to-end harness: runs a program in a private tmux server, types keys,
# reads the screen back. Sourced by each test_*.sh; see run.sh.
#
#   e2e_start "<command>" [cols] [rows]   start it in a fresh tmux server (100×30; no
#                                         scrollback unless E2E_HISTORY_LIMIT is set)
#   e2e_keys <tmux key names…>            send named keys (Enter, Escape, Down, C-c…)
#   e2e_type "<text>"                     send literal text
#   e2e_wait_for "<regex>" [seconds]      poll the screen until the regex matches
#   e2e_wait_gone "<regex>" [seconds]     poll until it no longer matches
#   e2e_wait_for_row <row> "<regex>"      poll until screen row <row> (1-based) matches
#   e2e_wait_for_styled "<regex>"         poll the screen with SGR codes (capture-pane -e)
#   e2e_screen                            print the screen now
#   e2e_resize cols rows                  resize the window
#   e2e_app_pid                           the pid of the program the pane's shell runs
#   e2e_expect_idle "<what>"              0 bytes written and ≤2 CPU ticks over 1.5 s
#   e2e_mouse <button> <x> <y>            send an X10 mouse report (0 press, 3 release, 65 wheel down)
#   e2e_pane_modes                        tmux's view: alternate screen, mouse, cursor
#   e2e_fault_example                     the path of the FaultExample app
#   e2e_fail "<why>"                      fail with a screen dump
# A shell runs in the pane: e2e_start runs the command in it and prints
# __EXIT__=<status> when it ends, so the exit status and a working prompt
# after quitting can be checked.

E2E_SOCKET="brik-e2e-$$-${RANDOM}${RANDOM}"
E2E_TIMEOUT=${E2E_TIMEOUT:-10}
E2E_DIR=$(mktemp -d)

e2e_tmux() { tmux -L "$E2E_SOCKET" -f "$E2E_DIR/tmux.conf" "$@"; }

e2e_cleanup() {
  tmux -L "$E2E_SOCKET" kill-server >/dev/null 2>&1 || true
  # tmux 3.3a leaves the socket file behind after kill-server.
  rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$E2E_SOCKET"
  rm -rf "$E2E_DIR"
}
trap e2e_cleanup EXIT

# Ends the tmux server and waits until it is gone, so the next e2e_start gets a new one:
# `kill-server` returns while the old server is still exiting, and a new-session that
# reaches it then fails with "server exited unexpectedly".
e2e_kill_server() {
  e2e_tmux kill-server >/dev/null 2>&1 || true
  local socket="${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$E2E_SOCKET" waited=0
  while e2e_tmux has-session >/dev/null 2>&1 && [ $waited -lt 500 ]; do
    sleep 0.01
    waited=$((waited + 1))
  done
  # tmux 3.3a leaves the socket file behind after kill-server.
  rm -f "$socket"
}

e2e_start() {
  local command=$1 cols=${2:-100} rows=${3:-30}
  cat >"$E2E_DIR/tmux.conf" <<CONF
set -g default-terminal tmux-256color
set -g history-limit ${E2E_HISTORY_LIMIT:-0}
set -g status off
CONF
  local attempt
  # A server still exiting from an earlier kill refuses the session once: start it again.
  for attempt in 1 2 3; do
    e2e_tmux new-session -d -s e2e -x "$cols" -y "$rows" -e LANG=C.UTF-8 \
      "env -u LINES -u COLUMNS PS1='e2e\$ ' bash --norc --noprofile -i" && break
    [ "$attempt" -lt 3 ] || e2e_fail "tmux did not start"
    e2e_kill_server
  done
  e2e_wait_for 'e2e\$' 5
  e2e_tmux send-keys -t e2e -l "$command; echo __EXIT__=\$?"
  e2e_tmux send-keys -t e2e Enter
}

e2e_screen() { e2e_tmux capture-pane -p -t e2e; }

e2e_keys() { e2e_tmux send-keys -t e2e "$@"; }

e2e_type() { e2e_tmux send-keys -t e2e -l "$1"; }

e2e_resize() { e2e_tmux resize-window -t e2e -x "$1" -y "$2"; }

# Polls every 20 ms: never a fixed sleep.
e2e_wait_for() {
  local pattern=$1 seconds=${2:-$E2E_TIMEOUT}
  local deadline=$((SECONDS + seconds))
  while [ $SECONDS -le $deadline ]; do
    if e2e_screen | grep -Eq -- "$pattern"; then return 0; fi
    sleep 0.02
  done
  e2e_fail "timed out after ${seconds}s waiting for /$pattern/"
}

# Polls until screen row `row` (1-based, as sed counts) matches the regex.
e2e_wait_for_row() {
  local row=$1 pattern=$2 seconds=${3:-$E2E_TIMEOUT}
  local deadline=$((SECONDS + seconds))
  while [ $SECONDS -le $deadline ]; do
    if e2e_screen | sed -n "${row}p" | grep -Eq -- "$pattern"; then return 0; fi
    sleep 0.02
  done
  e2e_fail "timed out after ${seconds}s waiting for row $row to match /$pattern/"
}

# Polls the screen *with* SGR attributes (capture-pane -e) until the regex matches.
e2e_wait_for_styled() {
  local pattern=$1 seconds=${2:-$E2E_TIMEOUT}
  local deadline=$((SECONDS + seconds))
  while [ $SECONDS -le $deadline ]; do
    if e2e_tmux capture-pane -p -e -t e2e | grep -Eq -- "$pattern"; then return 0; fi
    sleep 0.02
  done
  e2e_fail "timed out after ${seconds}s waiting for styled /$pattern/"
}

e2e_wait_gone() {
  local pattern=$1 seconds=${2:-$E2E_TIMEOUT}
  local deadline=$((SECONDS + seconds))
  while [ $SECONDS -le $deadline ]; do
    if ! e2e_screen | grep -Eq -- "$pattern"; then return 0; fi
    sleep 0.02
  done
  e2e_fail "timed out after ${seconds}s waiting for /$pattern/ to go"
}

# The display column (0-based) where text first appears on screen row `row`
# (0-based), counting wide characters as 2, as the terminal does.
e2e_column_of() {
  local row=$1 text=$2
  e2e_screen | sed -n "$((row + 1))p" | python3 -c '
import sys, unicodedata
line, text = sys.stdin.read().rstrip("\n"), sys.argv[1]
i = line.find(text)
if i < 0: print(-1); sys.exit()
w = lambda c: 0 if unicodedata.combining(c) or c in "\u200d\ufe0f" else (2 if unicodedata.east_asian_width(c) in "WF" else 1)
print(sum(w(c) for c in line[:i]))' "$text"
}

# The path of FaultExample, the tiny app that fails on purpose, next to the
# gallery (swift build builds both); FAULT_EXAMPLE overrides it.
e2e_fault_example() {
  local path=${FAULT_EXAMPLE:-$(dirname "$GALLERY")/FaultExample}
  [ -x "$path" ] || e2e_fail "no FaultExample binary at $path (swift build builds it)"
  echo "$path"
}

e2e_app_pid() {
  local shell_pid
  shell_pid=$(e2e_tmux display-message -p -t e2e '#{pane_pid}')
  pgrep -P "$shell_pid" | head -1
}

# Idleness is the absence of output and CPU over time, so this is the one
# measured wait: everything the app writes goes to a file for 1.5 s.
e2e_expect_idle() {
  local what=$1 pid before after bytes
  pid=$(e2e_app_pid)
  [ -n "$pid" ] || e2e_fail "$what: process not found"
  e2e_tmux pipe-pane -o -t e2e "cat > '$E2E_DIR/idle.out'"
  before=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  sleep 1.5
  after=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  e2e_tmux pipe-pane -t e2e
  bytes=$(wc -c < "$E2E_DIR/idle.out")
  [ "$bytes" = 0 ] || e2e_fail "$what wrote $bytes bytes while idle"
  [ $((after - before)) -le 2 ] || e2e_fail "$what used $((after - before)) CPU ticks in 1.5 s while idle"
}

# X10 mouse encoding, which ncurses expects under TERM=tmux-256color:
# ESC [ M, then 32+button, 33+column, 33+row (0-based cells).
e2e_mouse() {
  local report
  report=$(printf '\033[M%b%b%b' "\\$(printf '%03o' $((32 + $1)))" "\\$(printf '%03o' $((33 + $2)))" \
    "\\$(printf '%03o' $((33 + $3)))")
  e2e_tmux send-keys -t e2e -l "$report"
}

e2e_fail() {
  echo "FAIL: $*" >&2
  echo "---- screen ----" >&2
  e2e_screen >&2 2>/dev/null || echo "(no screen)" >&2
  echo "----------------" >&2
  exit 1
}

# The pane's terminal modes as tmux tracks them: alternate screen, any mouse
# reporting and cursor visibility, as "alt=0 mouse=0 cursor=1" (tmux 3.3 has no
# format for bracketed paste).
e2e_pane_modes() {
  e2e_tmux display-message -p -t e2e 'alt=#{alternate_on} mouse=#{mouse_any_flag} cursor=#{cursor_flag}'
}

# Checks the terminal is sane after the app quit: the shell prompt answers,
# stty shows echo and canonical mode on, and tmux says the alternate screen
# was left, mouse reporting is off and the cursor is visible.
e2e_expect_terminal_restored() {
  local panes
  panes=$(e2e_pane_modes)
  [[ "$panes" == "alt=0 mouse=0 cursor=1" ]] || e2e_fail "terminal not restored: tmux shows '$panes'"
  e2e_tmux send-keys -t e2e -l 'clear; stty -a | tr " " "\n" | grep -Ex -- "-?(echo|icanon)" | tr "\n" " "; echo __ST""TY__'
  e2e_tmux send-keys -t e2e Enter
  e2e_wait_for '__STTY__$'
  local modes
  modes=$(e2e_screen | grep -E '^(-?echo|-?icanon) ' | head -1)
  [[ "$modes" == *"echo"* && "$modes" != *"-echo"* && "$modes" == *"icanon"* && "$modes" != *"-icanon"* ]] \
    || e2e_fail "terminal not restored: stty shows '$modes'"
}

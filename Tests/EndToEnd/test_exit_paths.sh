# Every way out leaves a working terminal: Ctrl-C, SIGTERM, SIGHUP, an unknown
# screen id, and --list.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY --list"
# More screens than rows: the first lines have scrolled away, the last ones show.
e2e_wait_for '^tabs +Tabs — '
e2e_wait_for '^unicode +Unicode'
e2e_wait_for '__EXIT__=0'
"$GALLERY" --list | grep -Eq '^hello[[:space:]]+Hello — styled' || e2e_fail "--list does not start with hello"

e2e_tmux send-keys -t e2e -l "clear; $GALLERY nosuchscreen; echo __EXIT2__=\$?"
e2e_keys Enter
e2e_wait_for 'no screen "nosuchscreen"'
e2e_wait_for '__EXIT2__=2'

for signal in TERM HUP INT; do
  e2e_tmux send-keys -t e2e -l "clear; $GALLERY hello; echo __SIG${signal}__=\$?"
  e2e_keys Enter
  e2e_wait_for 'Wide characters'
  pid=$(e2e_app_pid)
  [ -n "$pid" ] || e2e_fail "gallery process not found"
  kill -s "$signal" "$pid"
  e2e_wait_for "__SIG${signal}__=[0-9]+"
  e2e_expect_terminal_restored
done

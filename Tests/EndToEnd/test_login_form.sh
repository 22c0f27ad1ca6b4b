# "Login form": fill and submit with keys, a CJK name, and a bracketed paste.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY login"
e2e_wait_for 'Enter an email'
e2e_wait_for 'tab next field'
e2e_type '李雷@example.com'
e2e_wait_for '李雷@example.com'
e2e_keys Tab
# A paste arrives as one bracketed-paste event (tmux paste-buffer -p).
e2e_tmux set-buffer -b pw 's3cr3t-pass'
e2e_tmux paste-buffer -p -b pw -t e2e
e2e_wait_for '•{11}'
e2e_screen | grep -q 's3cr3t' && e2e_fail "the password is shown in clear"
e2e_keys Tab Enter
e2e_wait_for 'Welcome, 李雷@example.com \(11 characters\)'

# The box's right border lines up on every row, CJK included.
edges=$(e2e_screen | python3 -c '
import sys, unicodedata
w = lambda c: 0 if unicodedata.combining(c) else (2 if unicodedata.east_asian_width(c) in "WF" else 1)
cols = set()
for line in sys.stdin.read().splitlines():
    s = line.rstrip()
    if s.endswith(("│", "╮", "╯")): cols.add(sum(w(c) for c in s[:-1]))
print(len(cols))')
[ "$edges" = 1 ] || e2e_fail "right borders of the form do not line up"

# Editing keys: Ctrl-U clears the email field, Backspace deletes.
e2e_keys BTab BTab
e2e_keys C-u
e2e_wait_for 'Enter an email'
e2e_type 'ab'
e2e_keys BSpace
e2e_wait_for '│ +a +│'
e2e_keys Escape
e2e_wait_for '▶ Login form'
e2e_keys q
e2e_wait_for '__EXIT__=0'
e2e_expect_terminal_restored

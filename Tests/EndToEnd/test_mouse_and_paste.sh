# A 5,000-character bracketed paste lands whole in a field, and a mouse click
# (X10 bytes, as tmux-256color reports it) presses the Login button.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY login"
e2e_wait_for 'Enter an email'
long=$(python3 -c 'print("a" * 4990 + "@end.io", end="")')
e2e_tmux set-buffer -b big "$long"
e2e_tmux paste-buffer -p -b big -t e2e
# The field scrolls to keep the caret visible: the end of the paste shows.
e2e_wait_for 'a@end\.io'
e2e_keys Tab
e2e_type 'pw'
# Find the Login button on screen and click it: press then release.
read -r row col < <(e2e_screen | python3 -c '
import sys, unicodedata
w = lambda c: 2 if unicodedata.east_asian_width(c) in "WF" else 1
for y, line in enumerate(sys.stdin.read().splitlines()):
    i = line.find(" Login ")
    if i >= 0 and "│" in line:
        print(y, sum(w(c) for c in line[:i]) + 3); break')
[ -n "$row" ] || e2e_fail "Login button not found"
e2e_mouse 0 "$col" "$row"
e2e_mouse 3 "$col" "$row"
e2e_wait_for_styled $'\e\\[7m[^ ]* Login '
# The long address wraps under "Welcome," in the message label.
e2e_wait_for 'Welcome,'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# "Hello": styled, CJK and emoji text in boxes whose right borders line up,
# and hostile text that is shown, not obeyed.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY hello"
e2e_wait_for 'Wide characters'
e2e_wait_for '\|中\|文\|字\|'
screen=$(e2e_screen)

# Every row of the wide-character and emoji boxes ends at the same column as its corner.
corner=$(e2e_column_of 6 '┐')
for row in 7 8; do
  border=$(e2e_screen | sed -n "$((row + 1))p" | python3 -c '
import sys, unicodedata
line = sys.stdin.read().rstrip("\n").rstrip()
w = lambda c: 0 if unicodedata.combining(c) else (2 if unicodedata.east_asian_width(c) in "WF" else 1)
print(sum(w(c) for c in line[:-1]))')
  [ "$border" = "$corner" ] || e2e_fail "row $row: right border at column $border, corner at $corner"
done
[ "$(e2e_column_of 9 '┘')" = "$corner" ] || e2e_fail "bottom corner misplaced"
emoji_corner=$(e2e_column_of 10 '╗')
[ "$emoji_corner" = "$corner" ] || e2e_fail "emoji box corner at $emoji_corner, expected $corner"
[ "$(e2e_column_of 12 '|😀|🎉|')" = "4" ] || e2e_fail "emoji row misplaced"
[ "$(e2e_column_of 12 '║' | tail -1)" != "-1" ] || e2e_fail "emoji box border missing"

# Hostile text: visible, and the pane title was not changed to "pwned".
e2e_wait_for '␛\]0;pwned␇ clear:␛\[2J'
title=$(e2e_tmux display-message -p -t e2e '#{pane_title}')
[[ "$title" != *pwned* ]] || e2e_fail "the terminal title was changed by user text: $title"
e2e_wait_for 'BrikTUI Gallery › Hello'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'
e2e_expect_terminal_restored

# "List": 240 groceries in 10 shops (sticky group headers) with a multiple selection and
# a filter, driven as a user would: ticks with Space, a Shift range, End (the last shop's
# header stuck at the top), the filter field (/), fuzzy (F2), select all, Enter.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY list"
e2e_wait_for '0 ticked · 240 of 240 shown · cursor: apples from the corner'
# Row 7 (1-based) is the first row inside the box: the first shop's header, then its rows.
e2e_wait_for_row 7 '│▾ the corner'
e2e_wait_for_row 8 '│\[ \] apples from the corner'
# The cursor row is drawn in reverse video (SGR 7) while the list has focus.
e2e_wait_for_styled $'\e\\[[0-9;]*7[0-9;]*m\\[ \\] apples'
e2e_keys Space
e2e_wait_for '1 ticked'
e2e_wait_for_row 8 '│\[x\] apples from the corner'
e2e_keys Down j
e2e_wait_for 'cursor: butter from the corner'
e2e_keys S-Down S-Down
e2e_wait_for '4 ticked · 240 of 240 shown · cursor: cheese from the corner'
e2e_wait_for_row 10 '│\[x\] butter'
e2e_wait_for_row 11 '│\[x\] carrots'
e2e_wait_for_row 12 '│\[x\] cheese'
# Far down: the list scrolls with the cursor; the last shop's header is stuck on top.
e2e_keys End
e2e_wait_for 'cursor: yogurt from the stall'
e2e_wait_for '│\[ \] yogurt from the stall'
e2e_wait_for_row 7 '│▾ the stall'
# Up past the start of the stall's rows: the store's header pushes in above them.
for _ in $(seq 24); do e2e_keys Up; done
e2e_wait_for 'cursor: yogurt from the store'
e2e_wait_for_row 7 '│▾ the store'
e2e_wait_for_row 8 '│\[ \] yogurt from the store'
e2e_wait_for_row 9 '│▾ the stall'
# The filter: / focuses the field, typing narrows the rows.
e2e_keys /
e2e_type 'tea'
e2e_wait_for '4 ticked · 10 of 240 shown'
# Shops with a match show, each with its one row.
e2e_wait_for_row 7 '│▾ the corner'
e2e_wait_for_row 8 '│\[ \] tea from the corner'
e2e_wait_for_row 9 '│▾ the market'
e2e_wait_gone 'apples from the corner'
# Enter goes back to the list; Ctrl+A ticks every row shown.
e2e_keys Enter
e2e_keys C-a
e2e_wait_for '14 ticked · 10 of 240 shown'
e2e_wait_for_row 8 '│\[x\] tea from the corner'
e2e_keys Enter
e2e_wait_for 'bought 14: apples from the corner, butter from the corner, carrots'
# F2: the same letters in order anywhere in a row ("carrots from the stall" has t…e…a); the cursor stays on its row.
e2e_keys F2
e2e_wait_for '102 of 240 shown \(fuzzy\)'
e2e_wait_for_row 7 '│▾ the stall'
e2e_wait_for '│\[ \] carrots from the stall'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

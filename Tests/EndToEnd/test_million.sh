# "Million rows": 1,000,000 virtual rows in groups of 100. Keys and the wheel
# scroll, G jumps to the exact end (the last row on the last row of the box),
# g back to the start, and the status line follows.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY million"
e2e_wait_for 'item 0 of 1,000,000 · offset 0 of '
e2e_wait_for_row 6 '│Group 0 · items 0–99'
e2e_wait_for_row 7 '│Row       0  lorem ipsum'
# ↓ and j scroll a row each (the list has focus when the page opens).
e2e_keys Down j
e2e_wait_for 'item 1 of 1,000,000 · offset 2 of '
# Row 1 is under the group's header, which stays stuck at the top.
e2e_wait_for_row 6 '│Group 0 · items 0–99'
e2e_wait_for_row 7 '│Row       2  '
e2e_keys k
e2e_wait_for 'item 0 of 1,000,000 · offset 1 of '
# The wheel over the list (button 65 = wheel down): 3 rows a notch.
e2e_mouse 65 20 12
e2e_mouse 65 20 12
e2e_wait_for 'offset 7 of '
e2e_wait_for_row 7 '│Row       7  '
# A page: 22 rows.
e2e_keys NPage
e2e_wait_for 'offset 29 of '
e2e_wait_for_row 7 '│Row      29  '
e2e_keys PPage
e2e_wait_for 'offset 7 of '
# G: the last row sits exactly on the box's last row (row 28; 29 is the border).
e2e_keys G
e2e_wait_for_row 28 '│Row  999999  '
e2e_wait_for 'item 999,9[0-9][0-9] of 1,000,000'
e2e_wait_for_row 27 '│Row  999998  '
# Settled at the end: no frame keeps asking for another.
e2e_expect_idle "the million rows at the end"
e2e_keys Up
e2e_wait_for_row 28 '│Row  999998  '
e2e_keys End
e2e_wait_for_row 28 '│Row  999999  '
# g: back to the start.
e2e_keys g
e2e_wait_for 'item 0 of 1,000,000 · offset 0 of '
e2e_wait_for_row 7 '│Row       0  '
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# "Toasts": notifications that stack in a corner, time out, and never take the focus:
# the counter button keeps working under them; a click dismisses one; c moves the corner.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY toast"
e2e_wait_for 'New toasts go to the bottomTrailing corner'
e2e_keys 2
e2e_wait_for '╭ ✓ #1 '
e2e_wait_for 'Saved 3 files'
e2e_keys 4
e2e_wait_for '╭ ✗ #2 '
# Stacked: the newest (#2) nearest the bottom edge, #1 above it.
row1=$(e2e_screen | grep -n '✓ #1' | cut -d: -f1)
row2=$(e2e_screen | grep -n '✗ #2' | cut -d: -f1)
[ "$row1" -lt "$row2" ] || e2e_fail "toast #1 (row $row1) should be above #2 (row $row2)"
# The focus stayed on the counter: Enter still counts.
e2e_keys Enter
e2e_wait_for 'Count: 1'
# They time out by themselves (4 s).
e2e_wait_gone 'Saved 3 files' 8
e2e_wait_gone 'Could not reach the server' 8
# A sticky one stays until clicked.
e2e_keys s
e2e_wait_for 'This one stays until clicked'
row=$(($(e2e_screen | grep -n 'This one stays' | cut -d: -f1) - 1))
column=$(e2e_column_of "$row" 'This one stays')
e2e_mouse 0 $((column + 2)) "$row"
e2e_mouse 3 $((column + 2)) "$row"
e2e_wait_gone 'This one stays'
# Another corner: top left, under the title bar.
e2e_keys c
e2e_wait_for 'New toasts go to the topLeading corner'
e2e_keys 3
e2e_wait_for 'The disk is almost full'
[ "$(e2e_column_of "$(($(e2e_screen | grep -n 'The disk' | cut -d: -f1) - 1))" '│')" -le 2 ] \
  || e2e_fail "the toast should be at the left edge"
e2e_keys x
e2e_wait_gone 'The disk is almost full'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

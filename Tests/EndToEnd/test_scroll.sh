# "Scroll": the wheel (X10 bytes) scrolls the view under the pointer, a click
# focuses it, PgDn/End/Home scroll, and Tab to a button scrolls just enough; with a
# button focused End/Home/PgUp scroll and take the focus along.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY scroll"
e2e_wait_for 'offset 0 of 177'
e2e_wait_for '│Row 1 '
# Wheel down twice over the list (button 65 = wheel down): 3 rows a notch.
e2e_mouse 65 10 8
e2e_mouse 65 10 8
e2e_wait_for 'offset 6 of 177'
e2e_wait_for '│Row 7 '
# A click on the list focuses it; then the keys scroll.
e2e_mouse 0 10 8
e2e_mouse 3 10 8
e2e_keys PPage
e2e_wait_for 'offset 0 of 177'
e2e_keys End
e2e_wait_for 'offset 177 of 177'
e2e_wait_for '│Row 199 '
e2e_keys Home
e2e_wait_for 'offset 0 of 177'
# Tab goes to the first button (row 25), below the viewport: it scrolls into view.
e2e_keys Tab
e2e_wait_for '\[ Button 25 \]'
e2e_wait_for 'offset [1-9][0-9]* of 177 · focus Button 25 '
# End: the view goes to the end (not back to Button 25) and the focus to the last button.
e2e_keys End
e2e_wait_for 'offset 177 of 177 · focus Button 200 '
e2e_wait_for '\[ Button 200 \]'
# PgUp: a page back (22 rows), the focus to the button shown nearest a page up: Button 175.
e2e_keys PPage
e2e_wait_for 'offset 155 of 177 · focus Button 175 '
# Home: no button among the first rows, so the list itself takes the focus.
e2e_keys Home
e2e_wait_for 'offset 0 of 177 · focus list '
e2e_wait_for_row 6 '│Row 1 '
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

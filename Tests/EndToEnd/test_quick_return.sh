# "Quick return": the two-row toolbar leaves with the content going down and comes
# back row by row going up (from the second step back, as in BrickKit). Screen rows
# (1-based): 3 status, 6 first viewport row; message #k is on content row k + 1.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY quick-return"
e2e_wait_for 'offset 0 · none · toolbar shown'
e2e_wait_for_row 6 '☰ Inbox · 120 messages'
e2e_wait_for_row 8 '#001 '
# Two wheel notches down (3 rows each): the toolbar scrolled away.
e2e_mouse 65 10 12
e2e_mouse 65 10 12
e2e_wait_for 'offset 6 · forward · toolbar hidden'
e2e_wait_for_row 6 '#005 '
# Focus the list, read on with j.
e2e_mouse 0 10 12
e2e_mouse 3 10 12
e2e_keys j j j j
e2e_wait_for 'offset 10 · forward · toolbar hidden'
e2e_wait_for_row 6 '#009 '
# First step back: the toolbar waits just above the viewport.
e2e_keys k
e2e_wait_for 'offset 9 · backward · toolbar hidden'
e2e_wait_for_row 6 '#008 '
# Second step: its last row slides in; third: all of it.
e2e_keys k
e2e_wait_for 'offset 8 · backward · toolbar shown'
e2e_wait_for_row 6 'scroll back up'
e2e_wait_for_row 7 '#008 '
e2e_keys k
e2e_wait_for 'offset 7 · backward · toolbar shown'
e2e_wait_for_row 6 '☰ Inbox'
e2e_wait_for_row 7 'scroll back up'
e2e_wait_for_row 8 '#008 '
# It stays on top going further back.
e2e_keys k k
e2e_wait_for 'offset 5 · backward · toolbar shown'
e2e_wait_for_row 6 '☰ Inbox'
e2e_wait_for_row 8 '#006 '
# Forward again: it leaves with the content.
e2e_keys j
e2e_wait_for 'offset 6 · forward · toolbar shown'
e2e_wait_for_row 6 'scroll back up'
e2e_keys j
e2e_wait_for 'offset 7 · forward · toolbar hidden'
e2e_wait_for_row 6 '#006 '
# The wheel back up: the first notch parks it above, the second brings it in.
e2e_mouse 64 10 12
e2e_wait_for 'offset 4 · backward · toolbar hidden'
e2e_wait_for_row 6 '#003 '
e2e_mouse 64 10 12
e2e_wait_for 'offset 1 · backward · toolbar shown'
e2e_wait_for_row 6 '☰ Inbox'
e2e_wait_for_row 8 '#002 '
e2e_keys End
e2e_wait_for 'offset 99 · forward · toolbar hidden'
e2e_wait_for_row 28 '#120 '
e2e_keys Home
e2e_wait_for 'offset 0 · backward · toolbar shown'
e2e_wait_for_row 6 '☰ Inbox'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

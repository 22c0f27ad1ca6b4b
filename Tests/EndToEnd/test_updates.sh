# "Updates": i inserts after the focused item, d deletes it, r reloads it by identifier;
# the status line shows what each completion reported (index paths in the list section).
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY updates"
e2e_wait_for 'ready'
e2e_wait_for 'Item 5'
# Nothing focused yet: the new item goes first, and takes the focus.
e2e_keys i
e2e_wait_for 'inserted \[0, 0\]'
e2e_wait_for 'Item 6'
e2e_keys i
e2e_wait_for 'inserted \[0, 1\]'
e2e_wait_for 'Item 7'
e2e_keys d
e2e_wait_for 'deleted \[0, 1\]'
e2e_wait_gone 'Item 7'
e2e_keys r
e2e_wait_for 'reloaded \[0, 1\]'
e2e_wait_for 'Item 1 \(reloaded 1×\)'
e2e_wait_for 'Item 5'
e2e_resize 40 12
e2e_wait_for 'reloaded \[0, 1\]'
e2e_wait_for 'Item 5'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

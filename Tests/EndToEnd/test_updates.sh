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
# Smaller: the focused item stays in view.
e2e_resize 40 12
e2e_wait_for 'reloaded \[0, 1\]'
e2e_wait_for 'Item 1 \(reloaded 1×\)'
# Peek at the focused item, then open it.
e2e_keys p
e2e_wait_for 'Preview'
e2e_wait_for 'in a section of repeats'
e2e_keys Enter
e2e_wait_for 'opened Item 1 \(reloaded 1×\)'
e2e_wait_gone 'Preview'
# Pull to refresh: the indicator row until the fresh item arrives.
e2e_keys F5
e2e_wait_for 'Fetching…'
e2e_wait_for 'refreshed: Fresh 8'
e2e_wait_gone 'Fetching…'
# A keyed repeat: s reverses the items and every brick moves with its item.
e2e_keys s
e2e_wait_for 'reversed: 0 inserted, 0 deleted'
e2e_resize 100 30
# The virtual list of 100,000: the same keys, the rows around keep their place.
e2e_keys v
e2e_wait_for 'virtual list of 100000 items'
e2e_keys Tab Down Down
e2e_keys i
e2e_wait_for 'inserted item 3 of 100001'
e2e_wait_for 'New 9'
e2e_keys d
e2e_wait_for 'deleted item 3 of 100001'
e2e_wait_gone 'New 9'
e2e_keys r
e2e_wait_for 'Row 3 \(reloaded\)'
e2e_keys End
e2e_wait_for 'Row 99999'
e2e_keys i
e2e_wait_for 'inserted item 100000 of 100001'
e2e_wait_for 'New 10'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

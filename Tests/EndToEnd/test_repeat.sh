# "Repeat": fruits from a data source; a and x add and remove, h hides a section.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY repeat"
e2e_wait_for '3 fruit · basket shown'
e2e_wait_for 'Apple +Banana +Cherry'
# One LabelBrick("star") in a BrickSection: a star per fruit.
e2e_wait_for '^  ★ ★ ★ *$'
e2e_keys a
e2e_wait_for '4 fruit'
e2e_wait_for '^  Date'
e2e_keys a a
e2e_wait_for 'Elderberry +Fig'
e2e_keys x x x x
e2e_wait_for '2 fruit'
e2e_wait_for '^  ★ ★ *$'
e2e_wait_gone 'Cherry'
# o: an orderDataSource flows the fruit last to first.
e2e_keys o
e2e_wait_for '2 fruit reversed'
e2e_wait_for 'Banana +Apple'
e2e_keys o
e2e_wait_for 'Apple +Banana'
e2e_keys h
e2e_wait_for 'basket hidden'
e2e_wait_gone 'Basket section'
e2e_wait_for_row 7 'end of the page'
e2e_keys h
e2e_wait_for 'Basket section'
e2e_resize 50 20
e2e_wait_for_row 20 'a add fruit'
e2e_wait_for 'Apple +Banana'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# "Log": a LogView fed by a producer on a timer. It follows the tail; ↑ pauses it (the
# view stands still, a marker counts the new lines), End follows again; p stops the
# producer, c clears.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY log"
e2e_wait_for 'following · [0-9]+ lines written · producer on'
e2e_wait_for '│#[0-9]+ (INFO|WARN|ERROR) GET '
# Once the box is full (23 rows here), ↑ leaves the end: following pauses.
e2e_wait_for 'following · ([3-9][0-9]|[0-9]{3,}) lines written'
e2e_keys Up
e2e_wait_for 'paused · [1-9][0-9]* new'
e2e_wait_for '↓ [0-9]+ new lines · End'
# Paused, the top line of the box stays where it was while lines arrive.
top=$(e2e_screen | grep -m1 '│#' | sed -E 's/.*│(#[0-9]+).*/\1/')
e2e_wait_for 'paused · ([3-9][0-9]|[1-9][0-9]{2,}) new'
[ "$(e2e_screen | grep -m1 '│#' | sed -E 's/.*│(#[0-9]+).*/\1/')" = "$top" ] || e2e_fail "the paused log moved"
e2e_keys End
e2e_wait_for 'following · '
e2e_wait_gone '↓ [0-9]+ new lines'
# The producer stops: the count stands still.
e2e_keys p
e2e_wait_for 'producer off'
e2e_keys c
e2e_wait_gone '│#[0-9]+ '
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# "Cards": the top card is whole and the others peek as one-row strips; as it
# scrolls, the next card slides up over the pinned one.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY cards"
e2e_wait_for 'cards · offset 0 of 45'
e2e_wait_for_row 6 '│╭ Card 1 ─'
e2e_wait_for_row 11 '│╭ Card 2 ─'
e2e_wait_for_row 12 '│╭ Card 3 ─'
# Five rows down (one card): card 2 is on top, card 3 peeks right under it.
e2e_keys Down Down Down Down Down
e2e_wait_for 'cards · offset 5 of 45'
e2e_wait_for_row 6 '│╭ Card 2 ─'
e2e_wait_for_row 11 '│╭ Card 3 ─'
# The wheel scrolls back up (3 rows a notch).
e2e_mouse 64 10 10
e2e_mouse 64 10 10
e2e_wait_for 'cards · offset 0 of 45'
e2e_wait_for_row 6 '│╭ Card 1 ─'
e2e_keys End
e2e_wait_for 'cards · offset 45 of 45'
e2e_wait_for_row 6 '│╭ Card 10 ─'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

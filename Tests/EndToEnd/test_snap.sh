# "Snap": cards snap to the top after each key; a wheel notch (2 rows) stops
# between cards and, once the wheel pauses, the list snaps to the next card;
# `s` cycles the snap point.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY snap"
e2e_wait_for 'snap top · offset 0 · settled 0×'
e2e_wait_for_row 6 '│▌Card 1 '
# A key scroll settles at once: one row down snaps on to card 2.
e2e_keys Down
e2e_wait_for 'snap top · offset 3 · settled 1×'
e2e_wait_for_row 6 '│▌Card 2 '
e2e_keys Up
e2e_wait_for 'snap top · offset 0 · settled 2×'
# One wheel notch is 2 rows; after the pause it snaps forward to card 2 (offset 3).
e2e_mouse 65 10 10
e2e_wait_for 'snap top · offset 3 · settled 3×'
e2e_wait_for_row 6 '│▌Card 2 '
# A burst of two notches (7 rows) snaps once, to the nearest card ahead: card 3.
e2e_mouse 65 10 10
e2e_mouse 65 10 10
e2e_wait_for 'snap top · offset 6 · settled 4×'
e2e_wait_for_row 6 '│▌Card 3 '
# The settle timer is one-shot: once snapped, nothing is left to wake the app.
e2e_expect_idle "the snap page after a wheel settle"
# End: the last card can reach the top (the snap insets make room below it).
e2e_keys End
e2e_wait_for 'snap top · offset 57 · settled 5×'
e2e_wait_for_row 6 '│▌Card 20 '
e2e_keys Home
e2e_wait_for 'snap top · offset 0 · settled 6×'
# s: middle, bottom, then top again; each snaps (settles) at once.
e2e_keys s
e2e_wait_for 'snap middle · offset -?[0-9]+ · settled 7×'
e2e_keys s
e2e_wait_for 'snap bottom · offset -?[0-9]+ · settled 8×'
e2e_keys s
e2e_wait_for 'snap top · offset 0 · settled 9×'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

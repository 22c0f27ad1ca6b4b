# "Collection": BrickKit's CollectionBrick strips. Tab focuses the 1/4 strip, → scrolls it
# sideways; the 1/2 strip turns a whole page per →; a ButtonBrick runs its handler.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY collection"
e2e_wait_for '1/4 at 0 · 1/2 page 0 · fixed at 0'
e2e_wait_for 'q1 +q2 +q3 +q4'
e2e_wait_for 'h1 +h2'
# The first Tab focuses the 1/4 strip, the next the 1/2 strip.
e2e_keys Tab Right Right
e2e_wait_for '1/4 at 2 · 1/2 page 0'
e2e_keys Tab Right
e2e_wait_for '1/2 page 1 · fixed at 0'
e2e_wait_for 'h3 +h4'
e2e_keys Left
e2e_wait_for '1/2 page 0 · fixed at 0'
# o: an OverrideContentSource marks the list's labels, and o again takes it away.
e2e_keys o
e2e_wait_for 'experiment on'
e2e_wait_for '★ a label with a chevron'
e2e_keys o
e2e_wait_for 'experiment off'
e2e_wait_gone '★'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

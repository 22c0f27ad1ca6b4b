# "Spotlight": the story at the top is whole, the next grows as it nears the
# top, the rest show their title row; keys and the wheel move the spotlight.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY spotlight"
e2e_wait_for 'spotlight: story 1 · offset 0'
e2e_wait_for_row 6 '│▶ Story 1 '
e2e_wait_for_row 7 'The story at the top is whole'
e2e_wait_for_row 11 '│▶ Story 2 '
e2e_wait_for_row 12 '│▶ Story 3 '
# Two wheel notches (6 rows): story 2 is in the spotlight, story 1 gone.
e2e_mouse 65 10 10
e2e_mouse 65 10 10
e2e_wait_for 'spotlight: story 2 · offset 6'
e2e_wait_for_row 6 '│▶ Story 2 '
e2e_wait_gone 'Story 1 '
e2e_keys End
e2e_wait_for 'spotlight: story 12 · offset 55'
e2e_wait_for_row 6 '│▶ Story 12 '
e2e_keys Home
e2e_wait_for 'spotlight: story 1 · offset 0'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

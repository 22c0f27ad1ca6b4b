# "Grid": 1,000,000 items in rows of four (a virtual section), and, with f, a lazy flow of
# 100,000 real bricks. Keys scroll, G jumps to the end, g back, and the status line follows.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY grid"
e2e_wait_for 'item 0 of 1,000,000 · row 0 · offset 0'
e2e_wait_for '1,000,000 items, four a row'
e2e_wait_for 'item 0 .*item 1 .*item 2 .*item 3 '
# A row of cells is 3 rows (bordered) and one between, below the title row: five rows
# down, the first row of cells has left the viewport.
e2e_keys Down Down Down Down Down
e2e_wait_for 'item 4 of 1,000,000 · row 1 · offset 5'
e2e_wait_for 'item 4 .*item 5 .*item 6 .*item 7 '
# The title row stays stuck at the top while the cells scroll under it.
e2e_wait_for_row 6 '1,000,000 items, four a row'
e2e_keys NPage
e2e_wait_for 'row 6 · offset 27'
# G: the last row (items 999,996–999,999) at the bottom.
e2e_keys G
e2e_wait_for 'item 999,999'
e2e_wait_for 'item 999,9[0-9][0-9] of 1,000,000 · row 249,99[0-9]'
e2e_wait_for_row 27 'item 999,996 .*item 999,999 '
e2e_expect_idle "the grid at its end"
e2e_keys g
e2e_wait_for 'item 0 of 1,000,000 · row 0 · offset 0'
# f: the lazy flow of real bricks; it has placed only its first screens.
e2e_keys f
e2e_wait_for 'flow of 100,000 bricks · [0-9,]* placed · offset 0'
e2e_wait_for 'brick 0 .*brick 1 .*brick 2'
e2e_keys NPage NPage NPage
e2e_wait_for 'offset [1-9]'
e2e_expect_idle "the lazy flow after three pages"
e2e_keys f
e2e_wait_for 'item 0 of 1,000,000'
# m: a mosaic of tiles that are not bricks, laid out by a FlowLayoutDataSource as far as shown.
e2e_keys m
e2e_wait_for 'mosaic of 100,000 tiles · [0-9]+ placed · offset 0'
e2e_wait_for ' #0 '
e2e_keys NPage NPage
e2e_wait_for 'offset [1-9]'
e2e_keys G
e2e_wait_for ' #99999 '
e2e_expect_idle "the mosaic at its end"
e2e_keys m
e2e_wait_for 'item 0 of 1,000,000'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

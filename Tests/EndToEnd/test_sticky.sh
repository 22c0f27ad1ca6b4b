# "Sticky": the banner collapses to one row, group headers stick under it and stack
# (header + sub-header), the next group pushes them out, the totals row stays on the
# bottom row. The rows take focus: End and ↑ move it, and a row moved up under the
# stuck headers scrolls to just below them. Screen rows (1-based): 3 status, 5 top
# border, 6 first viewport row, 28 last viewport row.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY sticky"
e2e_wait_for 'offset 0 of 40'
e2e_wait_for_row 6 'BrikTUI · sticky behaviors'
e2e_wait_for_row 11 '│▌ Alpha'
e2e_wait_for_row 28 'Σ 6 groups · 48 rows'
# One wheel notch (3 rows, button 65): the banner has lost 3 rows, keeping 2.
e2e_mouse 65 10 12
e2e_wait_for 'offset 3 of 40'
e2e_wait_for_row 6 'BrikTUI · sticky behaviors'
e2e_wait_for_row 7 'group headers stick'
e2e_wait_for_row 8 '│▌ Alpha'
# A click on the banner focuses the list (a click on a row would focus the row); j
# scrolls a row: the banner is one row, Alpha sticks under it.
e2e_mouse 0 10 6
e2e_mouse 3 10 6
e2e_keys j
e2e_wait_for 'offset 4 of 40'
e2e_wait_for_row 6 'BrikTUI · sticky behaviors'
e2e_wait_for_row 7 '│▌ Alpha'
e2e_keys j
e2e_wait_for 'offset 5 of 40 · stuck: Alpha'
e2e_wait_for_row 7 '│▌ Alpha'
e2e_wait_for_row 8 'Alpha row 2 '
# Eight more rows: Bravo has pushed Alpha out from under the banner.
e2e_keys j j j j j j j j
e2e_wait_for 'offset 13 of 40'
e2e_wait_for_row 7 '│▌ Bravo'
e2e_wait_gone '▌ Alpha'
# One more: Bravo sticks and its sub-header stacks under it.
e2e_keys j
e2e_wait_for 'offset 14 of 40 · stuck: Bravo'
e2e_wait_for_row 7 '│▌ Bravo'
e2e_wait_for_row 8 'Bravo · sub-header'
e2e_wait_for_row 28 'Σ 6 groups'
# Wheel back up one notch: Bravo is at its own place again, Alpha's rows above it.
e2e_mouse 64 10 12
e2e_wait_for 'offset 11 of 40'
e2e_wait_for_row 7 '│▌ Alpha'
e2e_wait_for_row 9 '│▌ Bravo'
# End: Delta and its sub-header fill the end of their group, right above Echo;
# the totals row is still on the bottom row, under the last Foxtrot row.
e2e_keys End
e2e_wait_for 'offset 40 of 40 · stuck: Delta'
e2e_wait_for_row 6 'BrikTUI · sticky behaviors'
e2e_wait_for_row 7 '│▌ Delta'
e2e_wait_for_row 8 'Delta · sub-header'
e2e_wait_for_row 9 '│▌ Echo'
e2e_wait_for_row 27 'Foxtrot row 8'
e2e_wait_for_row 28 'Σ 6 groups'
e2e_keys Home
e2e_wait_for 'offset 0 of 40'
e2e_wait_for_row 10 'this banner collapses'
e2e_wait_for_row 11 '│▌ Alpha'
# Tab focuses the first row; End scrolls to the end and takes the focus to the last row.
e2e_keys Tab
e2e_wait_for 'offset 0 of 40 · stuck: none · focus: Alpha row 1'
e2e_keys End
e2e_wait_for 'offset 40 of 40 · stuck: Delta · focus: Foxtrot row 8'
e2e_wait_for_row 27 'Foxtrot row 8'
# Up through Foxtrot and Echo to Delta's last row, which lay under the stuck Delta
# header and sub-header: it scrolls one row, to just below them.
for _ in $(seq 16); do e2e_keys Up; done
e2e_wait_for 'offset 39 of 40 · stuck: Delta · focus: Delta row 8'
e2e_wait_for_row 6 'BrikTUI · sticky behaviors'
e2e_wait_for_row 7 '│▌ Delta'
e2e_wait_for_row 8 'Delta · sub-header'
e2e_wait_for_row 9 '│  Delta row 8 '
e2e_wait_for_row 10 '│▌ Echo'
e2e_keys Up
e2e_wait_for 'offset 38 of 40 · stuck: Delta · focus: Delta row 7'
e2e_wait_for_row 9 '│  Delta row 7 '
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# "Split": two columns at 100 columns, one column under 80, two again when widened.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY split" 100 30
e2e_wait_for 'splitSpacing 2 · two columns'
# Side by side: Fruits (left column) and Planets (right column, x 41 + padding) share row 3.
e2e_wait_for_row 3 '^ Fruits +Planets$'
[ "$(e2e_column_of 2 'Planets')" = 42 ] || e2e_fail "right column not at 41 (0.4 of 98 = 39, gutter 2)"
e2e_wait_for_row 10 '^ rice +wheat +oats +red +green +blue$'
e2e_resize 70 30
e2e_wait_for 'one column under 80'
e2e_wait_for_row 3 '^ Fruits$'
e2e_wait_for_row 6 '^ Planets$'
e2e_wait_for_row 18 '^ red +green +blue$'
e2e_resize 100 30
e2e_wait_for 'two columns'
e2e_wait_for_row 3 '^ Fruits +Planets$'
# d: a delegate sizes the items, two per line in each column.
e2e_keys d
e2e_wait_for 'two columns · delegate sizes'
e2e_wait_for 'apple +banana +Mercury +Venus'
e2e_keys d
e2e_wait_gone 'columns · delegate sizes'
# r cycles the ratio to 1: only the left side's sections, full width.
e2e_keys r r r
e2e_wait_for 'only the left side'
e2e_wait_gone 'Planets'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# "Table": 1,000,000 orders × 10 columns, the first frozen, driven as a user would:
# scrolling, resizing a column by keys and by dragging its title's edge, sorting (▲/▼,
# rows reordered), the cell cursor past the frozen column (the rest scrolls sideways),
# ticking rows. Sorting a million rows takes seconds in a debug build: those waits are long.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY table"
e2e_wait_for '0 ticked · cursor #100000 Order · unsorted'
# Row 6 (1-based) is the header inside the box, row 7 the first row, 28 the last.
e2e_wait_for_row 6 '│    Order    │Customer +City +Qty +Price'
e2e_wait_for_row 7 '│\[ \] #100000  │Frances Allen'
# The cursor row is drawn in reverse video (SGR 7) while the table has focus, its cell
# (the cell cursor) bold and underlined (SGR 1;4) as well.
e2e_wait_for_styled $'\e\\[[0-9;]*7[0-9;]*m\\[ \\] \e\\[1;4m#100000'
# Scrolling: the cursor moves, a page scrolls, End goes to the millionth row; the header stays.
e2e_keys Down j
e2e_wait_for 'cursor #100002 Order'
e2e_keys NPage
e2e_wait_for 'cursor #100023 Order'
e2e_wait_for_row 7 '│\[ \] #100002  │'
e2e_keys End
e2e_wait_for 'cursor #1099999 Order'
e2e_wait_for_row 28 '│\[ \] #1099999 │'
e2e_wait_for_row 6 '│    Order    │Customer'
e2e_keys Home
e2e_wait_for 'cursor #100000 Order'
e2e_wait_for_row 7 '│\[ \] #100000  │'
# Resizing the cursor's column by keys: → to Customer, < narrows it (names are cut with …), > widens it.
e2e_keys Right
e2e_wait_for 'cursor #100000 Customer · unsorted'
e2e_keys '<' '<' '<' '<'
e2e_wait_for_row 11 '│Margaret Ham… Oslo'
e2e_keys '>' '>' '>' '>'
e2e_wait_for_row 11 '│Margaret Hamilton Oslo'
# Dragging the gap after "Customer" (column 34 of row 5, 0-based) 4 cells right widens it by 4.
e2e_mouse 0 34 5
e2e_mouse 32 38 5
e2e_mouse 3 38 5
e2e_wait_for_row 7 '│Frances Allen {9}Kraków'
# Sorting by the cursor's column: ▲ in the header, the rows reordered, the cursor kept on its row.
e2e_keys s
e2e_wait_for 'sorted by Customer ▲' 90
e2e_wait_for_row 6 '│Customer ▲ '
e2e_wait_for '#100000  │Frances Allen'
e2e_keys g
e2e_wait_for_row 7 '│\[ \] #100003  │Ada Lovelace'
e2e_wait_for_row 8 '│Ada Lovelace'
# Again: reversed.
e2e_keys s
e2e_wait_for 'sorted by Customer ▼' 90
e2e_wait_for_row 6 '│Customer ▼ '
e2e_keys g
e2e_wait_for_row 7 '│Radia Perlman'
e2e_wait_for_row 8 '│Radia Perlman'
# The cell cursor right past the frozen column: the other columns scroll sideways, Order stays.
e2e_keys Right Right Right Right Right Right Right Right
e2e_wait_for 'Notes · sorted by Customer ▼'
e2e_wait_for_row 6 '│    Order    │.*Weight +Notes'
e2e_wait_gone 'Customer ▼ '
e2e_wait_for_row 7 '│\[ \] #[0-9]+ +│.* g gift wrap'
e2e_keys Left Left Left Left Left Left Left Left
e2e_wait_for_row 6 '│    Order    │Customer ▼ '
# Ticking rows: Space, then a Shift range; Enter ships them.
e2e_keys Space
e2e_wait_for '1 ticked'
e2e_wait_for_row 7 '│\[x\] #'
e2e_keys Down Space
e2e_wait_for '2 ticked'
e2e_keys S-Down S-Down
e2e_wait_for '4 ticked'
e2e_wait_for_row 10 '│\[x\] #'
e2e_wait_for_row 11 '│\[ \] #'
e2e_keys Enter
e2e_wait_for 'shipped 4: #'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

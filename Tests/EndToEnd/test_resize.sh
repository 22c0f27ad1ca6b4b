# Resizing the window redraws the screen at the new size.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY hello" 100 30
e2e_wait_for 'Wide characters'
e2e_wait_for_row 30 '^ esc back'
e2e_resize 60 20
e2e_wait_for_row 20 '^ esc back'
rows=$(e2e_screen | wc -l)
[ "$rows" = 20 ] || e2e_fail "expected 20 rows, got $rows"
# The boxes shrank to the new width: the wide-character box ends at column 57.
[ "$(e2e_column_of 6 '┐')" = 57 ] || e2e_fail "box not redrawn at 60 columns"
e2e_resize 120 40
e2e_wait_for_row 40 '^ esc back'
e2e_wait_for_row 19 'ascii'
[ "$(e2e_column_of 6 '┐')" = 61 ] || e2e_fail "box not redrawn at 120 columns"
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

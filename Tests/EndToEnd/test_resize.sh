# Resizing the window redraws the screen at the new size.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY hello" 100 30
e2e_wait_for 'Wide characters'
e2e_resize 60 20
e2e_wait_for '^ esc back'
rows=$(e2e_screen | wc -l)
[ "$rows" = 20 ] || e2e_fail "expected 20 rows, got $rows"
[ "$(e2e_screen | sed -n 20p | cut -c1-9)" = " esc back" ] || e2e_fail "footer not on the last row after shrinking"
e2e_resize 120 40
e2e_wait_for 'Safe text'
[ "$(e2e_screen | sed -n 40p | cut -c1-9)" = " esc back" ] || e2e_fail "footer not on the last row after growing"
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# Margins and guides: a box pinned to a Brik's margins shrinks as they grow, a layout guide
# between two labels is solved with a marker centred in it, and distribute switches between
# fixed spacing and fixed lengths.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY guides"

e2e_wait_for 'edges == superview.margins'
e2e_wait_for 'LayoutGuide:gap.left == Label:name.right'
e2e_wait_for 'margins 2 · gap guide x [0-9]+\.\.<[0-9]+'
e2e_wait_for 'tiles 1 apart, equal lengths'
e2e_keys m
e2e_wait_for 'margins 3 ·'
# The pinned box's top border moved one row and one column in with the margin (row 6).
e2e_wait_for_row 6 '^│   ┌'
e2e_keys d
e2e_wait_for 'tiles 8 long, equal gaps'
e2e_wait_for ' one +two +three +four '
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

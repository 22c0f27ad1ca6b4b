# "Constraints": SnapKit-style constraints; arrows, +/- and p change the playground live,
# the list follows, and the deliberate conflict's report shows.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY constraints"
e2e_wait_for 'offset 2 · multiplier 0.5 · b.wish low'
e2e_wait_for '\[ Cancel \] \[ Send \]'
e2e_wait_for '^│  A═{21}  '
e2e_wait_for '✗c.wide   C.width == 12'
e2e_wait_for 'conflict: "c.wide" C.width == 12'
e2e_keys Right Right
e2e_wait_for '^│    A═{21}  '
e2e_wait_for 'A.left == super.left \+ 4'
e2e_keys +
e2e_wait_for '^│    A═{26}  '
e2e_wait_for 'multiplier 0.625'
e2e_keys p p
e2e_wait_for 'b.wish   B.width == 30 \^high'
e2e_wait_for '^│ {32}B═{10}│'
e2e_keys p
e2e_wait_for '✗b.inside B.right <= super.right'
e2e_wait_for 'conflict: "b.inside"'
e2e_keys p
e2e_wait_gone '✗b.inside'
e2e_keys Space
e2e_wait_for '^│ {8}C═{5} *│'
e2e_resize 80 24
e2e_wait_for_row 24 '← offset'
e2e_wait_for '│  a.width  A.width == super.width \* 0.625'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# "Tree": a generated branch (101,011 nodes when all expanded) and a lazily loaded one,
# driven as a user would: → moves in and expands, ← collapses and goes out, a click on
# ▸ toggles, the lazy branch shows Loading… until its children come, an error as a row.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY tree"
e2e_wait_for 'cursor: Generated · 12 rows shown'
# Row 7 (1-based) is the first row inside the box; the guides come from depth and last children.
e2e_wait_for_row 7 '│▾ Generated'
e2e_wait_for_row 8 '│├─▸ Group 0'
e2e_wait_for_row 17 '│└─▸ Group 9'
e2e_wait_for_row 18 '│▸ Lazy \(loads in 0\.4 s\)'
# The cursor is drawn in reverse video (SGR 7) while the tree has focus.
e2e_wait_for_styled $'\e\\[[0-9;]*7[0-9;]*m▾ Generated'
# → on an expanded node goes to its first child; → again expands it.
e2e_keys Right
e2e_wait_for 'cursor: Group 0 · 12 rows shown'
e2e_keys Right
e2e_wait_for 'cursor: Group 0 · 112 rows shown'
e2e_wait_for 'expanded Group 0'
e2e_wait_for_row 9 '││ ├─▸ Group 0\.0'
# Into a child, expanded in turn: three levels of guides.
e2e_keys Right Right
e2e_wait_for 'cursor: Group 0\.0 · 212 rows shown'
e2e_wait_for_row 10 '││ │ ├── Item 0\.0\.0'
# ← collapses, then goes to the parent, then collapses that.
e2e_keys Left
e2e_wait_for 'collapsed Group 0\.0'
e2e_wait_gone 'Item 0\.0\.0'
e2e_keys Left
e2e_wait_for 'cursor: Group 0 · 112 rows shown'
e2e_keys Left
e2e_wait_for 'cursor: Group 0 · 12 rows shown'
e2e_wait_gone 'Group 0\.0'
# A click on Group 1's disclosure (column 5 of row 9) expands it, another collapses it.
e2e_mouse 0 5 8
e2e_mouse 3 5 8
e2e_wait_for 'expanded Group 1'
e2e_wait_for_row 9 '│├─▾ Group 1'
e2e_wait_for_row 10 '││ ├─▸ Group 1\.0'
e2e_mouse 0 5 8
e2e_mouse 3 5 8
e2e_wait_for 'collapsed Group 1'
e2e_wait_for_row 10 '│├─▸ Group 2'
# The lazy branch: a Loading… row under it until its children replace it.
e2e_keys End
e2e_wait_for 'cursor: Lazy \(loads in 0\.4 s\)'
e2e_keys Right
e2e_wait_for_row 19 '│└── Loading…'
e2e_wait_for_row 19 '│├─▸ Slow folder'
e2e_wait_gone 'Loading…'
e2e_wait_for_row 21 '│└── notes\.txt'
# The locked folder cannot be read: its error shows in a row instead.
e2e_keys Down Down Right
e2e_wait_for 'cursor: Locked folder'
e2e_wait_for_row 20 '│├─▾ Locked folder'
e2e_wait_for_row 21 '││ └── ⚠ permission denied'
# The error row takes no cursor: ↓ goes on to the item, and Enter opens it.
e2e_keys Down Enter
e2e_wait_for 'opened notes\.txt'
# * expands everything under Generated: 101,011 nodes, all virtual.
e2e_keys Home
e2e_type '*'
e2e_wait_for 'cursor: Generated · 101,016 rows shown'
e2e_wait_for_row 10 '││ │ ├── Item 0\.0\.0'
e2e_keys End
e2e_wait_for 'cursor: notes\.txt · 101,016 rows shown'
e2e_wait_for '│└── notes\.txt'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

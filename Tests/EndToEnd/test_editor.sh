# "Editor": a TextArea holding a Swift file, driven as a user would: typing at the end,
# a Shift selection, copy (Ctrl-C with a selection copies; without one it quits), paste,
# undo of each step (typing grouped into one), a click, a bracketed paste (tmux
# paste-buffer -p, CR line ends normalised), save (Ctrl-S) and quit.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY editor"
e2e_wait_for 'Ln 1, Col 1 · 19 lines · saved · wrap off'
# Row 6 (1-based) is the first line inside the box: the gutter, then the text.
e2e_wait_for_row 6 '│  1 import BrikTUI'
# The highlighter: `struct` is a keyword (bold magenta, SGR 1 and 35).
e2e_wait_for_styled $'\e\\[[0-9;]*35[0-9;]*mstruct'
# Type a new last line.
e2e_keys C-End Enter
e2e_type 'let answer = 42'
e2e_wait_for_row 25 '│ 20 let answer = 42'
e2e_wait_for 'Ln 20, Col 16 · 20 lines · modified'
# Shift+Home selects the line back to its first non-blank (column 0 here).
e2e_keys S-Home
e2e_wait_for 'Ln 20, Col 1 · 20 lines · 15 selected · modified'
e2e_wait_for_styled $'\e\\[[0-9;]*7[0-9;]*m[^│]*answer'
# Ctrl-C with a selection copies and does not quit; End, Enter, Ctrl-V pastes it below.
e2e_keys C-c End Enter C-v
e2e_wait_for_row 26 '│ 21 let answer = 42'
e2e_wait_for 'Ln 21, Col 16 · 21 lines · modified'
# Undo: the paste, the Enter, then the whole typed line (one step), then its Enter.
e2e_keys C-z
e2e_wait_for 'Ln 21, Col 1 · 21 lines'
e2e_keys C-z
e2e_wait_for 'Ln 20, Col 16 · 20 lines'
e2e_keys C-z
e2e_wait_for 'Ln 20, Col 1 · 20 lines'
e2e_wait_for_row 25 '│ 20 *│'
e2e_keys C-z
e2e_wait_for 'Ln 19, Col 45 · 19 lines'
# Redo brings the typed line back in one step.
e2e_keys C-y C-y
e2e_wait_for_row 25 '│ 20 let answer = 42'
# A click on line 4, column 8 (box at x 2, gutter 4 wide: the text starts at x 7).
e2e_mouse 0 14 8
e2e_mouse 3 14 8
e2e_wait_for 'Ln 4, Col 8 · 20 lines'
# A bracketed paste of three lines with CR LF line ends lands as one edit.
e2e_tmux set-buffer -b lines $'one\r\ntwo\r\nthree '
e2e_tmux paste-buffer -p -r -b lines -t e2e
e2e_wait_for_row 9 '│  4 struct one'
e2e_wait_for_row 10 '│  5 two'
e2e_wait_for_row 11 '│  6 three Counter \{'
e2e_wait_for 'Ln 6, Col 7 · 22 lines · modified'
e2e_keys C-z
e2e_wait_for_row 9 '│  4 struct Counter \{'
e2e_wait_for 'Ln 4, Col 8 · 20 lines'
# Ctrl-F finds (the editor types / and n): the match is selected, F3 goes to the next.
e2e_keys C-f
e2e_type 'counter'
e2e_keys Enter
e2e_wait_for 'match [0-9] of 5'
e2e_wait_for '7 selected'
e2e_keys F3
e2e_wait_for 'match [0-9] of 5'
e2e_keys Escape
# Ctrl-S "saves"; Ctrl-C with nothing selected quits.
e2e_keys Left C-s
e2e_wait_for '20 lines · saved'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

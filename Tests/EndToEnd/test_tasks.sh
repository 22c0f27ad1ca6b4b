# Examples/Tasks, the to-do list a new user writes with the overlay layer: a prompt adds a
# task (and a toast says so), Space ticks one, a destructive confirm deletes one (focus on
# Cancel first: Enter there keeps it), a confirm clears the done ones, q asks before
# quitting. The list behind a dialog keeps its place.
source "$(dirname "$0")/lib.sh"
TASKS=${TASKS_EXAMPLE:-$(dirname "$GALLERY")/TasksExample}
[ -x "$TASKS" ] || e2e_fail "no TasksExample binary at $TASKS (swift build builds it)"
e2e_start "$TASKS"
e2e_wait_for ' 4 tasks, 0 done'
e2e_wait_for 'a add  e rename  d delete'
e2e_keys a
e2e_wait_for '╭ New task '
e2e_type 'Fix the bike'
e2e_keys Enter
e2e_wait_for ' 5 tasks, 0 done'
e2e_wait_for 'Added “Fix the bike”'
e2e_wait_for '│\[ \] Fix the bike'
# Tick the first task done.
e2e_keys Space
e2e_wait_for ' 5 tasks, 1 done'
# Delete the second: Enter on the focused Cancel keeps it, Tab then Enter deletes it.
e2e_keys Down d
e2e_wait_for 'Delete “Call Ana”\?'
e2e_keys Enter
e2e_wait_gone 'Delete “Call Ana”'
e2e_wait_for '│\[ \] Call Ana'
e2e_keys d
e2e_wait_for 'Delete “Call Ana”\?'
e2e_keys Tab Enter
e2e_wait_for ' 4 tasks, 1 done'
e2e_wait_gone '│\[ \] Call Ana'
# Clear the done ones: the confirm lists them.
e2e_keys c
e2e_wait_for 'Clear 1 done\?'
e2e_wait_for 'Water the plants'
e2e_keys Enter
e2e_wait_for ' 3 tasks, 0 done'
e2e_wait_for 'Cleared 1'
# The Select above the list sorts it A to Z; the cursor stays on its task.
e2e_keys BTab
e2e_keys Enter
e2e_wait_for 'A to Z'
e2e_keys Down Enter
e2e_wait_for '│\[ \] Buy bread'
e2e_wait_for_row 4 '│\[ \] Buy bread'
e2e_wait_for_row 5 '│\[ \] Fix the bike'
e2e_wait_for_row 6 '│\[ \] Pay the rent'
# Back on the list: Enter opens the task's notes on a screen of their own; Esc comes back.
e2e_keys Tab
e2e_keys Enter
e2e_wait_for 'Esc: back to the list'
e2e_type 'before Friday'
e2e_wait_for 'before Friday'
e2e_keys Escape
e2e_wait_for '│\[ \] Buy bread'
e2e_keys Enter
e2e_wait_for 'before Friday'
e2e_keys Escape
e2e_wait_gone 'Esc: back to the list'
# The context menu, on a right-click on the list: Rename keeps the task in its place.
e2e_mouse 2 5 3
e2e_mouse 3 5 3
e2e_wait_for 'Rename…'
e2e_keys Down Enter
e2e_wait_for '╭ Rename '
e2e_keys C-u
e2e_type 'Buy rye bread'
e2e_keys Enter
e2e_wait_for 'Renamed to “Buy rye bread”'
e2e_wait_for_row 4 '│\[ \] Buy rye bread'
# From the keyboard, Shift-F10 opens the same menu (Esc closes it).
e2e_keys S-F10
e2e_wait_for 'Notes…'
e2e_keys Escape
e2e_wait_gone 'Notes…'
# The palette: its own commands and the screen's keys.
e2e_keys C-p
e2e_type 'tick every'
e2e_wait_for 'Tick every task'
e2e_keys Enter
e2e_wait_for ' 3 tasks, 3 done'
e2e_keys C-p
e2e_type 'untick'
e2e_keys Enter
e2e_wait_for ' 3 tasks, 0 done'
# q asks first (3 not done); Esc stays, q then Enter quits.
e2e_keys q
e2e_wait_for '3 tasks are not done\.'
e2e_keys Escape
e2e_wait_gone '3 tasks are not done'
e2e_keys q
e2e_wait_for '3 tasks are not done\.'
e2e_keys Enter
e2e_wait_for '__EXIT__=0'

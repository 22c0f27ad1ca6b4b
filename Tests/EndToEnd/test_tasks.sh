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
# q asks first (3 not done); Esc stays, q then Enter quits.
e2e_keys q
e2e_wait_for '3 tasks are not done\.'
e2e_keys Escape
e2e_wait_gone '3 tasks are not done'
e2e_keys q
e2e_wait_for '3 tasks are not done\.'
e2e_keys Enter
e2e_wait_for '__EXIT__=0'

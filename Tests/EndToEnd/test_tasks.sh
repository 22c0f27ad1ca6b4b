# Examples/Tasks, the tutorial's finished app, with the tutorial's keys: a adds a task (a
# form that refuses an empty title and says why), Enter ticks it, d deletes one (a
# destructive confirm: Cancel first, so Enter keeps it), x exports to tasks.md, ? shows
# the help, a narrow window keeps q quit and ? help in the footer, q quits; the tasks are
# in ./tasks.json the next time.
source "$(dirname "$0")/lib.sh"
TASKS=${TASKS_EXAMPLE:-$(dirname "$GALLERY")/TasksExample}
[ -x "$TASKS" ] || e2e_fail "no TasksExample binary at $TASKS (swift build builds it)"
FOLDER="$E2E_DIR/tasks"
mkdir -p "$FOLDER"
e2e_start "cd '$FOLDER' && '$TASKS'"
e2e_wait_for 'No tasks yet'
e2e_wait_for '^0 of 0 done'
e2e_wait_for ' a add  d delete  q quit  x export  \? help'
# The form: Enter with no title stays open and says why; a title adds the task.
e2e_keys a
e2e_wait_for '╭ New task '
e2e_keys Enter
e2e_wait_for 'A title is needed'
e2e_type 'Fix the bike'
e2e_wait_gone 'A title is needed'
e2e_keys Enter
e2e_wait_gone '╭ New task '
e2e_wait_for '^0 of 1 done · Fix the bike'
e2e_keys a
e2e_wait_for '╭ New task '
e2e_type 'Call Ana'
e2e_keys Enter
e2e_wait_for '^0 of 2 done · Call Ana'
# Enter ticks the task under the cursor.
e2e_keys Up Enter
e2e_wait_for '│\[x\] Fix the bike'
e2e_wait_for '^1 of 2 done · Fix the bike'
# d asks first, on Cancel: Enter keeps the task; Tab then Enter deletes it.
e2e_keys Down d
e2e_wait_for 'Delete “Call Ana”\?'
e2e_keys Enter
e2e_wait_gone 'Delete “Call Ana”'
e2e_wait_for '│\[ \] Call Ana'
e2e_keys d
e2e_wait_for 'Delete “Call Ana”\?'
e2e_keys Tab Enter
e2e_wait_for '^1 of 1 done · Fix the bike'
e2e_wait_gone '│\[ \] Call Ana'
# x exports with a progress bar; the file is the checklist.
e2e_keys x
e2e_wait_for 'Exported 1 tasks'
[ "$(cat "$FOLDER/tasks.md")" = "- [x] Fix the bike" ] || e2e_fail "tasks.md is not the checklist: $(cat "$FOLDER/tasks.md")"
# ? lists the bindings; Esc closes the help.
e2e_keys '?'
e2e_wait_for '╭ Help '
e2e_wait_for 'd/delete +delete'
e2e_keys Escape
e2e_wait_gone '╭ Help '
# A narrow window: the footer keeps q quit and ? help, and a … marks the keys left out.
e2e_resize 36 30
e2e_wait_for '^ a add  d delete  q quit  …  \? help *$'
e2e_resize 100 30
e2e_wait_for ' a add  d delete  q quit  x export  \? help'
e2e_keys q
e2e_wait_for '__EXIT__=0'
# The next run reads the tasks back.
e2e_tmux send-keys -t e2e -l "'$TASKS'; echo __AGAIN__=\$?"
e2e_tmux send-keys -t e2e Enter
e2e_wait_for '│\[x\] Fix the bike'
e2e_keys q
e2e_wait_for '__AGAIN__=0'

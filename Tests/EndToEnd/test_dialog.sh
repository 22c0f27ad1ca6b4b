# "Dialogs": a task list whose keys open dialogs over it, driven as a user would: a
# destructive confirm (focus on Cancel, Tab to Delete), a prompt typed into, a dialog of
# its own chosen with the arrows, a prompt cancelled with Esc (the page stays), an alert
# closed by a click, and a resize while a dialog is open.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY dialog"
e2e_wait_for 'Last answer: none yet'
e2e_keys Down Down
e2e_keys d
e2e_wait_for '╭ Delete task 3\? '
e2e_wait_for 'It goes for good\.'
# The footer lists the dialog's keys, not the page's.
e2e_wait_for 'esc cancel  ctrl\+c quit'
# The screen behind is dimmed (SGR 2) while the dialog is open.
e2e_wait_for_styled $'\e\\[[0-9;]*2m.*Last answer'
e2e_keys Tab Enter
e2e_wait_for 'Last answer: deleted task 3'
e2e_wait_gone 'Delete task 3'
e2e_wait_for_row 7 '│task 2 '
e2e_wait_for_row 8 '│task 4 '
# Rename: the cursor is on task 4 now; the prompt holds its name, typing adds to it.
e2e_keys r
e2e_wait_for 'New name for task 4:'
e2e_type ' urgent'
e2e_wait_for 'task 4 urgent'
e2e_keys Enter
e2e_wait_for 'Last answer: renamed task 4 to task 4 urgent'
e2e_wait_for_row 8 '│task 4 urgent '
# A dialog of its own: four buttons, the arrows move between them.
e2e_keys p
e2e_wait_for 'How urgent is task 4 urgent\?'
e2e_keys Right Right
e2e_keys Enter
e2e_wait_for 'Last answer: task 4 urgent is High'
# Esc closes the prompt, not the page.
e2e_keys a
e2e_wait_for '╭ New task '
e2e_keys Escape
e2e_wait_for 'Last answer: nothing added'
e2e_wait_gone '╭ New task '
e2e_wait_for 'Dialogs'
# A resize while a dialog is open keeps it centred and whole.
e2e_keys i
e2e_wait_for 'Dialogs are overlays'
e2e_resize 60 20
e2e_wait_for '╭ About '
e2e_wait_for '\[ OK \]'
# A click on OK closes it.
row=$(($(e2e_screen | grep -n '\[ OK \]' | head -1 | cut -d: -f1) - 1))
column=$(e2e_column_of "$row" '[ OK ]')
e2e_mouse 0 $((column + 2)) "$row"
e2e_mouse 3 $((column + 2)) "$row"
e2e_wait_for 'Last answer: about closed'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

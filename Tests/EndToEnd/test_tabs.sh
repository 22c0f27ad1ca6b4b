# "Tabs": a TabView of four tabs driven as a user would, by keys and by clicks: each tab is
# built the first time it is shown (the status line lists them), and switching away and
# back keeps the list's scroll, the log's scroll and the form's text and focused field.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY tabs"
e2e_wait_for 'tab 1 of 4 · built: Inbox$'
e2e_wait_for '^   Inbox │ Compose │ Log │ About'
e2e_wait_for 'Message 1: the report'
# The bar has focus: → and ← switch; Compose is built the first time it shows.
e2e_keys Right
e2e_wait_for 'tab 2 of 4 · built: Inbox, Compose$'
e2e_keys Left
e2e_wait_for 'tab 1 of 4'
# Into the list; End scrolls it to the last message.
e2e_keys Tab End
e2e_wait_for 'Message 60: lunch\?'
e2e_wait_gone 'Message 1: the report'
# Alt+→ from inside the list: the form; Ctrl+PgUp from its field: the list, still at the end.
e2e_keys M-Right
e2e_wait_for 'tab 2 of 4'
e2e_keys C-PPage
e2e_wait_for 'tab 1 of 4'
e2e_wait_for 'Message 60: lunch\?'
# 2 from inside the list (it does not type ahead): the form again, focus in its first field.
e2e_type 2
e2e_wait_for 'tab 2 of 4'
e2e_type 'ana@example.com'
e2e_wait_for '  ana@example.com'
e2e_keys Tab
e2e_type 'Lunch'
e2e_wait_for '  Lunch'
# A click on "Log" (screen row 4, column 21) builds and shows it; Tab goes into it, PgDn scrolls.
e2e_mouse 0 21 4
e2e_mouse 3 21 4
e2e_wait_for 'tab 3 of 4 · built: Inbox, Compose, Log$'
e2e_wait_for_row 7 '^  001  connected'
e2e_keys Tab PageDown
e2e_wait_for_row 7 '^  023  idle'
# A click on "Compose": focus is back in the Subject field, so typing goes on there.
e2e_mouse 0 11 4
e2e_mouse 3 11 4
e2e_wait_for 'tab 2 of 4'
e2e_type ' at noon'
e2e_wait_for '  Lunch at noon'
e2e_wait_for '  ana@example.com'
# Ctrl+PgDn from the field: the log, still scrolled.
e2e_keys C-NPage
e2e_wait_for 'tab 3 of 4'
e2e_wait_for_row 7 '^  023  idle'
# 1 from the log: the inbox, still at its end, with focus back on the list (Home moves its cursor).
e2e_type 1
e2e_wait_for 'tab 1 of 4'
e2e_wait_for 'Message 60: lunch\?'
e2e_keys Home
e2e_wait_for 'Message 1: the report'
# Esc pops the page: back at the menu on Tabs; q quits.
e2e_keys Escape
e2e_wait_for '▶ Tabs'
e2e_keys q
e2e_wait_for '__EXIT__=0'
e2e_expect_terminal_restored

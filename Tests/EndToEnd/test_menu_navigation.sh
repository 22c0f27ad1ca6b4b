# The menu: move with arrows and j/k, open a screen with Enter, back with Esc, quit with q.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY"
e2e_wait_for '▶ Hello'
e2e_wait_for 'enter open'
e2e_keys Down
e2e_wait_for '▶ Colors'
e2e_keys k
e2e_wait_for '▶ Hello'
e2e_keys j Enter
e2e_wait_for 'BrikTUI Gallery › Colors'
e2e_wait_for 'esc back'
e2e_keys Escape
e2e_wait_for '▶ Colors'
e2e_keys Up Enter
e2e_wait_for 'BrikTUI Gallery › Hello'
e2e_keys q
e2e_wait_for '▶ Hello'
e2e_keys q
e2e_wait_for '__EXIT__=0'
e2e_expect_terminal_restored

# `?` opens the full help on a gallery screen, generated from its key bindings;
# keys do not reach the screen under it; Esc closes it and the screen answers again.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY stacks"
e2e_wait_for 'alignment: .fill'
e2e_wait_for '\? help'
e2e_type '?'
e2e_wait_for '╭ Help'
e2e_wait_for 'Screen'
e2e_wait_for '│ a +alignment'
e2e_wait_for '│ esc/q +back'
e2e_wait_for '│ \?/F1 +help'
e2e_type 'a'   # swallowed by the help: one `a` after closing gives the second alignment
e2e_keys Escape
e2e_wait_gone '╭ Help'
e2e_type 'a'
e2e_wait_for 'alignment: .leading'
e2e_keys F1
e2e_wait_for '╭ Help'
e2e_type '?'
e2e_wait_gone '╭ Help'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

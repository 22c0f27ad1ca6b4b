# "Command palette": Ctrl-P opens it over the page, fuzzy typing narrows it, Enter runs a
# command after it closed (the field focused before gets the text), a command's own keys run
# it, Esc closes without running; on another page the palette lists that page's bindings.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY palette"
e2e_wait_for 'ran: nothing yet'
e2e_keys C-p
e2e_wait_for '╭ Commands'
e2e_wait_for '│ Increment counter +ctrl\+t │'
e2e_wait_for '│ reset the counter +ctrl\+r │'
e2e_type 'inc'
e2e_wait_gone 'Say hello'
e2e_keys Enter
e2e_wait_for 'ran: increment counter'
e2e_wait_for 'counter: 1'
e2e_wait_gone '╭ Commands'
# A command's keys run it without the palette.
e2e_keys C-t
e2e_wait_for 'counter: 2'
# Run after close: the field focused before the palette opened gets the word.
e2e_keys C-p
e2e_type 'today'
e2e_keys Enter
e2e_wait_for 'ran: insert today \(into the focused field\)'
e2e_wait_for 'today'
# Esc closes it and runs nothing.
e2e_keys C-p
e2e_wait_for '╭ Commands'
e2e_type 'hello'
e2e_keys Escape
e2e_wait_gone '╭ Commands'
e2e_wait_for 'ran: insert today'
# The gallery shell registers a command per screen: the palette opens another page by name.
e2e_keys C-p
e2e_type 'open toasts'
e2e_wait_for 'Open Toasts'
e2e_keys Enter
e2e_wait_for 'BrikTUI Gallery › Toasts'
e2e_keys C-p
e2e_type 'back to the menu'
e2e_keys Enter
e2e_wait_for '  Screens'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# "Keys & focus": Tab in reading order, arrows move focus spatially (the reverse-video
# focus follows), the log shows keys and focus moves, `?` lists the focus.* bindings.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY keys"
e2e_wait_for 'Keys & focus'
e2e_wait_for 'focus → Name'
# Tab goes across each row: Name, City, Email, Country, Subscribe.
e2e_keys Tab
e2e_wait_for 'focus → City'
e2e_keys Tab Tab Tab
e2e_wait_for 'focus → Subscribe'
e2e_wait_for_styled $'\e\\[[0-9;]*7m\\[OFF\\]'
# → goes to the checkbox beside it, ↓ to Cancel, ← to Save beside it.
e2e_keys Right
e2e_wait_for 'focus → Remember me'
e2e_wait_for 'key →'
e2e_wait_for_styled $'\e\\[[0-9;]*7m\\[ \\]'
e2e_keys Down
e2e_wait_for_styled $'\e\\[[0-9;]*7m\\[ Cancel \\]'
e2e_keys Left
e2e_wait_for_styled $'\e\\[[0-9;]*7m\\[ Save \\]'
e2e_wait_for 'key ←'
# Shift-Tab goes back in reading order.
e2e_keys BTab
e2e_wait_for_styled $'\e\\[[0-9;]*7m\\[ \\]'
e2e_wait_for 'focus → Remember me'
# Into a field with ↑: there ← moves the caret, not the focus.
e2e_keys Up
e2e_wait_for 'focus → Country'
e2e_type 'ab'
e2e_keys Left Left
e2e_wait_for 'Email +ab'
last=$(e2e_screen | grep -E '^  (key|focus) ' | tail -1)
[ "$last" = "  focus → Country" ] || e2e_fail "← in a field reached the page (last log line: $last)"
e2e_keys Down
e2e_wait_for 'focus → Remember me'
# ? on the checkbox opens help with the focus bindings.
e2e_keys '?'
e2e_wait_for '↑ +focus up'
e2e_wait_for '→ +focus right'
e2e_wait_for 'tab +next field'
e2e_keys Escape
e2e_wait_gone 'focus up'
e2e_keys Escape
e2e_wait_for '▶ Keys & focus'
e2e_keys q
e2e_wait_for '__EXIT__=0'
e2e_expect_terminal_restored

# "Colors": the palette at the depth tmux-256color reports, and NO_COLOR.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY colors"
e2e_wait_for 'Colour depth: 256 colours'
e2e_wait_for 'greys 232–255'
# The cube's first and last entries reach the terminal as 256-colour backgrounds.
e2e_tmux capture-pane -p -e -t e2e | grep -q '48;5;16m' || e2e_fail "palette entry 16 not drawn"
e2e_tmux capture-pane -p -e -t e2e | grep -q '48;5;231m' || e2e_fail "palette entry 231 not drawn"
e2e_keys Escape
e2e_wait_for '▶ Colors'
e2e_keys q
e2e_wait_for '__EXIT__=0'

# NO_COLOR: no colour at all, attributes kept.
e2e_tmux send-keys -t e2e -l "clear; NO_COLOR=1 $GALLERY colors; echo __EXIT2__=\$?"
e2e_keys Enter
e2e_wait_for 'Colour depth: no colour'
if e2e_tmux capture-pane -p -e -t e2e | grep -Eq '\[(3[0-7]|4[0-7]|9[0-7]|10[0-7]|38;|48;)'; then
  e2e_fail "colours drawn under NO_COLOR"
fi
e2e_tmux capture-pane -p -e -t e2e | grep -q '\[7m\|;7m' || e2e_fail "reverse attribute lost under NO_COLOR"
e2e_keys C-c
e2e_wait_for '__EXIT2__=0'

# "Themes": the theme switched live (the colours the terminal gets change, the name
# shows), BRIKTUI_THEME picks the first one, an unknown name is said after the run, and
# NO_COLOR keeps the selection visible in reverse video.
source "$(dirname "$0")/lib.sh"
styled() { e2e_tmux capture-pane -p -e -t e2e; }
# Colour codes in SGR sequences: 30–37, 39–47, 49, 90–107 and the 38;/48; forms.
colour_codes='\[(3[0-7]|4[0-7]|9[0-7]|10[0-7]|38;|48;)'

e2e_start "$GALLERY themes" 100 24
e2e_wait_for 'Theme: terminal'
e2e_wait_for 'Backup finished'
before=$(styled)
# The terminal theme leaves the page's text and surface to the terminal: no 256-colour background.
grep -q '48;5;' <<<"$before" && e2e_fail "the terminal theme drew a palette background"

e2e_keys t
e2e_wait_for 'Theme: dark'
# tmux-256color: the dark surface arrives as a palette background on the cells.
e2e_wait_for_styled '48;5;235m'
dark=$(styled)
[ "$dark" != "$before" ] || e2e_fail "switching to dark changed no colour"

e2e_keys t
e2e_wait_for 'Theme: light'
e2e_wait_for_styled '48;5;255m'
light=$(styled)
[ "$light" != "$dark" ] || e2e_fail "switching to light changed no colour"
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# BRIKTUI_THEME picks the theme at start-up.
e2e_tmux send-keys -t e2e -l "clear; BRIKTUI_THEME=highContrast $GALLERY themes; echo __EXIT2__=\$?"
e2e_keys Enter
e2e_wait_for 'Theme: highContrast'
e2e_keys C-c
e2e_wait_for '__EXIT2__=0'

# An unknown name: the terminal theme, and a warning once the screen is back.
e2e_tmux send-keys -t e2e -l "clear; BRIKTUI_THEME=neon $GALLERY themes; echo __EXIT3__=\$?"
e2e_keys Enter
e2e_wait_for 'Theme: terminal'
e2e_keys C-c
e2e_wait_for '__EXIT3__=0'
e2e_wait_for 'warning: BRIKTUI_THEME=neon names no theme \(known: terminal, dark, light, highContrast\)'

# NO_COLOR with the dark theme: no colour reaches the terminal, the list's cursor is reverse video.
e2e_tmux send-keys -t e2e -l "clear; NO_COLOR=1 BRIKTUI_THEME=dark $GALLERY themes; echo __EXIT4__=\$?"
e2e_keys Enter
e2e_wait_for 'Theme: dark'
e2e_wait_for 'Backup finished'
if styled | grep -Eq -- "$colour_codes"; then e2e_fail "colours drawn under NO_COLOR"; fi
styled | grep -Eq '\[([0-9;]*;)?7(;[0-9;]*)?m[^│]*Inbox' || e2e_fail "the list's cursor is not reverse video under NO_COLOR"
e2e_keys C-c
e2e_wait_for '__EXIT4__=0'

#!/usr/bin/env bash
# "Prompts": every prompt kind drawn in a gallery page, answered as in a shell — a text
# prompt refuses an answer with a space, a confirm takes its default, a choice filters
# as you type, a multiple choice keeps its ticks — with the steps beside them moving and
# the alerts and table shown; in the dark theme the prompt's mark takes the theme's accent.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
styled() { e2e_tmux capture-pane -p -e -t e2e; }

e2e_start "$GALLERY prompts" 110 30
e2e_wait_for '\? Project name'
e2e_wait_for 'Success: Project created'
e2e_wait_for 'BrikTUI +0\.9\.0 +MIT'
e2e_wait_for '▾ Install'

# The spinner turns: the frame before "Resolving packages" changes.
first=$(e2e_screen | grep -o '. Resolving packages')
for _ in $(seq 100); do
  now=$(e2e_screen | grep -o '. Resolving packages')
  [ "$now" != "$first" ] && break
  sleep 0.05
done
[ "$now" != "$first" ] || e2e_fail "the spinner did not turn"

e2e_type 'my app'
e2e_keys Enter
e2e_wait_for '✖ no spaces in a project name'
e2e_keys BSpace BSpace BSpace BSpace BSpace BSpace
e2e_type 'demo'
e2e_keys Enter
e2e_wait_for '✔ Project name demo'
e2e_wait_for '\? Initialise a git repository\? Yes / No'
e2e_keys Enter
e2e_wait_for '✔ Initialise a git repository\? yes'
e2e_type 'bsd'
e2e_wait_for 'filter: bsd'
e2e_wait_for '❯ BSD-3-Clause'
e2e_screen | grep -q 'Apache-2.0  ' && e2e_fail "the filter kept an option that does not match"
e2e_keys Enter
e2e_wait_for '✔ License BSD-3-Clause'
e2e_keys Enter
e2e_wait_for '✔ Targets macOS, Linux'
e2e_wait_for 'Success: All answered'
e2e_keys C-r
e2e_wait_for '\? Project name'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# The dark theme: the question mark is drawn in the dark accent (a 256-colour code in tmux).
e2e_tmux send-keys -t e2e -l "clear; BRIKTUI_THEME=dark $GALLERY prompts; echo __EXIT2__=\$?"
e2e_keys Enter
e2e_wait_for '\? Project name'
e2e_wait_for_styled '48;5;235m'
styled | grep -q $'\e\\[[0-9;]*38;5;[0-9]*[;0-9]*m? ' || e2e_fail "the prompt's mark is in no palette colour"
e2e_keys C-c
e2e_wait_for '__EXIT2__=0'

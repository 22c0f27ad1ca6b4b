#!/usr/bin/env bash
# The gallery in the accessible mode, as the README says to run it: `gallery --screen-reader`
# (and BRIKTUI_SCREEN_READER=1) reads the menu out as plain lines — the screen under the
# cursor as it moves, the page's focused control once one opens, the menu again on the way
# back — with the alternate screen never entered.
set -euo pipefail
E2E_HISTORY_LIMIT=200
source "$(dirname "$0")/lib.sh"

e2e_start "$GALLERY --screen-reader" 100 30
e2e_wait_for '^List Screens, Hello, styled, wide and emoji text in boxes$'
e2e_keys Down
e2e_wait_for '^Screens: Colors, the palette at the detected colour depth$'
e2e_keys Down
e2e_wait_for '^Screens: Login form, '
e2e_keys Enter
e2e_wait_for '^Text field '
e2e_keys Escape
e2e_wait_for '^List Screens, Login form, '
[ "$(e2e_pane_modes | cut -d' ' -f1)" = alt=0 ] || e2e_fail "the alternate screen was entered"
e2e_keys C-c
e2e_wait_for '__EXIT__=0'
e2e_expect_terminal_restored

# The environment variable does the same for `make run`'s binary.
e2e_tmux send-keys -t e2e -l "clear; BRIKTUI_SCREEN_READER=1 $GALLERY; echo __EXIT2__=\$?"
e2e_keys Enter
e2e_wait_for '^List Screens, Hello, '
e2e_keys Up
e2e_wait_for '^Screens: Prompts, text, confirm, choices'
e2e_keys C-c
e2e_wait_for '__EXIT2__=0'

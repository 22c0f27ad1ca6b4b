# "Cover flow": ←/→ move one album card, Shift+wheel over the strip scrolls it
# column by column, the plain wheel too (nothing else scrolls on this page), and
# the card at the centre is drawn full size (its top border is the highest row).
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY coverflow"
e2e_wait_for 'album 3 of 12 · offset 0 of 107'
e2e_wait_for '│    No\. 3    │'
e2e_keys Right
e2e_wait_for 'album 4 of 12 · offset 17 of 107'
e2e_wait_for '│  Time Out   │'
e2e_keys l l
e2e_wait_for 'album 6 of 12 · offset 51 of 107'
e2e_keys Left
e2e_wait_for 'album 5 of 12 · offset 34 of 107'
# Shift+wheel down over the strip (wheel down 65 + Shift 4 = 69), sent as an SGR report:
# ncurses decodes the X10 form (byte 32+69) as Shift + a position report with no wheel bit
# (getmouse gives BUTTON_SHIFT|REPORT_MOUSE_POSITION; Python's curses does the same), so a
# terminal's X10 Shift+wheel is a move under the curses backend. Terminals in SGR mode send this.
e2e_tmux send-keys -t e2e -l $'\033[<69;41;8M'
e2e_wait_for 'offset 37 of 107'
e2e_tmux send-keys -t e2e -l $'\033[<68;41;8M'
e2e_tmux send-keys -t e2e -l $'\033[<68;41;8M'
e2e_wait_for 'offset 31 of 107'
# The plain wheel (X10, button 65) over the strip scrolls it too.
e2e_mouse 65 40 7
e2e_wait_for 'offset 34 of 107'
e2e_wait_for '│    No\. 5    │'
# Without snapping (and its insets) the last card cannot reach the centre: album 10 is there.
e2e_keys End
e2e_wait_for 'album 10 of 12 · offset 107 of 107'
e2e_keys Home
e2e_wait_for 'album 3 of 12 · offset 0 of 107'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

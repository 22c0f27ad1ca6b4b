# "Cover flow": ←/→ move one album card and the nearest card snaps to the centre,
# Shift+wheel over the strip scrolls it column by column and, after a pause, the
# next card on snaps to the centre; End/Home reach the last and first card (the
# snap's insets let them get to the centre).
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY coverflow"
e2e_wait_for 'album 3 of 12 · offset 0 of 147'
e2e_wait_for '│    No\. 3    │'
# → : one card (17 columns), then the settle snaps album 4 to the centre.
e2e_keys Right
e2e_wait_for 'album 4 of 12 · offset 11 of 147'
e2e_wait_for '│   Time Out   │'
e2e_keys l l
e2e_wait_for 'album 6 of 12 · offset 45 of 147'
e2e_keys Left
e2e_wait_for 'album 5 of 12 · offset 28 of 147'
# Shift+wheel down over the strip (wheel down 65 + Shift 4 = 69), sent as an SGR report:
# ncurses decodes the X10 form (byte 32+69) as Shift + a position report with no wheel bit
# (getmouse gives BUTTON_SHIFT|REPORT_MOUSE_POSITION; Python's curses does the same), so a
# terminal's X10 Shift+wheel is a move under the curses backend. Terminals in SGR mode send this.
# Three columns on, then after the pause the next card on (album 6) snaps to the centre.
e2e_tmux send-keys -t e2e -l $'\033[<69;41;8M'
e2e_wait_for 'album 6 of 12 · offset 45 of 147'
# Shift+wheel up twice: six columns back, then album 5 snaps back.
e2e_tmux send-keys -t e2e -l $'\033[<68;41;8M'
e2e_tmux send-keys -t e2e -l $'\033[<68;41;8M'
e2e_wait_for 'album 5 of 12 · offset 28 of 147'
e2e_keys End
e2e_wait_for 'album 12 of 12 · offset 147 of 147'
e2e_keys Home
e2e_wait_for 'album 1 of 12 · offset -40 of 147'
e2e_wait_for '│    No\. 1     │'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

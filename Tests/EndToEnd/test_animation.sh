# "Animation": the box slides in on space and stops at its final column; once
# the page's timers are paused and the slide is over, the app writes nothing and
# burns no CPU. With BRIKTUI_REDUCED_MOTION=1 the box is there at once and the
# spinner and the indeterminate bar stand still.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY animation"
e2e_wait_for 'Box: press space · running · reduced motion off'
e2e_wait_for 'space slide in  r restart  p pause'
e2e_keys Space
# The box's middle row: 32 columns in (page padding 2 + slide 30).
e2e_wait_for_row 12 '^ {32}│ ▶ slid in │'
e2e_wait_for 'Box: arrived at column 30'
[ "$(e2e_column_of 11 '▶ slid in')" = "34" ] || e2e_fail "box text not at column 34"

# Pause the bar, spinner and sweep: nothing is left to move.
e2e_keys p
e2e_wait_for 'arrived at column 30 · paused'
e2e_wait_for 'Indeterminate ▒▒▒▒'
e2e_expect_idle "the paused animation page"

# Keys still answer at once; r puts everything back.
e2e_keys r
e2e_wait_for 'Box: press space · running'
e2e_wait_gone '▶ slid in'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# Reduced motion: the slide jumps to its end; the wheel and the sweep stand still.
e2e_tmux send-keys -t e2e -l "clear; BRIKTUI_REDUCED_MOTION=1 $GALLERY animation; echo __EXIT2__=\$?"
e2e_keys Enter
e2e_wait_for 'reduced motion on'
e2e_wait_for 'Spinner       ⠋ working…'
e2e_wait_for 'Indeterminate ▒▒▒▒'
e2e_keys Space
e2e_wait_for_row 12 '^ {32}│ ▶ slid in │'
e2e_wait_for 'Spinner       ⠋ working…'
e2e_keys C-c
e2e_wait_for '__EXIT2__=0'

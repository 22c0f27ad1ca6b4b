# Right to left: the toolbar starts at the right, natural text is flush right while a
# .left label stays, the form's labels sit on the leading (right) side; d flips it all.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY rtl"

e2e_wait_for 'direction: right-to-left'
e2e_wait_for '\[ 3 Share \] \[ 2 Forward \] \[ 1 Back \] *$'
e2e_wait_for 'reads from the leading edge *$'
e2e_wait_for '^  left: this one stays on the left'
e2e_wait_for 'Name *$'
e2e_keys d
e2e_wait_for 'direction: left-to-right'
e2e_wait_for '^  \[ 1 Back \] \[ 2 Forward \] \[ 3 Share \]'
e2e_wait_for '^  natural: reads from the leading edge'
e2e_wait_for '^   Name'
e2e_keys d
e2e_wait_for 'direction: right-to-left'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# Work that finishes later on the main actor (a Task) reaches the screen at once,
# with no key pressed and no timer running: the loop wakes on the main queue.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY animation"
e2e_wait_for 'l load'
e2e_keys p
e2e_wait_for 'paused'
e2e_keys l
e2e_wait_for 'loading…'
e2e_wait_for 'loaded by a Task, no key pressed'
# Once the Task is done the loop sleeps again: the main queue's wake-up is consumed, not
# left readable (which spun the loop at full CPU after the first Task).
e2e_expect_idle 'after a Task finished'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

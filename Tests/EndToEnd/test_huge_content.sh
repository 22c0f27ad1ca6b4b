# Huge content cannot freeze the loop: a label of 2 MB of accented text redraws within a
# second at a new width (its paragraphs wrap again from their words' widths, and only the
# rows on screen are made), and Ctrl-C during a relayout quits within a second.
source "$(dirname "$0")/lib.sh"
fault=$(e2e_fault_example)
e2e_start "$fault huge 2" 100 30

# The first layout of 2 MB segments the whole text once; wait for it (it is what the test is not about).
e2e_wait_for 'fault example: huge' 120
e2e_wait_for 'lorém ipsum' 120
# At 100 columns each 107-column paragraph wraps after its 16th word; at 83 after its 15th,
# so a row holding only the last five words appears.
start=$(date +%s%N)
e2e_resize 83 30
e2e_wait_for '^lorém ipsum dolor sit amet {20,}' 10
elapsed=$((($(date +%s%N) - start) / 1000000))
echo "resize to 83 columns: the rewrapped screen seen after ${elapsed} ms"
[ "$elapsed" -lt 1000 ] || e2e_fail "a resize took ${elapsed} ms to redraw 2 MB of text (limit 1000)"

e2e_resize 91 30
# The relayout at 91 columns runs now (or has run); Ctrl-C must quit within a second.
start=$(date +%s%N)
e2e_keys C-c
e2e_wait_for '__EXIT__=0' 10
elapsed=$((($(date +%s%N) - start) / 1000000))
echo "Ctrl-C during the relayout: exit seen after ${elapsed} ms"
[ "$elapsed" -lt 1000 ] || e2e_fail "Ctrl-C took ${elapsed} ms to quit during a long relayout (limit 1000)"

# Huge content cannot freeze the loop: a label of accented text whose layout at a new
# width takes seconds (debug build) is cut short by Ctrl-C, which quits within a second.
source "$(dirname "$0")/lib.sh"
fault=$(e2e_fault_example)
e2e_start "$fault huge 2" 100 30

# The first layout of 2 MB is slow too; wait for it (it is what the test is not about).
e2e_wait_for 'fault example: huge' 120
e2e_wait_for 'lorém ipsum' 120
e2e_resize 83 30
# The relayout at 83 columns runs now; Ctrl-C must cut it short.
start=$(date +%s%N)
e2e_keys C-c
e2e_wait_for '__EXIT__=0' 10
elapsed=$((($(date +%s%N) - start) / 1000000))
echo "Ctrl-C during the relayout: exit seen after ${elapsed} ms"
[ "$elapsed" -lt 1000 ] || e2e_fail "Ctrl-C took ${elapsed} ms to quit during a long relayout (limit 1000)"

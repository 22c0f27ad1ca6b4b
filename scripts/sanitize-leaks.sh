#!/usr/bin/env bash
# A gallery session under AddressSanitizer with LeakSanitizer on, driven end to
# end in tmux: the menu, then several screens (million rows and sticky included)
# scrolled with keys and the wheel, then quit. LeakSanitizer writes its report
# at exit to a log file per process; the session passes when there is none
# (suppressions, each explained, in Fuzz/sanitizers/lsan.supp).
#
#   scripts/sanitize-leaks.sh <gallery built with --sanitize=address>
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
GALLERY=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -x "$GALLERY" ] || { echo "leaks: no gallery at $1" >&2; exit 2; }
source "$here/Tests/EndToEnd/lib.sh"

LOGS=$(mktemp -d)
export ASAN_OPTIONS="detect_leaks=1:log_path=$LOGS/asan"
export LSAN_OPTIONS="suppressions=$here/Fuzz/sanitizers/lsan.supp:print_suppressions=0"
run="ASAN_OPTIONS=$ASAN_OPTIONS LSAN_OPTIONS=$LSAN_OPTIONS $GALLERY"

quit() {
    # A screen opened from the command line quits on q; one opened from the menu goes back first.
    e2e_keys q
    sleep 0.3
    e2e_screen | grep -q '__EXIT__=' || e2e_keys q
    e2e_wait_for '__EXIT__=0' 30
}

# 1. The menu: open every screen in turn, back with Esc, quit.
e2e_start "$run" 100 30
e2e_wait_for '▶ Hello' 30
for _ in $(seq 1 20); do
    e2e_keys Enter
    e2e_wait_for 'esc back' 30
    e2e_keys Down Down PPage NPage
    sleep 0.2
    e2e_keys Escape
    e2e_wait_for '▶ ' 30
    e2e_keys Down
done
quit
e2e_cleanup

# 2. Million rows: scroll by keys, wheel and pages, jump to the end and back.
E2E_SOCKET="brik-leaks-$$-million"
E2E_DIR=$(mktemp -d)
e2e_start "$run million" 100 30
e2e_wait_for 'item 0 of 1,000,000' 30
e2e_keys Down j j k
e2e_mouse 65 20 12
e2e_mouse 65 20 12
e2e_keys NPage NPage PPage G
e2e_wait_for_row 28 '│Row  999999  ' 30
e2e_keys Up End g
e2e_wait_for 'item 0 of 1,000,000' 30
quit
e2e_cleanup

# 3. Sticky: headers stick, get pushed out, the footer stays; a resize on the way.
E2E_SOCKET="brik-leaks-$$-sticky"
E2E_DIR=$(mktemp -d)
e2e_start "$run sticky" 100 30
e2e_wait_for 'offset 0 of 40' 30
e2e_mouse 65 10 12
e2e_mouse 0 10 12
e2e_mouse 3 10 12
e2e_keys j j j j j j j j j j
e2e_wait_for 'offset 1[0-9] of 40' 30
e2e_resize 80 24
e2e_keys G g
sleep 0.5
quit
e2e_cleanup

# 4. A few more screens straight from the command line.
for screen in coverflow split constraints login; do
    E2E_SOCKET="brik-leaks-$$-$screen"
    E2E_DIR=$(mktemp -d)
    e2e_start "$run $screen" 100 30
    e2e_wait_for 'esc back|q quit' 30
    e2e_keys Tab Down Right Down Tab
    sleep 0.3
    quit
    e2e_cleanup
done

reports=$(find "$LOGS" -type f)
if [ -n "$reports" ]; then
    cat $reports >&2
    echo "leaks: LeakSanitizer/AddressSanitizer reported the above" >&2
    rm -rf "$LOGS"
    exit 1
fi
rm -rf "$LOGS"
echo "leaks: gallery session clean (menu through 20 screens, million, sticky, coverflow, split, constraints, login)"

#!/usr/bin/env bash
# A gallery session under AddressSanitizer with LeakSanitizer on, driven end to
# end in tmux: the menu, then several screens (million rows and sticky included)
# scrolled with keys and the wheel, then quit. LeakSanitizer writes its report
# at exit to a log file per process; the session passes when every record in it
# is one of the two known false positives classified below (explained in
# Fuzz/sanitizers/README.md), and fails on anything else.
#
#   scripts/sanitize-leaks.sh <gallery built with --sanitize=address>
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
GALLERY=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -x "$GALLERY" ] || { echo "leaks: no gallery at $1" >&2; exit 2; }
source "$here/Tests/EndToEnd/lib.sh"

LOGS=$(mktemp -d)
export ASAN_OPTIONS="detect_leaks=1:log_path=$LOGS/asan"
# exitcode=0: the report is judged below, so the exit status stays the app's own.
export LSAN_OPTIONS="exitcode=0:suppressions=$here/Fuzz/sanitizers/lsan.supp:print_suppressions=0"
run="ASAN_OPTIONS=$ASAN_OPTIONS LSAN_OPTIONS=$LSAN_OPTIONS $GALLERY"

quit() {
    # A screen opened from the command line quits on q; one opened from the menu goes back first.
    e2e_keys q
    sleep 0.3
    e2e_screen | grep -q '__EXIT__=[0-9]' || e2e_keys q
    e2e_wait_for '__EXIT__=[0-9]' 30
    e2e_screen | grep -q '__EXIT__=0' || e2e_fail "the gallery did not exit with status 0"
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
for screen in coverflow split constraints stacks; do
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
status=0
[ -z "$reports" ] || python3 - $reports <<'PY' || status=1
# Classifies LeakSanitizer records. Two kinds are false positives of Swift's
# object layout (reproduced without BrikTUI in Fuzz/sanitizers/README.md):
#  - indirect-enum boxes (BrickDimension is `indirect`): a value of any case but
#    the first is the box pointer with the case number in its spare high bits,
#    which LSan does not take for a pointer, so the boxes of live bricks' `.ratio`
#    and `.auto` sizes look unreferenced: 24- or 32-byte objects allocated by
#    swift_allocObject straight from BrikCore, BrikText or gallery code.
#  - weak-reference side tables: a weak reference holds the side table's address
#    shifted and flagged, so the table looks unreferenced (swift_weakAssign/Init).
# Small array buffers hanging only off such boxes (a range's breakpoints) are
# indirect leaks from _allocateUninitializedArray. Anything else (a brick, a
# closure context, a canvas) is a real leak and fails the run.
import re, sys
known = unknown = 0
for path in sys.argv[1:]:
    text = open(path).read()
    for record in re.split(r"\n(?=(?:Direct|Indirect) leak of)", text):
        m = re.match(r"(Direct|Indirect) leak of (\d+) byte\(s\) in (\d+) object", record)
        if not m:
            continue
        count = int(m.group(3))
        size = int(m.group(2)) // count
        names = re.findall(r"#\d+ 0x[0-9a-f]+ in (\S+)", record)
        caller = names[3] if len(names) > 3 else ""
        box = (size in (24, 32) and len(names) > 3 and names[2] == "swift_allocObject"
               and caller.startswith(("$s8BrikCore", "$s8BrikText", "$s15BrikConstraints", "$s14GalleryScreens")))
        side_table = any(n.startswith(("swift_weakAssign", "swift_weakInit")) for n in names)
        array = m.group(1) == "Indirect" and size <= 64 and "_allocateUninitializedArray" in caller
        if box or side_table or array:
            known += count
        else:
            unknown += count
            print(record.strip() + "\n", file=sys.stderr)
print(f"leaks: {known} objects reported are known Swift-layout false positives, {unknown} are not", file=sys.stderr)
sys.exit(1 if unknown else 0)
PY
rm -rf "$LOGS"
if [ $status -ne 0 ]; then
    echo "leaks: LeakSanitizer reported the leaks above" >&2
    exit 1
fi
echo "leaks: gallery session clean (menu through 20 screens, million, sticky, coverflow, split, constraints, stacks)"

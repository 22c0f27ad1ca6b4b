#!/usr/bin/env bash
# make test: every check, arranged for two cores.
#
#   lint         swift format lint --strict (first: it is cheap; a finding stops the run)
#   build        the debug build with the tests, the gallery and the examples
#   unit         the unit tests, as two processes (scripts/test-split.sh)
#   docs         the DocC catalog, warnings as errors
#   bench-check  instruction counts per scrolled frame at 1,000 and 1,000,000 rows (debug build)
#   fuzz-ci      a short seeded pass of every libFuzzer target (5,000 runs each, in two lanes)
#   asan         the unit tests built and run under AddressSanitizer, as two processes
#   e2e          the end-to-end tests in tmux, against the debug gallery
#
# After the debug build, the end-to-end tests (which mostly wait for the screen) run beside
# the rest, all at one priority: under nice, only what the scripts run themselves (the fuzz
# runs, callgrind, docc) was lowered, as swift test and swiftc put their children back to
# normal, and the starved fuzz runs became the longest chain. Each phase writes its
# own log under build/test-logs; a phase's log is printed when it ends, the end-to-end
# tests' last, so the output ends with their summary line ("N passed, N failed"). The exit
# status is a failure when any phase failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export LANG=${LANG:-C.UTF-8}

MAKE=${MAKE:-make}
LOGS=build/test-logs
rm -rf "$LOGS" && mkdir -p "$LOGS"
started=$SECONDS
declare -A pid=() seconds=() cpu=() status=()
order=()
failed=0

trap 'kill $(jobs -p) 2>/dev/null; exit 130' INT TERM

# start NAME COMMAND…: runs COMMAND in the background, its output to $LOGS/NAME.log.
start() {
    local name=$1
    shift
    order+=("$name")
    echo "make test: $name started ($(elapsed))"
    (
        begin=$SECONDS
        "$@" >"$LOGS/$name.log" 2>&1
        code=$?
        # The processor time of everything the phase ran (user + system), in seconds: with
        # the phases side by side, what the machine's two cores had to give each.
        # (`times` into a file: in a pipe or $(…) it would run in a fork that has no children.)
        times >"$LOGS/$name.times"
        cpu=$(tail -1 "$LOGS/$name.times" | awk '{ t = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); t += a[1] * 60 + a[2] } printf "%d", t }')
        echo "$code $((SECONDS - begin)) $cpu" >"$LOGS/$name.status"
        exit $code
    ) &
    pid[$name]=$!
}

# finish NAME [quiet]: waits for NAME, then prints its log (unless quiet) and its outcome.
finish() {
    local name=$1
    wait "${pid[$name]}"
    local code seconds_taken cpu_taken
    read -r code seconds_taken cpu_taken <"$LOGS/$name.status" || { code=1 seconds_taken=0 cpu_taken=0; }
    status[$name]=$code
    seconds[$name]=$seconds_taken
    cpu[$name]=${cpu_taken:-0}
    [ "$code" -eq 0 ] || failed=1
    [ "${2:-}" = quiet ] || print_log "$name"
}

print_log() {
    local name=$1
    echo "──── $name: $(outcome "$name") in $(minutes "${seconds[$name]}") ────"
    cat "$LOGS/$name.log"
}

outcome() { [ "${status[$1]}" -eq 0 ] && echo passed || echo "FAILED (exit status ${status[$1]})"; }
minutes() { printf '%d:%02d' $(($1 / 60)) $(($1 % 60)); }
elapsed() { minutes $((SECONDS - started)); }

# Runs a phase in the foreground; when it fails, the run stops here.
step() {
    start "$@"
    finish "$1"
    if [ "${status[$1]}" -ne 0 ]; then
        summary
        exit 1
    fi
}

summary() {
    echo "──── make test: the phases (wall-clock, several at a time; processor time) ────"
    local name total_cpu=0
    for name in "${order[@]}"; do
        printf '%-12s %6s  cpu %6s  %s\n' "$name" "$(minutes "${seconds[$name]:-0}")" "$(minutes "${cpu[$name]:-0}")" \
            "$([ -n "${status[$name]:-}" ] && outcome "$name" || echo 'not finished')"
        total_cpu=$((total_cpu + ${cpu[$name]:-0}))
    done
    printf '%-12s %6s  cpu %6s\n' total "$(elapsed)" "$(minutes "$total_cpu")"
}

step lint "$MAKE" --no-print-directory lint
step build swift build --build-tests

# The longest chains (the ASan build then the tests under ASan; the fuzz build then its
# runs) start first, beside the unit tests and the end-to-end tests; the cost-per-frame
# check and the DocC catalog wait for the unit tests.
start asan bash scripts/sanitize.sh address
# The seeded fuzz pass, 5,000 runs per target here (`make fuzz-ci`: 20,000): unoptimized,
# its runs are the largest share of the processor time of make test after the ASan pass.
start fuzz-ci env FUZZ_RUNS="${FUZZ_RUNS:-5000}" bash scripts/fuzz.sh ci
start e2e bash Tests/EndToEnd/run.sh .build/debug/gallery
start unit bash scripts/test-split.sh
finish unit
# Instruction counts of the debug build: whether a frame's cost grows with the row count is
# a property of the algorithms, which the debug build shows as well (0.04 % and 0.12 % apart
# at 1,000 and 1,000,000 rows, as the release build's 0.01 % and 0.05 %), and it spares
# make test a release build. `make bench-check` measures the release build.
start bench-check bash scripts/bench-check.sh .build/debug/brik-bench
start docs bash scripts/docs.sh
finish docs
finish bench-check
finish fuzz-ci
finish asan
finish e2e quiet

summary
print_log e2e
exit $failed

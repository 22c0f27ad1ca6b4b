#!/usr/bin/env bash
# The unit tests as two test processes side by side, for the two cores.
#
#   scripts/test-split.sh [swift test options…]   e.g. --sanitize=address --scratch-path .build/asan
#
# Almost every suite is @MainActor, so one process runs them one at a time on its main
# thread and leaves the second core idle; two processes have a main actor each. The first
# runs the tests matching SPLIT, the second skips them: together every test runs once.
# Each writes its own log; both are printed, the first then the second, and the exit status
# is a failure if either failed. The tests must already be built (--skip-build).
set -uo pipefail
cd "$(dirname "$0")/.."

# The core's and text's suites against the rest (the gallery's hostile sizes, the guide's screens, the
# renderer, the ncurses backend): near halves of the time, as measured on 2026-12-07.
SPLIT=${TEST_SPLIT:-'^(BrikCoreTests|BrikTextTests)\.'}
logs=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$logs"' EXIT
trap 'exit 130' INT TERM

# shard NAME SWIFT-TEST-OPTIONS…: one process; its output to $logs/NAME, then its status and time.
shard() {
    local name=$1 begin=$SECONDS
    shift
    swift test --skip-build --ignore-lock "$@" >"$logs/$name" 2>&1
    local code=$?
    echo "$code $((SECONDS - begin))" >"$logs/$name.status"
    return $code
}

shard first "$@" --filter "$SPLIT" &
first=$!
shard second "$@" --skip "$SPLIT" &
second=$!
wait $first
wait $second
read -r first_status first_seconds <"$logs/first.status" || first_status=1
read -r second_status second_seconds <"$logs/second.status" || second_status=1
echo "test-split: the tests matching $SPLIT: exit status $first_status after ${first_seconds:-?} s"
cat "$logs/first"
echo "test-split: the other tests: exit status $second_status after ${second_seconds:-?} s"
cat "$logs/second"
[ "$first_status" -eq 0 ] && [ "$second_status" -eq 0 ]

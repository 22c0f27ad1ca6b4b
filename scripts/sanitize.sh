#!/usr/bin/env bash
# The test suite under a sanitizer, in its own scratch path so the normal
# .build is untouched (see Fuzz/README.md):
#
#   scripts/sanitize.sh address   build the tests with ASan (.build/asan) and run them
#   scripts/sanitize.sh thread    the same with TSan (.build/tsan)
#   scripts/sanitize.sh threads   TSan on the suites whose code runs on more than one
#                                 thread (the list below): half a minute once built
#   scripts/sanitize.sh leaks     an ASan gallery driven end to end in tmux with
#                                 LeakSanitizer on; fails on any leak report
#
# Suppressions (each explained in its file) live in Fuzz/sanitizers/.
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=${LANG:-C.UTF-8}
# The Swift runtime's backtracer reads a crashed thread's stack from a helper
# thread, which the sanitizers report as an error of their own; they print the stack.
export SWIFT_BACKTRACE=enable=no

mode=${1:?usage: $0 address|thread|threads|leaks}
SUPPRESSIONS=$PWD/Fuzz/sanitizers

case $mode in
    address)
        scratch=.build/asan
        # detect_leaks=0 for the unit tests: the leak check runs on a whole gallery
        # session (mode "leaks"), where every object has had a chance to be released.
        export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1}
        ;;
    thread|threads)
        scratch=.build/tsan
        export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1:suppressions=$SUPPRESSIONS/tsan.supp}
        ;;
    leaks)
        scratch=.build/asan
        ;;
    *) echo "usage: $0 address|thread|threads|leaks" >&2; exit 2 ;;
esac

sanitizer=$mode
[ "$mode" = leaks ] && sanitizer=address
[ "$mode" = threads ] && sanitizer=thread

# The suites whose code under test runs on a thread of its own or is called from one: the
# ncurses backend (input, signals, the busy watchdog), the log writer and view, the directory
# tree's loading, the logger, interruption of long work, the app's sleeping Tasks, and the
# guide's snippets (which run apps with timers and Tasks).
THREAD_SUITES='BrikCursesTests|AppSleepTests|DirectoryTreeTests|LogViewTests|TreeLoadingTests|BrickLoggerTests|InterruptionTests|Snippet'
filter=()
[ "$mode" = threads ] && filter=(--filter "$THREAD_SUITES")

start=$SECONDS
if [ "$mode" = leaks ]; then
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
else
    # The tests only: not the gallery, the examples and the benchmark, which they never run.
    swift build --product BrikTUIPackageTests --sanitize="$sanitizer" --scratch-path "$scratch"
fi
echo "sanitize: $sanitizer build took $((SECONDS - start)) s" >&2

if [ "$mode" = address ]; then
    # Two test processes, one a core (scripts/test-split.sh): the suites are main-actor bound.
    start=$SECONDS
    status=0
    bash scripts/test-split.sh --sanitize="$sanitizer" --scratch-path "$scratch" || status=$?
    echo "sanitize: $sanitizer tests took $((SECONDS - start)) s" >&2
    exit $status
elif [ "$mode" != leaks ]; then
    start=$SECONDS
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" ${filter[@]+"${filter[@]}"}
    echo "sanitize: $sanitizer tests took $((SECONDS - start)) s" >&2
    exit 0
fi

exec bash scripts/sanitize-leaks.sh "$scratch/debug/gallery"

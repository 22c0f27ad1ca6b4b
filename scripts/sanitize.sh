#!/usr/bin/env bash
# The test suite under a sanitizer, in its own scratch path so the normal
# .build is untouched (see Fuzz/README.md):
#
#   scripts/sanitize.sh address   build the tests with ASan (.build/asan) and run them
#   scripts/sanitize.sh thread    the same with TSan (.build/tsan)
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

mode=${1:?usage: $0 address|thread|leaks}
SUPPRESSIONS=$PWD/Fuzz/sanitizers

case $mode in
    address)
        scratch=.build/asan
        # detect_leaks=0 for the unit tests: the leak check runs on a whole gallery
        # session (mode "leaks"), where every object has had a chance to be released.
        export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1}
        ;;
    thread)
        scratch=.build/tsan
        export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1:suppressions=$SUPPRESSIONS/tsan.supp}
        ;;
    leaks)
        scratch=.build/asan
        ;;
    *) echo "usage: $0 address|thread|leaks" >&2; exit 2 ;;
esac

sanitizer=$mode
[ "$mode" = leaks ] && sanitizer=address

start=$SECONDS
swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
echo "sanitize: $sanitizer build took $((SECONDS - start)) s" >&2

if [ "$mode" != leaks ]; then
    start=$SECONDS
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch"
    echo "sanitize: $sanitizer tests took $((SECONDS - start)) s" >&2
    exit 0
fi

exec bash scripts/sanitize-leaks.sh "$scratch/debug/gallery"

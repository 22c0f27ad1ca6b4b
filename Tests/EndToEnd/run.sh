#!/usr/bin/env bash
# Runs every Tests/EndToEnd/test_*.sh against the gallery binary given as $1,
# each in its own tmux server, and ends with "N passed, N failed".
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export GALLERY=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -x "$GALLERY" ] || { echo "e2e: no gallery binary at $1" >&2; exit 2; }
export LANG=C.UTF-8

passed=0 failed=0 failures=()
for test in "$here"/test_*.sh; do
  name=$(basename "$test" .sh)
  start=$(date +%s%N)
  if output=$(bash "$test" 2>&1); then
    passed=$((passed + 1))
    printf 'e2e: %-40s ok (%d ms)\n' "$name" $((($(date +%s%N) - start) / 1000000))
  else
    failed=$((failed + 1))
    failures+=("$name")
    printf 'e2e: %-40s FAILED\n%s\n' "$name" "$output"
  fi
done
echo
[ $failed -eq 0 ] || echo "e2e failures: ${failures[*]}"
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]

#!/usr/bin/env bash
# make bench-check: the per-frame cost of scrolling must not grow with the row count.
# Runs the benchmark's scroll frames under callgrind at 1,000 and 1,000,000 rows, counting
# instructions only inside the measured frames (--toggle-collect), for two screens: the
# million-row screen (sticky group headers) and the table screen (10 columns, the cursor a
# row down per frame, the table scrolling with it). Fails when a screen's per-frame counts
# differ by 10 % or more.
set -euo pipefail
bench=${1:?usage: bench-check.sh path/to/brik-bench}
frames=${FRAMES:-100}
if ! command -v valgrind >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
  else
    echo "bench-check: valgrind is missing; install it with: sudo apt-get install -y valgrind" >&2
    exit 1
  fi
fi
mkdir -p build
status=0
for screen in million table; do
  declare -A per_frame=()
  extra=()
  [ "$screen" = table ] && extra=(--callgrind-table)
  for items in 1000 1000000; do
    out=build/callgrind.$screen.$items.out
    valgrind --tool=callgrind --callgrind-out-file=$out --toggle-collect='*callgrindMeasuredFrames*' \
      "$bench" --callgrind-frames "$frames" --items "$items" "${extra[@]}" >/dev/null 2>build/callgrind.$screen.$items.log
    total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
    [ -n "$total" ] && [ "$total" -gt 0 ] || { echo "bench-check: no instruction count in $out" >&2; exit 1; }
    per_frame[$items]=$((total / frames))
    printf 'bench-check: %-7s %9d rows: %12d instructions per frame (%d frames)\n' "$screen" "$items" "${per_frame[$items]}" "$frames"
  done
  small=${per_frame[1000]}
  large=${per_frame[1000000]}
  awk -v a="$small" -v b="$large" -v screen="$screen" 'BEGIN {
    d = (b > a ? b - a : a - b) / a * 100
    printf "bench-check: %-7s difference %.2f %% (limit 10 %%)\n", screen, d
    exit (d < 10 ? 0 : 1)
  }' || status=1
done
exit $status

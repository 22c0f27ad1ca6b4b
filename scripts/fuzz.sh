#!/usr/bin/env bash
# libFuzzer targets for BrikRendering and BrikCore (see Fuzz/README.md).
#
#   scripts/fuzz.sh build [target…]   build the instrumented core and the targets
#   scripts/fuzz.sh run   [target…]   fuzz each target for FUZZ_SECONDS (default 60)
#   scripts/fuzz.sh ci    [target…]   a short, seeded pass: FUZZ_RUNS (default 20000) runs, -seed=1, in FUZZ_JOBS lanes (2)
#   scripts/fuzz.sh long  [target…]   FUZZ_LONG_RUNS (default 10^7) executions each without ASan,
#                                     then every input the run kept replayed under ASan;
#                                     FUZZ_FORK=2 runs two worker processes (libFuzzer's -fork)
#   scripts/fuzz.sh replay [target…]  run each input of build/fuzz/corpus/<target> once, under ASan
#                                     (FUZZ_CORPUS=dir: dir/<target> instead, in every mode)
#
# The core and the modules below it (BrikRendering, BrikSolver) are compiled once,
# each as a static library, with the fuzzer's coverage instrumentation and
# AddressSanitizer; each target is one small Swift file linked against them. New inputs go to build/fuzz/corpus/<target> (the committed
# seeds in Fuzz/corpus/<target> are only read); crashes land in
# build/fuzz/crashes/ and the script fails.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-run}
shift || true

# FUZZ_SANITIZE=fuzzer builds without AddressSanitizer (in build/fuzz-fuzzer), 2.5 times as
# fast; `long` uses it, then replays what it found under ASan. The default keeps ASan.
FUZZ_SANITIZE=${FUZZ_SANITIZE:-fuzzer,address}
# FUZZ_OPTIMIZE: -O, except for the seeded pass of `make test` (`ci`), which builds unoptimized
# (in build/fuzz-ci): the optimized core takes some 10 minutes of one core to compile and the
# unoptimized one about 1, while its 20,000 runs per target take 2 to 5 times as long (some
# 8 minutes in all), so the pass costs half as much. The targets and the checks are the same.
if [ "$mode" = ci ]; then FUZZ_OPTIMIZE=${FUZZ_OPTIMIZE:--Onone}; else FUZZ_OPTIMIZE=${FUZZ_OPTIMIZE:--O}; fi
if [ "$FUZZ_SANITIZE" = fuzzer,address ]; then OUT=build/fuzz; else OUT=build/fuzz-${FUZZ_SANITIZE//,/-}; fi
[ "$FUZZ_OPTIMIZE" = -O ] || OUT=$OUT-ci
# The corpus and the crashes are shared by both builds. FUZZ_CORPUS moves the corpus (a long
# run spread over several sittings keeps it outside the work tree and goes on from it).
CORPUS=${FUZZ_CORPUS:-build/fuzz/corpus}
CRASHES=build/fuzz/crashes
FUZZ_LONG_RUNS=${FUZZ_LONG_RUNS:-10000000}
TARGETS_ALL=(input-decoder text ansi-diff layout search editing markdown image selection)
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_RUNS=${FUZZ_RUNS:-20000}
SWIFTC=${SWIFTC:-swiftc}
# -package-name: the modules share `package` declarations, as in the SwiftPM build.
FLAGS=(-sanitize="$FUZZ_SANITIZE" -parse-as-library "$FUZZ_OPTIMIZE" -swift-version 6 -package-name briktui
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility)
[ "$FUZZ_OPTIMIZE" = -Onone ] || FLAGS+=(-cross-module-optimization)

targets=("$@")
# The seeded pass leaves out a target whose known failure is not fixed yet (its input is kept
# in Fuzz/known-failures/<target>/; `scripts/fuzz.sh ci <target>` still runs it). None now.
KNOWN_FAILING=()
if [ ${#targets[@]} -eq 0 ]; then
    for target in "${TARGETS_ALL[@]}"; do
        [[ " ${KNOWN_FAILING[*]} " == *" $target "* && $mode == ci ]] || targets+=("$target")
    done
fi

# What a long run of a target adds: the editing target replays a whole application per
# operation, so its inputs are capped at 192 bytes (up to some 45 operations) to reach 10^7
# executions in hours, not a day; its 60-second and CI passes keep the default cap.
long_options() {
    case $1 in
        editing) echo -max_len=192 ;;
    esac
}

# Extra sources a target shares with the unit tests.
extra_sources() {
    case $1 in
        ansi-diff) echo Tests/BrikRenderingTests/Support/VirtualTerminal.swift ;;
    esac
}

# The modules, lowest first: each is built against the ones before it.
MODULES=(BrikRendering BrikSolver BrikCore BrikText)
LIBS=("${MODULES[@]/#/$OUT/lib}")
LIBS=("${LIBS[@]/%/.a}")

# Whether `output` is missing or older than any of the other files given.
stale() {
    local output=$1
    shift
    [ ! -f "$output" ] || [ -n "$(find "$@" -newer "$output" \( -name '*.swift' -o -name '*.a' \) 2>/dev/null | head -1)" ]
}

build_module() {
    local module=$1 lib=$OUT/lib$1.a lower=()
    local other
    for other in "${MODULES[@]}"; do
        [ "$other" = "$module" ] && break
        lower+=("$OUT/lib$other.a")
    done
    stale "$lib" Sources/"$module" "${lower[@]}" || return 0
    echo "fuzz: building the instrumented $module" >&2
    local start=$SECONDS
    # -enable-testing: the targets check internal invariants through @testable import.
    find Sources/"$module" -name '*.swift' | sort > "$OUT/$module-sources"
    "$SWIFTC" "${FLAGS[@]}" -wmo -enable-testing -module-name "$module" -I "$OUT" \
        -emit-module -emit-module-path "$OUT/$module.swiftmodule" \
        -emit-library -static -o "$lib" @"$OUT/$module-sources"
    echo "fuzz: $module built in $((SECONDS - start)) s" >&2
}

build_core() {
    mkdir -p "$OUT"
    local module
    for module in "${MODULES[@]}"; do build_module "$module"; done
}

build_target() {
    local target=$1 binary=$OUT/$1
    local sources=(Fuzz/Support/*.swift Fuzz/"$target"/*.swift $(extra_sources "$target"))
    stale "$binary" "${sources[@]}" "${LIBS[@]}" || return 0
    echo "fuzz: building $target" >&2
    local start=$SECONDS
    "$SWIFTC" "${FLAGS[@]}" -use-ld=lld -module-name "Fuzz_${target//-/_}" -I "$OUT" -L "$OUT" -lBrikText -lBrikCore -lBrikSolver -lBrikRendering \
        -o "$binary" "${sources[@]}"
    echo "fuzz: $target built in $((SECONDS - start)) s" >&2
}

run_target() {
    local target=$1 work=$2
    shift 2
    mkdir -p "$work" "$CRASHES" Fuzz/corpus/"$target"
    echo "fuzz: running $target $*" >&2
    # detect_leaks=0: libFuzzer's per-input leak check reports Swift runtime caches (metadata,
    # conformances) that live for the whole process; leaks are checked by the LSan session script.
    # SWIFT_BACKTRACE: the runtime backtracer reads the stack from another thread, which ASan
    # reports as a stack-buffer-underflow of its own; ASan prints the stack instead.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$OUT/$target" "$@" -print_final_stats=1 \
        -artifact_prefix="$CRASHES/$target-" "$work" Fuzz/corpus/"$target" 2>&1 |
        tee "$OUT/$target.log" | grep -E '^#[0-9]+.*(DONE|INITED)|ERROR|FUZZ INVARIANT|stat::number_of_executed_units|SUMMARY' || true
    if grep -qE 'ERROR: libFuzzer|ERROR: AddressSanitizer|FUZZ INVARIANT|deadly signal' "$OUT/$target.log"; then
        echo "fuzz: $target FAILED; see $OUT/$target.log and $CRASHES/" >&2
        return 1
    fi
}

build_core
for target in "${targets[@]}"; do build_target "$target"; done
status=0
case $mode in
    build) ;;
    run)
        for target in "${targets[@]}"; do
            run_target "$target" "$CORPUS/$target" -max_total_time="$FUZZ_SECONDS" -timeout=10 -rss_limit_mb=2048 || status=1
        done ;;
    ci)
        # FUZZ_JOBS lanes (default 2, one a core) run the targets side by side, each lane its
        # share in turn, the slowest targets first so the lanes end together; each run is
        # still seeded and alone in its process, so the pass is the same in any lane.
        ci_lane() {
            local lane_status=0 target work
            for target in "$@"; do
                work=$(mktemp -d)
                run_target "$target" "$work" -runs="$FUZZ_RUNS" -seed=1 -timeout=10 -rss_limit_mb=2048 2>&1 |
                    sed "s/^/$target: /" || lane_status=1
                rm -rf "$work"
            done
            return $lane_status
        }
        # Slowest first (executions per second unoptimized on 2026-12-08: markdown 113,
        # editing 132, ansi-diff 136, layout 289, input-decoder 571, text 645 …).
        ordered=()
        for target in markdown editing ansi-diff layout selection input-decoder text image search "${targets[@]}"; do
            [[ " ${targets[*]} " == *" $target "* && " ${ordered[*]} " != *" $target "* ]] && ordered+=("$target")
        done
        jobs=${FUZZ_JOBS:-2}
        lane_pids=()
        for ((lane = 0; lane < jobs; lane++)); do
            share=()
            for ((index = lane; index < ${#ordered[@]}; index += jobs)); do share+=("${ordered[index]}"); done
            [ ${#share[@]} -gt 0 ] || continue
            ci_lane "${share[@]}" &
            lane_pids+=($!)
        done
        for pid in "${lane_pids[@]}"; do wait "$pid" || status=1; done ;;
    long)
        if [ "$FUZZ_SANITIZE" = fuzzer,address ]; then
            FUZZ_SANITIZE=fuzzer "$0" long "${targets[@]}" || status=1
            "$0" replay "${targets[@]}" || status=1
            exit $status
        fi
        for target in "${targets[@]}"; do
            # shellcheck disable=SC2046  # the options are words
            run_target "$target" "$CORPUS/$target" -runs="$FUZZ_LONG_RUNS" $(long_options "$target") \
                ${FUZZ_FORK:+-fork="$FUZZ_FORK"} -timeout=10 -rss_limit_mb=2048 || status=1
            grep -E 'stat::number_of_executed_units|fuzzed for' "$OUT/$target.log" | sed "s/^/fuzz: $target /" >&2
        done ;;
    replay)
        for target in "${targets[@]}"; do
            run_target "$target" "$CORPUS/$target" -runs=0 -timeout=10 -rss_limit_mb=2048 || status=1
        done ;;
    *) echo "usage: $0 build|run|ci|long|replay [target…]" >&2; exit 2 ;;
esac
exit $status

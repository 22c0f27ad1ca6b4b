#!/usr/bin/env bash
# Builds the DocC catalog (Sources/BrikTUI/BrikTUI.docc) without the swift-docc-plugin:
# the umbrella module's symbol graph — which includes the symbols of BrikRendering, BrikSolver,
# BrikCore, BrikConstraints, BrikText and BrikCurses, since BrikTUI re-exports them — then `docc convert` with warnings
# treated as errors.
#
#   scripts/docs.sh [output-dir]      (default build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
out=${1:-build/docs}
graphs=.build/symbol-graphs

# The toolchain's tools sit next to swift; docc may also be on PATH.
toolchain=$(dirname "$(command -v "$SWIFT")")
docc=$(command -v docc || echo "$toolchain/docc")
extract=$(command -v swift-symbolgraph-extract || echo "$toolchain/swift-symbolgraph-extract")
[[ -x $docc ]] || docc=/opt/swift/usr/bin/docc
[[ -x $extract ]] || extract=/opt/swift/usr/bin/swift-symbolgraph-extract

$SWIFT build --target BrikTUI
bin=$($SWIFT build --show-bin-path)
triple=$(basename "$(dirname "$(readlink -f "$bin")")")

rm -rf "$graphs" && mkdir -p "$graphs"
# -skip-inherited-docs: an override without its own comment would repeat its parent's,
# whose relative links (``frame``) do not resolve from the subclass.
"$extract" -module-name BrikTUI -target "$triple" -I "$bin/Modules" -I Sources/CNcursesw \
    -minimum-access-level public -skip-synthesized-members -skip-inherited-docs \
    -experimental-allowed-reexported-modules=BrikRendering,BrikSolver,BrikCore,BrikConstraints,BrikText,BrikCurses -output-dir "$graphs"

rm -rf "$out" && mkdir -p "$(dirname "$out")"
"$docc" convert Sources/BrikTUI/BrikTUI.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name BrikTUI --fallback-bundle-identifier org.briktui.BrikTUI \
    --output-path "$out" --warnings-as-errors
echo "docs: $out (open $out/documentation/briktui/index.html through a web server)"

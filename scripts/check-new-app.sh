#!/usr/bin/env bash
# The template still makes a package that builds and whose tests pass: `make new-app` into a
# temporary directory, then `swift build` and `swift test` there, each timed. The package
# compiles BrikTUI afresh (its own .build), which takes minutes; the directory is removed after.
#
#   scripts/check-new-app.sh [NAME]      (default NAME: CheckApp)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
name=${1:-CheckApp}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/briktui-new-app.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
dir=$scratch/$name

bash "$root/scripts/new-app.sh" "$name" "$dir" >/dev/null
cd "$dir"
timed() {
    local start=$SECONDS
    "$@"
    echo "check-new-app: '$*' took $((SECONDS - start)) s" >&2
}
timed "$SWIFT" build
timed "$SWIFT" test
echo "check-new-app: $name builds and its tests pass"

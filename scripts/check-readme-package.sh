#!/usr/bin/env bash
# The package README.md shows ("A whole package") builds and its test passes, as a user
# following it would make it: every ```swift block of README.md that opens with
# `// swift-tools-version` is Package.swift, every one that opens with `// Sources/…` or
# `// Tests/…` is the file it names, each written as it is. The one change is the
# dependency: the `.package(url: "https://github.com/briktui/BrikTUI.git", …)` line
# becomes `.package(path: …)` to this checkout, seen through a folder named BrikTUI
# (SwiftPM names a path dependency after its folder, and the README's `package: "BrikTUI"`
# must still find it). Then `swift build` and `swift test` in a temporary folder, each
# timed; the package compiles BrikTUI afresh there, so this takes minutes.
#
#   scripts/check-readme-package.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/briktui-readme-package.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
app=$scratch/MyApp
mkdir -p "$app"
ln -s "$root" "$scratch/BrikTUI"

# Writes the README's files into $app; prints each path.
python3 "$root/scripts/readme-package.py" "$root/README.md" "$app" "$scratch/BrikTUI"

cd "$app"
timed() {
    local start=$SECONDS
    "$@"
    echo "check-readme-package: '$*' took $((SECONDS - start)) s" >&2
}
timed "$SWIFT" build
timed "$SWIFT" test
echo "check-readme-package: the README's package builds and its tests pass"

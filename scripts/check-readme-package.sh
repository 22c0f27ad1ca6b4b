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
python3 - "$root/README.md" "$app" "$scratch/BrikTUI" <<'PY'
import os, re, sys
readme, app, checkout = sys.argv[1:]
blocks, current = [], None
for line in open(readme, encoding="utf-8").read().split("\n"):
    if current is None:
        if line == "```swift":
            current = []
    elif line == "```":
        blocks.append(current)
        current = None
    else:
        current.append(line)
files = {}
for block in blocks:
    if not block:
        continue
    first = block[0]
    if first.startswith("// swift-tools-version"):
        path = "Package.swift"
    elif re.match(r"// (Sources|Tests)/\S+\.swift$", first):
        path = first[3:]
    else:
        continue
    if path in files:
        sys.exit(f"check-readme-package: README.md shows {path} twice")
    files[path] = "\n".join(block) + "\n"
if "Package.swift" not in files or not any(p.startswith("Tests/") for p in files):
    sys.exit("check-readme-package: README.md shows no Package.swift block (first line `// swift-tools-version`) "
             "or no test file (first line `// Tests/…`)")
dependency = re.compile(r'\.package\(url: "https://github\.com/briktui/BrikTUI\.git", from: "[^"]+"\)')
if not dependency.search(files["Package.swift"]):
    sys.exit("check-readme-package: the README's Package.swift has no BrikTUI dependency line to point at this checkout")
files["Package.swift"] = dependency.sub(f'.package(path: "{checkout}")', files["Package.swift"])
for path, text in files.items():
    os.makedirs(os.path.dirname(os.path.join(app, path)) or app, exist_ok=True)
    with open(os.path.join(app, path), "w", encoding="utf-8") as out:
        out.write(text)
    print(f"check-readme-package: wrote {path}")
PY

cd "$app"
timed() {
    local start=$SECONDS
    "$@"
    echo "check-readme-package: '$*' took $((SECONDS - start)) s" >&2
}
timed "$SWIFT" build
timed "$SWIFT" test
echo "check-readme-package: the README's package builds and its tests pass"

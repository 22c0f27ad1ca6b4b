# The README's whole package ("A whole package"): its four files are Examples/ReadmePackage
# word for word (built with the rest of this package, its test run with the unit tests), its
# Package.swift declares those targets and BrikTUI's product as this package names it, and
# the app it builds greets a name typed into it. `make check-readme-package` builds the same
# files as a package of their own against this checkout (BrikTUI compiled afresh: minutes).
source "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/briktui-readme-package.XXXXXX")
python3 - "$root/README.md" "$root/Examples/ReadmePackage" "$scratch" <<'PY' || exit 1
import os, re, sys
readme, mirror, scratch = sys.argv[1:]
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
    if block and block[0].startswith("// swift-tools-version"):
        files["Package.swift"] = "\n".join(block) + "\n"
    elif block and re.match(r"// (Sources|Tests)/\S+\.swift$", block[0]):
        files[block[0][3:]] = "\n".join(block) + "\n"
shown = sorted(p for p in files if p != "Package.swift")
kept = sorted(os.path.relpath(os.path.join(d, f), mirror) for d, _, fs in os.walk(mirror) for f in fs)
if shown != kept:
    sys.exit(f"readme-package: README.md shows {shown}, Examples/ReadmePackage holds {kept}")
for path in shown:
    if open(os.path.join(mirror, path), encoding="utf-8").read() != files[path]:
        sys.exit(f"readme-package: Examples/ReadmePackage/{path} is not the README's {path}")
manifest = files.get("Package.swift")
dependency = re.compile(r'\.package\(url: "https://github\.com/briktui/BrikTUI\.git", from: "[^"]+"\)')
if manifest is None or not dependency.search(manifest):
    sys.exit("readme-package: the README shows no Package.swift depending on BrikTUI")
os.symlink(os.path.dirname(readme), os.path.join(scratch, "BrikTUI"))
os.makedirs(os.path.join(scratch, "MyApp"))
with open(os.path.join(scratch, "MyApp", "Package.swift"), "w", encoding="utf-8") as out:
    out.write(dependency.sub(f'.package(path: "{scratch}/BrikTUI")', manifest))
print(f"readme-package: {len(shown)} files are the README's")
PY
# The README's manifest, read by SwiftPM (no build): its targets are the mirrored folders'.
(cd "$scratch/MyApp" && swift package dump-package) >"$scratch/manifest.json" || exit 1
python3 - "$scratch/manifest.json" <<'PY' || exit 1
import json, sys
manifest = json.load(open(sys.argv[1]))
targets = {t["name"]: t["type"] for t in manifest["targets"]}
expected = {"MyAppCore": "regular", "MyApp": "executable", "MyAppTests": "test"}
if targets != expected:
    sys.exit(f"readme-package: the README's Package.swift declares {targets}, not {expected}")
products = [d for t in manifest["targets"] for d in t["dependencies"] if "product" in d]
if not products or any(d["product"][0] != "BrikTUI" or d["product"][1] != "BrikTUI" for d in products):
    sys.exit(f"readme-package: the README's targets depend on {products}, not BrikTUI's product BrikTUI")
print("readme-package: the README's Package.swift declares MyAppCore, MyApp and MyAppTests on BrikTUI")
PY
rm -rf "$scratch"
# This package's own manifest offers the product the README names.
(cd "$root" && swift package dump-package) | python3 -c '
import json, sys
products = [p["name"] for p in json.load(sys.stdin)["products"]]
sys.exit(0 if "BrikTUI" in products else f"readme-package: BrikTUI offers no product BrikTUI: {products}")' || exit 1
# The app: a name typed in, a greeting under it.
e2e_start "$(dirname "$GALLERY")/MyApp" 40 6
e2e_wait_for 'What is your name?'
e2e_type 'Ada'
e2e_wait_for 'Hello, Ada!'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'
e2e_expect_terminal_restored

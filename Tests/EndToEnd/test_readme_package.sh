# The README's whole package ("A whole package"): its four files are Examples/ReadmePackage
# word for word (built with the rest of this package, its test run with the unit tests), its
# Package.swift declares those targets and BrikTUI's product as this package names it, and
# the app it builds greets a name typed into it. `make check-readme-package` builds the same
# files as a package of their own against this checkout (BrikTUI compiled afresh: minutes).
source "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/briktui-readme-package.XXXXXX")
ln -s "$root" "$scratch/BrikTUI"
python3 "$root/scripts/readme-package.py" "$root/README.md" "$scratch/MyApp" "$scratch/BrikTUI" >/dev/null || exit 1
# The files it shows are Examples/ReadmePackage's, and no file is missing on either side.
diff -r "$scratch/MyApp/Sources" "$root/Examples/ReadmePackage/Sources" || e2e_fail "Examples/ReadmePackage/Sources is not the README's"
diff -r "$scratch/MyApp/Tests" "$root/Examples/ReadmePackage/Tests" || e2e_fail "Examples/ReadmePackage/Tests is not the README's"
echo "readme-package: the files are the README's"
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

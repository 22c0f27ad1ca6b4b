#!/usr/bin/env bash
# Makes a new app package from Examples/Template: an executable, a library of its screens
# (<Name>Core) and a Swift Testing suite, depending on this checkout of BrikTUI by path.
#
#   scripts/new-app.sh NAME [DIR]      (default DIR: build/apps/NAME in this checkout)
#
# Refuses a NAME that is not a Swift identifier or whose modules would clash with BrikTUI's,
# and a DIR that already exists.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
template=$root/Examples/Template

name=${1:-}
dir=${2:-$root/build/apps/$name}
if [[ -z $name ]]; then
    echo "usage: make new-app NAME=MyApp [DIR=path]   (default DIR: build/apps/NAME)" >&2
    exit 2
fi
if [[ ! $name =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]]; then
    echo "new-app: NAME must be a Swift identifier (letters, digits, _; not starting with a digit): '$name'" >&2
    exit 2
fi
# The app's modules are NAME, NAMECore and NAMETests; none may be a name BrikTUI's manifest
# declares (its package, products and targets) or a module of the toolchain the app imports.
brik_modules=$(grep -o 'name: "[^"]*"' "$root/Package.swift" | cut -d'"' -f2
    printf '%s\n' Swift Foundation Testing XCTest Dispatch Glibc Darwin PackageDescription)
for module in "$name" "${name}Core" "${name}Tests"; do
    if grep -qx "$module" <<<"$brik_modules"; then
        echo "new-app: NAME '$name' would make a module '$module', which BrikTUI or the toolchain already has; choose another name" >&2
        exit 2
    fi
done
if [[ -e $dir ]]; then
    echo "new-app: $dir already exists; not overwriting it (remove it or choose another DIR)" >&2
    exit 1
fi

version=$(sed -n 's/^public let version = "\(.*\)"$/\1/p' "$root/Sources/BrikTUI/BrikTUI.swift")
[[ -n $version ]] || { echo "new-app: no version in Sources/BrikTUI/BrikTUI.swift" >&2; exit 1; }

mkdir -p "$(dirname "$dir")"
staging=$(mktemp -d "$(dirname "$dir")/.new-app.XXXXXX")
trap 'rm -rf "$staging"' EXIT
cp -R "$template/." "$staging"
# Directories first (deepest first, so a renamed parent does not hide its children), then contents.
find "$staging" -depth -name '*__NAME__*' | while read -r path; do
    base=$(basename "$path")
    mv "$path" "$(dirname "$path")/${base//__NAME__/$name}"
done
# '|' delimits: the checkout's path holds slashes; escape what sed's replacement treats specially.
escaped_root=$(printf '%s' "$root" | sed 's/[&|\\]/\\&/g')
# SwiftPM names a path dependency after its folder, which need not be "BrikTUI" (a worktree).
escaped_package=$(basename "$root" | sed 's/[&|\\]/\\&/g')
find "$staging" -type f -exec sed -i \
    -e "s|__NAME__|$name|g" -e "s|__BRIKTUI_PATH__|$escaped_root|g" -e "s|__BRIKTUI_PACKAGE__|$escaped_package|g" \
    -e "s|__VERSION__|$version|g" {} +
mv "$staging" "$dir"
trap - EXIT

cat <<END
new-app: made $name in $dir (BrikTUI from $root)
next:
    cd $dir
    swift run      # the app; Ctrl-C quits
    swift test     # its tests, headless on TestTerminal
(the first build compiles BrikTUI too: a few minutes)
END

#!/usr/bin/env python3
"""Writes the package README.md shows ("A whole package") into a folder, as a user following
it would make it: every ```swift block that opens with `// swift-tools-version` is
Package.swift, every one that opens with `// Sources/…` or `// Tests/…` is the file it names,
each written as it is. The one change: the `.package(url: "https://github.com/briktui/
BrikTUI.git", …)` line becomes `.package(path: CHECKOUT)`. Prints each path written.

    scripts/readme-package.py README.md FOLDER CHECKOUT

Used by scripts/check-readme-package.sh (which then builds the package) and
Tests/EndToEnd/test_readme_package.sh (which compares it with Examples/ReadmePackage).
"""
import os
import re
import sys

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
        sys.exit(f"readme-package: README.md shows {path} twice")
    files[path] = "\n".join(block) + "\n"
if "Package.swift" not in files or not any(p.startswith("Tests/") for p in files):
    sys.exit("readme-package: README.md shows no Package.swift block (first line `// swift-tools-version`) "
             "or no test file (first line `// Tests/…`)")
dependency = re.compile(r'\.package\(url: "https://github\.com/briktui/BrikTUI\.git", from: "[^"]+"\)')
if not dependency.search(files["Package.swift"]):
    sys.exit("readme-package: the README's Package.swift has no BrikTUI dependency line to point at this checkout")
files["Package.swift"] = dependency.sub(f'.package(path: "{checkout}")', files["Package.swift"])
for path, text in files.items():
    os.makedirs(os.path.dirname(os.path.join(app, path)) or app, exist_ok=True)
    with open(os.path.join(app, path), "w", encoding="utf-8") as out:
        out.write(text)
    print(f"readme-package: wrote {path}")

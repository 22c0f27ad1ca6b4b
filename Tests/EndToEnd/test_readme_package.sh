#!/usr/bin/env bash
# The README's whole package ("A whole package": Package.swift, the screen's library, the
# executable, the test), written out literally in a temporary folder against this checkout,
# builds and its test passes. It compiles BrikTUI afresh: two to three minutes (114 s and
# 185 s measured on a 2-core machine busy with other builds).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bash "$here/../../scripts/check-readme-package.sh"

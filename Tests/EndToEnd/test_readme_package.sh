#!/usr/bin/env bash
# The README's whole package ("A whole package": Package.swift, the screen's library, the
# executable, the test), written out literally in a temporary folder against this checkout,
# builds and its test passes. It compiles BrikTUI afresh: about two minutes (114 s measured
# on the 2-core CI machine, with other builds running).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bash "$here/../../scripts/check-readme-package.sh"

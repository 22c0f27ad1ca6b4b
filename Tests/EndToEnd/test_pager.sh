# Examples/Pager, a less-like pager: it opens a generated 1,000,000-line file at once
# (lazy line index), G jumps to the end, / searches, # shows line numbers, F follows lines appended
# to the file, ↑ pauses following and End resumes it, q quits.
source "$(dirname "$0")/lib.sh"
PAGER_BIN=${PAGER_EXAMPLE:-$(dirname "$GALLERY")/PagerExample}
[ -x "$PAGER_BIN" ] || e2e_fail "no PagerExample binary at $PAGER_BIN (swift build builds it)"
file="$E2E_DIR/million.txt"
awk 'BEGIN { for (i = 1; i <= 1000000; i++) printf "line %d of the test file\n", i }' > "$file"
e2e_start "$PAGER_BIN $file"
e2e_wait_for_row 1 '^line 1 of the test file'
e2e_wait_for_row 28 '^line 28 of the test file'
# Indexed in chunks while shown: the status line ends up knowing every line.
e2e_wait_for 'lines 1-28 of 1000000'
e2e_keys G
e2e_wait_for_row 28 '^line 1000000 of the test file'
e2e_wait_for 'lines 999973-1000000 of 1000000'
e2e_keys g
e2e_wait_for_row 1 '^line 1 of the test file'
# Search: / then the pattern; the match's line comes to the top, highlighted.
e2e_keys /
e2e_type 'line 500000 '
e2e_keys Enter
e2e_wait_for_row 1 '^line 500000 of the test file'
# The current match in the terminal theme: black on cyan (SGR 46 among the parameters).
e2e_wait_for_styled '\[([0-9]+;)*46(;[0-9]+)*m(.\[[0-9;]*m)*line 500000 '
e2e_keys g
e2e_wait_for_row 1 '^line 1 of the test file'
e2e_keys Space
e2e_wait_for_row 1 '^line 28 of the test file'
e2e_keys '#'
e2e_wait_for_row 1 '^     28 line 28 of the test file'
# Follow mode: lines appended to the file show up at the bottom.
e2e_keys F
e2e_wait_for 'following'
e2e_wait_for_row 28 '^1000000 line 1000000 of the test file'
echo 'appended while following' >> "$file"
e2e_wait_for_row 28 '^1000001 appended while following'
# ↑ pauses it: a new line does not move the view; End resumes.
e2e_keys Up
e2e_wait_for 'paused \(End follows\)'
echo 'appended while paused' >> "$file"
e2e_wait_for 'of 1000002'
e2e_wait_for_row 28 '^1000000 line 1000000 of the test file'
e2e_keys End
e2e_wait_for_row 28 '^1000002 appended while paused'
e2e_keys q
e2e_wait_for '__EXIT__=0'
# A missing file: a message, status 1.
e2e_keys C-l
e2e_tmux send-keys -t e2e -l "$PAGER_BIN /nonexistent/file; echo __EXIT__=\$?"
e2e_keys Enter
e2e_wait_for 'pager: /nonexistent/file: no such file or directory'
e2e_wait_for '__EXIT__=1'
# Standard input, when it is a pipe.
e2e_tmux send-keys -t e2e -l "printf 'from a pipe\\n' | $PAGER_BIN; echo __EXIT__=\$?"
e2e_keys Enter
e2e_wait_for_row 1 '^from a pipe'
e2e_wait_for 'standard input'
e2e_keys q
e2e_wait_for '__EXIT__=0'
# A Markdown file is rendered beside its table of contents; / searches the rendered rows,
# t hides the contents, r shows the plain lines.
markdown="$E2E_DIR/notes.md"
printf '# Release notes\n\nSome **bold** text and `code`.\n\n## Install\n\n- one step\n- two steps\n\n| key | does |\n|---|---|\n| q | quits |\n' > "$markdown"
e2e_keys C-l
e2e_tmux send-keys -t e2e -l "$PAGER_BIN $markdown; echo __EXIT__=\$?"
e2e_keys Enter
e2e_wait_for 'Release notes +│ Release notes'
e2e_wait_for '│ • one step'
e2e_wait_for '│ │ q   │ quits │'
e2e_keys /
e2e_type 'steps'
e2e_keys Enter
e2e_wait_for 'match 1 of 1'
e2e_keys t
e2e_wait_for_row 1 '^Release notes'
e2e_keys r
e2e_wait_for_row 1 '^# Release notes'
e2e_wait_for 'lines 1-12 of 12'
e2e_keys q
e2e_wait_for '__EXIT__=0'

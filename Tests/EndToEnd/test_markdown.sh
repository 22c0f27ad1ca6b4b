# "Markdown": the guide's articles rendered by MarkdownViewer with its table of contents,
# driven as a reader would: the contents jump to a heading, the text scrolls and moves the
# contents' cursor along, ] and [ change articles.
source "$(dirname "$0")/lib.sh"
e2e_start "BRIKTUI_HYPERLINKS=1 $GALLERY markdown"
# The raw bytes the gallery writes, to see the hyperlinks ncurses cannot show in a capture.
e2e_tmux pipe-pane -o -t e2e "cat >>'$E2E_DIR/raw'"
e2e_wait_for 'Article 1 of [0-9]+: Markdown sample'
e2e_wait_for ' Markdown sample +│ Markdown sample'
e2e_wait_for '│ BrikTUI renders Markdown itself'
# Links are OSC 8 hyperlinks written by BrikTUI after ncurses' update (the text is the same).
# The next article and back: the sample is drawn again while the pipe records.
e2e_wait_for 'code spans, links$'
e2e_keys ']'
e2e_wait_for 'Article 2 of'
e2e_keys '['
deadline=$((SECONDS + E2E_TIMEOUT))
until grep -aqE $'\e]8;;https://github.com/apple/swift\e\\\\(\e\\[[0-9;]*m)*links\e]8;;\e\\\\' "$E2E_DIR/raw" 2>/dev/null; do
  [ $SECONDS -lt $deadline ] || e2e_fail "no OSC 8 hyperlink in the output"
  sleep 0.02
done
grep -aqE $'\e]8;;https://swift.org\e\\\\(\e\\[[0-9;]*m)*https://swift.org\e]8;;\e\\\\' "$E2E_DIR/raw" || e2e_fail "no autolink hyperlink"
e2e_wait_for 'code spans, links$'
# Rendered constructs: a bullet with its hanging indent, a nested bullet, a table border.
e2e_wait_for '│ • Bullets, with hanging indents'
# The contents' cursor (reverse video) is on the first heading while the list has focus.
e2e_wait_for_styled $'\e\\[[0-9;]*7[0-9;]*mMarkdown sample'
# Down in the contents jumps: the heading is the first row of the text.
e2e_keys Down
e2e_wait_for ' Markdown sample +│ Lists'
e2e_wait_for '   Lists +│\s*$'
# The last heading: the text stops at its end, the table drawn with fitted columns.
e2e_keys Down Down
e2e_wait_for '│ ┌───────────┬'
e2e_wait_for '│ │ Construct +│ +Drawn as +│ Width │'
e2e_wait_gone '│ Markdown sample'
# Tab goes into the text; Home and PageDown scroll it, the contents follow the reading.
e2e_keys Tab Home
e2e_wait_for ' Markdown sample +│ Markdown sample'
e2e_keys PageDown
e2e_wait_gone '│ Markdown sample'
# The next article: the guide's landing page, read from Sources/BrikTUI/BrikTUI.docc.
e2e_keys ']'
e2e_wait_for 'Article 2 of [0-9]+: BrikTUI'
e2e_wait_for '│ Terminal user interfaces in Swift, built from'
e2e_wait_for '   Overview'
e2e_keys '['
e2e_wait_for 'Article 1 of [0-9]+: Markdown sample'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

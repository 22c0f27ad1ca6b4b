# "Stacks" cycles alignment and distribution with keys, above an HBrik whose children
# keep their dimensions; "Styles" shows styled bricks.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY stacks"
e2e_wait_for 'alignment: .fill   distribution: .fill   spacing: 1'
# 100 columns: 91 inner columns less gaps; fixed 16, a quarter 22.75 → 23, "auto" 4, fill the other 48.
e2e_wait_for '│\.fixed\(16\) → 16 *\.ratio\(1/4\) → 23 *\.fill → 48 *auto│'
e2e_keys a a
e2e_wait_for 'alignment: .center'
e2e_keys d d d d
e2e_wait_for 'distribution: .equalCentering'
e2e_keys s
e2e_wait_for 'spacing: 2'
# Whatever the stacks above do, the dimensions hold; at 80 columns a quarter of 71 is 18.
e2e_wait_for '│\.fixed\(16\) → 16 *\.ratio\(1/4\) → 23 *\.fill → 48 *auto│'
e2e_resize 80 24
e2e_wait_for '│\.fixed\(16\) → 16 *\.ratio\(1/4\) → 18 *\.fill → 33 *auto│'
e2e_resize 100 30
e2e_keys Escape
e2e_wait_for '▶ Stacks'
e2e_keys Down Enter
e2e_wait_for 'BrikTUI Gallery › Styles'
e2e_wait_for '\[ Disabled \]'
e2e_wait_for 'let x = 42'
# The styles reach the terminal: bold+underline headline, yellow bold
# warning, dim caption, and the focused Primary button in reverse video.
styled=$(e2e_tmux capture-pane -p -e -t e2e)
grep -q $'\e\\[1;4m\\.headline' <<<"$styled" || e2e_fail "headline is not bold+underlined"
grep -q $'\e\\[1m\e\\[33m\\.warning' <<<"$styled" || e2e_fail "warning is not bold yellow"
grep -q $'\e\\[2m\\.caption' <<<"$styled" || e2e_fail "caption is not dim"
grep -q $'\e\\[3mcallout' <<<"$styled" || e2e_fail "the callout text style is not italic"
grep -q $'\e\\[7m[^ ]* Primary' <<<"$styled" || e2e_fail "the focused button is not in reverse video"
e2e_keys Tab
e2e_wait_for_styled $'\e\\[7m[^ ]* Destructive'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

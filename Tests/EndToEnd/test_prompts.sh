#!/usr/bin/env bash
# Examples/Prompts in a real terminal: the setup wizard driven as a user, the
# inline demo with a resize, and both without a terminal. Inline mode must
# never enter the alternate screen, and the scrollback must hold the output.
set -euo pipefail
E2E_HISTORY_LIMIT=2000
source "$(dirname "$0")/lib.sh"

PROMPTS=${PROMPTS_EXAMPLE:-$(dirname "$GALLERY")/PromptsExample}
[ -x "$PROMPTS" ] || e2e_fail "no PromptsExample binary at $PROMPTS (swift build builds it)"

# Samples tmux's alternate-screen flag every 20 ms until told to stop; any 1 is recorded.
watch_alternate_screen() {
  : >"$E2E_DIR/alt.log"
  (while [ ! -e "$E2E_DIR/alt.stop" ]; do
    e2e_tmux display-message -p -t e2e '#{alternate_on}' >>"$E2E_DIR/alt.log" 2>/dev/null || true
    sleep 0.02
  done) &
  ALT_WATCHER=$!
}
expect_alternate_screen_never_entered() {
  touch "$E2E_DIR/alt.stop"
  wait "$ALT_WATCHER"
  rm -f "$E2E_DIR/alt.stop"
  [ -s "$E2E_DIR/alt.log" ] || e2e_fail "the alternate-screen watcher took no samples"
  ! grep -q 1 "$E2E_DIR/alt.log" || e2e_fail "the alternate screen was entered"
}
scrollback() { e2e_tmux capture-pane -p -S - -t e2e; }
expect_scrollback() {
  scrollback | grep -Fq -- "$1" || { scrollback >&2; e2e_fail "scrollback lacks '$1'"; }
}

# ---- The wizard, driven as a user, on a short window so output scrolls off.
e2e_start "seq -f 'shell line %g' 1 30; PROMPTS_TICK_MS=20 $PROMPTS" 80 14
watch_alternate_screen
e2e_wait_for '\? Project name +my-app'
e2e_type "bad name"
e2e_keys Enter
e2e_wait_for 'use letters, digits and dashes'
e2e_keys C-u
e2e_type "demo-app"
e2e_keys Enter
e2e_wait_for '✔ Project name demo-app'
e2e_wait_for '\? Template'
e2e_type "serv"
e2e_wait_for '❯ Server'
e2e_wait_gone 'Library'
e2e_keys Enter
e2e_wait_for '✔ Template Server'
e2e_wait_for '\? Features'
e2e_keys Down Down Space
e2e_wait_for '◉ CI'
e2e_keys Enter
e2e_wait_for '✔ Features Tests, Docs, CI'
e2e_wait_for 'Initialise a git repository\?'
e2e_type "n"
e2e_wait_for '✔ Initialise a git repository\? no'
e2e_wait_for 'Success: demo-app is ready' 20
e2e_wait_for '__EXIT__=0'
expect_alternate_screen_never_entered
for line in "shell line 1" "✔ Project name demo-app" "✔ Template Server" "✔ Write files" \
  "✔ Resolve dependencies" "✔ Checks (2 steps)" "✖ Publish to the registry: the registry did not answer" \
  "! Warning: not published" "Template  Server" "→ swift run"; do
  expect_scrollback "$line"
done
# The live parts (bars, spinners, hints) were erased: only finished lines are left.
! scrollback | grep -Eq '░|⠋|⠙|↑/↓|type to filter' || { scrollback >&2; e2e_fail "live lines left in the scrollback"; }
# The group that does not collapse lists its steps indented under its end line.
scrollback | grep -A2 -F '✔ Create demo-app' | grep -Fq '  ✔ Write files' || e2e_fail "group steps not under the group"
e2e_expect_terminal_restored

# ---- The inline demo with a resize while it runs, the final frame kept.
e2e_kill_server
e2e_start "echo before-demo; PROMPTS_TICK_MS=60 $PROMPTS --inline-demo" 80 14
watch_alternate_screen
e2e_wait_for 'tick [0-9]+ · 80 columns'
e2e_resize 50 14
e2e_wait_for 'tick [0-9]+ · 50 columns'
e2e_wait_for 'All downloads finished' 20
e2e_wait_for '__EXIT__=0'
expect_alternate_screen_never_entered
[ "$(e2e_screen | grep -c 'tick [0-9]')" -le 1 ] || e2e_fail "the region was drawn twice after the resize"
for line in before-demo "downloaded alpha.tar" "downloaded delta.pkg" "All downloads finished"; do
  expect_scrollback "$line"
done
[ "$(scrollback | grep -c 'downloaded alpha.tar')" = 1 ] || e2e_fail "a line printed above came out twice"

# ---- The demo told to clear its last frame, stopped early with q.
e2e_kill_server
e2e_start "PROMPTS_TICK_MS=200 $PROMPTS --inline-demo --clear" 80 14
e2e_wait_for 'tick [0-9]+'
e2e_type q
e2e_wait_for '__EXIT__=0'
! e2e_screen | grep -Eq 'Downloads: stopped|tick [0-9]' || e2e_fail "the cleared frame stayed"

# ---- An Application run inline (run(inline:)): lines printed above scroll into the
# scrollback, the alternate screen is never entered, and the last frame stays.
e2e_kill_server
e2e_start "seq -f 'shell line %g' 1 20; echo before-app; PROMPTS_TICK_MS=40 $PROMPTS --inline-app" 80 14
watch_alternate_screen
e2e_wait_for 'Downloading 4 files'
e2e_wait_for 'q stop'
e2e_wait_for 'All downloads finished' 20
e2e_wait_for '__EXIT__=0'
expect_alternate_screen_never_entered
for line in "shell line 1" before-app "downloaded alpha.tar" "downloaded delta.pkg" "All downloads finished"; do
  expect_scrollback "$line"
done
[ "$(scrollback | grep -c 'downloaded beta.zip')" = 1 ] || e2e_fail "a line printed above came out twice"
# The printed lines sit above the final frame, and the shell's prompt follows it.
[ "$(scrollback | grep -n 'downloaded delta.pkg' | cut -d: -f1)" -lt "$(scrollback | grep -n 'All downloads finished' | cut -d: -f1)" ] \
  || e2e_fail "a printed line came below the region"
e2e_expect_terminal_restored

# ---- The inline app told to clear its last frame, stopped early with q (same shell).
e2e_tmux send-keys -t e2e -l "clear; PROMPTS_TICK_MS=400 $PROMPTS --inline-app --clear; echo __EXIT2__=\$?"
e2e_keys Enter
e2e_wait_for 'Downloading 4 files'
e2e_type q
e2e_wait_for '__EXIT2__=0'
! e2e_screen | grep -Eq 'Downloading 4 files|Downloads stopped' || e2e_fail "the cleared frame stayed"

# ---- An inline app with a text field: the terminal's cursor is the field's caret.
e2e_tmux send-keys -t e2e -l "clear; $PROMPTS --inline-field; echo __EXIT3__=\$?"
e2e_keys Enter
e2e_wait_for 'Name: '
e2e_type Ada
e2e_wait_for 'Name: Ada'
row=$(e2e_screen | grep -n 'Name: Ada' | cut -d: -f1)
deadline=$((SECONDS + 5))
until [ "$(e2e_tmux display -p -t e2e '#{cursor_flag} #{cursor_x} #{cursor_y}')" = "1 9 $((row - 1))" ]; do
  [ $SECONDS -le $deadline ] || e2e_fail "the caret is not after 'Ada' on row $row: $(e2e_tmux display -p -t e2e '#{cursor_flag} #{cursor_x} #{cursor_y}')"
  sleep 0.02
done
e2e_keys Enter
e2e_wait_for '__EXIT3__=0'
e2e_wait_for 'Hello, Ada'
[ "$(e2e_tmux display -p -t e2e '#{cursor_flag}')" = 1 ] || e2e_fail "the cursor stayed hidden after the inline app"

# ---- Without a terminal: a clear error, or the defaults, and never an escape code.
out=$E2E_DIR/out
if "$PROMPTS" </dev/null >"$out" 2>&1; then e2e_fail "prompts without a terminal did not fail"; fi
grep -Fq 'error: cannot ask "Project name": standard input or output is not a terminal' "$out" \
  || { cat "$out" >&2; e2e_fail "no clear error from /dev/null"; }
printf 'demo\ny\n' >"$E2E_DIR/answers"
if "$PROMPTS" <"$E2E_DIR/answers" >"$out" 2>&1; then e2e_fail "prompts reading a file did not fail"; fi
grep -Fq 'cannot ask "Project name"' "$out" || e2e_fail "no clear error from a file"
for input in /dev/null "$E2E_DIR/answers"; do
  PROMPTS_TICK_MS=1 "$PROMPTS" --defaults <"$input" >"$out" 2>&1 || { cat "$out" >&2; e2e_fail "--defaults failed"; }
  ! grep -q $'\e' "$out" || { cat -A "$out" >&2; e2e_fail "escape codes in output without a terminal"; }
  for line in "? Project name my-app (default)" "? Template Command-line tool (default)" \
    "? Features Tests, Docs (default)" "Write files 50%" "✔ Write files" "✔ Checks (2 steps)" \
    "Success: my-app is ready"; do
    grep -Fq -- "$line" "$out" || { cat "$out" >&2; e2e_fail "plain output lacks '$line'"; }
  done
done
# Piped output with a terminal on stdin is not a terminal either: plain lines too.
if "$PROMPTS" --inline-demo </dev/null >"$out" 2>&1; then e2e_fail "the inline demo ran without a terminal"; fi
grep -Fq 'not a terminal' "$out" || e2e_fail "the inline demo gave no clear error"
echo "prompts: ok"

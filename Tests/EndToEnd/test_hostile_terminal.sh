# Hostile terminals and input, end to end.
#  - TERM unset, empty, unknown or `dumb` (no cursor addressing): a one-line
#    "error: …" saying what to do, exit status 1, the terminal untouched.
#  - No UTF-8 locale (LANG=C, LC_ALL=C): BrikTUI switches the C library to
#    C.UTF-8 itself, so wide text still draws (the UTF-8 fallback; nothing is
#    drawn as blanks or '?').
#  - ESC alone followed by silence is the Esc key after the escape delay.
#  - A 100,000-character bracketed paste and a burst of 10,000 typed keys
#    arrive whole: the field's text, saved to a file, equals what was sent.
source "$(dirname "$0")/lib.sh"
FAULT=$(e2e_fault_example) || exit 1

e2e_start "true" 100 30
e2e_wait_for '__EXIT__=0'

run_expecting_error() {
  local name=$1 environment=$2 message=$3
  e2e_tmux send-keys -t e2e -l "clear; $environment $GALLERY hello; echo __${name}__=\$?"
  e2e_keys Enter
  e2e_wait_for "__${name}__=[0-9]+"
  e2e_screen | grep -q "__${name}__=1" || e2e_fail "$name: expected exit status 1"
  e2e_screen | tr -d '\n' | grep -q -- "$message" || e2e_fail "$name: expected the message /$message/"
  e2e_expect_terminal_restored
}

run_expecting_error UNSET "env -u TERM" 'error: TERM is not set'
run_expecting_error EMPTY "env TERM=" 'error: TERM is not set'
run_expecting_error UNKNOWN "env TERM=no-such-terminal" 'error: unknown terminal type "no-such-terminal"'
run_expecting_error DUMB "env TERM=dumb" 'TERM=dumb cannot move the cursor'

# No UTF-8 locale: wide characters still draw, in their columns.
e2e_tmux send-keys -t e2e -l "clear; env LANG=C LC_ALL=C $GALLERY hello; echo __LOCALE__=\$?"
e2e_keys Enter
e2e_wait_for '中文 日本語 한국어 ＦＵＬＬ'
e2e_wait_for '\|中\|文\|字\|'
# ESC alone, then silence: after the escape delay it is Esc, which goes back to the menu.
e2e_keys Escape
e2e_wait_for '▶ Hello'
e2e_keys q
e2e_wait_for '__LOCALE__=0'
e2e_expect_terminal_restored

# A 100,000-character bracketed paste (ASCII and wide characters; no newlines).
python3 -c '
import sys
print("".join("中" if i % 97 == 0 else chr(ord("a") + i % 26) for i in range(100000)), end="")' >"$E2E_DIR/paste.txt"
e2e_tmux send-keys -t e2e -l "clear; $FAULT field $E2E_DIR/pasted.txt; echo __PASTE__=\$?"
e2e_keys Enter
e2e_wait_for 'fault example: field'
e2e_tmux load-buffer -b big "$E2E_DIR/paste.txt"
e2e_tmux paste-buffer -p -b big -t e2e
e2e_wait_for 'zabcd|[a-z]$' 20
e2e_keys Enter
e2e_wait_for '__PASTE__=0' 20
cmp -s "$E2E_DIR/paste.txt" "$E2E_DIR/pasted.txt" \
  || e2e_fail "paste: sent $(wc -m <"$E2E_DIR/paste.txt") characters, the field kept $(wc -m <"$E2E_DIR/pasted.txt")"
e2e_expect_terminal_restored

# A burst of 10,000 typed keys (no bracketed paste: each byte is a key).
python3 -c 'print("".join(chr(ord("a") + (i * 7) % 26) for i in range(10000)), end="")' >"$E2E_DIR/keys.txt"
e2e_tmux send-keys -t e2e -l "clear; $FAULT field $E2E_DIR/typed.txt; echo __KEYS__=\$?"
e2e_keys Enter
e2e_wait_for 'fault example: field'
e2e_tmux send-keys -t e2e -l "$(cat "$E2E_DIR/keys.txt")"
e2e_keys Enter
e2e_wait_for '__KEYS__=0' 20
cmp -s "$E2E_DIR/keys.txt" "$E2E_DIR/typed.txt" \
  || e2e_fail "keys: sent 10000, the field kept $(wc -m <"$E2E_DIR/typed.txt")"
e2e_expect_terminal_restored

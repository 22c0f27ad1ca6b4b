# Input that must neither freeze nor hijack the app, end to end (FaultExample).
#  - A 500-column window: the app turns on SGR (1006) and button-drag (1002)
#    reporting; a click at column 400 and a drag to column 450 arrive there.
#  - Shift+F1, sent as the terminal's kf13 (ESC[1;2P under tmux-256color),
#    fires a binding written as shift+f1.
#  - A bracketed paste that never ends (ESC[200~abc, then nothing) is delivered
#    as "abc" after the idle time; then a key is a key; and Ctrl-C pressed every
#    150 ms into another one quits within a second.
#  - Keys (F5) and a mouse report inside a paste are the paste's text and do not act.
#  - An OSC 11 colour reply (ST and BEL forms), a DECRQSS reply, 8-bit (C1) CSI and OSC
#    replies and replies cancelled by CAN or SUB sent into a focused text field leave it empty: what the field saves is only the typed
#    "ok". The input probe counts the replies it was handed.
source "$(dirname "$0")/lib.sh"
FAULT=$(e2e_fault_example) || exit 1

e2e_start "$FAULT input" 500 30
e2e_wait_for 'fault example: input'
flags=$(e2e_tmux display-message -p -t e2e 'sgr=#{mouse_sgr_flag} button=#{mouse_button_flag}')
[ "$flags" = "sgr=1 button=1" ] || e2e_fail "mouse modes not on: $flags"

kf13=$(tput -T tmux-256color kf13 | od -An -tx1)
[ -n "$kf13" ] || e2e_fail "no kf13 in terminfo"
# shellcheck disable=SC2086 # one argument per byte
e2e_keys -H $kf13
e2e_wait_for 'shift\+f1 fired: 1'

e2e_type $'\e[<0;400;3M'
e2e_wait_for 'mouse: press\(.*left\) at 399,2'
e2e_type $'\e[<32;450;3M'
e2e_wait_for 'mouse: drag\(.*left\) at 449,2'
e2e_type $'\e[<0;450;3m'
e2e_wait_for 'mouse: release\(.*left\) at 449,2'

e2e_type $'\e]11;rgb:1c1c/1c1c/1c1c\e\\'
e2e_type $'\eP1$r0m\e\\'
e2e_wait_for 'replies: 2'
e2e_wait_for 'key: -'

# Keys and a click inside a paste (tmux's paste-buffer -p brackets it) are its text:
# ncurses' keypad finds F5 and the mouse report there, and they must not act.
printf 'xy\033[15~zz\033[<0;5;3Mw' > "$E2E_DIR/keys.txt"
e2e_tmux load-buffer -b keys "$E2E_DIR/keys.txt"
e2e_tmux paste-buffer -p -b keys -t e2e
e2e_wait_for 'paste: "xy'
e2e_screen | grep -qF 'paste: "xy\u{1B}[15~zz\u{1B}[<0;5;3Mw"' ||
  e2e_fail "the paste lost its keys: $(e2e_screen | grep 'paste:')"
! e2e_screen | grep -qE 'key: F5|mouse: press\(.*\) at 4,2' || e2e_fail "a key or click in the paste acted"

e2e_type $'\e[200~abc'
e2e_wait_for 'paste: "abc"'
e2e_type 'x'
e2e_wait_for 'key: x'
# Another paste that never ends, then Ctrl-C pressed every 150 ms as a user would: the
# first press after the pause ends the paste and quits (more presses must not keep it open).
e2e_type $'\e[200~def'
start=$(date +%s%N)
for _ in 1 2 3 4 5 6 7 8; do
  e2e_keys C-c
  e2e_screen | grep -q '__EXIT__=' && break
  sleep 0.15 # the user's pace between presses, not a wait for output
done
e2e_wait_for '__EXIT__=0' 2
elapsed=$((($(date +%s%N) - start) / 1000000))
[ "$elapsed" -lt 1000 ] || e2e_fail "Ctrl-C took ${elapsed} ms to quit"
e2e_expect_terminal_restored

saved="$E2E_DIR/field.txt"
e2e_tmux send-keys -t e2e -l "clear; $FAULT field '$saved'; echo __FIELD__=\$?"
e2e_keys Enter
e2e_wait_for 'fault example: field'
e2e_type $'\e]11;rgb:1c1c/1c1c/1c1c\e\\'
e2e_type $'\e]11;rgb:ffff/ffff/ffff\a'
e2e_type $'\eP1$r0m\e\\'
# 8-bit introducers as UTF-8 (CSI, OSC … ST), and a reply cancelled by CAN or SUB.
e2e_type $'\u009b12;40R\u009d11;rgb:00/00/00\u009c'
e2e_type $'\eP1$r0m\x18\e]11;rgb:0\x1a'
e2e_type 'ok'
e2e_keys Enter
e2e_wait_for '__FIELD__=0'
[ "$(cat "$saved")" = "ok" ] || e2e_fail "the field holds '$(cat -v "$saved")', not just the typed 'ok'"

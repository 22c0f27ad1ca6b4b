# "Menus": the menu bar (F10, a submenu two levels down, ←/→ between menus, Esc), an
# accelerator with the menus closed, a drop-down chosen with keys, a button's menu opened by
# a click (X10 mouse bytes) with a letter jump, and a context menu on a right-click.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY menu"
e2e_wait_for 'last action: none'
e2e_wait_for 'File  Edit  View'
# F10 opens File under its title; the disabled Revert is there but skipped.
e2e_keys F10
e2e_wait_for '│ New +Ctrl\+N │'
e2e_wait_for '│ Revert +│'
# Open recent ▸, then its submenu beside it, then the item under notes.txt.
e2e_keys Down Down Right
e2e_wait_for '│ notes\.txt +│'
e2e_keys Down Enter
e2e_wait_for 'last action: open todo\.md'
e2e_wait_gone 'notes\.txt'
# The accelerator works with the menus closed.
e2e_keys C-s
e2e_wait_for 'last action: save'
# → moves to the Edit menu; Esc closes it.
e2e_keys F10 Right
e2e_wait_for '│ Undo +Ctrl\+Z │'
e2e_wait_gone '│ New +Ctrl'
e2e_keys Escape
e2e_wait_gone 'Undo'
# The Size drop-down (Tab from the Actions button): Enter opens it, ↓ Enter chooses Large.
e2e_keys Tab Enter
e2e_wait_for '│Small +│'
e2e_keys Down Enter
e2e_wait_for 'last action: size Large'
e2e_wait_gone '│Small +│'
# A click on the Actions button opens its menu under it; "d" jumps to Duplicate.
read -r row col < <(e2e_screen | python3 -c '
import sys
for y, line in enumerate(sys.stdin.read().splitlines()):
    i = line.find("[ Actions ]")
    if i >= 0: print(y, i + 3); break')
[ -n "$row" ] || e2e_fail "Actions button not found"
e2e_mouse 0 "$col" "$row"
e2e_mouse 3 "$col" "$row"
e2e_wait_for '│ Rename +│'
e2e_type 'd'
e2e_keys Enter
e2e_wait_for 'last action: duplicate'
# A right-click in the Notes box shows its context menu where the mouse is.
read -r row col < <(e2e_screen | python3 -c '
import sys
for y, line in enumerate(sys.stdin.read().splitlines()):
    i = line.find("Right-click in this box")
    if i >= 0: print(y, i + 4); break')
[ -n "$row" ] || e2e_fail "Notes box not found"
e2e_mouse 2 "$col" "$row"
e2e_mouse 3 "$col" "$row"
e2e_wait_for '│ Copy +│'
e2e_keys Enter
e2e_wait_for 'last action: copy'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

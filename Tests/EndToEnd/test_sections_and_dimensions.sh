# "Sections" re-flows BrickKit's README layouts when the window is resized;
# "Dimensions" switches orientation, size-class and range branches across the thresholds.
source "$(dirname "$0")/lib.sh"

# Every display column (0-based) where text starts on screen row `row` (0-based), space-separated.
columns_of() {
  e2e_screen | sed -n "$(($1 + 1))p" | python3 -c '
import sys
line, text = sys.stdin.read().rstrip("\n"), sys.argv[1]
found, i = [], line.find(text)
while i >= 0:
    found.append(str(len(line[:i])))
    i = line.find(text, i + 1)
print(" ".join(found))' "$2"
}

expect_columns() {
  local row=$1 text=$2 want=$3 got
  got=$(columns_of "$row" "$text")
  [ "$got" = "$want" ] || e2e_fail "row $row: '$text' at columns '$got', expected '$want'"
}

e2e_start "$GALLERY sections" 100 30
e2e_wait_for 'BrikTUI Gallery › Sections'
# 100 columns: the simple section's row is 94 wide; halves 46.5 → 47 | 46, thirds 30.67 → 31 | 30 | 31.
e2e_wait_for_row 7 '1/3 BRICK'
expect_columns 5 '1/2 BRICK' '3 51'
expect_columns 6 '1/3 BRICK' '3 35 66'
# The nested 1/3 and 2/3 sections: 92 inner columns, 1/3 of 90 = 30, the 2/3 starts 31 further.
expect_columns 13 'BRICK' '4 35'

e2e_resize 60 20
# 54 columns: the multi-line brick takes 3 rows, so the thirds move down a row; 17.33 → 17 | 18 | 17.
e2e_wait_for_row 8 '1/3 BRICK'
expect_columns 6 '1/2 BRICK' '3 31'
expect_columns 7 '1/3 BRICK' '3 21 40'

e2e_resize 120 30
# 114 columns: thirds 37.33 → 37 | 38 | 37.
e2e_wait_for_row 7 '1/3 BRICK'
expect_columns 6 '1/3 BRICK' '3 41 80'
expect_columns 5 '1/2 BRICK' '3 61'

e2e_keys Escape
e2e_wait_for '▶ Sections'
e2e_keys Down
e2e_wait_for '▶ Dimensions'
e2e_keys Enter
e2e_wait_for 'BrikTUI Gallery › Dimensions'
e2e_resize 100 30
e2e_wait_for '100×30 · landscape · regular/regular'
e2e_wait_for '\.horizontalSizeClass: regular ¼ → 23 cols'
e2e_wait_for '\.dimensionRange: ≥90 ⅓ → 31 cols'
expect_columns 5 '.ratio(1/3) → 31 cols' '34'
# The horizontal section: one row of 12 cards, 120 columns, in a 75-column strip that has
# the focus; End scrolls to the last card, Home back to the first.
e2e_wait_for_row 19 'horizontal: 120 cols card 1    card 2'
e2e_keys End
e2e_wait_for_row 19 'card 11   card 12'
expect_columns 18 'card 12' '88'
e2e_keys Home
e2e_wait_for_row 19 'cols card 1    card 2'
e2e_keys Right Right
e2e_wait_for_row 19 'cols rd 1    card 2'

# Across both size-class thresholds and below the 70-column breakpoint.
e2e_resize 70 20
e2e_wait_for '70×20 · landscape · compact/compact'
e2e_wait_for '\.horizontalSizeClass: compact 6 → 6 cols'
e2e_wait_for '\.verticalSizeClass: compact 6 → 6 cols'
e2e_wait_for '\.dimensionRange: default 10 → 10 cols'
expect_columns 5 '.ratio(1/3) → 21 cols' '24'

# Taller than wide in cell terms: portrait.
e2e_resize 60 40
e2e_wait_for '60×40 · portrait · compact/regular'
e2e_wait_for '\.orientation: portrait ⅓ → 18 cols'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

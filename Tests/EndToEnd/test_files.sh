# Examples/Files, the two-pane file browser, on a folder made here: the table lists
# the folder (folders first), s sorts by the cursor's column (▲/▼), Enter opens a
# folder and the tree follows, Backspace goes up, Tab moves to the tree whose cursor
# chooses the folder shown, Enter on a file tells its size, q quits.
source "$(dirname "$0")/lib.sh"
FILES=${FILES_EXAMPLE:-$(dirname "$GALLERY")/FilesExample}
[ -x "$FILES" ] || e2e_fail "no FilesExample binary at $FILES (swift build builds it)"
folder="$E2E_DIR/home"
mkdir -p "$folder/alpha/deep" "$folder/beta"
printf 'hello world\n' >"$folder/notes.txt"
head -c 2048 /dev/zero >"$folder/big.bin"
printf 'x' >"$folder/alpha/inner.txt"
touch -d '2026-11-30 10:00' "$folder/notes.txt" "$folder/big.bin"

e2e_start "$FILES '$folder'"
e2e_wait_for '2 folders, 2 files in '
e2e_wait_for_row 2 '│▾ .*home +││Name +Size Modified'
e2e_wait_for_row 3 '│├─▸ alpha +││alpha/ '
e2e_wait_for_row 4 '│└─▸ beta +││beta/ '
e2e_wait_for_row 5 '││big.bin +2048 2026-11-30 10:00'
e2e_wait_for_row 6 '││notes.txt +12 2026-11-30 10:00'
# Sort by size: the cursor's column moves right, s sorts ascending, s again descending.
e2e_keys Right s
e2e_wait_for 'Size ▲'
e2e_wait_for_row 3 '││notes.txt +12 '
e2e_wait_for_row 4 '││big.bin +2048 '
# Descending is the ascending order reversed, ties (the folders, no size) kept in order.
e2e_keys s
e2e_wait_for 'Size ▼'
e2e_wait_for_row 3 '││alpha/ '
e2e_wait_for_row 5 '││big.bin +2048 '
e2e_wait_for_row 6 '││notes.txt +12 '
# Back to sorting by name; Enter on alpha/ opens it: the table and the tree follow.
e2e_keys Left s
e2e_wait_for 'Name ▲'
e2e_wait_for_row 3 '││alpha/ '
e2e_keys Home Enter
e2e_wait_for '1 folders, 1 files in .*/home/alpha'
e2e_wait_for_row 3 '│├─▾ alpha +││deep/ '
e2e_wait_for_row 4 '^││ └─▸ deep +││inner.txt +1 '
# A file: Enter tells about it.
e2e_keys Down Enter
e2e_wait_for 'inner.txt: 1 bytes'
# Backspace goes up, the cursor on the folder we came from.
e2e_keys BSpace
e2e_wait_for '2 folders, 2 files in .*/home$'
e2e_wait_for_styled $'\e\\[[0-9;]*7[0-9;]*m *alpha/'
# Tab to the tree: its cursor chooses the folder the table shows.
e2e_keys Tab
e2e_keys End
e2e_wait_for '0 folders, 0 files in .*/home/beta'
e2e_wait_for 'Empty folder'
e2e_keys q
e2e_wait_for '__EXIT__=0'

# Widths from the terminal itself (issue 24) in a terminal whose table is not glibc's:
# libvterm 0.1.4, live on a pty (Tests/EndToEnd/vterm_pty.c), answering the app's cursor
# position reports itself. libvterm draws the emoji of U+1F900–U+1F9FF and U+1FA70–U+1FAFF
# one column wide where glibc says two (🧑 of the unicode screen's 🧑🏿).
#  - BRIKTUI_WIDTHS=probe: the app learns libvterm's widths, and libvterm's screen is, row
#    for row, the frame a TestTerminal lays out under those widths (`gallery --dump` with
#    GALLERY_WIDTHS, the profile measured from libvterm here); the right borders line up.
#  - BRIKTUI_WIDTHS=glibc: the model keeps glibc's widths, and libvterm's screen is not
#    that frame (the row of 🧑🏿 is a column short): what the probe is for, and what shows
#    this test can fail.
source "$(dirname "$0")/lib.sh"

command -v cc >/dev/null && [ -e /usr/include/vterm.h ] || e2e_fail "libvterm-dev and cc are needed (scripts/ensure-deps.sh installs them)"
harness="$E2E_DIR/vterm_pty"
cc -O2 -o "$harness" "$(dirname "$0")/vterm_pty.c" -lvterm -lutil || e2e_fail "vterm_pty did not build"

# libvterm's widths of the probes, in the words of WidthProfile's description.
printf 'measure \xf0\x9f\xa7\xba\nmeasure \xf0\x9f\xab\xa0\n' >"$E2E_DIR/measure"
read -r -d '' supplemental extended < <("$harness" 1 10 "$E2E_DIR/measure" -- true; printf '\0')
profile=""
[ "$supplemental" != 2 ] && profile+="supplementalEmoji=$supplemental "
[ "$extended" != 2 ] && profile+="extendedEmoji=$extended"
[ -n "$profile" ] || e2e_fail "libvterm draws 🧺 and 🫠 as glibc does: nothing to test"
echo "libvterm's widths: $profile"

model() { GALLERY_WIDTHS="$1" "$GALLERY" --dump unicode 100x30 | grep -v '^cursor ' | sed -e 's/[[:space:]]*$//'; }
model_probe=$(model "$profile") || e2e_fail "gallery --dump with GALLERY_WIDTHS failed"
model_glibc=$(model glibc)

printf 'wait └\nwait U+FFFD\nsettle\ndump\nends\nkeys \\x03\nexit\n' >"$E2E_DIR/commands"
for mode in probe glibc; do
  LANG=C.UTF-8 "$harness" 30 100 "$E2E_DIR/commands" -- env LANG=C.UTF-8 BRIKTUI_WIDTHS=$mode "$GALLERY" --still unicode \
    >"$E2E_DIR/out.$mode" || e2e_fail "$mode: the gallery did not run to its end under libvterm"
  head -30 "$E2E_DIR/out.$mode" | sed -e 's/[[:space:]]*$//' >"$E2E_DIR/screen.$mode"
  tail -n +31 "$E2E_DIR/out.$mode" >"$E2E_DIR/ends.$mode"
done

if [ "$(cat "$E2E_DIR/screen.probe")" != "$model_probe" ]; then
  diff <(echo "$model_probe") "$E2E_DIR/screen.probe" | head -10
  e2e_fail "probe: libvterm's screen is not the frame laid out with libvterm's widths"
fi
# Every row ending in a box's right border ends in the same column of libvterm's grid.
borders=$(paste -d' ' "$E2E_DIR/ends.probe" <(sed -e 's/.*\(.\)$/\1/' "$E2E_DIR/screen.probe") |
  awk '$2 ~ /[┐│┘]/ { print $1 }' | sort -u | wc -l)
[ "$borders" -eq 1 ] || e2e_fail "probe: right borders end in $borders different columns"

if [ "$(cat "$E2E_DIR/screen.glibc")" = "$model_glibc" ]; then
  e2e_fail "glibc: libvterm's screen equals glibc's frame, so the probe case proves nothing"
fi
differing=$(diff <(echo "$model_glibc") "$E2E_DIR/screen.glibc" | grep -c '^>')
echo "ok: under libvterm the probed model matches its screen; glibc's differs in $differing rows"

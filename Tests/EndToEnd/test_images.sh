# "Images": a PNG decoded in Swift, drawn in half blocks in four content modes and in
# braille, and an image brick whose placeholder shows until a slow loader delivers; r
# loads it again (the placeholder comes back, then the image).
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY images"
# The slow image's placeholder first (it loads 0.8 s after the page shows), then the rest.
e2e_wait_for 'art.png \(loading…\)'
e2e_wait_for 'scaleToFill'
e2e_wait_for 'aspectFill'
e2e_wait_for '│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│'
e2e_wait_for '⣿⣿⣿⣿'
e2e_wait_gone 'art.png \(loading…\)'
e2e_wait_for '  ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀$'
e2e_keys r
e2e_wait_for 'art.png \(loading…\)'
e2e_wait_gone 'art.png \(loading…\)'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

# The README's first example (Examples/Login) runs: sign in with keys.
source "$(dirname "$0")/lib.sh"
e2e_start "$(dirname "$GALLERY")/LoginExample" 80 24
e2e_wait_for 'Enter an email'
e2e_type 'ada@example.com'
e2e_keys Tab Tab Enter
e2e_wait_for 'Welcome, ada@example.com!'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'
e2e_expect_terminal_restored

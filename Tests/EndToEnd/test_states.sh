# Control states: a selected button, a disabled title, a digits-only field with its
# side views, clear button and accessory row, and a live tint switch.
source "$(dirname "$0")/lib.sh"
e2e_start "$GALLERY states"

e2e_wait_for '\[ Bold \]'
e2e_wait_for '\[ Dimmed \]'
if e2e_screen | grep -q 'Gone'; then e2e_fail "an alpha-0 button was drawn"; fi
e2e_keys Enter
e2e_wait_for 'Bold is selected'
e2e_keys Tab Enter
e2e_wait_for 'Sending…'
e2e_wait_for 'send is disabled'
# Focus moved on from the disabled Send; two Tabs (past Dimmed, skipping the invisible
# and disabled buttons) reach the field, whose accessory row shows (StatesPageTests
# "afterSendDisablesItselfTwoTabsReachTheField" pins the count).
e2e_keys Tab Tab
e2e_wait_for 'Esc takes back the edit'
e2e_keys 1 2 x
e2e_wait_for "refused 'x'"
e2e_wait_for '\$12'
e2e_keys Escape
e2e_wait_for 'digits only'
e2e_keys 3 Enter
e2e_wait_for 'returned with 3'
e2e_keys Tab
e2e_wait_for 'USD'
e2e_keys t
e2e_wait_for 'tint: '
e2e_keys r
e2e_wait_for 'send is enabled'
e2e_keys C-c
e2e_wait_for '__EXIT__=0'

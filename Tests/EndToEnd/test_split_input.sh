# Text whose characters are cut between two reads, with pauses of up to 300 ms, reaches
# a text field byte for byte, full-screen (FaultExample field) and inline
# (PromptsExample --inline-field), typed and pasted; a 1 MB non-ASCII paste arrives
# whole. Driven on a pseudo-terminal of its own by split_input.py: tmux's key input
# would join the cut bytes before the app reads them.
source "$(dirname "$0")/lib.sh"
FAULT=$(e2e_fault_example) || exit 1
PROMPTS=$(dirname "$FAULT")/PromptsExample
[ -x "$PROMPTS" ] || e2e_fail "no PromptsExample binary at $PROMPTS"
python3 "$(dirname "$0")/split_input.py" "$FAULT" "$PROMPTS" "$E2E_DIR" || e2e_fail "text was lost or garbled"

import BrikTUI
import __NAME__Core

// Takes the terminal over until Ctrl-C, and always gives it back.
try Application(root: counterScreen()).run()

#!/usr/bin/env bash
# Makes sure what the build and the tests need is on this machine:
# the ncursesw headers (libncurses-dev), tmux, a UTF-8 locale, and libvterm with a C
# compiler (the fidelity test's second emulator, Tests/EndToEnd/vterm_dump.c).
# Installs them with apt-get when we are root; otherwise says what to install.
set -euo pipefail

missing=()
[ -e /usr/include/ncursesw/curses.h ] || [ -e /usr/include/ncurses.h ] || missing+=(libncurses-dev)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
infocmp tmux-256color >/dev/null 2>&1 || missing+=(ncurses-base)
[ -e /usr/include/vterm.h ] || missing+=(libvterm-dev)
command -v cc >/dev/null 2>&1 || missing+=(gcc)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-deps: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "ensure-deps: missing ${missing[*]}; install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

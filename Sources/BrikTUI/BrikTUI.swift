// The one import an app writes: the core (bricks, layout, canvas, events,
// runtime, TestTerminal) and the ncurses terminal.
@_exported import BrikCore
@_exported import BrikCurses

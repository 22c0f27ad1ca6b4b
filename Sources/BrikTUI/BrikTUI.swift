// The one import an app writes: the rendering layer (geometry, text, styles, canvas,
// ANSI), the constraint solver, the core (bricks, layout, events, runtime,
// TestTerminal) and the ncurses terminal.
@_exported import BrikCore
@_exported import BrikCurses
@_exported import BrikRendering
@_exported import BrikSolver

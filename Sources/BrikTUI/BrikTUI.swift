// The one import an app writes: the rendering layer (geometry, text, styles, canvas,
// ANSI), the constraint solver, the core (bricks, layout, events, runtime,
// TestTerminal) and the ncurses terminal.
@_exported import BrikCore
@_exported import BrikCurses
@_exported import BrikRendering
@_exported import BrikSolver

/// This BrikTUI's version, `major.minor.patch` under semantic versioning: the release is
/// tagged `v` followed by it (`v0.1.0`), and CHANGELOG.md lists what each version changed.
///
/// Read it as `BrikTUI.version`, for instance in an app's `--version` output or a bug report.
public let version = "0.1.0"

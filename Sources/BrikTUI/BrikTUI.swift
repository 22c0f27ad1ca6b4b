// The one import an app writes: the rendering layer (geometry, text, styles, canvas,
// ANSI), the constraint solver and its DSL, the core (bricks, layout, widgets, events, runtime,
// TestTerminal), text (search, the editor, line and log views, Markdown) and the ncurses
// terminal.
@_exported import BrikConstraints
@_exported import BrikCore
@_exported import BrikCurses
@_exported import BrikRendering
@_exported import BrikSolver
@_exported import BrikText

/// This BrikTUI's version, `major.minor.patch` under semantic versioning: the release is
/// tagged `v` followed by it (`v0.1.0`), and CHANGELOG.md lists what each version changed.
///
/// Read it as `BrikTUI.version`, for instance in an app's `--version` output or a bug report.
public let version = "0.1.0"

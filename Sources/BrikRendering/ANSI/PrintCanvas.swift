/// Writes `canvas` to standard output as lines of text with SGR styles and no
/// cursor movement (see ``ANSIRenderer/lines(_:)``), for command-line output
/// and pipes rather than full-screen use.
///
/// The default depth comes from the environment (``ColorDepth/detect(environment:terminalColors:)``),
/// which does not look at whether standard output is a terminal: pass
/// ``ColorDepth/none`` for output meant for files.
public func printCanvas(_ canvas: Canvas, colorDepth: ColorDepth = .detect()) {
    print(ANSIRenderer(colorDepth: colorDepth).lines(canvas), terminator: "")
}

/// Writes `canvas` to `output` as lines of text with SGR styles and no cursor
/// movement (see ``ANSIRenderer/lines(_:)``).
public func printCanvas(_ canvas: Canvas, colorDepth: ColorDepth, to output: inout some TextOutputStream) {
    output.write(ANSIRenderer(colorDepth: colorDepth).lines(canvas))
}

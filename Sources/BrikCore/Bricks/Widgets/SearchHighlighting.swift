import BrikRendering

/// What a text module draws over a label's text and a list's rows: its search highlight.
/// Declared here so ``Label`` and ``List`` can hold one without knowing the text module.
package protocol SearchHighlighting: Sendable {
    /// Paints the highlight over `label`'s drawn text.
    @MainActor func paint(over label: Label, into canvas: inout Canvas, theme: Theme)
    /// Gives a list row's content (shown at `position`) its part of the highlight.
    @MainActor func decorate(row content: Brick, position: Int)
}

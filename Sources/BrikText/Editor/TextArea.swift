import BrikCore
import BrikRendering

/// A multi-line text editor, or a read-only viewer (Brik's `UITextView`).
///
/// ```swift
/// let editor = TextArea(text: source)
///     .showsLineNumbers(true)
///     .wrapsLines(false)
///     .tabBehavior(.insertSpaces(4))
///     .highlighter { _, line in SwiftHighlighter.spans(in: line) }
/// editor.action(event: .editingChanged) { area in status.text = "\(area.selection.cursor)" }
/// ```
/// The text lives in a ``TextDocument`` (a balanced tree of lines), so one keystroke in a
/// million-line document costs O(log n), and drawing lays out only the lines on screen:
/// with soft wrap on, the view is anchored at a line and one of its visual rows, and only
/// the visible lines are wrapped.
///
/// Keys (see ``handle(_:)``): arrows by character and by visual row, Ctrl-←/→ and
/// Alt-B/F by word, Home (first non-blank, then column 0)/End, Ctrl-Home/End, Page
/// Up/Down, all of them extending the selection with Shift; Backspace/Delete,
/// Ctrl/Alt-Backspace, Ctrl-W, Ctrl-K, Ctrl-U, Ctrl-D; Ctrl-Z undo, Ctrl-Y redo; Ctrl-X cut,
/// Ctrl-C copy (only while something is selected: otherwise Ctrl-C stays the app's quit
/// key), Ctrl-V paste; Esc clears the selection. The mouse places the caret, drags a
/// selection, selects a word on a double click and scrolls with the wheel. A bracketed
/// paste lands as one edit (one undo step). Tab follows ``tabBehavior``.
///
/// It sends ``ControlEvent/editingDidBegin``/``ControlEvent/editingDidEnd`` as focus
/// comes and goes and ``ControlEvent/editingChanged`` after every change of the text.
@MainActor
public final class TextArea: Control {
    /// What Tab does in a text area.
    ///
    /// ```swift
    /// area.tabBehavior = .insertSpaces(4)
    /// ```
    public enum TabBehavior: Hashable, Sendable {
        /// Tab moves the focus on, as in a form (the default, so a text area never traps the
        /// keyboard); the text area does not use it.
        case moveFocus
        /// Tab inserts a tab character.
        case insertTab
        /// Tab inserts spaces up to the next multiple of `width` columns.
        case insertSpaces(Int)
    }

    /// The text being edited. Change it through the text area (``replace(_:with:)``,
    /// ``text``), which records undo steps and sends events.
    ///
    /// ```swift
    /// let lines = area.document.lineCount
    /// ```
    public private(set) var document: TextDocument
    /// The caret and the selection; setting it clamps both ends into the document and, when
    /// the caret moved, scrolls it into view (whoever moved it: a key, the mouse, a double
    /// click selecting a word, Select All, a search, the app).
    ///
    /// ```swift
    /// area.selection = TextSelection(at: TextPosition(line: 9, column: 0))
    /// ```
    public var selection = TextSelection(at: .zero) {
        didSet {
            let clamped = TextSelection(anchor: document.clamp(selection.anchor), cursor: document.clamp(selection.cursor))
            if clamped != selection { selection = clamped }
            if oldValue != selection {
                // Any change shows the caret, even one that leaves it where it was (a word
                // selected around a caret scrolled away): what was just chosen is in view.
                revealCursor()
                setNeedsDisplay()
                onSelectionChange?(self)
            }
        }
    }
    /// Called after the caret or the selection moved (by a key, the mouse, an edit, undo),
    /// for a status line showing line:column.
    ///
    /// ```swift
    /// area.onSelectionChange = { area in status.text = "Ln \(area.selection.cursor.line + 1)" }
    /// ```
    public var onSelectionChange: ((TextArea) -> Void)?
    /// Whether the user may change the text (false: a viewer that still moves, selects and copies).
    ///
    /// ```swift
    /// area.isEditable = false
    /// ```
    public var isEditable = true { didSet { setNeedsDisplay() } }

    /// An editable area types every printable character.
    public override var typesCharacters: Bool { isEditable && isEnabled }
    /// Soft wrap: long lines continue on the next rows (true), or the view scrolls sideways.
    ///
    /// ```swift
    /// area.wrapsLines = false
    /// ```
    public var wrapsLines = true {
        didSet {
            scroll = TextScrollPosition(line: scroll.line, row: 0, x: 0)
            setNeedsDisplay()
        }
    }
    /// Shows line numbers in a gutter on the left.
    ///
    /// ```swift
    /// area.showsLineNumbers = true
    /// ```
    public var showsLineNumbers = false { didSet { setNeedsDisplay() } }
    /// Shown dim while the text is empty.
    ///
    /// ```swift
    /// area.placeholder = "Write a message…"
    /// ```
    public var placeholder = "" { didSet { setNeedsDisplay() } }
    /// The most `Character`s the text may hold (newlines count); nil for no limit. Typing and
    /// pasting stop at it (a paste is cut); setting ``text`` is not limited.
    ///
    /// ```swift
    /// area.maxLength = 280
    /// ```
    public var maxLength: Int?
    /// What Tab does; ``TabBehavior/moveFocus`` by default.
    ///
    /// ```swift
    /// area.tabBehavior = .insertTab
    /// ```
    public var tabBehavior = TabBehavior.moveFocus
    /// Styled spans for one line (syntax colouring): called with the line's index and text,
    /// for the lines being drawn only. Ranges are `Character` offsets in the line.
    ///
    /// ```swift
    /// area.highlighter = { _, line in line.hasPrefix("#") ? [TextHighlight(range: 0..<line.count, foreground: .green)] : [] }
    /// ```
    public var highlighter: ((Int, String) -> [TextHighlight])? { didSet { setNeedsDisplay() } }
    /// Whether copy and cut also set the system clipboard (OSC 52, through the terminal);
    /// off by default, so text leaves the app only when the app asks for it.
    ///
    /// ```swift
    /// area.copiesToSystemClipboard = true
    /// ```
    public var copiesToSystemClipboard = false
    /// Whether the text changed since it was set or since the app cleared this flag (saved).
    ///
    /// ```swift
    /// if area.isModified { save(area.text); area.isModified = false }
    /// ```
    public var isModified = false
    /// The style of selected text.
    ///
    /// ```swift
    /// area.selectionStyle = CellStyle(background: .blue)
    /// ```
    public var selectionStyle = CellStyle(attributes: .reverse) { didSet { setNeedsDisplay() } }
    /// Where the view is scrolled to: the first line shown, its first visual row shown, and
    /// (without soft wrap) the first column shown.
    ///
    /// ```swift
    /// let firstShown = area.scroll.line
    /// ```
    public internal(set) var scroll = TextScrollPosition() { didSet { setNeedsDisplay() } }

    /// The search matches drawn over the visible lines (see ``Searchable``); set by a search.
    ///
    /// ```swift
    /// area.searchHighlight = SearchHighlight(pattern: SearchPattern(text: "TODO"))
    /// ```
    public var searchHighlight: SearchHighlight? { didSet { setNeedsDisplay() } }

    var history = UndoHistory()
    /// The layouts of the lines drawn last (and the caret's), so a keystroke lays out one line.
    var layoutCache = LineLayoutCache()
    /// The cell column Up/Down try to keep, set by the first vertical move.
    var goalX: Int?
    var clicks = DoubleClickDetector(interval: .milliseconds(400))
    var isDragging = false
    /// The size the view was last scrolled for, so a resize reveals the caret again.
    var revealedSize: Size?

    /// A text area holding `text` (newlines normalised), the caret at its start.
    ///
    /// ```swift
    /// let area = TextArea(text: "hello\nworld", placeholder: "empty")
    /// ```
    public init(text: String = "", placeholder: String = "") {
        document = TextDocument(text)
        self.placeholder = placeholder
        super.init()
        // The caret shows the focus; a reversed or bold body would hide the selection.
        focusAttributes = []
    }

    /// A text area configured by `style`.
    ///
    /// ```swift
    /// let notes = TextArea(text: "", style: Style { $0.showsLineNumbers = true })
    /// ```
    public convenience init(text: String = "", placeholder: String = "", style: Style<TextArea>) {
        self.init(text: text, placeholder: placeholder)
        style.apply(to: self)
    }

    /// The whole text, lines joined by LF. Setting it replaces the document, forgets the undo
    /// history, puts the caret at the start, clears ``isModified`` and sends no event.
    ///
    /// ```swift
    /// area.text = try String(contentsOfFile: path, encoding: .utf8)
    /// ```
    public var text: String {
        get { document.text }
        set {
            document.text = newValue
            history.removeAll()
            selection = TextSelection(at: .zero)
            scroll = TextScrollPosition()
            goalX = nil
            isModified = false
            setNeedsDisplay()
        }
    }

    /// The selected text ("" when nothing is selected).
    ///
    /// ```swift
    /// let quoted = "> " + area.selectedText
    /// ```
    public var selectedText: String { document.text(in: selection.range) }

    /// Below a plain brick's 250: in a stack, the text area is the one that takes the room left.
    public override var huggingPriority: Int { 200 }

    /// No intrinsic size: its text does not size it, so a stack squeezes it before the one-row
    /// bricks beside it (a status line, a search bar).
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { false }

    /// A text area labelled by its placeholder whose value is the cursor's line ("line 3 of 10: …").
    public override var defaultAccessibility: AccessibilityElement {
        let line = selection.cursor.line
        let value = "line \(line + 1) of \(document.lineCount): \(document.line(line))"
        return controlAccessibility(.textArea, label: placeholder, value: value)
    }

    /// The width offered (40 when none) and at most 10 rows (chrome included): the text does
    /// not size it; in a stack it takes the room left (see ``huggingPriority``).
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 40, height: min(proposal.height ?? 10, 10))
    }

    public override func layoutChildren(context: LayoutContext) {
        super.layoutChildren(context: context)
        // A new size rewraps the lines: keep the caret in view.
        if revealedSize != nil, revealedSize != textFrame.size { revealCursor() }
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawText(into: &canvas, context: context)
    }

    /// The caret's cell while focused, nil when it is scrolled out of view.
    public override var cursorPosition: Point? {
        guard isFocused else { return nil }
        return caretCell()
    }

    /// Keys, pastes and the mouse; see the type's summary for the keys. Keys it does not use
    /// (F-keys, other Ctrl keys, Tab under ``TabBehavior/moveFocus``, Ctrl-C with nothing
    /// selected) return ``EventResult/ignored`` so the app's bindings get them.
    public override func handle(_ event: Event) -> EventResult {
        handleEvent(event)
    }

    public override func focusDidChange(isFocused: Bool) {
        history.closeGroup()
        sendActions(for: isFocused ? .editingDidBegin : .editingDidEnd)
        setNeedsDisplay()
    }
}

/// Where a ``TextArea`` is scrolled to.
///
/// ```swift
/// area.scroll(to: TextScrollPosition(line: 1_000))
/// ```
public struct TextScrollPosition: Hashable, Sendable {
    /// The first line shown (partly, when its first rows are scrolled off).
    public var line: Int
    /// The first visual row of ``line`` shown (0 without soft wrap).
    public var row: Int
    /// The first cell column shown (0 with soft wrap).
    public var x: Int

    /// A position showing `line` from its visual row `row`, from column `x`.
    public init(line: Int = 0, row: Int = 0, x: Int = 0) {
        self.line = line
        self.row = row
        self.x = x
    }
}

/// A styled span of one line, given by a ``TextArea/highlighter``.
///
/// ```swift
/// TextHighlight(range: 0..<4, foreground: .magenta, attributes: .bold)   // "func"
/// ```
public struct TextHighlight: Hashable, Sendable {
    /// The `Character` offsets of the line it covers.
    public var range: Range<Int>
    /// The text colour, nil to keep the text area's.
    public var foreground: Color?
    /// The background colour, nil to keep the text area's.
    public var background: Color?
    /// Attributes added to the text area's.
    public var attributes: TextAttributes

    /// A span over `range` in these colours and attributes.
    public init(range: Range<Int>, foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []) {
        self.range = range
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// `base` with this span's colours and attributes over it.
    public func style(over base: CellStyle) -> CellStyle {
        CellStyle(
            foreground: foreground ?? base.foreground, background: background ?? base.background,
            attributes: base.attributes.union(attributes))
    }
}

import BrikRendering

/// A single-line text input (Brik's `UITextField`).
///
/// ```swift
/// TextField(placeholder: "Enter an email").tag(1)
/// TextField(placeholder: "Password").isSecureTextEntry(true).maxLength(64)
/// ```
/// Editing follows readline: ←/→, Home/End, Ctrl-A/E, Backspace/Delete,
/// Ctrl-K/U/W, Alt-B/F and Ctrl-←/→ by word (see ``TextEditing``). Wide
/// characters take two columns; text wider than the field scrolls so the
/// cursor stays visible. A paste arrives whole (newlines become spaces).
/// It sends ``ControlEvent/editingDidBegin`` and ``ControlEvent/editingDidEnd``
/// as focus comes and goes, ``ControlEvent/editingChanged`` on every change and
/// ``ControlEvent/editingDidEndOnExit`` on Enter.
@MainActor
public final class TextField: Control {
    /// The text, cursor and scroll position.
    public private(set) var editing: TextEditing
    /// Shown dim while the field is empty.
    public var placeholder: String { didSet { setNeedsDisplay() } }
    /// Shows every character as `•` (passwords).
    public var isSecureTextEntry = false { didSet { setNeedsDisplay() } }

    /// An empty field with a placeholder.
    public init(placeholder: String = "", text: String = "") {
        self.placeholder = placeholder
        self.editing = TextEditing(text: text)
        super.init()
        focusAttributes = .bold
    }

    /// A field configured by `style`.
    public convenience init(placeholder: String = "", text: String = "", style: Style<TextField>) {
        self.init(placeholder: placeholder, text: text)
        style.apply(to: self)
    }

    /// The text; setting it moves the cursor to the end (and sends no event).
    public var text: String {
        get { editing.text }
        set {
            editing.text = newValue
            editing.moveCursor(to: editing.count)
            setNeedsDisplay()
        }
    }

    /// The most characters the field takes; nil for no limit. Longer text is cut.
    public var maxLength: Int? {
        get { editing.maxLength }
        set {
            editing.maxLength = newValue
            setNeedsDisplay()
        }
    }

    public override var huggingPriority: Int { 750 }

    /// 20 columns, or the placeholder or text plus the caret if wider; never more than offered.
    /// Its width follows the text being typed, which asks only for drawing: measured at every pass.
    override var cachesLayout: Bool { false }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let ideal = max(20, max(TextWidth.width(placeholder), editing.displayWidth) + 1)
        return Size(width: min(ideal + chrome.horizontal, proposal.width ?? Int.max), height: 1 + chrome.vertical)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        let style = controlStyle(in: context).adding(.underline)
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        canvas.fill(row, style: style)
        if editing.isEmpty {
            let hint = TextLayout.truncate(placeholder, width: area.width)
            canvas.write(hint, at: row.origin, style: style.adding(.dim).removing(.bold))
            return
        }
        let slice = editing.visibleSlice(width: area.width, secure: isSecureTextEntry)
        canvas.write(slice.text, at: row.origin, style: style)
    }

    /// After the last character or on the character under the cursor, while focused.
    public override var cursorPosition: Point? {
        guard isFocused else { return nil }
        let area = contentFrame
        guard !area.isEmpty else { return nil }
        // Drawing already scrolled the field; this reads the caret without moving it.
        var offset = editing.scrollOffset
        let column = editing.visibleSlice(width: area.width, scrollOffset: &offset, secure: isSecureTextEntry).cursorColumn
        return Point(x: area.x + column, y: area.y)
    }

    public override func handle(_ event: Event) -> EventResult {
        guard isEnabled else { return .ignored }
        switch event {
        case .key(let key):
            if key == KeyEvent(.enter) {
                sendActions(for: .editingDidEndOnExit)
                return .handled
            }
            return apply(editing.handle(key))
        case .paste(let text):
            return apply(editing.insert(text))
        case .mouse(let mouse):
            guard case .press(.left) = mouse.action else { return .ignored }
            moveCursor(toColumn: mouse.position.x - contentFrame.x)
            return .handled
        case .resize:
            return .ignored
        }
    }

    public override func focusDidChange(isFocused: Bool) {
        sendActions(for: isFocused ? .editingDidBegin : .editingDidEnd)
        setNeedsDisplay()
    }

    private func apply(_ change: TextEditing.Change) -> EventResult {
        switch change {
        case .none:
            return .ignored
        case .moved:
            setNeedsDisplay()
            return .handled
        case .edited:
            setNeedsDisplay()
            sendActions(for: .editingChanged)
            return .handled
        }
    }

    /// Puts the cursor on the character drawn at `column` of the field (a click).
    private func moveCursor(toColumn column: Int) {
        let target = editing.scrollOffset + max(0, column)
        var x = 0
        var index = 0
        while index < editing.count {
            let width = isSecureTextEntry ? 1 : editing.width(at: index)
            if x + width > target { break }
            x += width
            index += 1
        }
        editing.moveCursor(to: index)
        setNeedsDisplay()
    }
}

extension TextField {
    /// Sets the placeholder.
    @discardableResult
    public func placeholder(_ placeholder: String) -> Self {
        self.placeholder = placeholder
        return self
    }

    /// Sets the text.
    @discardableResult
    public func text(_ text: String) -> Self {
        self.text = text
        return self
    }

    /// Shows the text as `•` when true.
    @discardableResult
    public func isSecureTextEntry(_ secure: Bool) -> Self {
        isSecureTextEntry = secure
        return self
    }

    /// Limits the text to `length` characters.
    @discardableResult
    public func maxLength(_ length: Int?) -> Self {
        maxLength = length
        return self
    }

    /// Sets the text colour.
    @discardableResult
    public func color(_ color: Color) -> Self {
        foregroundColor = color
        return self
    }
}

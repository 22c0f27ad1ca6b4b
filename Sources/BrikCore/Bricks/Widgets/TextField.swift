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
/// ``ControlEvent/editingDidEndOnExit`` on Enter. A field with no delegate and no action for
/// that event leaves Enter to whatever handles it next (a dialog's default button, a
/// screen's binding).
///
/// As UIKit's `UITextField` it has a ``delegate`` (may editing begin or end, may this
/// change be made, may Enter return, may the field be cleared), views inside it on the
/// left and right (``leftView``, ``rightView``, ``clearButtonMode``), an accessory row shown
/// under it while editing (``inputAccessoryView``) and ``clearsOnBeginEditing``. Esc goes on
/// to whatever handles it (a dialog closes); with ``escapeRevertsEditing`` it first takes
/// back what was typed since editing began.
///
/// ```swift
/// TextField(placeholder: "Search")
///     .leftView(Label("⌕ "))
///     .clearButtonMode(.whileEditing)
///     .delegate(searchController)
/// ```
@MainActor
public final class TextField: Control {
    /// The text, cursor and scroll position.
    public internal(set) var editing: TextEditing
    /// Shown dim while the field is empty.
    public var placeholder: String { didSet { setNeedsDisplay() } }
    /// Shows every character as `•` (passwords).
    public var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    /// Asked before editing begins or ends, before each change and on Enter; told when
    /// editing began and ended. Held weakly, as UIKit holds it.
    public weak var delegate: (any TextFieldDelegate)?
    /// Empties the field each time editing begins (a search box typed afresh).
    public var clearsOnBeginEditing = false
    /// Whether Esc takes back what was typed since editing began, before it goes on to
    /// what else handles Esc. False by default: Esc leaves the field's text alone and goes
    /// straight on (a palette or a dialog closes, a search is cancelled).
    public var escapeRevertsEditing = false
    /// The brick drawn at the start of the field, inside its border (an icon, a prefix).
    public var leftView: Brick? {
        didSet { replaceSideView(oldValue, with: leftView) }
    }
    /// When ``leftView`` shows.
    public var leftViewMode: ViewMode = .always { didSet { setNeedsLayout() } }
    /// The brick drawn at the end of the field (a unit, a button).
    public var rightView: Brick? {
        didSet { replaceSideView(oldValue, with: rightView) }
    }
    /// When ``rightView`` shows.
    public var rightViewMode: ViewMode = .always { didSet { setNeedsLayout() } }
    /// When the clear button `×` shows at the end of the field; a click on it empties the
    /// field (if the delegate agrees). Never, by default.
    public var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A row shown under the field while it is being edited, above everything else (UIKit's
    /// `inputAccessoryView`, the toolbar over the keyboard): hints, or buttons to click.
    public var inputAccessoryView: Brick?
    /// The text when editing began, which Esc goes back to.
    var textAtBeginEditing: String?
    /// The accessory row's overlay while it shows.
    var accessoryOverlay: Overlay?

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

    /// A text field labelled by its placeholder whose value is its text; a secure field says
    /// only how many characters it holds.
    public override var defaultAccessibility: AccessibilityElement {
        let count = text.count
        let hidden = count == 0 ? "" : count == 1 ? "1 character, hidden" : "\(count) characters, hidden"
        return controlAccessibility(.textField, label: placeholder, value: isSecureTextEntry ? hidden : text)
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let ideal = max(20, max(TextWidth.width(placeholder), editing.displayWidth) + 1) + sideColumns(context: context)
        return Size(width: min(ideal + chrome.horizontal, proposal.width ?? Int.max), height: 1 + chrome.vertical)
    }

    public override func layoutChildren(context: LayoutContext) {
        layoutSideViews(context: context)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = textFrame
        guard !area.isEmpty else { return }
        drawClearButton(into: &canvas, context: context)
        var style = controlStyle(in: context).adding(.underline)
        if context.isFocused, foregroundColor == nil, let tint = context.tintColor { style.foreground = tint }
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
        let area = textFrame
        guard !area.isEmpty else { return nil }
        // Drawing already scrolled the field; this reads the caret without moving it.
        var offset = editing.scrollOffset
        let column = editing.visibleSlice(width: area.width, scrollOffset: &offset, secure: isSecureTextEntry).cursorColumn
        return Point(x: area.x + column, y: area.y)
    }

    /// An enabled field types every printable character.
    public override var typesCharacters: Bool { isEnabled }

    public override func handle(_ event: Event) -> EventResult {
        guard isEnabled else { return .ignored }
        switch event {
        case .key(let key):
            if key == KeyEvent(.enter) {
                // Enter is the field's only when something listens for it; otherwise it goes
                // on, so Enter in a dialog's field chooses the dialog's default button.
                guard delegate != nil || listensForReturn else { return .ignored }
                if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
                return .handled
            }
            if key == KeyEvent(.escape) { return revertEditing() ? .handled : .ignored }
            // Only a delegate can refuse an edit: without one, no copy is kept (a copy would
            // make the edit copy the whole text, and a 5 MB field would type slowly).
            let before = delegate == nil ? nil : editing
            return apply(editing.handle(key), since: before)
        case .paste(let text):
            let before = delegate == nil ? nil : editing
            return apply(editing.insert(text), since: before)
        case .mouse(let mouse):
            guard case .press(.left) = mouse.action else { return .ignored }
            if clearButtonFrame?.contains(mouse.position) == true {
                clearText()
                return .handled
            }
            sendActions(for: .touchDown)
            moveCursor(toColumn: mouse.position.x - textFrame.x)
            return .handled
        case .resize:
            return .ignored
        }
    }

    /// Whether an action waits for ``ControlEvent/editingDidEndOnExit`` (Enter).
    private var listensForReturn: Bool {
        handlers.actions.contains { $0.event.includes(.editingDidEndOnExit) }
    }

    /// Editing may begin unless the delegate says no.
    public override func willFocus() -> Bool {
        delegate?.textFieldShouldBeginEditing(self) ?? true
    }

    /// Editing may end unless the delegate says no (a field that must hold a valid value).
    public override func willUnfocus() -> Bool {
        delegate?.textFieldShouldEndEditing(self) ?? true
    }

    public override func focusDidChange(isFocused: Bool) {
        if isFocused {
            if clearsOnBeginEditing, !editing.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
                editing.text = ""
                editing.moveCursor(to: 0)
            }
            textAtBeginEditing = editing.text
            sendActions(for: .editingDidBegin)
            delegate?.textFieldDidBeginEditing(self)
        } else {
            textAtBeginEditing = nil
            sendActions(for: .editingDidEnd)
            delegate?.textFieldDidEndEditing(self)
        }
        editingDidToggle(isEditing: isFocused)
        setNeedsDisplay()
    }

    /// Keeps `change` if the delegate agrees to it (else goes back to `before`), and tells
    /// the actions about an edit.
    private func apply(_ change: TextEditing.Change, since before: TextEditing?) -> EventResult {
        switch change {
        case .none:
            return .ignored
        case .moved:
            setNeedsDisplay()
            return .handled
        case .edited:
            if let delegate, let before, let replaced = editing.replacement(since: before),
                !delegate.textField(self, shouldChangeCharactersIn: replaced.range, replacementString: replaced.text)
            {
                editing = before
                return .handled
            }
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

import BrikRendering

/// A modal dialog: a titled box with a message, any brick of your own, and a row of
/// buttons, shown over a dimmed screen.
///
/// Enter (or the default button) chooses the default button; Esc chooses the cancel button
/// (or closes with no choice when there is none); Tab and ←/→ move between the buttons
/// and the content. Choosing closes the dialog and gives the focus back to where it was.
/// A disabled button is never chosen, by Enter, Esc, a click or ``choose(_:)``; a dialog
/// with a form refuses its other buttons while the form is invalid (``validate(_:)``).
///
/// ```swift
/// // In an async context (a Task on the main actor):
/// let choice = await app.present(
///     Dialog("Delete 3 files?", message: "This cannot be undone.",
///            buttons: [.cancel, Dialog.Choice("Delete", role: .destructive)]))
/// if choice?.title == "Delete" { delete() }
///
/// // Or with a closure:
/// app.present(Dialog("Saved", message: "All changes are on disk.").onChoose { _ in })
/// ```
/// ``Application/alert(_:message:)``, ``Application/confirm(_:message:confirm:cancel:isDestructive:)`` and
/// ``Application/prompt(_:message:text:placeholder:)`` cover the common cases.
@MainActor
public final class Dialog: Brick, OverlayContent {
    /// A button of a dialog: what the user can choose (shown as a ``Button``).
    public struct Choice: Hashable, Sendable {
        /// What a button means; it sets the keys that press it and its look.
        public enum Role: Hashable, Sendable {
            /// An ordinary choice.
            case normal
            /// Chosen by Enter anywhere in the dialog; shown bold.
            case `default`
            /// Chosen by Esc.
            case cancel
            /// A choice that destroys something: shown red; never the default unless asked.
            case destructive
        }

        /// The title on the button.
        public var title: String
        /// What it means.
        public var role: Role

        /// A button titled `title`.
        public init(_ title: String, role: Role = .normal) {
            self.title = title
            self.role = role
        }

        /// "OK", the default.
        public static let ok = Choice("OK", role: .default)
        /// "Cancel", chosen by Esc.
        public static let cancel = Choice("Cancel", role: .cancel)
        /// "Yes", the default.
        public static let yes = Choice("Yes", role: .default)
        /// "No", chosen by Esc.
        public static let no = Choice("No", role: .cancel)
    }

    /// The title, on the top border.
    public let title: String
    /// The buttons, left to right.
    public let buttons: [Choice]
    /// The button chosen, once the dialog closed by one; nil while open or when it closed
    /// without one (Esc with no cancel button, dismissed by code, the app ended).
    public private(set) var choice: Choice?
    /// The button focused when the dialog opens with no content to focus; nil: the default button.
    public var initialButton: Choice?
    /// The widest the dialog grows before its message wraps (cells, border included).
    public var preferredWidth = 60 { didSet { setNeedsLayout() } }
    /// The narrowest it is when the screen has room (cells, border included); a prompt asks
    /// for room to type.
    public var minimumWidth = 24 { didSet { setNeedsLayout() } }

    /// Why a dialog refuses a button (see ``validate(_:)``): the message it shows above its
    /// buttons, and the brick to focus (the first invalid field), if any.
    public struct Refusal {
        /// What is wrong, shown in the dialog (and said by the accessible mode).
        public var message: String
        /// The brick the focus goes to, nil to leave the focus where it is.
        public var focus: Brick?

        /// A refusal saying `message`, focusing `focus`.
        public init(_ message: String, focus: Brick? = nil) {
            self.message = message
            self.focus = focus
        }
    }

    /// What the dialog says is wrong now (the last ``Refusal``); nil while nothing is.
    public var validationMessage: String? { problemLabel.text.isEmpty ? nil : problemLabel.text }

    private let messageLabel: Label?
    private let content: Brick?
    /// The refusal's message, between the content and the buttons; a live region.
    private let problemLabel = Label()
    private var validation: ((Choice) -> Refusal?)?
    /// The button last refused: ``revalidate()`` checks for it again.
    private var refusedButton: Choice?
    private let buttonBricks: [Button]
    private var chooseActions: [(Choice?) -> Void] = []
    /// Rows between the message, the content and the buttons.
    private let gap = 1

    /// A dialog titled `title` with `message` (may be nil), `content` under it, and `buttons`.
    public init(_ title: String, message: String? = nil, content: Brick? = nil, buttons: [Choice] = [.ok]) {
        self.title = title
        self.buttons = buttons.isEmpty ? [.ok] : buttons
        messageLabel = message.map { Label($0) }
        self.content = content
        buttonBricks = self.buttons.map { Button($0.title) }
        super.init()
        border = .rounded
        borderTitle = title
        padding = EdgeInsets(horizontal: 1)
        if let messageLabel { addChild(messageLabel) }
        if let content { addChild(content) }
        problemLabel.accessibilityLiveRegion()
        addChild(problemLabel)
        for (index, brick) in buttonBricks.enumerated() {
            let button = self.buttons[index]
            switch button.role {
            case .default: brick.appearance.textAttributes = .bold
            case .destructive: brick.themeRole = .error
            case .normal, .cancel: break
            }
            brick.action { [unowned self] _ in choose(button) }
            addChild(brick)
        }
        declareBindings()
    }

    /// A dialog whose content is built by `content` (the result-builder DSL).
    public convenience init(
        _ title: String, message: String? = nil, buttons: [Choice] = [.ok], @BrikBuilder content: () -> [Brick]
    ) {
        let built = content()
        let body: Brick? = built.count == 1 ? built[0] : built.isEmpty ? nil : VBrik(alignment: .fill) { _ in built }
        self.init(title, message: message, content: body, buttons: buttons)
    }

    /// The default button: the one with the `.default` role, else the first that is not cancel.
    public var defaultButton: Choice? {
        buttons.first { $0.role == .default } ?? buttons.first { $0.role == .normal }
    }

    /// The cancel button, if any.
    public var cancelButton: Choice? { buttons.first { $0.role == .cancel } }

    /// The brick of `button` (to focus it, or to test).
    public func brick(for button: Choice) -> Button? {
        buttons.firstIndex(of: button).map { buttonBricks[$0] }
    }

    /// Runs `action` with the button chosen (nil: closed without one) when the dialog closes.
    @discardableResult
    public func onChoose(_ action: @escaping (Choice?) -> Void) -> Self {
        chooseActions.append(action)
        return self
    }

    /// Checks the content with `check` before a button other than the cancel one closes the
    /// dialog: a ``Refusal`` keeps it open, shows its message above the buttons, and moves
    /// the focus to its brick; nil lets the button close it. Cancel and Esc are never checked.
    ///
    /// ```swift
    /// dialog.validate { _ in
    ///     field.text.isEmpty ? Dialog.Refusal("A name is needed", focus: field) : nil
    /// }
    /// field.action(event: .editingChanged) { _ in dialog.revalidate() }
    /// ```
    @discardableResult
    public func validate(_ check: @escaping (Choice) -> Refusal?) -> Self {
        validation = check
        return self
    }

    /// Checks again for the button last refused, while a message is shown: the message
    /// follows the content (call it when the content changes), and goes once nothing is wrong.
    /// The focus does not move.
    public func revalidate() {
        guard let button = refusedButton, let validation else { return }
        let refusal = validation(button)
        show(refusal?.message)
        if refusal == nil { refusedButton = nil }
    }

    /// Chooses `button` (nil: none) and closes the dialog; a disabled button is not chosen,
    /// nor one the ``validate(_:)`` check refuses (the dialog stays open and says why).
    public func choose(_ button: Choice?) {
        guard choice == nil else { return }
        if let button {
            if let brick = brick(for: button), !brick.isEnabled { return }
            if button.role != .cancel, let refusal = validation?(button) {
                refusedButton = button
                show(refusal.message)
                if let focus = refusal.focus { _ = application?.focus(focus) }
                return
            }
        }
        choice = button
        if let overlay = presentingOverlay {
            overlay.dismiss()
        } else {
            finish()
        }
    }

    private func show(_ message: String?) {
        guard problemLabel.text != message ?? "" else { return }
        problemLabel.text = message ?? ""
        // In the theme's error colour, as a destructive button is.
        problemLabel.foregroundColor((application?.theme ?? .terminal).color(for: .error))
        setNeedsLayout()
    }

    /// Tells whoever waits that the dialog closed (once), with ``choice``.
    private func finish() {
        let actions = chooseActions
        chooseActions = []
        for action in actions { action(choice) }
    }

    private func declareBindings() {
        addKeyBinding(
            KeyBinding(
                "dialog.default", keys: [KeyEvent(.enter)], description: defaultButton?.title.lowercased() ?? "ok",
                footer: true, isAvailable: { [unowned self] in defaultButton.map(isEnabled) ?? false }
            ) { [unowned self] in choose(defaultButton) })
        addKeyBinding(
            KeyBinding(
                "dialog.cancel", keys: [KeyEvent(.escape)], description: cancelButton?.title.lowercased() ?? "close",
                footer: true,
                isAvailable: { [unowned self] in cancelButton.map(isEnabled) ?? true }
            ) {
                [unowned self] in choose(cancelButton)
            })
    }

    /// Whether `button`'s brick is enabled (a button not of this dialog counts as enabled).
    private func isEnabled(_ button: Choice) -> Bool {
        brick(for: button)?.isEnabled ?? true
    }

    /// Esc is the dialog's (its cancel button); the focus starts in the content, or on the
    /// default button when the content has nothing to focus.
    public func prepare(_ overlay: Overlay) {
        overlay.dismissesOnEscape = false
        overlay.initialFocus = content == nil ? (initialButton ?? defaultButton).flatMap(brick(for:)) : nil
    }

    /// Whoever waits hears the choice (nil when it closed without one).
    public func overlayDidDismiss(_ overlay: Overlay) {
        finish()
    }

    // MARK: Layout

    /// Each button's own width, as it measures itself (`[ Title ]`, or padded on a background).
    private func buttonWidths(context: LayoutContext) -> [Int] {
        buttonBricks.map { $0.measuredSize(for: .unlimited, context: context).width }
    }

    /// A dialog labelled by its title whose value is its message.
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .dialog, label: title, value: messageLabel?.text ?? "")
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let limit = min(proposal.width ?? preferredWidth, preferredWidth)
        let buttonRow = buttonWidths(context: context).reduce(0, +) + 2 * max(0, buttonBricks.count - 1)
        var inner = max(buttonRow, TextWidth.width(title) + 2, minimumWidth - chrome.horizontal)
        if let messageLabel {
            inner = max(inner, messageLabel.measuredSize(for: ProposedSize(width: nil, height: nil), context: context).width)
        }
        if let content {
            inner = max(
                inner,
                content.measuredSize(for: ProposedSize(width: limit - chrome.horizontal, height: nil), context: context).width)
        }
        let width = min(inner + chrome.horizontal, max(limit, chrome.horizontal + 1))
        let height = bodyHeight(width: width - chrome.horizontal, context: context) + chrome.vertical
        return Size(width: width, height: height)
    }

    private func bodyHeight(width: Int, context: LayoutContext) -> Int {
        var rows: [Int] = []
        if let messageLabel {
            rows.append(messageLabel.measuredSize(for: ProposedSize(width: width, height: nil), context: context).height)
        }
        if let content {
            rows.append(content.measuredSize(for: ProposedSize(width: width, height: nil), context: context).height)
        }
        if validationMessage != nil {
            rows.append(problemLabel.measuredSize(for: ProposedSize(width: width, height: nil), context: context).height)
        }
        rows.append(1)
        return rows.reduce(0, +) + gap * (rows.count - 1)
    }

    public override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        // Short of rows, the blank rows between the parts go first; then the content gives
        // up rows (the buttons keep the last row).
        let gap = area.height >= bodyHeight(width: area.width, context: context) ? self.gap : 0
        var y = area.y
        let buttonY = area.maxY - 1
        if let messageLabel {
            let height = messageLabel.measuredSize(for: ProposedSize(width: area.width, height: nil), context: context).height
            messageLabel.frame = Rect(x: area.x, y: y, width: area.width, height: max(0, min(height, buttonY - gap - y)))
            y += height + gap
        }
        // The refusal keeps its rows above the buttons; the content gives them up first.
        var problemHeight = 0
        if validationMessage != nil {
            problemHeight = problemLabel.measuredSize(for: ProposedSize(width: area.width, height: nil), context: context).height
            problemHeight = max(0, min(problemHeight, buttonY - gap - area.y))
        }
        let problemY = buttonY - gap - problemHeight
        problemLabel.frame = Rect(x: area.x, y: problemY, width: area.width, height: problemHeight)
        let contentEnd = problemHeight > 0 ? problemY - gap : buttonY - gap
        if let content {
            let height = content.measuredSize(for: ProposedSize(width: area.width, height: nil), context: context).height
            content.frame = Rect(x: area.x, y: y, width: area.width, height: max(0, min(height, contentEnd - y)))
        }
        // Buttons on the right, as dialogs put them; on a narrow screen closer together, then
        // each narrower (its title cut), never over one another.
        var widths = buttonWidths(context: context)
        var spacing = 2
        let count = widths.count
        if widths.reduce(0, +) + spacing * (count - 1) > area.width { spacing = 1 }
        let room = max(0, area.width - spacing * (count - 1))
        if widths.reduce(0, +) > room {
            let total = widths.reduce(0, +)
            var given = 0
            widths = widths.enumerated().map { index, width in
                // Shares of the room in proportion to each button's width, rounded cumulatively.
                let upTo = room * widths[...index].reduce(0, +) / max(1, total)
                defer { given = upTo }
                return max(0, upTo - given)
            }
        }
        var x = max(area.x, area.maxX - (widths.reduce(0, +) + spacing * (count - 1)))
        for (brick, width) in zip(buttonBricks, widths) {
            brick.frame = Rect(x: x, y: buttonY, width: width, height: area.height > 0 && width > 0 ? 1 : 0)
            x += width + spacing
        }
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.fill(frame, style: context.style)
        drawChrome(into: &canvas, context: context)
    }
}

import BrikRendering

/// The properties of a brick that most bricks never set: its tag, placement, padding,
/// looks, sizing priorities, the closures the DSL attaches, the application (on a root). Kept out of line and made
/// when one is first set, so a brick of a long list (a row's label) pays a pointer for
/// them instead of some 300 bytes.
@MainActor
final class BrickExtras {
    weak var host: Application?
    var handlers = BrickHandlers()
    var tag: AnyHashable?
    var sizingPriorities = SizingPriorities()
    var placement: LayoutBaseType = .pinToEdge
    var appearance = Appearance()
    var padding: EdgeInsets = .zero
}

extension Brick {
    /// ``extras``, made on first use.
    var madeExtras: BrickExtras {
        if let extras { return extras }
        let made = BrickExtras()
        extras = made
        return made
    }

    /// The application showing this brick's tree, set on the root by ``Application``.
    var host: Application? {
        get { extras?.host }
        set { if extras != nil || newValue != nil { madeExtras.host = newValue } }
    }

    /// Actions, gestures and lifecycle closures attached with the DSL.
    var handlers: BrickHandlers {
        get { extras?.handlers ?? BrickHandlers() }
        set { madeExtras.handlers = newValue }
    }

    /// A value that names this brick among its siblings (`brick[1]`); any `Hashable`.
    public var tag: AnyHashable? {
        get { extras?.tag }
        set {
            if extras != nil || newValue != nil { madeExtras.tag = newValue }
            layoutState.hasTag = newValue != nil
            // The parent checks its children's tags for duplicates when it next lays them out.
            if let parent {
                parent.layoutState.needsLayout = true
                FramePipeline.keepVisiting(parent)
            }
        }
    }

    /// Hugging and compression resistance set on this brick; nil keeps a default.
    var sizingPriorities: SizingPriorities {
        get { extras?.sizingPriorities ?? SizingPriorities() }
        set {
            if extras != nil || newValue != SizingPriorities() { madeExtras.sizingPriorities = newValue }
            parent?.childSizingDidChange()
            setNeedsLayout()
        }
    }

    /// How a free-layout parent places this brick (see ``LayoutBaseType``); filling by default.
    public var placement: LayoutBaseType {
        get { extras?.placement ?? .pinToEdge }
        set {
            if extras != nil || newValue != .pinToEdge { madeExtras.placement = newValue }
            setNeedsLayout()
        }
    }

    /// Cells between the border (or the frame) and the content.
    public var padding: EdgeInsets {
        get { extras?.padding ?? .zero }
        set {
            if extras != nil || newValue != .zero { madeExtras.padding = newValue }
            setNeedsLayout()
        }
    }

    /// Text colour; nil inherits the parent's.
    public var foregroundColor: Color? {
        get { appearance.foregroundColor }
        set { appearance.foregroundColor = newValue }
    }
    /// Fill colour behind the brick; nil inherits the parent's (drawn by the parent).
    public var backgroundColor: Color? {
        get { appearance.backgroundColor }
        set { appearance.backgroundColor = newValue }
    }
    /// Attributes added to the inherited ones (bold, underline, …).
    public var textAttributes: TextAttributes {
        get { appearance.textAttributes }
        set { appearance.textAttributes = newValue }
    }
    /// A border drawn on the outermost cells, nil for none; it takes one cell on each side.
    public var border: BorderStyle? {
        get { appearance.border }
        set { appearance.border = newValue }
    }
    /// A title in the top edge of the border.
    public var borderTitle: String? {
        get { appearance.borderTitle }
        set { appearance.borderTitle = newValue }
    }
    /// The border's colour; nil uses the foreground colour.
    public var borderColor: Color? {
        get { appearance.borderColor }
        set { appearance.borderColor = newValue }
    }
    /// How the brick looks while focused: attributes added to its style (reverse by default,
    /// which shows even under `NO_COLOR`).
    public var focusAttributes: TextAttributes {
        get { appearance.focusAttributes }
        set { appearance.focusAttributes = newValue }
    }
}

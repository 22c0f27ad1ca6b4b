import BrikRendering

/// The properties of a brick that most bricks never set: its tag, size rules, placement, padding,
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
    var brickSize = BrickSize.measuredToContent
    /// The brick's frame, layout frame and repeat index when they do not fit in 32 bits
    /// (see `PackedRect`): read only when the packed field says so.
    var wideFrame: Rect = .zero
    var wideLayoutFrame: Rect = .zero
    var wideRepeatIndex: Int?
    /// Lines drawn on the brick's top or bottom row (``Brick/addSeparatorLine(_:onTop:xOrigin:color:thickness:)``).
    var separators: [SeparatorLine] = []
    /// A brick drawn behind the content, over the whole frame (``Brick/backgroundView``).
    var backgroundView: Brick?
    /// The direction set on this brick for its subtree (``Brick/layoutDirection``).
    var layoutDirection: LayoutDirection?
    /// ``Brick/layoutMargins`` as set on physical edges.
    var layoutMargins: EdgeInsets = .zero
    /// ``Brick/directionalLayoutMargins`` when those were set last (they follow the direction).
    var directionalLayoutMargins: DirectionalEdgeInsets?
    /// The name given by `snp.setLabel(_:)`, shown in constraint reports.
    var constraintLabel: String?
    /// What ``Brick/accessibilityLabel(_:)`` and its siblings set over ``Brick/defaultAccessibility``.
    var accessibility: AccessibilityOverrides?
}

/// A rect in 32-bit cells, as a brick stores its frames: half the bytes of a ``Rect`` and
/// no screen or content is near that large. One that does not fit is kept in the brick's
/// ``BrickExtras``, and the packed field holds ``outOfLine`` instead, so every value set
/// reads back exactly.
struct PackedRect: Equatable {
    private var x: Int32
    private var y: Int32
    private var width: Int32
    private var height: Int32

    /// The marker (in ``width``, or as a packed repeat index) of a value kept out of line.
    static let outOfLineMarker = Int32.min
    /// The packed repeat index of a brick that is not repeated.
    static let absentIndex = Int32.min + 1

    static let zero = PackedRect(x: 0, y: 0, width: 0, height: 0)
    /// A packed field whose value is in ``BrickExtras``.
    static let outOfLine = PackedRect(x: 0, y: 0, width: outOfLineMarker, height: 0)

    private init(x: Int32, y: Int32, width: Int32, height: Int32) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `rect` packed, nil when a coordinate does not fit (or its width is the marker).
    init?(_ rect: Rect) {
        guard let x = Int32(exactly: rect.origin.x), let y = Int32(exactly: rect.origin.y),
            let width = Int32(exactly: rect.size.width), width != Self.outOfLineMarker,
            let height = Int32(exactly: rect.size.height)
        else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The rect, nil when it is kept out of line.
    var rect: Rect? {
        guard width != Self.outOfLineMarker else { return nil }
        return Rect(origin: Point(x: Int(x), y: Int(y)), size: Size(width: Int(width), height: Int(height)))
    }
}

extension Brick {
    // The stored properties packed in Brick (see `PackedRect`), read and written here.

    /// The rectangle this brick is shown in, in screen cells: where its parent's layout put
    /// it (a parent's ``layoutChildren(context:)`` sets it), then moved by the scroll behaviors of a
    /// scroll view around it (a stuck header). Drawing and hit-testing use it.
    public var frame: Rect {
        get { packedFrame.rect ?? wideFrame }
        set {
            if let packed = PackedRect(newValue) { packedFrame = packed } else { storeWideFrame(newValue) }
            // A frame set while laying out is the layout's; one set otherwise (a behavior) is
            // not, and the next pass must come back to put it where the layout wants it.
            let pass = FramePipeline.placingPass
            layoutState.placedInPass = pass
            if pass == 0 { FramePipeline.keepVisiting(self) }
        }
    }
    /// Where the layout put this brick, in screen cells, before any scroll behavior moved it:
    /// ``frame`` as the layout stage left it. Recorded by the layout pass; read it to know
    /// a brick's place in the content (reading order, scrolling to it).
    public internal(set) var layoutFrame: Rect {
        get { packedLayoutFrame.rect ?? wideLayoutFrame }
        set {
            if let packed = PackedRect(newValue) { packedLayoutFrame = packed } else { storeWideLayoutFrame(newValue) }
        }
    }

    // Out of line and never inlined: the frames are read and set for every brick of every
    // frame, and the rare path must not make those accessors too big to inline.

    @inline(never) private var wideFrame: Rect { extras?.wideFrame ?? .zero }
    @inline(never) private var wideLayoutFrame: Rect { extras?.wideLayoutFrame ?? .zero }

    @inline(never) private func storeWideFrame(_ rect: Rect) {
        packedFrame = .outOfLine
        madeExtras.wideFrame = rect
    }

    @inline(never) private func storeWideLayoutFrame(_ rect: Rect) {
        packedLayoutFrame = .outOfLine
        madeExtras.wideLayoutFrame = rect
    }

    /// The index of this brick among the instances of its ``Repeat``; nil when not repeated.
    public internal(set) var repeatIndex: Int? {
        get {
            switch packedRepeatIndex {
            case PackedRect.absentIndex: nil
            case PackedRect.outOfLineMarker: extras?.wideRepeatIndex
            default: Int(packedRepeatIndex)
            }
        }
        set {
            guard let newValue else {
                packedRepeatIndex = PackedRect.absentIndex
                return
            }
            if let packed = Int32(exactly: newValue), packed != PackedRect.absentIndex, packed != PackedRect.outOfLineMarker {
                packedRepeatIndex = packed
            } else {
                packedRepeatIndex = PackedRect.outOfLineMarker
                madeExtras.wideRepeatIndex = newValue
            }
        }
    }

    /// How wide and tall this brick is, honoured by every container (see ``BrickDimension``
    /// and <doc:Layout>): measured to its content by default, which in a ``Section``'s
    /// flow means a full row. Kept in `extras` once set: a list's rows keep the default.
    public var brickSize: BrickSize {
        get { extras?.brickSize ?? .measuredToContent }
        set {
            if extras != nil || newValue != .measuredToContent { madeExtras.brickSize = newValue }
            layoutState.notesAutoDimensions(of: newValue)
            setNeedsLayout()
        }
    }
}

extension Brick {
    /// `extras`, made on first use.
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
    /// How opaque the brick is, from 0 to 1: 0 is not drawn, clicked or focused, below 1 is
    /// drawn dim (see ``Appearance/alpha``). Values outside 0…1 are clamped.
    ///
    /// ```swift
    /// badge.alpha = 0.5   // dim
    /// badge.alpha = 0     // gone from the screen, still in the layout
    /// ```
    public var alpha: Double {
        get { extras?.appearance.alpha ?? 1 }
        set {
            let clamped = newValue.isNaN ? 1 : min(1, max(0, newValue))
            guard clamped != alpha else { return }
            appearance.alpha = clamped
        }
    }
    /// The accent colour of this brick and its descendants; nil inherits the parent's
    /// (see ``Appearance/tintColor``).
    ///
    /// ```swift
    /// form.tintColor = .magenta   // every button and field inside
    /// ```
    public var tintColor: Color? {
        get { appearance.tintColor }
        set { appearance.tintColor = newValue }
    }

    /// Whether the brick is drawn at all: not hidden and not fully transparent.
    var isShown: Bool {
        !isHidden && (extras?.appearance.alpha ?? 1) > 0
    }

    /// The tint colour in effect: this brick's or the nearest ancestor's.
    public var effectiveTintColor: Color? {
        var node: Brick? = self
        while let current = node {
            if let tint = current.extras?.appearance.tintColor { return tint }
            node = current.parent
        }
        return nil
    }
}

extension Brick {
    /// The name `snp.setLabel(_:)` gives the brick in constraint reports and its
    /// ``debugName`` (kept with the rarely set fields; the constraint module sets it).
    package var constraintLabel: String? {
        get { extras?.constraintLabel }
        set { if extras != nil || newValue != nil { madeExtras.constraintLabel = newValue } }
    }
}

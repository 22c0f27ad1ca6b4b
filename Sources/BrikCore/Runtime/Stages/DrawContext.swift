import BrikRendering

/// What drawing a brick may read: the style it draws in, whether it has focus, the
/// frame's time and motion preference, the key bindings that apply — so
/// ``Brick/draw(into:context:)`` never reaches for the application, and drawing
/// cannot lay out, move frames or change the tree.
///
/// The pipeline makes one for each brick it draws: ``style`` is the brick's own
/// ``Appearance`` over what its ancestors set, with ``Appearance/focusAttributes``
/// added while it has focus.
///
/// ```swift
/// final class Meter: Brick {
///     var level = 3
///     override func draw(into canvas: inout Canvas, context: DrawContext) {
///         super.draw(into: &canvas, context: context)  // background and border
///         canvas.write(String(repeating: "▮", count: level), at: contentFrame.origin, style: context.style)
///     }
/// }
/// ```
@MainActor
public struct DrawContext {
    /// What every brick of one frame shares.
    final class Frame {
        let focusedBrick: Brick?
        let reducedMotion: Bool
        let now: Duration
        let colorDepth: ColorDepth
        let theme: Theme
        private let bindingsSource: () -> [ActiveBinding]
        private var bindings: [ActiveBinding]?

        init(
            focusedBrick: Brick?, reducedMotion: Bool, now: Duration, colorDepth: ColorDepth, theme: Theme,
            bindings: @escaping () -> [ActiveBinding]
        ) {
            self.focusedBrick = focusedBrick
            self.reducedMotion = reducedMotion
            self.now = now
            self.colorDepth = colorDepth
            self.theme = theme
            self.bindingsSource = bindings
        }

        /// Computed the first time a brick asks, then kept for the rest of the frame.
        var activeBindings: [ActiveBinding] {
            if let bindings { return bindings }
            let computed = bindingsSource()
            bindings = computed
            return computed
        }
    }

    let frame: Frame
    /// The style the ancestors set (no focus highlight): what a brick's own look goes over.
    public let inheritedStyle: CellStyle
    /// The style to draw this brick's text in: its own look over ``inheritedStyle``,
    /// plus its focus attributes while it has focus.
    public let style: CellStyle
    /// Whether the brick being drawn has focus.
    public let isFocused: Bool

    /// Reduced motion: animations are drawn at rest (spinners still, bars evenly shaded).
    public var reducedMotion: Bool { frame.reducedMotion }
    /// The application's time when this frame is drawn (time since start).
    public var now: Duration { frame.now }
    /// The colours the terminal shows (true colour for a brick drawn without an application).
    public var colorDepth: ColorDepth { frame.colorDepth }
    /// The application's theme (``Application/theme``; ``Theme/terminal`` for a brick drawn
    /// without an application): the colours a widget draws in where the app set none.
    public var theme: Theme { frame.theme }
    /// The key bindings that apply now, in the order keys try them (see
    /// ``Application/activeBindings``); empty for a brick drawn without an application.
    public var activeBindings: [ActiveBinding] { frame.activeBindings }

    /// The context of `brick` drawn inside a parent whose own style is `inherited`.
    init(frame: Frame, brick: Brick, inherited: CellStyle) {
        self.frame = frame
        self.inheritedStyle = inherited
        let focused = frame.focusedBrick === brick
        self.isFocused = focused
        self.brick = brick
        // Most bricks set no looks (no extras): they draw in what they inherit.
        let own = brick.extras.map { $0.appearance.style(over: inherited, in: frame.theme) } ?? inherited
        self.styleForChildren = own
        if let control = brick as? Control {
            // A control's states (disabled, selected, focused, pressed) have looks of their own.
            self.style = control.stateStyle(over: own, isFocused: focused, theme: frame.theme)
        } else if focused {
            let attributes = brick.extras?.appearance.focusAttributes ?? Appearance().focusAttributes
            self.style = Self.focusStyle(own, attributes: attributes, brick: brick, theme: frame.theme)
        } else {
            self.style = own
        }
    }

    private let brick: Brick

    /// The accent colour in effect for the brick being drawn: its own ``Brick/tintColor``
    /// or its nearest ancestor's, else the theme's ``Theme/primary``; nil when none is set
    /// and the theme's is ``Color/default`` (draw in ``style`` then).
    ///
    /// ```swift
    /// let mark = context.tintColor.map { context.style.foreground($0) } ?? context.style
    /// ```
    public var tintColor: Color? {
        if let own = brick.effectiveTintColor { return own }
        return theme.primary == .default ? nil : theme.primary
    }

    /// The tint the app set on the brick or an ancestor, nil when only the theme's applies.
    var explicitTintColor: Color? { brick.effectiveTintColor }

    /// The focused look of a brick drawn in `own`: `attributes` added, and when they are
    /// reverse video and the brick chose no text colour, the bar in the theme's focus colour.
    static func focusStyle(_ own: CellStyle, attributes: TextAttributes, brick: Brick, theme: Theme) -> CellStyle {
        guard attributes.contains(.reverse), brick.extras?.appearance.foregroundColor == nil else {
            return own.adding(attributes)
        }
        return theme.focused(own).adding(attributes)
    }

    /// ``style`` with ``tintColor`` as its foreground, when one is set.
    public var tintedStyle: CellStyle {
        tintColor.map { style.foreground($0) } ?? style
    }

    /// The style a child of the brick being drawn inherits: its own, without the focus highlight.
    let styleForChildren: CellStyle

    /// A frame for drawing without an application: no focus, nothing moving, no bindings.
    static func detachedFrame() -> Frame {
        Frame(focusedBrick: nil, reducedMotion: false, now: .zero, colorDepth: .trueColor, theme: .terminal, bindings: { [] })
    }
}

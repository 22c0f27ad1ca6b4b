/// The closures the DSL attaches to a brick. Kept on the brick they fire for:
/// actions and gestures on their target, taps and lifecycle on the brick itself.
///
/// The closure types carry no `@MainActor`: they are taken by main-actor
/// methods and only ever called on the main actor, and a non-`Sendable`
/// closure cannot leave it, so the annotation would add nothing.
@MainActor
struct BrickHandlers {
    struct Action {
        var event: ControlEvent
        var run: (Control) -> Void
    }

    struct Gesture {
        weak var container: Brick?
        var type: GestureType
        var run: (Brick, Brick, GestureEvent) -> Void
    }

    var actions: [Action] = []
    var gestures: [Gesture] = []
    var taps: [() -> Void] = []
    /// Key bindings declared on this brick, in declaration order.
    var bindings: [KeyBinding] = []
    var appear: [() -> Void] = []
    var disappear: [() -> Void] = []
    /// The menu a right-click or Shift-F10 shows (``Brick/contextMenu(_:)``).
    var contextMenu: (() -> Menu)?
    /// What previews this brick on the peek key (``Brick/previewingDelegate``).
    weak var previewingDelegate: (any BrickPreviewingDelegate)?
    /// What changes this brick's content around every load (``Brick/overrideContentSource``).
    weak var overrideContentSource: (any OverrideContentSource)?
    /// Entering and leaving a scroll view's viewport (``Brick/onScrollAppear(_:)``).
    var scrollAppear: [() -> Void] = []
    var scrollDisappear: [() -> Void] = []
}

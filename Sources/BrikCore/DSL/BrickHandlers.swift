/// The closures the DSL attaches to a brick. Kept on the brick they fire for:
/// actions and gestures on their target, taps and lifecycle on the brick itself.
@MainActor
struct BrickHandlers {
    struct Action {
        var event: ControlEvent
        var run: @MainActor (Control) -> Void
    }

    struct Gesture {
        weak var container: Brick?
        var type: GestureType
        var run: @MainActor (Brick, Brick, GestureEvent) -> Void
    }

    var actions: [Action] = []
    var gestures: [Gesture] = []
    var taps: [@MainActor () -> Void] = []
    var appear: [@MainActor () -> Void] = []
    var disappear: [@MainActor () -> Void] = []
}

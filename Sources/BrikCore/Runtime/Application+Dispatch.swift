import BrikRendering

extension Application {
    /// Delivers `event` to the tree, as the run loop does for every event read.
    ///
    /// Keys and pastes go to the focused brick, then up through its ancestors to
    /// the root (with no focus, from the ``screen`` or the root). A mouse event goes
    /// to the topmost brick under the pointer, then its ancestors; a press first moves
    /// focus to the nearest focusable brick there. At each brick, a key first tries the
    /// brick's key bindings (highest priority first), then gestures targeting it, its own
    /// ``Brick/handle(_:)``, then its `onTap` closures. A key nobody used goes to the
    /// screen's bindings, then the global ones: Tab, Shift-Tab and the arrows move focus, Ctrl-C
    /// quits, `?` shows the help (see `KeyBinding+Resolution.swift`).
    ///
    /// Overlays come first: a click goes to the topmost overlay under the pointer; while an
    /// overlay that owns the focus is open (a dialog, a menu, the help) keys stay inside it
    /// (then only the global bindings), and a click outside it is eaten, or dismisses it
    /// when it is a popover. Nothing behind sees either.
    public func dispatch(_ event: Event) {
        let chain: [Brick]
        switch event {
        case .resize(let newSize):
            size = newSize
            setNeedsLayout()
            chain = [root]
        case .key(let key):
            dispatchKey(key, event: event)
            return
        case .paste:
            chain = focusChain()
        case .mouse(let mouse):
            let (hit, blocker) = mouseTarget(at: mouse.position)
            var target = hit ?? focusScope
            // A drag or release goes to the brick the press went to (mouse capture), so a
            // selection or column resize follows the pointer off the brick, and a press
            // dragged off a button and released elsewhere ends there.
            if mouse.action.continuesPress, let pressed = mousePress?.brick, pressed.application === self,
                isInFocusScope(pressed) || blocker == nil
            {
                target = pressed
            } else if let blocker {
                // Outside the overlay that owns the focus: nothing behind it hears the mouse.
                if case .press = mouse.action, blocker.kind == .popover { dismiss(blocker) }
                return
            }
            if case .press = mouse.action, let focusable = target.ancestorsAndSelf.first(where: \.isFocusable) {
                focus(focusable)
            }
            chain = target.ancestorsAndSelf
            if let held = recognizeHold(mouse, target: target) {
                for brick in chain where runGestures(held, on: brick) { return }
            }
        }
        for brick in chain where deliver(event, to: brick) == .handled {
            return
        }
    }

    /// Gives `event` to `brick`: gestures targeting it, its ``Brick/handle(_:)``, its taps.
    func deliver(_ event: Event, to brick: Brick) -> EventResult {
        let gestureKeys = resolvedGestureKeys
        if let gesture = gestureKeys.recognize(event), runGestures(gesture, on: brick) {
            return .handled
        }
        if showContextMenu(for: event, on: brick) { return .handled }
        if brick.handle(event) == .handled { return .handled }
        if !brick.handlers.taps.isEmpty, gestureKeys.recognize(event)?.type == .tap {
            for tap in brick.handlers.taps { tap() }
            return .handled
        }
        return .ignored
    }

    /// Runs the gestures of `gesture`'s type that target `brick`; false when there are none.
    private func runGestures(_ gesture: GestureEvent, on brick: Brick) -> Bool {
        let matching = brick.handlers.gestures.filter { $0.type == gesture.type && $0.container != nil }
        for recognizer in matching { recognizer.run(recognizer.container!, brick, gesture) }
        return !matching.isEmpty
    }

    /// A long press from the mouse: a left release on the brick pressed at least
    /// ``GestureKeys/longPressDuration`` earlier. Remembers presses as they come.
    private func recognizeHold(_ mouse: MouseEvent, target: Brick) -> GestureEvent? {
        switch mouse.action {
        case .press(.left):
            mousePress = MousePress(brick: target, time: now)
            return nil
        case .release(.left):
            defer { mousePress = nil }
            guard let press = mousePress, press.brick === target, target.frame.contains(mouse.position),
                now - press.time >= gestureKeys.longPressDuration
            else { return nil }
            return GestureEvent(type: .longPress, scale: 1, event: .mouse(mouse))
        default:
            return nil
        }
    }

    /// The focused brick and its ancestors up to the root; with no focus, the screen's (or just the root).
    func focusChain() -> [Brick] {
        keyChain().map(\.brick)
    }

    /// The topmost visible brick whose frame contains `point` (later children are on top;
    /// inside a brick with its own ``Brick/childPaintOrder``, such as a ``ScrollBrik`` whose
    /// behaviors moved items, the one drawn last is on top, at its display frame), never one
    /// clipped away by its parent (content scrolled out of a ``ScrollBrik``).
    /// Overlays are on top of the screen: their bricks are found first, and while one that
    /// owns the focus is open, nothing outside it is found (nil).
    public func hitTest(_ point: Point) -> Brick? {
        mouseTarget(at: point).brick
    }

    /// ``hitTest(_:)`` within the tree under `top`.
    func hitTest(_ point: Point, in top: Brick) -> Brick? {
        guard top.isShown, top.frame.contains(point) else { return nil }
        var current = top
        descending: while true {
            // Children clipped away (scrolled out of a viewport) cannot be hit.
            guard current.childClipRect.contains(point) else { return current }
            // The brick painted its insides in its own order (a scroll view's stuck header
            // over the rows under it): the one drawn on top is the one clicked.
            if let painted = current.paintedDescendant(at: point) {
                current = painted
                continue descending
            }
            for child in current.children.reversed() where child.isShown && child.frame.contains(point) {
                current = child
                continue descending
            }
            return current
        }
    }
}

extension Brick {
    /// This brick, its parent, and so on up to the root.
    public var ancestorsAndSelf: [Brick] {
        var chain: [Brick] = []
        var node: Brick? = self
        while let current = node {
            chain.append(current)
            node = current.parent
        }
        return chain
    }

    /// Whether `ancestor` is this brick or one of its ancestors.
    public func isDescendant(of ancestor: Brick) -> Bool {
        var node: Brick? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}

/// A left mouse press: where and when, for long-press recognition.
struct MousePress {
    weak var brick: Brick?
    var time: Duration
}

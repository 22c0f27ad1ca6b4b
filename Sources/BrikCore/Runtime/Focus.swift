extension Brick {
    /// Whether focus can land here now: the brick takes focus, allows it, and is on
    /// screen (not hidden, and laid out with a non-empty frame).
    public var isFocusable: Bool {
        canBecomeFocused && allowsFocus && isVisibleInTree && !frame.isEmpty && application != nil
    }
}

extension Application {
    /// Moves focus to `brick` (nil clears it); false, and no change, when it cannot take focus.
    /// The old and new bricks get ``Brick/focusDidChange(isFocused:)``.
    @discardableResult
    public func focus(_ brick: Brick?) -> Bool {
        if let brick, !brick.isFocusable || brick.application !== self { return false }
        guard brick !== focusedBrick else { return true }
        let previous = focusedBrick
        focusedBrick = brick
        previous?.focusDidChange(isFocused: false)
        brick?.focusDidChange(isFocused: true)
        setNeedsDisplay()
        return true
    }

    /// The focusable bricks in tree order (parents before children, siblings in order).
    public var focusOrder: [Brick] {
        var order: [Brick] = []
        var pending = [root]
        while let brick = pending.popLast() {
            guard !brick.isHidden else { continue }
            if brick.canBecomeFocused && brick.allowsFocus && !brick.frame.isEmpty { order.append(brick) }
            pending.append(contentsOf: brick.children.reversed())
        }
        return order
    }

    /// Focuses the next focusable brick after the focused one, wrapping around.
    public func focusNext() {
        moveFocus(by: 1)
    }

    /// Focuses the focusable brick before the focused one, wrapping around.
    public func focusPrevious() {
        moveFocus(by: -1)
    }

    private func moveFocus(by step: Int) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        let current = focusedBrick.flatMap { focused in order.firstIndex { $0 === focused } }
        let next: Int
        if let current {
            next = (current + step + order.count) % order.count
        } else {
            next = step > 0 ? 0 : order.count - 1
        }
        focus(order[next])
    }

    /// Keeps focus valid after layout: a focused brick that left the screen or can no
    /// longer take focus hands it to the first focusable brick; with no focus, the
    /// first focusable brick takes it.
    func repairFocus() {
        if let focusedBrick, focusedBrick.isFocusable, focusedBrick.application === self { return }
        let previous = focusedBrick
        focusedBrick = nil
        previous?.focusDidChange(isFocused: false)
        if let first = focusOrder.first { focus(first) }
    }
}

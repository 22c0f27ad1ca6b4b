import BrikRendering

extension Brick {
    /// The reading direction of this brick and its subtree: nil (the default) inherits the
    /// parent's, and at the root the app's (``Application/layoutDirection``). UIKit's
    /// `semanticContentAttribute` forcing a direction.
    ///
    /// It decides where leading and trailing are for constraints, directional insets and
    /// margins, ``TextAlignment/natural`` text, and the order of an ``HBrik``'s children
    /// (and the side a ``VBrik`` aligns `.leading` children to).
    public var layoutDirection: LayoutDirection? {
        get { extras?.layoutDirection }
        set {
            guard newValue != extras?.layoutDirection else { return }
            madeExtras.layoutDirection = newValue
            directionDidChange()
        }
    }

    /// The direction this brick lays out in: its own ``layoutDirection``, else the nearest
    /// ancestor's, else the app's (left to right while detached).
    public var effectiveLayoutDirection: LayoutDirection {
        var node: Brick? = self
        while let current = node {
            if let direction = current.extras?.layoutDirection { return direction }
            node = current.parent
        }
        return application?.layoutDirection ?? .leftToRight
    }

    /// ``effectiveLayoutDirection`` during layout: the app's comes from the context's
    /// environment, so a layout that used it is redone when it changes.
    package func layoutDirection(in context: LayoutContext) -> LayoutDirection {
        var node: Brick? = self
        while let current = node {
            if let direction = current.extras?.layoutDirection { return direction }
            node = current.parent
        }
        return context.environment.layoutDirection
    }

    /// The direction changed for this subtree: every brick in it places its children and
    /// draws again (cached layouts did not record which direction they used).
    private func directionDidChange() {
        var pending: [Brick] = [self]
        while let brick = pending.popLast() {
            brick.setNeedsLayout()
            brick.childSizingDidChange()
            pending.append(contentsOf: brick.children)
        }
        setNeedsDisplay()
    }

    /// Space the brick keeps inside its edges for content placed against its margins
    /// (UIKit's `layoutMargins`): the `…Margin` constraint attributes and a
    /// ``Brik/layoutMarginsGuide`` are this far inside the brick's edges (a child's) or
    /// its content area (a container's). Default zero on every edge.
    ///
    /// Reading it after setting ``directionalLayoutMargins`` gives those margins on the
    /// physical edges for the current direction.
    public var layoutMargins: EdgeInsets {
        get { layoutMargins(in: effectiveLayoutDirection) }
        set {
            if extras != nil || newValue != .zero {
                madeExtras.layoutMargins = newValue
                madeExtras.directionalLayoutMargins = nil
            }
            marginsDidChange()
        }
    }

    /// ``layoutMargins`` named by reading direction (UIKit's `directionalLayoutMargins`):
    /// set these and the leading margin stays on the leading side when the direction flips.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let direction = effectiveLayoutDirection
            return extras?.directionalLayoutMargins ?? layoutMargins(in: direction).directional(in: direction)
        }
        set {
            madeExtras.directionalLayoutMargins = newValue
            marginsDidChange()
        }
    }

    /// The margins on the physical edges when laid out in `direction`.
    package func layoutMargins(in direction: LayoutDirection) -> EdgeInsets {
        guard let extras else { return .zero }
        return extras.directionalLayoutMargins?.edgeInsets(in: direction) ?? extras.layoutMargins
    }

    /// Margins changed: a container that solves its children with them (its own margins, a
    /// child's) solves them again.
    private func marginsDidChange() {
        childSizingDidChange()
        parent?.childSizingDidChange()
        setNeedsLayout()
    }
}

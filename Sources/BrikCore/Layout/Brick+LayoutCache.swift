import BrikRendering

/// What the layout stage remembers of a brick between passes, so that a pass does again
/// only what changed: the sizes it last measured to, and whether its children must be
/// placed again.
///
/// A brick's measurement and the places of its children depend on its own properties, its
/// subtree and the layout environment. Every change to the first two calls
/// ``Brick/setNeedsLayout()`` on the brick that changed, which forgets what it and its
/// ancestors remembered (their measurements include it); the environment is part of every
/// key. Bricks that depend on anything else say so with ``Brick/cachesLayout``.
struct LayoutState {
    /// The last sizes ``Brick/sizeThatFits(_:context:)`` gave.
    var measurements = MeasurementCache()
    /// Whether ``Brick/layoutChildren(context:)`` must run at the next pass: the brick or
    /// something inside it changed, or it has not been laid out in this environment.
    var needsLayout = true
    /// The key of the environment the children were last placed in.
    var environmentKey: Int32 = 0
    /// Whether, at the last pass that visited it, nothing in the subtree needed a later pass
    /// (a scroll view, a brick that cannot be cached, one a behavior moved): a pass that
    /// finds the brick unchanged skips its whole subtree (see ``FramePipeline``).
    var subtreeIsSettled = false
    /// The layout pass that last set the brick's frame (see ``FramePipeline``), 0 for none.
    var placedInPass: UInt32 = 0
    /// The brick's index in the flow of the section that last placed it (a section checks it
    /// is its own before trusting it).
    var flowPosition: Int32 = 0
    /// Whether the brick has a ``Brick/tag`` (its parent checks tags only when some have one).
    var hasTag = false
    /// What a section's ancestors decide for it, nil until asked (see ``InheritedLayoutFacts``).
    var inherited: InheritedLayoutFacts?
    /// Whether the brick's width and height rules are `.auto` (measured to its content, as
    /// most are): known without copying its ``BrickSize``, whose rules are boxed.
    private(set) var hasAutoWidth = true
    private(set) var hasAutoHeight = true

    /// Whether the rule along `axis` is `.auto`.
    func hasAutoDimension(along axis: Axis) -> Bool {
        axis == .horizontal ? hasAutoWidth : hasAutoHeight
    }

    /// Records which rules of `size` are `.auto`.
    mutating func notesAutoDimensions(of size: BrickSize) {
        hasAutoWidth = size.width.isAuto
        hasAutoHeight = size.height.isAuto
    }

    /// Forgets the measurements and asks for the children to be placed again.
    mutating func invalidate() {
        measurements = MeasurementCache()
        needsLayout = true
        subtreeIsSettled = false
        inherited = nil
    }
}

/// What a ``Section``'s ancestors decide for its flow: whether a data source (its own or an
/// enclosing section's) answers for it, and the axis of the scroll view around it.
struct InheritedLayoutFacts {
    var asksDataSource: Bool
    var flowAxis: Axis
}

extension Brick {
    /// ``sizeThatFits(_:context:)`` answered from the brick's last measurements when the
    /// proposal and environment are the same and nothing changed since: what containers
    /// call to measure their children.
    func cachedSizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let environment = context.environmentKey
        let key = measurementIgnoresProposedHeight ? ProposedSize(width: proposal.width, height: nil) : proposal
        if let size = layoutState.measurements.size(for: key, environment: environment) { return size }
        context.pass.measurements += 1
        let epoch = MeasurementEpoch.value
        let reads = EnvironmentKeys.reads
        let size = sizeThatFits(proposal, context: context)
        if !cachesLayout {
            // Whatever measured this brick depends on what no key holds.
            MeasurementEpoch.advance()
        } else if epoch == MeasurementEpoch.value {
            let measuredIn = reads == EnvironmentKeys.reads ? EnvironmentKeys.any : environment
            layoutState.measurements.store(size, for: key, environment: measuredIn)
        }
        return size
    }

    /// Forgets what the layout remembered of this brick and everything inside it: it moved
    /// to another parent, where a measurement can differ (a ``Divider`` turns with its
    /// stack, a section flows along its scroll view), or a data source several sections
    /// ask changed its answers.
    func invalidateLayoutOfSubtree() {
        var pending = [self]
        while let brick = pending.popLast() {
            brick.layoutState.invalidate()
            pending.append(contentsOf: brick.children)
        }
        MeasurementEpoch.advance()
    }
}

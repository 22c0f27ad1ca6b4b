import BrikRendering

// The layout and behaviors stages of a frame.
extension FramePipeline {
    /// The layout pass whose frames are being set, 0 outside the layout stage. A brick's
    /// frame records it when set (``LayoutState/placedInPass``), so a pass knows which frames
    /// it placed and which kept what a behavior (a stuck header) did to them.
    private(set) static var placingPass: UInt32 = 0
    private static var lastPass: UInt32 = 0

    /// Lets every visible brick place its children, top-down, and reports
    /// duplicate tags among siblings to `diagnostics`.
    ///
    /// A brick whose frame, subtree and environment are what they were at its last layout
    /// keeps its children where they were (``LayoutState``), put back at their layout frames
    /// if a behavior moved them; when nothing inside it needs anything either
    /// (``LayoutState/subtreeIsSettled``), its subtree is not visited at all. After one
    /// label changed, only the bricks around it and those that moved lay out again.
    static func layout(_ root: Brick, context: LayoutContext) {
        let outermost = placingPass == 0
        if outermost {
            lastPass = lastPass == UInt32.max ? 1 : lastPass + 1
            placingPass = lastPass
        }
        defer { if outermost { placingPass = 0 } }
        // The caller placed the root.
        root.layoutState.placedInPass = placingPass
        let environment = context.environmentKey
        let pass = placingPass
        var pending = [root]
        while let brick = pending.popLast() {
            guard !brick.isHidden else { continue }
            let previous = brick.layoutFrame
            if brick.layoutState.placedInPass != pass {
                // Its parent kept its last layout: this brick stays at its layout frame.
                brick.frame = previous
            }
            let frame = brick.frame
            let laysOutOwnSubtree = brick.laysOutOwnSubtree
            let needsLayout = brick.layoutState.needsLayout
            let placedIn = brick.layoutState.environmentKey
            let unchanged =
                frame == previous && !needsLayout && !laysOutOwnSubtree
                && (placedIn == environment || placedIn == EnvironmentKeys.any) && brick.cachesLayout
            if unchanged && brick.layoutState.subtreeIsSettled { continue }
            // Its parent placed it and no behavior has moved it yet: this is its layout frame.
            if frame != previous { brick.layoutFrame = frame }
            // Settled until something inside says otherwise (see `keepVisiting`).
            brick.layoutState.subtreeIsSettled = true
            if !unchanged {
                layOutChildren(
                    of: brick, context: context,
                    checkingTags: needsLayout || (placedIn != environment && placedIn != EnvironmentKeys.any))
            }
            if let background = brick.extras?.backgroundView, !unchanged || !background.layoutState.subtreeIsSettled {
                // Decoration behind the content: the brick's whole frame, laid out as a child.
                background.frame = frame
                pending.append(background)
            }
            if laysOutOwnSubtree {
                // Laid out at every pass (its behaviors run in the next stage).
                keepVisiting(brick)
            } else {
                if !unchanged && (brick.layoutState.needsLayout || !brick.cachesLayout) { keepVisiting(brick) }
                pushChildren(of: brick, onto: &pending)
            }
        }
        if context.pass.depthExceeded {
            context.pass.depthExceeded = false
            context.report(
                .message(
                    "bricks nested more than \(LayoutContext.measurementDepthLimit) containers deep are measured as empty (no room)"
                ))
        }
    }

    /// Runs `brick`'s ``Brick/layoutChildren(context:)`` and notes what the next pass may reuse.
    private static func layOutChildren(of brick: Brick, context: LayoutContext, checkingTags: Bool) {
        brick.layoutState.needsLayout = false
        brick.layoutState.environmentKey = context.environmentKey
        let epoch = MeasurementEpoch.value
        let reads = EnvironmentKeys.reads
        brick.layoutChildren(context: context)
        context.pass.layouts += 1
        // Placed without reading the environment: the same places hold in any.
        if reads == EnvironmentKeys.reads { brick.layoutState.environmentKey = EnvironmentKeys.any }
        // It measured something no cache can hold (or asked for layout while laying out):
        // the next pass must place its children again.
        if epoch != MeasurementEpoch.value { brick.layoutState.needsLayout = true }
        // Its children or their tags changed (a brick that only moved has the same ones).
        if checkingTags, let diagnostics = context.pass.diagnostics { reportDuplicateTags(in: brick, to: diagnostics) }
    }

    /// Makes the next pass visit `brick`: its ancestors are no longer settled.
    static func keepVisiting(_ brick: Brick) {
        var node = brick.parent
        while let current = node, current.layoutState.subtreeIsSettled {
            current.layoutState.subtreeIsSettled = false
            node = current.parent
        }
    }

    /// The behaviors stage: every brick of the laid-out tree that has behaviors (scroll views),
    /// outer ones before the ones inside them, moves its items from their layout frames to
    /// their shown frames. Returns the bricks that took part, for the lifecycle stage.
    ///
    /// Only bricks that lay out their own subtree have a behavior stage, and the layout keeps
    /// their ancestors unsettled: a settled subtree has none, and is not walked.
    static func applyBehaviors(_ root: Brick) -> [Brick] {
        var participants: [Brick] = []
        var pending = [root]
        while let brick = pending.popLast() {
            guard !brick.isHidden else { continue }
            if brick.applyBehaviorStage() { participants.append(brick) }
            if brick.layoutState.subtreeIsSettled && !brick.laysOutOwnSubtree { continue }
            pushChildren(of: brick, onto: &pending)
        }
        return participants
    }

    /// Lays out the insides of `brick` at the frame it is shown in: a behavior (cover flow)
    /// or an appear animation resized it. Its own ``Brick/layoutFrame`` stays the layout's.
    static func layoutInsideShownFrame(of brick: Brick, context: LayoutContext) {
        let laidOut = brick.layoutFrame
        layout(brick, context: context)
        brick.layoutFrame = laidOut
        // Its insides are placed for the shown frame: the next pass places them for the layout's.
        brick.layoutState.needsLayout = true
        keepVisiting(brick)
    }

    /// Pushes the children of `brick` last first, so they pop in tree order.
    private static func pushChildren(of brick: Brick, onto pending: inout [Brick]) {
        let children = brick.childrenForLayoutPass
        var index = children.endIndex
        while index > children.startIndex {
            index -= 1
            pending.append(children[index])
        }
    }

    private static func reportDuplicateTags(in brick: Brick, to diagnostics: DiagnosticLog) {
        let children = brick.children
        guard children.count > 1 else { return }
        // Most containers tag nothing: no set to make for them.
        var tagged = 0
        for child in children where child.layoutState.hasTag { tagged += 1 }
        guard tagged > 1 else { return }
        var seen: Set<AnyHashable> = []
        for child in children {
            guard let tag = child.tag else { continue }
            if !seen.insert(tag).inserted {
                diagnostics.report(.duplicateTag(container: brick.debugName, tag: "\(tag.base)"))
            }
        }
    }
}

import BrikRendering

/// Lazy flow (BrickKit's watermark): a section of many bricks lays out only the rows from its
/// top down to a screen below the viewport. The bricks after them are not measured, have empty
/// frames and are not visited by the layout stage; the section's height extrapolates the rows
/// placed over the bricks left, and is corrected as scrolling places more of them. Opening a
/// section of 100,000 bricks costs the bricks on its first screens, not all of them.
///
/// A section lays out everything instead when it has fewer than ``Section/lazyFlowThreshold``
/// bricks, flows horizontally, flattens a group (a ``Repeat``) into its flow, or sits in a
/// scroll view with a behavior that needs the items below the viewport
/// (``LayoutBehavior/needsItemsBelowViewport``: a sticky footer, a spotlight). Scrolling
/// to the end, or showing a brick past the rows placed, places the rows down to it.
extension Section {
    /// Sections with at least this many bricks in their flow lay out lazily (see above).
    public static let lazyFlowThreshold = 512

    /// Whether the last layout placed every brick (always true for a flow that is not lazy).
    ///
    /// ```swift
    /// let longList = Section { _ in for index in 0..<100_000 { Label("row \(index)") } }
    /// // After the first frame: longList.isLaidOutCompletely == false
    /// ```
    public var isLaidOutCompletely: Bool { lastFlow?.result.isComplete ?? true }

    /// How many of its bricks the last layout placed (all of them unless the flow is lazy).
    ///
    /// ```swift
    /// status.text = "\(longList.placedBrickCount) of \(longList.children.count) placed"
    /// ```
    public var placedBrickCount: Int { lastFlow.map { min($0.bricks.count, $0.result.placedCount) } ?? 0 }

    /// The rows of its content a lazy flow must reach: from its top (`top` in screen cells,
    /// nil for the place of its last layout) to a screen below the viewport of the scroll
    /// view around it (the screen without one); `Int.max` when the flow is not lazy.
    func lazyRowLimit(top: Int?, context: LayoutContext) -> Int {
        guard flowDirection == .vertical, children.count >= Self.lazyFlowThreshold, !placesEverything,
            !context.pass.isStill, !enclosingBehaviorsNeedItemsBelowViewport
        else { return .max }
        // Kept at the end as it grows (a log): the end is what shows.
        if context.scroll?.isPinnedToEnd == true { return .max }
        let screen = context.environment.screen
        let port = context.scroll?.viewport ?? Rect(origin: .zero, size: screen)
        // Never placed: as if it started at the viewport's top (the most rows it could need
        // there); the layout, knowing its place, goes deeper if it must.
        let start = (top ?? (layoutState.placedInPass != 0 ? layoutFrame.y : port.minY)) + chromeInsets.top
        let needed = port.maxY - start + max(port.height, screen.height)
        // At least a screen: a section starting below the viewport still estimates its height.
        return max(needed, screen.height)
    }

    /// Whether a behavior of the scroll view around moves items from below the viewport.
    /// Only bricks some behavior wants count (BrickKit's downstream index paths): any of
    /// them makes the whole section lay out.
    private var enclosingBehaviorsNeedItemsBelowViewport: Bool {
        guard let scroll = enclosingScrollContainer else { return false }
        let needing = scroll.behaviors.filter { $0.needsItemsBelowViewport }
        guard !needing.isEmpty else { return false }
        let section = scroll.sectionNumber(of: self) ?? 0
        for (index, child) in children.enumerated() {
            let path = BrickIndexPath(section: section, item: index)
            let identifier = child.identifier
            if needing.contains(where: { $0.needsItemBelowViewport(at: path, identifier: identifier) }) { return true }
        }
        return false
    }

    /// The children a lazy flow placed (all of them once it is complete): the ones the layout
    /// stage visits and behaviors see; the rest wait for their rows.
    var placedChildren: ArraySlice<Brick> {
        guard let flow = lastFlow, !flow.result.isComplete, flow.bricks.count == children.count else {
            return children[...]
        }
        return children[..<min(children.count, flow.result.placedCount)]
    }

    /// Lays the flow out to its end from the next layout on, and from then on (showing a
    /// brick past the rows placed needs its frame; focus and reveal call it for you).
    ///
    /// ```swift
    /// longList.placeAllBricks()   // then every brick has its frame after the next frame
    /// ```
    public func placeAllBricks() {
        guard !placesEverything else { return }
        placesEverything = true
        if let flow = lastFlow, !flow.result.isComplete {
            dirtyFrom = min(dirtyFrom ?? Int.max, flow.result.placedCount)
        }
        setNeedsLayout()
    }

    /// Makes every lazy section around `brick` (inside `scroll`, or up to the root) place the
    /// rows down to it; true when one had not placed it yet (a new layout is needed).
    static func placeLazySections(around brick: Brick) -> Bool {
        var placedAny = false
        var node: Brick? = brick
        while let current = node, let parent = current.parent {
            if let section = parent as? Section, let flow = section.lastFlow, !flow.result.isComplete,
                !section.placesEverything, !section.hasPlaced(current, in: flow.bricks, placedCount: flow.result.placedCount)
            {
                section.placeAllBricks()
                placedAny = true
            }
            node = parent
        }
        return placedAny
    }

    /// Makes every lazy section under `root` place all its bricks; true when one had not.
    static func placeLazySections(under root: Brick) -> Bool {
        var placedAny = false
        var pending = [root]
        while let brick = pending.popLast() {
            if let section = brick as? Section, !section.isLaidOutCompletely, !section.placesEverything {
                section.placeAllBricks()
                placedAny = true
            }
            pending.append(contentsOf: brick.children)
        }
        return placedAny
    }

    /// Whether `brick` is one of the first `placedCount` of `bricks` (its flow position says where).
    private func hasPlaced(_ brick: Brick, in bricks: [Brick], placedCount: Int) -> Bool {
        let position = Int(brick.layoutState.flowPosition)
        return position < min(placedCount, bricks.count) && bricks[position] === brick
    }
}

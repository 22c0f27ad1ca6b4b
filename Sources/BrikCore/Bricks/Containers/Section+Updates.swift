/// Changing a section's collection (BrickKit's `BrickCollectionView+Updates`): inserts and
/// deletes that move repeat indices, invalidations, reloads by identifier, each with a
/// completion.
///
/// A completion runs after the layout pass that shows the change, outside layout (after the
/// lifecycle stage, like `onAppear`); without an application it runs at once. Inserted and
/// removed bricks animate with the scroll view's ``ScrollBrik/appearBehavior`` (a removed
/// brick is drawn until it has left).
extension Section {
    /// Every ``Repeat`` with `identifier` in this section and the sections inside it.
    func repeats(withIdentifier identifier: String?) -> [Repeat] {
        var found: [Repeat] = []
        var pending: [Brick] = Array(children.reversed())
        while let brick = pending.popLast() {
            if let repeated = brick as? Repeat, identifier == nil || repeated.identifier == identifier {
                found.append(repeated)
            }
            pending.append(contentsOf: brick.children.reversed())
        }
        return found
    }

    /// Inserts `itemCount` items at `index` of the repeat `identifier` (BrickKit's
    /// `insertItems(at:for:itemCount:)`): the items from `index` on keep their bricks and
    /// state and move up; the count grows without asking the data source (change your data
    /// first). `completion` gets the new items' index paths once they are laid out.
    ///
    /// Applies to every repeat with `identifier` in this section's subtree.
    public func insertItems(
        at index: Int, for identifier: String, itemCount: Int,
        completion: (@MainActor (_ insertedIndexPaths: [BrickIndexPath]) -> Void)? = nil
    ) {
        var inserted: [(Repeat, Range<Int>)] = []
        for repeated in repeats(withIdentifier: identifier) {
            let at = min(max(0, index), repeated.children.count)
            repeated.insertInstances(at: at, count: itemCount)
            inserted.append((repeated, at..<(at + max(0, itemCount))))
        }
        afterLayout { [weak self] in
            guard let self else { return }
            var paths: [BrickIndexPath] = []
            for (repeated, range) in inserted {
                for position in range where position < repeated.children.count {
                    if let path = self.indexPath(of: repeated.children[position]) { paths.append(path) }
                }
            }
            completion?(paths)
        }
    }

    /// Deletes the `itemCount` items from `index` of the repeat `identifier` (BrickKit's
    /// `deleteItems(at:for:itemCount:)`): the items after them keep their bricks and state
    /// and move down. `completion` gets the index paths the deleted items had, after the
    /// layout without them.
    public func deleteItems(
        at index: Int, for identifier: String, itemCount: Int,
        completion: (@MainActor (_ deletedIndexPaths: [BrickIndexPath]) -> Void)? = nil
    ) {
        var paths: [BrickIndexPath] = []
        for repeated in repeats(withIdentifier: identifier) {
            guard index >= 0, index < repeated.children.count else { continue }
            for position in index..<min(repeated.children.count, index + max(0, itemCount)) {
                if let path = indexPath(of: repeated.children[position]) { paths.append(path) }
            }
            repeated.deleteInstances(at: index, count: itemCount)
        }
        afterLayout { completion?(paths) }
    }

    /// Asks the data source for repeat counts again (BrickKit's `invalidateRepeatCounts`):
    /// each repeat keeps the instances below its new count and adds or drops at its end —
    /// or, with a ``BrickRepeatKeyDataSource``, inserts and deletes where the keys changed
    /// and moves every other brick with its key. `reloadAllSections` makes every instance
    /// again. `completion` gets the index paths added and removed (the difference of counts
    /// at each repeat's end, or of the keys).
    public func invalidateRepeatCounts(
        reloadAllSections: Bool = false,
        completion: (
            @MainActor (_ completed: Bool, _ insertedIndexPaths: [BrickIndexPath], _ deletedIndexPaths: [BrickIndexPath]) ->
                Void
        )? = nil
    ) {
        // What each repeat showed before: its count and, for the report, its items' paths.
        var before: [(repeated: Repeat, count: Int, paths: [BrickIndexPath?])] = []
        for repeated in repeats(withIdentifier: nil) {
            if completion != nil {
                before.append((repeated, repeated.children.count, repeated.children.map { indexPath(of: $0) }))
            }
            if reloadAllSections { repeated.reload() } else { repeated.cachedCount = nil }
        }
        // Nested sections see their own changes when measured again; this section must
        // measure them again to notice, and nothing they remember holds.
        dirtyFrom = 0
        invalidateLayoutOfSubtree()
        setNeedsLayout()
        guard let completion else { return }
        afterLayout { [weak self] in
            guard let self else { return }
            var inserted: [BrickIndexPath] = []
            var deleted: [BrickIndexPath] = []
            for (repeated, old, paths) in before {
                // A repeat whose section instance went away reports nothing of its own.
                guard repeated.parent != nil, self.isAncestor(of: repeated) else {
                    deleted.append(contentsOf: paths.compactMap { $0 })
                    continue
                }
                let new = repeated.children.count
                if let change = repeated.keyChange {
                    // Keyed: where the items really went and came from.
                    repeated.keyChange = nil
                    for position in change.inserted where position < new {
                        if let path = self.indexPath(of: repeated.children[position]) { inserted.append(path) }
                    }
                    deleted.append(contentsOf: change.deleted.compactMap { $0 < paths.count ? paths[$0] : nil })
                } else if new > old {
                    for position in old..<new {
                        if let path = self.indexPath(of: repeated.children[position]) { inserted.append(path) }
                    }
                } else if new < old {
                    deleted.append(contentsOf: paths[new..<old].compactMap { $0 })
                }
            }
            completion(true, inserted, deleted)
        }
    }

    /// Asks the hide data source again (BrickKit's `invalidateVisibility`); the flow is redone
    /// from the first brick whose visibility changed, enclosing sections follow the height.
    public func invalidateVisibility(completion: (@MainActor (_ completed: Bool) -> Void)? = nil) {
        dirtyFrom = 0
        invalidateLayoutOfSubtree()
        setNeedsLayout()
        if let completion { afterLayout { completion(true) } }
    }

    /// Lays every brick out again, measured anew (BrickKit's `invalidateBricks`);
    /// `reloadSections` also asks the data source for the repeat counts again.
    public func invalidateBricks(
        _ reloadSections: Bool = true, completion: (@MainActor (_ completed: Bool) -> Void)? = nil
    ) {
        if reloadSections { for repeated in repeats(withIdentifier: nil) { repeated.cachedCount = nil } }
        dirtyFrom = 0
        invalidateLayoutOfSubtree()
        setNeedsLayout()
        if let completion { afterLayout { completion(true) } }
    }

    /// Measures the bricks with these identifiers again (BrickKit's
    /// `reloadBricksWithIdentifiers`); `shouldReloadCell` makes repeated ones again from
    /// their `make` closure (their data changed), so they lose their state.
    public func reloadBricksWithIdentifiers(
        _ identifiers: [String], shouldReloadCell: Bool = false,
        completion: (@MainActor (_ completed: Bool) -> Void)? = nil
    ) {
        for identifier in identifiers {
            if shouldReloadCell {
                for repeated in repeats(withIdentifier: identifier) {
                    for index in 0..<repeated.children.count { repeated.reloadInstance(at: index) }
                }
            }
            for brick in bricks(withIdentifier: identifier) {
                brick.invalidateLayoutOfSubtree()
                brick.setNeedsLayout()
                brick.setNeedsDisplay()
            }
        }
        if let completion { afterLayout { completion(true) } }
    }

    /// Makes the instance `index` of the repeat `identifier` again (BrickKit's
    /// `reloadBrickWithIdentifier(_:andIndex:)`); a brick that is not repeated is measured again.
    /// `completion` gets the brick's index path once it is laid out again.
    public func reloadBrickWithIdentifier(
        _ identifier: String, andIndex index: Int,
        completion: (@MainActor (_ reloadedIndexPath: BrickIndexPath?) -> Void)? = nil
    ) {
        let repeated = repeats(withIdentifier: identifier)
        for group in repeated { group.reloadInstance(at: index) }
        if repeated.isEmpty, let brick = brick(withIdentifier: identifier, index: index) {
            brick.invalidateLayoutOfSubtree()
            brick.setNeedsLayout()
            brick.setNeedsDisplay()
        }
        guard let completion else { return }
        afterLayout { [weak self] in
            guard let self else { return }
            let brick =
                repeated.first.flatMap { index < $0.children.count ? $0.children[index] : nil }
                ?? self.brick(withIdentifier: identifier, index: index)
            completion(brick.flatMap { self.indexPath(of: $0) })
        }
    }

    /// Whether `brick` is inside this section.
    private func isAncestor(of brick: Brick) -> Bool {
        var node = brick.parent
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }
}

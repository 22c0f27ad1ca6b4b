/// Lookups by BrickKit identifier.
extension Section {
    /// Every brick with `identifier` in this section and the sections inside it, in order.
    ///
    /// Answered from an index of the subtree built on first use after a change
    /// (one walk), so repeated lookups cost a dictionary access, not a scan.
    public func bricks(withIdentifier identifier: String) -> [Brick] {
        identifierIndex[identifier] ?? []
    }

    /// The `index`-th brick with `identifier` (for a ``Repeat``, its instance `index`),
    /// or nil when there is none. A dictionary access and an array index.
    public func brick(withIdentifier identifier: String, index: Int) -> Brick? {
        let matches = bricks(withIdentifier: identifier)
        return index >= 0 && index < matches.count ? matches[index] : nil
    }

    /// Identifier → bricks in tree order, for this section's subtree; rebuilt after changes.
    private var identifierIndex: [String: [Brick]] {
        if let cachedIndex { return cachedIndex }
        var index: [String: [Brick]] = [:]
        var pending: [Brick] = Array(children.reversed())
        while let brick = pending.popLast() {
            if !brick.flattensIntoContainer, !brick.identifier.isEmpty { index[brick.identifier, default: []].append(brick) }
            pending.append(contentsOf: brick.children.reversed())
        }
        cachedIndex = index
        return index
    }
}

/// A repeat-count data source that names each instance (beyond BrickKit, whose counts are
/// diffed at the end of each repeat): when the counts are invalidated, the new keys are
/// diffed against the old, so an item inserted in the middle is inserted there, a removed
/// one is removed where it was, and every other item keeps its brick — its state, its
/// focus — wherever it moved, even when the list was reordered.
///
/// The count is the number of keys. Keys should be unique; a key given twice pairs with
/// the old instances of that key in order.
///
/// ```swift
/// final class Inbox: BrickRepeatKeyDataSource {
///     var mails: [Mail] = []
///     func repeatKeys(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> [AnyHashable] {
///         mails.map(\.id)
///     }
/// }
/// section.repeatCountDataSource = inbox
/// inbox.mails.insert(newMail, at: 3)
/// section.invalidateRepeatCounts()  // inserts at 3; the rest keep their bricks
/// ```
@MainActor
public protocol BrickRepeatKeyDataSource: BrickRepeatCountDataSource {
    /// The key of each instance of the repeat `identifier`, in order, inside the repeated
    /// section instance `collectionIndex` of `collectionIdentifier` (0 and "" outside any).
    func repeatKeys(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> [AnyHashable]
}

extension BrickRepeatKeyDataSource {
    /// The number of keys.
    public func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
        repeatKeys(for: identifier, with: collectionIndex, collectionIdentifier: collectionIdentifier).count
    }
}

extension Repeat {
    /// Takes `newKeys` as the instances' keys: the bricks made for keys that stay move to
    /// their keys' new places (and repeat indices), those of keys gone are dropped, and the
    /// places of new keys are made at the next layout. The first keys seen (or those after
    /// an insert, delete or reload by index) are taken as they are. Returns the count.
    func adoptKeys(_ newKeys: [AnyHashable]) -> Int {
        defer { keys = newKeys }
        guard let old = keys, old != newKeys else {
            keyChange = nil
            return newKeys.count
        }
        var positions: [AnyHashable: [Int]] = [:]
        for (index, key) in old.enumerated() { positions[key, default: []].append(index) }
        var moved: [Brick?] = []
        moved.reserveCapacity(newKeys.count)
        var inserted: [Int] = []
        var kept = [Bool](repeating: false, count: old.count)
        for (index, key) in newKeys.enumerated() {
            if let oldIndex = positions[key]?.first {
                positions[key]?.removeFirst()
                kept[oldIndex] = true
                let brick = oldIndex < made.count ? made[oldIndex] : nil
                brick?.repeatIndex = index
                moved.append(brick)
            } else {
                inserted.append(index)
                moved.append(nil)
            }
        }
        made = moved
        keyChange = (inserted, old.indices.filter { !kept[$0] })
        setNeedsLayout()
        return newKeys.count
    }
}

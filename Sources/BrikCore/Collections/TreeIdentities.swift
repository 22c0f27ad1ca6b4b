/// The identities of a tree's nodes by slot, and the slot of each identity: a hash table
/// of our own, open addressing over slot numbers.
///
/// Why not `[ID: Int]` and `[ID]`: the tree's code is generic and, for an identity type
/// from another module, runs unspecialized; every call into a standard collection of `ID`
/// then looks up the collection's generic metadata at run time, which cost five times
/// the work itself when 100,000 children were loaded. Here identities live in raw memory
/// handled through `ID`'s own witnesses, and everything else is arrays of integers. Like
/// the nodes, it is used on the main actor only, one access at a time: its properties skip
/// runtime exclusivity checks.
final class TreeIdentities<ID: Hashable> {
    /// Identity of slot `s` at `storage[s]` (slot 0, the tree's top, has none), initialized
    /// for slots `1..<slotCount`; a freed slot keeps its last identity until reused.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<ID>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var slotCount = 1
    /// The hash of each slot's identity (`hashes[0]` unused).
    @exclusivity(unchecked) private var hashes: [Int] = [0]
    /// Open-addressing table of slots: 0 empty, -1 a removed entry.
    @exclusivity(unchecked) private var table: [Int]
    /// Live entries, and removed ones still taking places in the table.
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var removed = 0

    init() {
        capacity = 16
        storage = UnsafeMutablePointer<ID>.allocate(capacity: capacity)
        table = [Int](repeating: 0, count: 16)
    }

    deinit {
        (storage + 1).deinitialize(count: slotCount - 1)
        storage.deallocate()
    }

    /// The identity of `slot` (a slot given to ``set(_:at:)``).
    func id(_ slot: Int) -> ID { storage[slot] }

    /// Makes room for `more` slots and entries beyond those there.
    func reserve(_ more: Int) {
        growStorage(to: slotCount + more)
        growTable(for: count + removed + more)
    }

    /// Gives `slot` the identity `id` (a new slot is the next one, ``slotCount``), and
    /// enters it in the table. The identity must not be in the table already.
    func set(_ id: ID, at slot: Int) {
        precondition(slot > 0 && slot <= slotCount, "slot \(slot) out of 1...\(slotCount)")
        let hash = id.hashValue
        if slot == slotCount {
            growStorage(to: slotCount + 1)
            (storage + slot).initialize(to: id)
            hashes.append(hash)
            slotCount += 1
        } else {
            storage[slot] = id
            hashes[slot] = hash
        }
        growTable(for: count + removed + 1)
        var place = hash & (table.count - 1)
        while table[place] > 0 { place = (place + 1) & (table.count - 1) }
        if table[place] < 0 { removed -= 1 }
        table[place] = slot
        count += 1
    }

    /// Replaces the identity of `slot` by an equal one (newer details, same identity).
    func replace(_ id: ID, at slot: Int) {
        storage[slot] = id
    }

    /// The slot of `id`, nil when no slot has it.
    func slot(of id: ID) -> Int? {
        let hash = id.hashValue
        var place = hash & (table.count - 1)
        while true {
            let slot = table[place]
            if slot == 0 { return nil }
            if slot > 0, hashes[slot] == hash, storage[slot] == id { return slot }
            place = (place + 1) & (table.count - 1)
        }
    }

    /// Takes `slot` out of the table (its identity stays in storage until the slot is reused).
    func remove(_ slot: Int) {
        var place = hashes[slot] & (table.count - 1)
        while table[place] != slot {
            if table[place] == 0 { return }
            place = (place + 1) & (table.count - 1)
        }
        table[place] = -1
        count -= 1
        removed += 1
    }

    private func growStorage(to needed: Int) {
        guard needed > capacity else { return }
        let newCapacity = max(needed, capacity * 2)
        let grown = UnsafeMutablePointer<ID>.allocate(capacity: newCapacity)
        (grown + 1).moveInitialize(from: storage + 1, count: slotCount - 1)
        storage.deallocate()
        storage = grown
        capacity = newCapacity
        hashes.reserveCapacity(newCapacity)
    }

    /// Keeps the table at most half full (removed entries count), rebuilding it without
    /// the removed ones, larger if the live ones and those coming need it.
    private func growTable(for entries: Int) {
        guard entries * 2 > table.count else { return }
        let needed = entries - removed
        var size = table.count
        while needed * 2 > size { size *= 2 }
        var rebuilt = [Int](repeating: 0, count: size)
        for slot in table where slot > 0 {
            var place = hashes[slot] & (size - 1)
            while rebuilt[place] != 0 { place = (place + 1) & (size - 1) }
            rebuilt[place] = slot
        }
        table = rebuilt
        removed = 0
    }
}

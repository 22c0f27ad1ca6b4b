import SeededRandom
import Testing

@testable import BrikCore

/// The tree's own identity table against a dictionary: random sets, reuses and removals,
/// with identities whose hashes all collide and with strings (stored, moved and freed).
@MainActor
@Suite struct TreeIdentitiesTests {
    /// An identity whose hash is one of four values: long probe chains.
    struct Clashing: Hashable {
        var value: Int

        func hash(into hasher: inout Hasher) {
            hasher.combine(value % 4)
        }
    }

    private func randomSession<ID: Hashable>(seed: UInt64, steps: Int, make: (Int) -> ID) {
        var random = SplitMix64(seed: seed)
        let table = TreeIdentities<ID>()
        var expected: [ID: Int] = [:]
        var freeSlots: [Int] = []
        var nextSlot = 1
        var nextValue = 0
        for step in 0..<steps {
            if random.next() % 3 == 0, let (id, slot) = expected.randomElement(using: &random) {
                table.remove(slot)
                expected[id] = nil
                freeSlots.append(slot)
            } else {
                let id = make(nextValue)
                nextValue += 1
                let slot = freeSlots.popLast() ?? nextSlot
                if slot == nextSlot { nextSlot += 1 }
                if random.next() % 50 == 0 { table.reserve(Int(random.next() % 100)) }
                table.set(id, at: slot)
                expected[id] = slot
            }
            #expect(table.count == expected.count, "step \(step)")
            if step % 50 == 0 || step == steps - 1 {
                for (id, slot) in expected {
                    #expect(table.slot(of: id) == slot, "step \(step)")
                    #expect(table.id(slot) == id)
                }
                #expect(table.slot(of: make(-1)) == nil)
            }
        }
    }

    @Test func collidingHashesFindTheirSlots() {
        randomSession(seed: 3, steps: 600) { Clashing(value: $0) }
    }

    @Test func stringsAreKeptAndFound() {
        randomSession(seed: 4, steps: 4_000) { "identity number \($0) with a heap-allocated tail" }
    }
}

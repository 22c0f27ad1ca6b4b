import SeededRandom
import Testing

@testable import BrikCore

@Suite struct HeightIndexTests {
    /// The naive model: every height in an array.
    struct Model {
        var heights: [Int]
        func offset(of index: Int) -> Int { heights[..<index].reduce(0, +) }
        func index(at y: Int) -> Int? {
            guard !heights.isEmpty else { return nil }
            if y <= 0 { return 0 }
            var start = 0
            for (index, height) in heights.enumerated() {
                if y < start + height { return index }
                start += height
            }
            return heights.count - 1
        }
    }

    @Test func emptyAndEstimatedOnly() {
        let empty = HeightIndex(count: 0, estimate: 3)
        #expect(empty.totalHeight == 0)
        #expect(empty.index(at: 5) == nil)
        let index = HeightIndex(count: 10_000_000, estimate: 2)
        #expect(index.totalHeight == 20_000_000)
        #expect(index.offset(of: 5_000_001) == 10_000_002)
        #expect(index.index(at: 10_000_003) == 5_000_001)
        #expect(index.index(at: 19_999_999) == 9_999_999)
        #expect(index.index(at: 99_999_999) == 9_999_999)
        #expect(index.measuredCount == 0)
    }

    @Test func measurementsInAHugeListCostOnlyWhatWasMeasured() {
        var index = HeightIndex(count: 10_000_000, estimate: 1)
        index.set(height: 5, at: 0)
        index.set(height: 3, at: 9_999_999)
        index.set(height: 0, at: 4_000_000)
        #expect(index.measuredCount == 3)
        #expect(index.totalHeight == 10_000_000 + 4 + 2 - 1)
        #expect(index.offset(of: 1) == 5)
        #expect(index.offset(of: 4_000_001) == 4_000_004)
        #expect(index.index(at: 4_000_003) == 3_999_999)
        #expect(index.index(at: 4_000_004) == 4_000_001)
        #expect(index.offset(of: 9_999_999) == 10_000_002)
        #expect(index.index(at: 10_000_004) == 9_999_999)
        index.reset(estimate: 2)
        #expect(index.measuredCount == 0)
        #expect(index.totalHeight == 20_000_000)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomOperationsMatchTheNaiveModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 1...5_000, using: &random)
        let estimate = Int.random(in: 0...3, using: &random)
        var index = HeightIndex(count: count, estimate: estimate)
        var model = Model(heights: Array(repeating: estimate, count: count))
        var measured = Set<Int>()
        for step in 0..<600 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                // Clustered measurements, like a viewport moving through the list.
                let at = Int.random(in: 0..<model.heights.count, using: &random)
                let height = Int.random(in: 0...4, using: &random)
                index.set(height: height, at: at)
                model.heights[at] = height
                measured.insert(at)
            case 5:
                let newCount = Int.random(in: 1...5_000, using: &random)
                index.resize(count: newCount)
                model.heights =
                    Array(model.heights.prefix(newCount))
                    + Array(repeating: index.estimate, count: max(0, newCount - model.heights.count))
                measured = measured.filter { $0 < newCount }
            case 6 where step % 7 == 0:
                let newEstimate = Int.random(in: 0...3, using: &random)
                index.reset(estimate: newEstimate)
                model.heights = Array(repeating: newEstimate, count: model.heights.count)
                measured = []
            default:
                break
            }
            #expect(index.count == model.heights.count)
            #expect(index.totalHeight == model.heights.reduce(0, +), "seed \(seed) step \(step)")
            #expect(index.measuredCount == measured.count)
            for _ in 0..<5 {
                let at = Int.random(in: 0..<model.heights.count, using: &random)
                #expect(index.offset(of: at) == model.offset(of: at), "seed \(seed) step \(step) offset of \(at)")
                #expect(index.height(at: at) == model.heights[at])
                #expect(index.isMeasured(at) == measured.contains(at))
                let y = Int.random(in: -2...(index.totalHeight + 2), using: &random)
                #expect(index.index(at: y) == model.index(at: y), "seed \(seed) step \(step) index at \(y)")
            }
        }
    }
}

/// Inserting, removing and forgetting items of a ``HeightIndex`` against an array of heights.
@Suite struct HeightIndexUpdateTests {
    @Test(arguments: [UInt64(11), 12, 13])
    func randomUpdatesAgreeWithAnArray(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let estimate = 2
        var model = [Int](repeating: estimate, count: 3_000)
        var measured = [Bool](repeating: false, count: 3_000)
        var index = HeightIndex(count: 3_000, estimate: estimate)
        for _ in 0..<300 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                guard !model.isEmpty else { continue }
                let at = Int.random(in: 0..<model.count, using: &random)
                let height = Int.random(in: 0...5, using: &random)
                index.set(height: height, at: at)
                model[at] = height
                measured[at] = true
            case 1:
                let at = Int.random(in: 0...model.count, using: &random)
                let count = Int.random(in: 1...2_500, using: &random)
                index.insert(count: count, at: at)
                model.insert(contentsOf: repeatElement(estimate, count: count), at: at)
                measured.insert(contentsOf: repeatElement(false, count: count), at: at)
            case 2:
                guard !model.isEmpty else { continue }
                let at = Int.random(in: 0..<model.count, using: &random)
                let end = min(model.count, at + Int.random(in: 1...1_500, using: &random))
                index.remove(at..<end)
                model.removeSubrange(at..<end)
                measured.removeSubrange(at..<end)
            case 3:
                guard !model.isEmpty else { continue }
                let at = Int.random(in: 0..<model.count, using: &random)
                index.forgetMeasurement(at: at)
                model[at] = estimate
                measured[at] = false
            default:
                let from = Int.random(in: 0...model.count, using: &random)
                index.forgetMeasurements(from: from)
                for position in from..<model.count {
                    model[position] = estimate
                    measured[position] = false
                }
            }
            #expect(index.count == model.count)
            #expect(index.totalHeight == model.reduce(0, +))
            #expect(index.measuredCount == measured.filter { $0 }.count)
            for _ in 0..<20 where !model.isEmpty {
                let probe = Int.random(in: 0..<model.count, using: &random)
                #expect(index.height(at: probe) == model[probe])
                #expect(index.isMeasured(probe) == measured[probe])
                #expect(index.offset(of: probe) == model[..<probe].reduce(0, +))
            }
        }
    }
}

import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore
@testable import BrikText

/// The follow/pause state machine of a ``LogView`` and its ring buffer, driven by random
/// appends, scrolls and jumps and checked after every step against a plain model: an array
/// of every line appended, the top line and whether it follows.
@MainActor
@Suite("LogView properties")
struct LogViewPropertyTests {
    /// What the log should be: lines are `L<n>`, numbered from 0 as appended, one row each.
    private struct Model {
        var total = 0
        var maximum: Int
        var height: Int
        var following = true
        var top = 0  // the absolute number of the top line while paused
        var newLines = 0  // arrived while paused, seen or not

        /// The new lines still below the view: what the count and the marker say.
        var unseen: Int { following ? 0 : min(newLines, max(0, total - (top + height))) }

        var firstKept: Int { max(0, total - maximum) }
        var endTop: Int { max(firstKept, total - height) }
        var shownTop: Int { following ? endTop : top }

        mutating func append(_ count: Int) {
            total += count
            if !following {
                newLines += count
                top = max(top, firstKept)
            }
        }

        mutating func moveTop(to target: Int) {
            top = min(max(firstKept, target), endTop)
            following = top >= endTop
            if following { newLines = 0 }
        }
    }

    @Test("follow, pause and the new-line count agree with the model", arguments: 0..<12)
    func followStateMachine(seed: UInt64) {
        var random = SplitMix64(seed: 0x4C06 &+ seed)
        var model = Model(maximum: Int.random(in: 3...20, using: &random), height: Int.random(in: 2...6, using: &random))
        let log = LogView(maximumLineCount: model.maximum)
        let terminal = TestTerminal(root: log, size: Size(width: 40, height: model.height))
        _ = terminal.application.focus(log)
        for step in 0..<150 {
            let context = "seed \(seed) step \(step)"
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3:
                let count = Int.random(in: 1...4, using: &random)
                log.append(contentsOf: (model.total..<model.total + count).map { "L\($0)" })
                model.append(count)
                terminal.advance(by: .seconds(1))
            case 4, 5:
                let rows = Int.random(in: 1...3, using: &random)
                for _ in 0..<rows { terminal.send("up") }
                model.moveTop(to: model.shownTop - rows)
            case 6:
                terminal.send("down")
                model.moveTop(to: model.shownTop + 1)
            case 7:
                terminal.send("pgup")
                model.moveTop(to: model.shownTop - max(1, model.height - 1))
            case 8:
                terminal.send(Bool.random(using: &random) ? "end" : "G")
                model.moveTop(to: model.endTop)
            default:
                terminal.send("home")
                model.moveTop(to: model.firstKept)
            }
            #expect(log.isFollowing == model.following, "\(context): following")
            #expect(log.newLineCount == model.unseen, "\(context): new lines")
            #expect(log.buffer.lineCount == model.total - model.firstKept, "\(context): kept")
            let kept = (0..<log.buffer.lineCount).map(log.buffer.line)
            #expect(kept == (model.firstKept..<model.total).map { "L\($0)" }, "\(context): buffer")
            guard model.total > 0 else { continue }
            #expect(terminal.screen[0].hasPrefix("L\(model.shownTop)"), "\(context): top \(terminal.screen[0])")
            let marked = terminal.screen.last?.contains("new line") ?? false
            #expect(marked == (model.unseen > 0), "\(context): marker")
        }
    }

    @Test("the ring buffer holds the last lines of a plain array, numbered from the first", arguments: 0..<8)
    func ringBufferMatchesArray(seed: UInt64) {
        var random = SplitMix64(seed: 0xB0FF &+ seed)
        let buffer = LogBuffer(maximumLineCount: Int.random(in: 1...12, using: &random))
        var all: [String] = []
        var firstKept = 0
        for step in 0..<300 {
            if Int.random(in: 0..<20, using: &random) == 0 {
                buffer.maximumLineCount = Int.random(in: 1...12, using: &random)
            } else {
                let line = "s\(step)"
                buffer.append(line)
                all.append(line)
            }
            firstKept = max(firstKept, all.count - buffer.maximumLineCount)
            let expected = Array(all[firstKept...])
            #expect((0..<buffer.lineCount).map(buffer.line) == expected, "seed \(seed) step \(step)")
            #expect(buffer.lineCount == 0 || buffer.lineNumber(0) == firstKept + 1, "seed \(seed) step \(step)")
        }
    }
}

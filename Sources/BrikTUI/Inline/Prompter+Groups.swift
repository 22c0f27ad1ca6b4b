import BrikCore
import BrikRendering

/// A step group being run: its title, whether it collapses, and the lines its finished steps left.
struct StepGroup {
    var title: String
    var collapses: Bool
    var lines: [PromptLine] = []
}

/// How far the lines of a group `depth` levels deep are indented.
private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

extension Prompter {
    /// Runs `body`, whose prompts and steps show indented under a header
    /// `title` while it runs. When it succeeds and `collapse` is true, the
    /// group leaves one success line (with its step count) instead of its
    /// steps' lines; a failing group always leaves them all, for the details.
    /// Without a terminal the steps print as they finish, indented, and a
    /// last line says how the group ended.
    public func group<Value>(
        _ title: String, collapse: Bool = true, _ body: () async throws -> Value
    ) async throws -> Value {
        if isInteractive, groupSession == nil { groupSession = try makeSession() }
        if !isInteractive { emit([PromptLine("▸ " + title).indented(by: indent(groups.count))]) }
        groups.append(StepGroup(title: title, collapses: collapse))
        groupSession?.draw(framed([]))
        let clock = ContinuousClock()
        let started = clock.now
        do {
            let value = try await body()
            closeGroup(failed: nil, duration: clock.now - started)
            return value
        } catch {
            closeGroup(failed: error, duration: clock.now - started)
            throw error
        }
    }

    /// Ends the innermost group and hands its lines to its parent, or prints them.
    private func closeGroup(failed error: (any Error)?, duration: Duration) {
        let group = groups.removeLast()
        let steps = group.lines.count
        let result: [PromptLine]
        if let error {
            result =
                [StepLines.failure(group.title, message: String(describing: error))]
                + group.lines.map { $0.indented(by: "  ") }
        } else if group.collapses {
            result = [StepLines.success("\(group.title) (\(steps) step\(steps == 1 ? "" : "s"))", duration: duration)]
        } else {
            result = [StepLines.success(group.title, duration: duration)] + group.lines.map { $0.indented(by: "  ") }
        }
        if !isInteractive {
            // The steps were printed as they finished; only the end line is new.
            emit([result[0].indented(by: indent(groups.count))])
            if !groups.isEmpty { groups[groups.count - 1].lines += result }
            return
        }
        if groups.isEmpty, let session = groupSession {
            session.finish(keepingFrame: false)
            groupSession = nil
            emit(result)
        } else {
            groups[groups.count - 1].lines += result
            groupSession?.draw(framed([]))
        }
    }

    /// The region's lines: each open group's header and finished lines, then `active`, indented under them.
    func framed(_ active: [PromptLine]) -> [PromptLine] {
        var result: [PromptLine] = []
        for (depth, group) in groups.enumerated() {
            result.append(
                PromptLine("▾ ", role: .accent).appending(group.title, role: .title)
                    .indented(by: indent(depth)))
            result += group.lines.map { $0.indented(by: indent(depth + 1)) }
        }
        return result + active.map { $0.indented(by: indent(groups.count)) }
    }
}

/// What a progress step's work reports through: how much of ``total`` is done.
@MainActor
public final class ProgressStep {
    /// The amount of work the step has, in the caller's units.
    public let total: Int
    /// How much is done, in `0...total`.
    public private(set) var completed = 0
    /// Redraws the bar or prints a plain line; set by the prompter.
    var onChange: ((Int) -> Void)?

    init(total: Int) {
        self.total = max(0, total)
    }

    /// Marks `amount` more units done (clamped to ``total``) and redraws the bar.
    public func advance(by amount: Int = 1) {
        completed = min(total, max(0, completed + amount))
        onChange?(completed)
    }
}

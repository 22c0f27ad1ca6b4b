import BrikCore
import BrikRendering

/// Asks questions and shows progress inline, in the shell's scrollback: text,
/// confirm, single and multiple choice, progress bars, spinners, step groups,
/// alerts and tables.
///
/// Each prompt draws in an ``InlineSession`` while it is answered and leaves
/// one summary line behind. When standard input or output is not a terminal
/// nothing is drawn: prompts follow ``nonInteractive`` and everything prints as
/// plain lines without escape codes, so the output of a pipe or a CI log reads
/// cleanly.
@MainActor
public final class Prompter {
    /// What prompts do when there is no terminal to ask on.
    public let nonInteractive: NonInteractiveBehavior
    /// Whether prompts are drawn and answered on a terminal.
    public let isInteractive: Bool
    let colorDepth: ColorDepth
    /// The theme prompts and steps are drawn in: `BRIKTUI_THEME`'s unless given; a change
    /// shows at the next line drawn (a spinner's next tick, a prompt's next key).
    public var theme: Theme {
        didSet { groupSession?.theme = theme }
    }
    /// The open step groups, innermost last.
    var groups: [StepGroup] = []
    /// The region the open groups draw in, while any is open.
    var groupSession: InlineSession?

    /// A prompter that asks on the terminal when standard input and output are
    /// one, and otherwise behaves as `nonInteractive` says. `colorDepth`
    /// defaults to the environment's (``ColorDepth/detect(environment:terminalColors:)``),
    /// `theme` to `BRIKTUI_THEME`'s (``Application/environmentTheme``).
    public init(
        nonInteractive: NonInteractiveBehavior = .fail, colorDepth: ColorDepth = .detect(),
        theme: Theme = Application.environmentTheme.theme
    ) {
        self.nonInteractive = nonInteractive
        self.theme = theme
        isInteractive = InlineTerminal.isAvailable
        self.colorDepth = isInteractive ? colorDepth : .none
    }

    // MARK: Questions

    /// Asks for a line of text; Enter on an empty line takes `defaultValue`.
    /// `validate` returns an error message for an answer it refuses.
    public func text(
        _ title: String, default defaultValue: String? = nil,
        validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) throws -> String {
        guard isInteractive else {
            let value = try fallback(title, defaultValue)
            if let message = validate(value) { throw PromptError.cancelled(question: title + ": " + message) }
            return value
        }
        var state = TextPromptState(title: title, defaultValue: defaultValue, validate: validate)
        let value = try ask(title, lines: { state.lines }) { (event: Event) -> PromptOutcome<String> in
            if case .paste(let text) = event {
                state.insert(text)
                return .pending
            }
            guard case .key(let key) = event else { return .pending }
            return state.handle(key)
        }
        finishStep(TextPromptState.summary(title: title, value: value))
        return value
    }

    /// Asks a yes-or-no question; Enter takes `defaultValue`.
    public func confirm(_ title: String, default defaultValue: Bool) throws -> Bool {
        guard isInteractive else {
            return try fallback(title, defaultValue ? "yes" : "no") == "yes"
        }
        var state = ConfirmState(title: title, defaultValue: defaultValue)
        let value = try ask(title, lines: { state.lines }) { (event: Event) -> PromptOutcome<Bool> in
            guard case .key(let key) = event else { return .pending }
            return state.handle(key)
        }
        finishStep(TextPromptState.summary(title: title, value: value ? "yes" : "no"))
        return value
    }

    /// Asks for one of `options` with type-to-filter; `defaultIndex` is highlighted
    /// first and taken when there is no terminal.
    public func choose(_ title: String, options: [String], default defaultIndex: Int? = nil) throws -> String {
        guard isInteractive else {
            return try fallback(title, defaultIndex.flatMap { options.indices.contains($0) ? options[$0] : nil })
        }
        let initial: Set<Int> = defaultIndex.map { [$0] } ?? []
        var state = ChoiceState(title: title, options: options, allowsMultiple: false, initial: initial)
        let chosen = try ask(title, lines: { state.lines }) { (event: Event) -> PromptOutcome<[Int]> in
            guard case .key(let key) = event else { return .pending }
            return state.handle(key)
        }
        let value = options[chosen[0]]
        finishStep(TextPromptState.summary(title: title, value: value))
        return value
    }

    /// Asks for any of `options` with type-to-filter; `defaults` are ticked
    /// first and taken when there is no terminal. The answer keeps the options' order.
    public func chooseMany(_ title: String, options: [String], defaults: Set<Int> = []) throws -> [String] {
        let defaultValues = options.indices.filter(defaults.contains).map { options[$0] }
        guard isInteractive else {
            _ = try fallback(title, defaultValues.joined(separator: ", "))
            return defaultValues
        }
        var state = ChoiceState(title: title, options: options, allowsMultiple: true, initial: defaults)
        let chosen = try ask(title, lines: { state.lines }) { (event: Event) -> PromptOutcome<[Int]> in
            guard case .key(let key) = event else { return .pending }
            return state.handle(key)
        }
        let values = chosen.map { options[$0] }
        let summary = values.isEmpty ? "none" : values.joined(separator: ", ")
        finishStep(TextPromptState.summary(title: title, value: summary))
        return values
    }

    /// The default answer when there is no terminal, printed as a plain line; or the error.
    private func fallback(_ title: String, _ defaultValue: String?) throws -> String {
        guard nonInteractive == .useDefaults, let defaultValue else {
            throw PromptError.notInteractive(question: title)
        }
        emit([PromptLine("? \(title) \(defaultValue) (default)")])
        return defaultValue
    }

    /// Runs a prompt's state machine in an inline region until it submits or cancels.
    private func ask<Value>(
        _ title: String, lines: () -> [PromptLine], handle: (Event) -> PromptOutcome<Value>
    ) throws -> Value {
        let session = try groupSession ?? makeSession()
        defer { if groupSession == nil { session.finish(keepingFrame: false) } }
        while true {
            session.theme = theme
            session.draw(framed(lines()))
            for event in session.nextEvents(timeout: .milliseconds(500)) {
                switch handle(event) {
                case .pending: continue
                case .submitted(let value): return value
                case .cancelled: throw PromptError.cancelled(question: title)
                }
            }
        }
    }

    // MARK: Progress

    /// Runs `work` under a progress bar `title` that `work` advances through
    /// its ``ProgressStep``; ends in a success line, or a failure line with the
    /// error, which is rethrown. Without a terminal it prints a plain line at
    /// the start, at every quarter and at the end.
    public func progress<Value>(
        _ title: String, total: Int, _ work: (ProgressStep) async throws -> Value
    ) async throws -> Value {
        let clock = ContinuousClock()
        let started = clock.now
        let step = ProgressStep(total: total)
        var lastQuarter = -1
        let session = isInteractive ? try groupSession ?? makeSession() : nil
        defer { if groupSession == nil { session?.finish(keepingFrame: false) } }
        step.onChange = { [unowned self] completed in
            if let session {
                session.theme = self.theme
                session.draw(self.framed([StepLines.progress(title, completed: completed, total: total)]))
            } else {
                let quarter = StepLines.percentage(completed: completed, total: total) / 25
                if quarter != lastQuarter {
                    lastQuarter = quarter
                    self.emit([StepLines.progress(title, completed: completed, total: total, barWidth: 0)])
                }
            }
        }
        step.onChange?(0)
        do {
            let value = try await work(step)
            finishStep(StepLines.success(title, duration: clock.now - started))
            return value
        } catch {
            finishStep(StepLines.failure(title, message: String(describing: error)))
            throw error
        }
    }

    /// Runs `work` under a spinner `title`; ends in a success line, or a failure
    /// line with the error, which is rethrown. Without a terminal it prints a
    /// plain line at the start and at the end.
    public func spinner<Value: Sendable>(
        _ title: String, _ work: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let clock = ContinuousClock()
        let started = clock.now
        let task = Task { try await work() }
        if isInteractive {
            let session = try groupSession ?? makeSession()
            defer { if groupSession == nil { session.finish(keepingFrame: false) } }
            let ticker = Task { @MainActor in
                var tick = 0
                while !Task.isCancelled {
                    session.theme = self.theme
                    session.draw(self.framed([StepLines.spinner(title, tick: tick)]))
                    tick += 1
                    try? await Task.sleep(for: .milliseconds(80))
                }
            }
            defer { ticker.cancel() }
            return try await finishing(title, task: task, started: started, clock: clock)
        }
        emit([PromptLine("… " + title)])
        return try await finishing(title, task: task, started: started, clock: clock)
    }

    private func finishing<Value: Sendable>(
        _ title: String, task: Task<Value, any Error>, started: ContinuousClock.Instant, clock: ContinuousClock
    ) async throws -> Value {
        do {
            let value = try await task.value
            finishStep(StepLines.success(title, duration: clock.now - started))
            return value
        } catch {
            finishStep(StepLines.failure(title, message: String(describing: error)))
            throw error
        }
    }

    // MARK: Output

    /// Prints an alert: a marked line in the kind's colour, then `followUps` under it.
    public func alert(_ kind: AlertKind, _ title: String, followUps: [String] = []) {
        finishSteps(StepLines.alert(kind, title, followUps: followUps))
    }

    /// Prints a table to standard output (see ``StepLines/table(headers:rows:)``).
    public func table(headers: [String], rows: [[String]]) {
        finishSteps(StepLines.table(headers: headers, rows: rows))
    }

    /// Writes `lines` to standard output: styled on a terminal, plain otherwise.
    func emit(_ lines: [PromptLine]) {
        if let groupSession {
            groupSession.printAbove(lines)
            return
        }
        if colorDepth == .none {
            InlineTerminal.writeOut(lines.map { $0.plainText + "\n" }.joined())
        } else {
            let width = max(1, lines.map { TextWidth.width($0.plainText) }.max() ?? 1)
            InlineTerminal.writeOut(
                ANSIRenderer(colorDepth: colorDepth).lines(PromptLine.canvas(lines, width: width, theme: theme)))
        }
    }

    /// A region on the terminal, drawing in ``theme``.
    func makeSession() throws -> InlineSession {
        let session = try InlineSession(colorDepth: colorDepth)
        session.theme = theme
        return session
    }

    private func finishStep(_ line: PromptLine) { finishSteps([line]) }

    /// A finished step's lines: kept in the innermost open group, or printed.
    private func finishSteps(_ lines: [PromptLine]) {
        if !groups.isEmpty {
            groups[groups.count - 1].lines += lines
            if !isInteractive { emit(lines.map { $0.indented(by: String(repeating: "  ", count: groups.count)) }) }
            groupSession?.draw(framed([]))
            return
        }
        emit(lines)
    }
}

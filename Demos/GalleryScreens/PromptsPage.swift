import BrikCore
import BrikRendering

/// "Prompts": every kind of inline prompt and step, drawn in the page in the app's theme.
/// The left column asks, one prompt after another, as `Prompter` does in a shell: a text
/// prompt with validation and a default, a confirm, a single and a multiple choice that
/// filter as you type; each answered prompt leaves its summary line. The right column shows
/// what steps and output print: a progress bar and a spinner (moving), a step group, the
/// three alerts and a table. Examples/Prompts runs them inline in your shell
/// (`swift run PromptsExample`, `--inline-demo` for an inline app).
@MainActor
public final class PromptsPage: GalleryPage {
    let asker = PromptAsker()
    let steps = PromptLinesView()
    private var tick = 0

    /// The page.
    public init() {
        super.init(
            id: "prompts", title: "Prompts", summary: "text, confirm, choices, progress, spinners, groups, alerts and tables")
        let hint = Label("type to answer · enter submits · ctrl+r again · inline: swift run PromptsExample")
            .foregroundRole(.muted)
        let output = VBrik(alignment: .leading, spacing: 1) { [steps] _ in
            steps
            PromptLinesView(
                StepLines.alert(.success, "Project created", followUps: ["cd my-app", "swift run"])
                    + StepLines.alert(.warning, "Swift 6.0 is older than the tested 6.1")
                    + StepLines.alert(.error, "Registry unreachable", followUps: ["retry with --offline"]))
            PromptLinesView(
                StepLines.table(
                    headers: ["Package", "Version", "License"],
                    rows: [
                        ["BrikTUI", "0.9.0", "MIT"], ["swift-testing", "6.1", "Apache-2.0"],
                    ]))
        }
        let columns = HBrik(alignment: .top, spacing: 3) { [asker] _ in
            asker.width(.fixed(size: 40))
            output
        }
        let layout = VBrik(alignment: .leading, spacing: 1) { _ in
            hint
            columns
            Spacer()
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        updateSteps()
        onAppear { [unowned self] in
            _ = application?.focus(asker)
            application?.every(.milliseconds(120)) { [weak self] in
                guard let self else { return }
                tick += 1
                updateSteps()
            }
        }
        keyBinding("prompts.again", keys: "ctrl+r", description: "ask again", footer: true) { [unowned self] in
            asker.restart()
        }
    }

    /// The progress bar, spinner and group at the current tick (still under reduced motion).
    private func updateSteps() {
        let moving = application?.reducedMotion == true ? 0 : tick
        let completed = moving % 41
        var lines = [StepLines.progress("Downloading", completed: completed, total: 40, barWidth: 20)]
        lines.append(StepLines.spinner("Resolving packages", tick: moving))
        lines.append(PromptLine("▾ ", role: .accent).appending("Install", role: .title))
        lines.append(StepLines.success("Fetch sources", duration: .milliseconds(1200)).indented(by: "  "))
        lines.append(StepLines.failure("Build docs", message: "no network").indented(by: "  "))
        lines.append(StepLines.spinner("Link", tick: moving).indented(by: "  "))
        steps.lines = lines
    }
}

/// The prompts of the page asked in turn, the keys going to the one being asked.
@MainActor
final class PromptAsker: Brick {
    private enum Asking {
        case text(TextPromptState)
        case confirm(ConfirmState)
        case choice(ChoiceState, multiple: Bool)
        case done
    }

    private var asking: Asking = .done
    private var stage = 0
    private var answered: [PromptLine] = []
    private let view = PromptLinesView()

    override init() {
        super.init()
        addChild(view)
        restart()
    }

    override var canBecomeFocused: Bool { true }

    /// Starts again from the first prompt.
    func restart() {
        stage = 0
        answered = []
        ask()
    }

    private func ask() {
        switch stage {
        case 0:
            asking = .text(
                TextPromptState(title: "Project name", defaultValue: "my-app") { answer in
                    answer.contains(" ") ? "no spaces in a project name" : nil
                })
        case 1: asking = .confirm(ConfirmState(title: "Initialise a git repository?", defaultValue: true))
        case 2:
            asking = .choice(
                ChoiceState(
                    title: "License", options: ["MIT", "Apache-2.0", "BSD-3-Clause", "GPL-3.0", "None"],
                    allowsMultiple: false, initial: [0], visibleRows: 5), multiple: false)
        case 3:
            asking = .choice(
                ChoiceState(
                    title: "Targets", options: ["macOS", "Linux", "Windows", "iOS", "WASI"],
                    allowsMultiple: true, initial: [0, 1], visibleRows: 5), multiple: true)
        default: asking = .done
        }
        show()
    }

    private func show() {
        var lines = answered
        switch asking {
        case .text(let state): lines += state.lines
        case .confirm(let state): lines += state.lines
        case .choice(let state, _): lines += state.lines
        case .done: lines += StepLines.alert(.success, "All answered", followUps: ["ctrl+r asks again"])
        }
        view.lines = lines
    }

    private func finish(_ title: String, _ value: String?) {
        answered.append(
            value.map { TextPromptState.summary(title: title, value: $0) }
                ?? PromptLine("✖ ", role: .error).appending(title, role: .title).appending(" skipped", role: .muted))
        stage += 1
        ask()
    }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        view.sizeThatFits(proposal, context: context)
    }

    override func layoutChildren(context: LayoutContext) {
        view.frame = contentFrame
    }

    override func handle(_ event: Event) -> EventResult {
        // Esc and Ctrl keys are the app's (back to the menu, quit, ask again), not the prompt's.
        guard case .key(let key) = event, key.key != .escape, !key.modifiers.contains(.control) else {
            return .ignored
        }
        switch asking {
        case .text(var state):
            let outcome = state.handle(key)
            asking = .text(state)
            switch outcome {
            case .pending: show()
            case .submitted(let value): finish(state.title, value)
            case .cancelled: finish(state.title, nil)
            }
        case .confirm(var state):
            let outcome = state.handle(key)
            asking = .confirm(state)
            switch outcome {
            case .pending: show()
            case .submitted(let value): finish(state.title, value ? "yes" : "no")
            case .cancelled: finish(state.title, nil)
            }
        case .choice(var state, let multiple):
            let outcome = state.handle(key)
            asking = .choice(state, multiple: multiple)
            switch outcome {
            case .pending: show()
            case .submitted(let chosen):
                let values = chosen.map { state.options[$0] }
                finish(state.title, values.isEmpty ? "none" : values.joined(separator: ", "))
            case .cancelled: finish(state.title, nil)
            }
        case .done:
            return .ignored
        }
        return .handled
    }
}

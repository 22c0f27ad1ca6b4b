import SeededRandom
import Testing

@testable import BrikCore
@testable import BrikRendering

/// Types `text` into `state` key by key, returning the last outcome.
@discardableResult
func type(_ text: String, into state: inout TextPromptState) -> PromptOutcome<String> {
    var outcome = PromptOutcome<String>.pending
    for character in text { outcome = state.handle(.character(character)) }
    return outcome
}

@Suite struct TextPromptStateTests {
    @Test func typingEditsAtTheCaret() {
        var state = TextPromptState(title: "Name")
        type("helo", into: &state)
        _ = state.handle(KeyEvent(.left))
        type("l", into: &state)
        #expect(state.text == "hello")
        #expect(state.caret == 4)
        _ = state.handle(KeyEvent(.home))
        _ = state.handle(KeyEvent(.delete))
        #expect(state.text == "ello")
        _ = state.handle(KeyEvent(.end))
        _ = state.handle(KeyEvent(.backspace))
        #expect(state.text == "ell")
        _ = state.handle(.ctrl("u"))
        #expect(state.text == "")
        #expect(state.caret == 0)
    }

    @Test func enterOnAnEmptyLineTakesTheDefault() {
        var state = TextPromptState(title: "Name", defaultValue: "brik")
        #expect(state.handle(KeyEvent(.enter)) == .submitted("brik"))
        type("app", into: &state)
        #expect(state.handle(KeyEvent(.enter)) == .submitted("app"))
    }

    @Test func aRefusedAnswerKeepsThePromptOpenWithItsMessageUntilTheNextEdit() {
        var state = TextPromptState(title: "Port") { Int($0) == nil ? "not a number: \($0)" : nil }
        type("8o", into: &state)
        #expect(state.handle(KeyEvent(.enter)) == .pending)
        #expect(state.error == "not a number: 8o")
        #expect(state.lines.map(\.plainText) == ["? Port 8o ", "  ✖ not a number: 8o"])
        _ = state.handle(KeyEvent(.backspace))
        #expect(state.error == nil)
        type("0", into: &state)
        #expect(state.handle(KeyEvent(.enter)) == .submitted("80"))
    }

    @Test func escapeAndCtrlCCancel() {
        var state = TextPromptState(title: "Name")
        #expect(state.handle(KeyEvent(.escape)) == .cancelled)
        #expect(state.handle(.ctrl("c")) == .cancelled)
    }

    @Test func pasteInsertsOneLineWithoutControls() {
        var state = TextPromptState(title: "Name")
        state.insert("a\rb\u{7}c\nd")
        #expect(state.text == "a bc d")
        #expect(state.caret == 6)
    }

    @Test func linesShowTheCaretOrTheDefaultHint() {
        var state = TextPromptState(title: "Name", defaultValue: "brik")
        #expect(state.lines.map(\.plainText) == ["? Name  brik"])
        type("ab", into: &state)
        _ = state.handle(KeyEvent(.left))
        let line = state.lines[0]
        #expect(line.plainText == "? Name ab")
        #expect(line.spans.last { $0.style == PromptStyle.caret }?.text == "b")
    }
}

@Suite struct ConfirmStateTests {
    @Test func yesNoAndEnter() {
        var state = ConfirmState(title: "Go?", defaultValue: true)
        #expect(state.handle(KeyEvent(.enter)) == .submitted(true))
        _ = state.handle(KeyEvent(.right))
        #expect(state.value == false)
        #expect(state.handle(KeyEvent(.enter)) == .submitted(false))
        #expect(state.handle(.character("Y")) == .submitted(true))
        #expect(state.handle(.character("n")) == .submitted(false))
        #expect(state.handle(.character("x")) == .pending)
        #expect(state.handle(.ctrl("c")) == .cancelled)
    }
}

@Suite struct ChoiceStateTests {
    let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Apricot"]

    @Test func typingFiltersIgnoringCaseAndKeepsTheHighlightedOption() {
        var state = ChoiceState(title: "Fruit", options: fruits, allowsMultiple: false)
        _ = state.handle(KeyEvent(.down))
        _ = state.handle(KeyEvent(.down))
        #expect(state.highlightedOption == 2)
        _ = state.handle(.character("R"))
        #expect(state.matches == [2, 4, 6, 7])
        #expect(state.highlightedOption == 2)
        _ = state.handle(.character("a"))
        #expect(state.matches == [6])
        #expect(state.highlightedOption == 6)
        _ = state.handle(KeyEvent(.backspace))
        #expect(state.query == "R")
        #expect(state.handle(KeyEvent(.enter)) == .submitted([6]))
    }

    @Test func noMatchMeansNothingToSubmitAndEscapeClearsTheFilterFirst() {
        var state = ChoiceState(title: "Fruit", options: fruits, allowsMultiple: false)
        for character in "zz" { _ = state.handle(.character(character)) }
        #expect(state.matches.isEmpty)
        #expect(state.highlight == nil)
        #expect(state.handle(KeyEvent(.enter)) == .pending)
        #expect(state.lines.map(\.plainText)[1] == "  no option matches")
        #expect(state.handle(KeyEvent(.escape)) == .pending)
        #expect(state.matches.count == fruits.count)
        #expect(state.handle(KeyEvent(.escape)) == .cancelled)
    }

    @Test func multipleChoiceTicksWithSpaceAndSubmitsInOrder() {
        var state = ChoiceState(title: "Fruits", options: fruits, allowsMultiple: true, initial: [5])
        _ = state.handle(KeyEvent(.up))  // wraps to the last option
        _ = state.handle(.character(" "))
        _ = state.handle(KeyEvent(.down))  // wraps back to the first
        #expect(state.highlightedOption == 0)
        _ = state.handle(.character(" "))
        _ = state.handle(.character(" "))
        _ = state.handle(.character(" "))
        #expect(state.handle(KeyEvent(.enter)) == .submitted([0, 5, 7]))
    }

    @Test func linesShowAWindowAroundTheHighlight() {
        var state = ChoiceState(title: "Fruit", options: fruits, allowsMultiple: true, initial: [0], visibleRows: 3)
        for _ in 0..<5 { _ = state.handle(KeyEvent(.down)) }
        #expect(
            state.lines.map(\.plainText) == [
                "? Fruit  type to filter",
                "  ◯ Elderberry",
                "❯ ◯ Fig",
                "  ◯ Grape",
                "  ↑/↓ move · space tick · enter confirm · 5 more",
            ])
    }

    /// Property: for random option lists and random key sequences, the matches
    /// are exactly the options containing the filter, in order; the highlight
    /// is valid whenever something matches; ticks only name real options.
    @Test(arguments: 0..<40) func filteringAndSelectionInvariantsHold(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let alphabet: [Character] = ["a", "b", "c", "A", "B"]
        let options = (0..<Int.random(in: 0...12, using: &random)).map { _ in
            String((0..<Int.random(in: 1...5, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        let keys: [KeyEvent] = [
            KeyEvent(.up), KeyEvent(.down), KeyEvent(.backspace), .character(" "), .character("a"), .character("b"),
            .character("C"), KeyEvent(.escape),
        ]
        var state = ChoiceState(
            title: "T", options: options, allowsMultiple: seed.isMultiple(of: 2), visibleRows: 1 + seed % 4)
        for _ in 0..<60 {
            let key = keys.randomElement(using: &random)!
            let before = state.selected
            let outcome = state.handle(key)
            #expect(
                state.matches
                    == options.indices.filter {
                        options[$0].lowercased().contains(state.query.lowercased())
                    })
            #expect((state.highlight == nil) == state.matches.isEmpty)
            if let highlight = state.highlight { #expect(state.matches.indices.contains(highlight)) }
            #expect(state.selected.allSatisfy { options.indices.contains($0) })
            #expect(state.window.count == min(state.visibleRows, state.matches.count))
            if let highlight = state.highlight { #expect(state.window.contains(highlight)) }
            if key != .character(" ") || !state.allowsMultiple { #expect(state.selected == before) }
            if case .cancelled = outcome { break }
        }
    }

    /// Property: ticking the same option twice leaves the selection as it was.
    @Test(arguments: 0..<8) func tickingTwiceIsNoChange(position: Int) {
        var state = ChoiceState(title: "T", options: fruits, allowsMultiple: true, initial: [1, 3])
        for _ in 0..<position { _ = state.handle(KeyEvent(.down)) }
        let before = state.selected
        _ = state.handle(.character(" "))
        #expect(state.selected != before)
        _ = state.handle(.character(" "))
        #expect(state.selected == before)
    }
}

@Suite struct StepLinesTests {
    @Test func progressBarsFillByWholePercent() {
        #expect(StepLines.progress("Copy", completed: 1, total: 4, barWidth: 8).plainText == "Copy ██░░░░░░ 25%")
        #expect(StepLines.progress("Copy", completed: 9, total: 4, barWidth: 4).plainText == "Copy ████ 100%")
        #expect(StepLines.progress("Copy", completed: 1, total: 0, barWidth: 2).plainText == "Copy ░░ 0%")
        #expect(StepLines.progress("Copy", completed: 2, total: 4, barWidth: 0).plainText == "Copy 50%")
    }

    @Test func spinnerCyclesAndEndsInSuccessOrFailure() {
        #expect(StepLines.spinner("Fetch", tick: 0).plainText == "⠋ Fetch")
        #expect(StepLines.spinner("Fetch", tick: 11).plainText == "⠙ Fetch")
        #expect(StepLines.spinner("Fetch", tick: -1).plainText == "⠏ Fetch")
        #expect(StepLines.success("Fetch", duration: .milliseconds(1250)).plainText == "✔ Fetch (1.2s)")
        #expect(StepLines.failure("Fetch", message: "timed out").plainText == "✖ Fetch: timed out")
    }

    @Test func alertsAndTables() {
        #expect(
            StepLines.alert(.warning, "Disk low", followUps: ["free 1 GB"]).map(\.plainText) == [
                "! Warning: Disk low", "  → free 1 GB",
            ])
        #expect(
            StepLines.table(headers: ["Name", "Size"], rows: [["中文", "1"], ["a"]]).map(\.plainText) == [
                "Name  Size",
                "──────────",
                "中文  1",
                "a     ",
            ])
    }

    @Test func linesBecomeACanvasRowPerLine() {
        let canvas = PromptLine.canvas([PromptLine("ab"), PromptLine("c").appending("d", style: PromptStyle.error)], width: 3)
        #expect(canvas.plainLines == ["ab ", "cd "])
        #expect(canvas[1, 1].style == PromptStyle.error)
    }
}

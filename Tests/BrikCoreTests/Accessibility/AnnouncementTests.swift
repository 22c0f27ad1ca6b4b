import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// The accessible mode's lines, read through a TestTerminal: one per focus move, per change
/// of the focused control, per overlay opened or closed, per live-region change, and none
/// for a frame that changed nothing a reader hears.
@MainActor
@Suite struct AnnouncementTests {
    private func form() -> (VBrik, status: Label) {
        let status = Label("Ready").accessibilityLabel("Status").accessibilityLiveRegion()
        let form = VBrik { _ in
            TextField(placeholder: "Name")
            Checkbox("Subscribe")
            Button("Send").tag(3)
            status
        }
        return (form, status)
    }

    @Test func focusMovesAreEachSaidOnce() {
        let terminal = TestTerminal(root: form().0, announcesAccessibility: true)
        #expect(terminal.takeAnnouncements() == ["Text field Name"])
        terminal.send("tab")
        #expect(terminal.takeAnnouncements() == ["Checkbox Subscribe, not checked"])
        terminal.send("tab")
        #expect(terminal.takeAnnouncements() == ["Button Send"])
        terminal.send("shift+tab")
        #expect(terminal.takeAnnouncements() == ["Checkbox Subscribe, not checked"])
        terminal.send(" ")
        #expect(terminal.takeAnnouncements() == ["Subscribe: checked"])
    }

    @Test func editsSayTheNewValueAndNothingElseRepeats() {
        let terminal = TestTerminal(root: form().0, announcesAccessibility: true)
        _ = terminal.takeAnnouncements()
        terminal.type("Ad")
        #expect(terminal.takeAnnouncements() == ["Name: A", "Name: Ad"])
        terminal.paste("a Lovelace")
        #expect(terminal.takeAnnouncements() == ["Name: Ada Lovelace"])
        // Frames that change nothing a reader hears say nothing.
        terminal.resize(to: Size(width: 60, height: 20))
        terminal.advance(by: .seconds(2))
        terminal.send("left")
        #expect(terminal.takeAnnouncements() == [])
    }

    @Test func aLiveRegionIsHeardWhereverTheFocusIs() {
        let (root, status) = form()
        root.action(onTag: 3) { _ in status.text = "Sent" }
        let terminal = TestTerminal(root: root, announcesAccessibility: true)
        terminal.send("tab", "tab")
        _ = terminal.takeAnnouncements()
        terminal.send("enter")
        #expect(terminal.takeAnnouncements() == ["Status: Sent"])
        terminal.send("enter")
        #expect(terminal.takeAnnouncements() == [])
    }

    @Test func selectionMovesSayTheNewItem() {
        let files = List(options: ["a.md", "b.md", "notes.md"]).accessibilityLabel("Files")
        let terminal = TestTerminal(root: files, announcesAccessibility: true)
        #expect(terminal.takeAnnouncements() == ["List Files, item 1 of 3: a.md"])
        terminal.send("down", "down")
        #expect(terminal.takeAnnouncements() == ["Files: item 2 of 3: b.md, selected", "Files: item 3 of 3: notes.md, selected"])
        terminal.send("down")
        #expect(terminal.takeAnnouncements() == [])
    }

    @Test func aDialogIsSaidWhenItOpensAndWhenItCloses() {
        let terminal = TestTerminal(root: form().0, announcesAccessibility: true)
        _ = terminal.takeAnnouncements()
        let dialog = Dialog("Delete file?", message: "This cannot be undone.", buttons: [.cancel, .ok])
        terminal.application.present(dialog)
        terminal.advance(by: .zero)
        let opened = terminal.takeAnnouncements()
        #expect(opened.first == "Dialog Delete file? opened, This cannot be undone.")
        #expect(opened.dropFirst().first?.hasPrefix("Button ") == true)
        terminal.send("escape")
        #expect(terminal.takeAnnouncements() == ["Dialog Delete file? closed", "Text field Name"])
    }

    @Test func aToastIsSaidOnceAndGoesQuietly() {
        let terminal = TestTerminal(root: form().0, announcesAccessibility: true)
        _ = terminal.takeAnnouncements()
        terminal.application.toast("Saved to disk", severity: .success, timeout: .seconds(1))
        terminal.advance(by: .zero)
        #expect(terminal.takeAnnouncements() == ["Alert Success, Saved to disk"])
        terminal.advance(by: .seconds(2))
        #expect(terminal.takeAnnouncements() == [])
    }

    @Test func theModeIsOffUnlessAskedFor() {
        let terminal = TestTerminal(root: form().0)
        terminal.send("tab")
        #expect(terminal.announcements.isEmpty)
        terminal.application.announcesAccessibility = true
        terminal.advance(by: .zero)
        #expect(terminal.announcements == ["Checkbox Subscribe, not checked"])
    }

    @Test func theEnvironmentSwitchReadsLikeTheOthers() {
        #expect(Application.wantsScreenReader(environment: ["BRIKTUI_SCREEN_READER": "1"]))
        #expect(Application.wantsScreenReader(environment: ["BRIKTUI_SCREEN_READER": "yes"]))
        #expect(!Application.wantsScreenReader(environment: ["BRIKTUI_SCREEN_READER": "0"]))
        #expect(!Application.wantsScreenReader(environment: ["BRIKTUI_SCREEN_READER": "False"]))
        #expect(!Application.wantsScreenReader(environment: [:]))
    }

    /// Random walks through a form of every kind of control: each Tab or Shift-Tab says
    /// exactly one line, and it is the newly focused control's own.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func cyclingFocusSaysEachControlOncePerMove(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let makers: [(Int) -> Brick] = [
            { TextField(placeholder: "Field \($0)") }, { Checkbox("Box \($0)") }, { Toggle("Switch \($0)") },
            { Button("Button \($0)") }, { Select(options: ["x", "y"]).accessibilityLabel("Choice \($0)") },
            { List(options: ["p", "q"]).accessibilityLabel("List \($0)") },
        ]
        let controls = (0..<Int.random(in: 3...8, using: &random)).map { makers.randomElement(using: &random)!($0) }
        let root = VBrik { _ in controls }
        let terminal = TestTerminal(root: root, size: Size(width: 40, height: 40), announcesAccessibility: true)
        #expect(terminal.takeAnnouncements() == [controls[0].accessibility.spokenLine])
        var index = 0
        for _ in 0..<20 {
            let forward = Bool.random(using: &random)
            terminal.send(forward ? "tab" : "shift+tab")
            index = (index + (forward ? 1 : controls.count - 1)) % controls.count
            #expect(terminal.application.focusedBrick === controls[index])
            var expected = controls[index].accessibility
            expected.state.isFocused = false
            #expect(terminal.takeAnnouncements() == [expected.spokenLine], "seed \(seed), control \(index)")
        }
    }
}

import BrikRendering
import Testing

@testable import BrikCore

/// BrickKit's model bricks: LabelBrick, ButtonBrick and GenericBrick over our widgets.
@MainActor
@Suite struct ModelBrickTests {
    final class Recorder: LabelBrickCellDelegate, ButtonBrickCellDelegate, GenericBrickFrameLayoutListener {
        var labelButtons = 0
        var buttonTaps = 0
        var layouts = 0
        func buttonTouchedForLabelBrickCell(_ brick: LabelBrick) { labelButtons += 1 }
        func didTapOnButtonForButtonBrickCell(_ brick: ButtonBrick) { buttonTaps += 1 }
        func didLayoutFrames(of brick: Brick) { layouts += 1 }
    }

    /// A data source that is not a model: BrickKit stopped on `text`; ours answers nil.
    final class Custom: LabelBrickCellDataSource {
        func configureLabelBrickCell(_ brick: LabelBrick) { brick.label.text = "custom" }
    }

    @Test func labelBrickVariantsDrawAsTheirNibsDid() {
        let image = LabelWithDecorationImageBrickCellModel(text: "pic", image: "@")
        let root = BrickSection(bricks: [
            LabelBrick(text: "plain"),
            LabelBrick(variant: .chevron, text: "next"),
            LabelBrick(variant: .horizontalRules, text: "Title"),
            LabelBrick(variant: .image, dataSource: image),
            LabelBrick(width: .ratio(ratio: 1 / 2), text: "half half half"),
            LabelBrick(width: .ratio(ratio: 1 / 2), text: "1/2"),
        ])
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 7))
        #expect(
            terminal.screen == [
                "plain",
                "next               ›",
                "────── Title ───────",
                "@ pic",
                "half half 1/2",
                "half",
                "",
            ])
    }

    @Test func aForeignDataSourceGivesNoTextInsteadOfStopping() {
        let custom = Custom()
        let brick = LabelBrick(dataSource: custom)
        let terminal = TestTerminal(root: BrickSection(bricks: [brick]), size: Size(width: 10, height: 1))
        #expect(brick.text == nil)
        #expect(brick.configureCellBlock == nil)
        #expect(terminal.screen == ["custom"])
        brick.text = "own"
        terminal.advance(by: .zero)
        #expect(brick.text == "own")
        #expect(terminal.screen == ["own"])
    }

    @Test func aReboundLabelBrickKeepsNothingOfItsLastModel() {
        let brick = LabelBrick(text: "red") { $0.label.foregroundColor = .red }
        #expect(brick.label.foregroundColor == .red)
        brick.configureCellBlock = nil
        #expect(brick.label.foregroundColor == nil)
        #expect(brick.label.text == "red")
    }

    @Test func theEmbeddedButtonTellsTheDelegate() {
        let recorder = Recorder()
        let model = LabelBrickCellModel(text: "Mail") { $0.button?.title = "Go" }
        let brick = LabelBrick(variant: .button, dataSource: model, delegate: recorder)
        let terminal = TestTerminal(root: BrickSection(bricks: [brick]), size: Size(width: 16, height: 1))
        #expect(terminal.screen == ["Mail      [ Go ]"])
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === brick.button)
        terminal.send("enter")
        #expect(recorder.labelButtons == 1)
    }

    @Test func buttonBrickRunsItsHandlerAndDelegateAndShowsItsAccessories() {
        let recorder = Recorder()
        var tapped: [String] = []
        let brick = ButtonBrick(title: "Save", onButtonTappedHandler: { tapped.append($0.button.title) })
        brick.delegate = recorder
        brick.isChevron = true
        let terminal = TestTerminal(root: BrickSection(bricks: [brick]), size: Size(width: 20, height: 1))
        #expect(terminal.screen == ["     [ Save ]      ›"])
        #expect(brick.title == "Save")
        terminal.send("tab", "enter", "space")
        #expect(tapped == ["Save", "Save"])
        #expect(recorder.buttonTaps == 2)
        brick.rightImage = "*"
        terminal.advance(by: .zero)
        #expect(terminal.screen == ["    [ Save ]     * ›"])
    }

    @Test func genericBrickBindsOnEveryReloadAndTellsItsListener() {
        let recorder = Recorder()
        var binds = 0
        let brick = GenericBrick<Label>("Status", view: Label()) { label, _ in
            binds += 1
            label.text = "bound \(binds)"
        }
        brick.frameLayoutListener = recorder
        brick.accessoryView = Label("[3]")
        let terminal = TestTerminal(root: BrickSection(bricks: [brick]), size: Size(width: 12, height: 3))
        #expect(terminal.screen == ["bound 1  [3]", "", ""])
        brick.reloadContent()
        brick.customHeightProvider = { width in width / 4 }
        terminal.advance(by: .zero)
        #expect(terminal.screen == ["bound 2", "         [3]", ""])
        #expect(brick.frame == Rect(x: 0, y: 0, width: 12, height: 3))
        #expect(recorder.layouts >= 2)
    }

    @Test func bricksReadAsATree() {
        let root = BrickSection(
            "root",
            bricks: [
                LabelBrick("a", width: .ratio(ratio: 1 / 2), text: "A"),
                BrickSection("inner", width: .ratio(ratio: 1 / 2), bricks: [LabelBrick("b", height: .fixed(size: 2), text: "B")]),
            ])
        _ = TestTerminal(root: root, size: Size(width: 10, height: 2))
        #expect(
            root.treeDescription == """
                Section "root" w=auto(ratio 1) h=auto(fixed 0) (0,0 10×2)
                  LabelBrick "a" #0 w=ratio 0.5 h=auto(fixed 1) (0,0 5×1)
                    Label w=auto(ratio 1) h=auto(fixed 1) (0,0 5×1)
                  Section "inner" w=ratio 0.5 h=auto(fixed 0) (5,0 5×2)
                    LabelBrick "b" #0 w=ratio 1 h=fixed 2 (5,0 5×2)
                      Label w=auto(ratio 1) h=auto(fixed 1) (5,0 5×2)
                """)
    }
}

import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// BrickKit's `OverrideContentSource`: reset, the brick's own bind, then override, on every load.
@MainActor
@Suite struct OverrideContentSourceTests {
    final class Shouting: OverrideContentSource {
        var log: [String] = []
        func resetContent(for brick: Brick) {
            log.append("reset \((brick as? LabelBrick)?.label.text ?? "-")")
            (brick as? LabelBrick)?.label.backgroundColor = nil
        }
        func overrideContent(for brick: Brick) {
            guard let label = (brick as? LabelBrick)?.label else {
                log.append("override \(type(of: brick))")
                return
            }
            log.append("override \(label.text)")
            label.text = label.text.uppercased()
            label.backgroundColor = .blue
        }
    }

    @Test func theOverrideHasTheLastWordOnEveryLoad() {
        let source = Shouting()
        let brick = LabelBrick(text: "hello")
        brick.overrideContentSource = source
        let terminal = TestTerminal(root: brick, size: Size(width: 10, height: 1))
        expectScreen(terminal.screen, ["HELLO"])
        #expect(source.log == ["reset hello", "override hello"])
        // A new text: reset (seeing the last override), the bind, the override again.
        brick.text = "again"
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["AGAIN"])
        #expect(source.log.suffix(2) == ["reset HELLO", "override again"])
        #expect(brick.label.backgroundColor == .blue)
    }

    @Test func aReusedBrickIsResetBeforeItsNextItem() {
        let source = Shouting()
        let brick = LabelBrick(text: "one")
        brick.overrideContentSource = source
        brick.prepareForReuse()
        brick.updateContent(index: 1)
        #expect(source.log == ["reset one", "override one", "reset ONE", "override one"])
        #expect(brick.index == 1)
    }

    @Test func withoutASourceOrOnceItIsGoneTheBrickShowsItsData() {
        let brick = LabelBrick(text: "plain")
        do {
            let source = Shouting()
            brick.overrideContentSource = source
            #expect(brick.label.text == "PLAIN")
        }
        // Held weakly: gone with its owner; the next load is the data alone.
        #expect(brick.overrideContentSource == nil)
        brick.reloadContent()
        #expect(brick.label.text == "plain")
    }

    @Test func imageAndCollectionBricksLoadThroughItToo() {
        let source = Shouting()
        let image = ImageBrick(
            dataSource: ImageBrickModel(image: RGBAImage(width: 2, height: 2, fill: .init(r: 255, g: 0, b: 0))))
        image.overrideContentSource = source
        let collection = CollectionBrick(
            scrollDirection: .horizontal,
            dataSource: CollectionBrickCellModel(section: BrickSection(bricks: [LabelBrick(text: "x")])))
        collection.overrideContentSource = source
        #expect(source.log == ["reset -", "override ImageBrick", "reset -", "override CollectionBrick"])
    }
}

import BrikRendering
import ScreenTesting
import Testing

@testable import BrikConstraints
@testable import BrikCore

/// BrickKit's cell chrome (separator lines, a background brick) and Brik's layout helpers.
@MainActor
@Suite struct BrickChromeTests {
    @Test func separatorsTakeTheirRowsAndNeverCoverText() {
        let row = Label("Inbox")
        row.addSeparatorLine(nil, xOrigin: 2)
        row.addSeparatorLine(3, onTop: true, thickness: 1)
        #expect(row.separatorLines.count == 2)
        #expect(row.chromeInsets == EdgeInsets(top: 1, left: 0, bottom: 1, right: 0))
        let screen = layOut(
            VBrik(alignment: .fill) { _ in
                row; Label("next")
            }, width: 8, height: 4)
        expectScreen(screen, ["━━━", "Inbox", "  ──────", "next"])
        row.removeSeparators()
        #expect(row.chromeInsets == .zero)
        expectScreen(layOut(VBrik(alignment: .fill) { _ in row }, width: 8, height: 1), ["Inbox"])
    }

    @Test func aSeparatorSitsOutsideTheBorder() {
        let box = Label("hi").border(.single).separator()
        expectScreen(layOut(VBrik(alignment: .leading) { _ in box }, width: 6, height: 4), ["┌──┐", "│hi│", "└──┘", "────"])
    }

    @Test func theBackgroundBrickIsDrawnBehindTheContentOverTheWholeFrame() {
        final class Dots: Brick {
            override func draw(into canvas: inout Canvas, context: DrawContext) { canvas.fill(frame, with: "·") }
        }
        let dots = Dots()
        let card = VBrik(alignment: .center) { _ in Label("card") }.padding(EdgeInsets(all: 1)).backgroundView(dots)
        let screen = layOut(VBrik(alignment: .leading) { _ in card }, width: 8, height: 3)
        expectScreen(screen, ["······", "·card·", "······"])
        #expect(dots.frame == card.frame)
        #expect(dots.parent === card)
        #expect(!card.children.contains { $0 === dots })
        card.backgroundView = nil
        #expect(dots.parent == nil)
        expectScreen(layOut(VBrik(alignment: .leading) { _ in card }, width: 8, height: 3), ["", " card", ""])
    }

    @Test func pinToEdgeAndCenterHelpersMakeRealConstraints() {
        let back = Brick()
        let badge = Label("ok")
        let box = Brik { _ in }
        back.add(in: box)
        badge.add(in: box)
        let pins = back.pinToEdgeConstraints(box, edgeInsets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        #expect(pins.count == 4 && pins.allSatisfy { !$0.isActive })
        back.constraints(pins)
        let centred = badge.center(to: box)
        #expect(centred.count == 2 && centred.allSatisfy(\.isActive))
        layOut(VBrik(alignment: .fill) { _ in box.height(.fixed(size: 5)) }, width: 10, height: 5)
        #expect(back.frame == r(2, 1, 6, 3))
        #expect(badge.frame == r(4, 2, 2, 1))
    }

    @Test func layoutBaseTypesAsConstraintsAndTheParentlessSizes() {
        let inner = Label("x")
        let box = Brik { _ in }
        inner.add(in: box)
        inner.constraints(.centerPadding(1), to: box)
        let sized = Brik { _ in }
        let sizes = sized.constraints(.size(Size(width: 4, height: 2)))
        #expect(sizes.count == 2 && sizes.allSatisfy(\.isActive))
        #expect(sized.constraints(.center).isEmpty)
        layOut(
            VBrik(alignment: .leading) { _ in
                box.width(.fixed(size: 7)).height(.fixed(size: 3)); sized; Spacer()
            }, width: 10, height: 8)
        #expect(inner.frame == r(3, 1, 1, 1))
        #expect(sized.frame.size == Size(width: 4, height: 2))
    }

    @Test func childsFirstClassAndViewWith() {
        let form = Brik { _ in
            Label("name").tag(1)
            TextField().tag(2)
            Button("OK").tag(3)
        }
        #expect(form.childs.count == 3)
        #expect(form.childs.first(class: TextField.self) === form.children[1])
        #expect(form.childs.first(class: Toggle.self) == nil)
        #expect(form.childs.view(with: 3) === form.children[2])
        #expect(form.childs.view(with: 9) == nil)
        #expect(form.childs.view(with: 2, class: TextField.self) != nil)
        #expect(form.childs.view(with: 2, class: Button.self) == nil)
    }

    @Test func genericApplyAndStyleInitialisers() {
        let any: Brick = Label("Hi")
        let lines = Style<Label> { $0.numberOfLines = 1 }
        #expect(any.apply(lines) === any)
        #expect(any.apply(Style<Button> { $0.title = "x" }) == nil)
        let card = Brick(style: Style<Brick> { $0.border = .rounded })
        #expect(card.border == .rounded)
    }
}

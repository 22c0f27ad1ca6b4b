import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// A button shows the image of its state left of its title, the normal one where its state
/// has none; a button brick's model carries the images.
@MainActor
@Suite struct ButtonImageTests {
    static let red = RGBAImage(width: 2, height: 2, fill: .init(r: 255, g: 0, b: 0))
    static let blue = RGBAImage(width: 2, height: 2, fill: .init(r: 0, g: 0, b: 255))
    static let green = RGBAImage(width: 2, height: 2, fill: .init(r: 0, g: 255, b: 0))
    static let white = RGBAImage(width: 2, height: 2, fill: .init(r: 255, g: 255, b: 255))

    /// The colour of the image's first cell in the button's row.
    static func imageColour(_ terminal: TestTerminal, row: Int) -> Color? {
        terminal.cell(at: Point(x: 0, y: row)).style.foreground
    }

    @Test func theImageIsDrawnLeftOfTheTitle() {
        let button = Button("OK").image(Self.red)
        #expect(button.sizeThatFits(.unlimited) == Size(width: 9, height: 1))
        let terminal = TestTerminal(root: button, size: Size(width: 9, height: 1), colorDepth: .trueColor)
        expectScreen(terminal.screen, ["▀▀ [ OK ]"])
        #expect(terminal.cell(at: Point(x: 1, y: 0)).style == CellStyle(foreground: .rgb(255, 0, 0), background: .rgb(255, 0, 0)))
    }

    @Test func aLargerImageMakesATallerButtonCentredWithItsTitle() {
        let button = Button("Go").image(RGBAImage(width: 3, height: 4, fill: .init(r: 255, g: 0, b: 0)))
            .imageSize(Size(width: 3, height: 2))
        #expect(button.sizeThatFits(.unlimited) == Size(width: 10, height: 2))
        let terminal = TestTerminal(root: VBrik { _ in button }, size: Size(width: 10, height: 2), colorDepth: .trueColor)
        expectScreen(terminal.screen, ["▀▀▀ [ Go ]", "▀▀▀"])
    }

    @Test func eachStateShowsItsImage() {
        let other = Button("A")
        let button = Button("B").image(Self.red, for: .normal).image(Self.blue, for: .focused)
            .image(Self.white, for: .highlighted).image(Self.green, for: .disabled)
        let root = VBrik { _ in
            other
            button
        }
        let terminal = TestTerminal(root: root, size: Size(width: 8, height: 2), colorDepth: .trueColor)
        terminal.application.focus(other)
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, [" [ A ]", "▀▀ [ B ]"])
        #expect(Self.imageColour(terminal, row: 1) == .rgb(255, 0, 0))
        terminal.application.focus(button)
        terminal.advance(by: .zero)
        #expect(Self.imageColour(terminal, row: 1) == .rgb(0, 0, 255))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 1))))
        #expect(Self.imageColour(terminal, row: 1) == .rgb(255, 255, 255))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 1))))
        #expect(Self.imageColour(terminal, row: 1) == .rgb(0, 0, 255))
        button.isEnabled = false
        terminal.advance(by: .zero)
        #expect(Self.imageColour(terminal, row: 1) == .rgb(0, 255, 0))
    }

    @Test func aStateWithoutAnImageShowsTheNormalOne() {
        let button = Button("B").image(Self.red)
        let terminal = TestTerminal(root: VBrik { _ in button }, size: Size(width: 8, height: 1), colorDepth: .trueColor)
        terminal.application.focus(button)
        button.isEnabled = false
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["▀▀ [ B ]"])
        #expect(Self.imageColour(terminal, row: 0) == .rgb(255, 0, 0))
        #expect(button.image(for: .disabled) == nil)
    }

    @Test func aButtonBricksModelCarriesTheImages() {
        let brick = ButtonBrick("play", title: "Play", images: [.normal: Self.red, .disabled: Self.green])
        let terminal = TestTerminal(root: Section { _ in brick }, size: Size(width: 11, height: 1), colorDepth: .trueColor)
        expectScreen(terminal.screen, ["▀▀ [ Play ]"])
        #expect(brick.button.image(for: .disabled) == Self.green)
        #expect(Self.imageColour(terminal, row: 0) == .rgb(255, 0, 0))
        brick.button.isEnabled = false
        terminal.advance(by: .zero)
        #expect(Self.imageColour(terminal, row: 0) == .rgb(0, 255, 0))
    }
}

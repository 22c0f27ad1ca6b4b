import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Images by location, for the load tests: "slow" images yield many times before arriving,
/// "broken" ones fail to decode.
struct StubImageLoader: ImageLoader {
    func loadImage(at location: String) async throws -> RGBAImage {
        if location.hasPrefix("slow") { for _ in 0..<50 { await Task.yield() } }
        if location == "broken" { throw ImageDecodingError.malformed("row filter type 9 does not exist") }
        let shade: UInt8 = location.hasSuffix("red") ? 255 : 0
        return RGBAImage(width: 4, height: 4, fill: .init(r: shade, g: 0, b: 255 - shade))
    }
}

@MainActor
@Suite struct ImageViewTests {
    static let red = RGBAImage.Pixel(r: 255, g: 0, b: 0)
    static let blue = RGBAImage.Pixel(r: 0, g: 0, b: 255)

    @Test func halfBlocksAtNaturalSize() {
        let image = RGBAImage(
            width: 3, height: 4,
            pixels: [Self.red, .clear, Self.blue, Self.red, .clear, Self.blue] + Array(repeating: Self.blue, count: 6))
        let view = ImageView(image)
        view.renderMode = .halfBlock
        #expect(view.sizeThatFits(.unlimited) == Size(width: 3, height: 2))
        let terminal = TestTerminal(root: view, size: Size(width: 3, height: 2), colorDepth: .trueColor)
        expectScreen(terminal.screen, ["▀ ▀", "▀▀▀"])
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style == CellStyle(foreground: .rgb(255, 0, 0), background: .rgb(255, 0, 0)))
    }

    @Test func brailleInTheTint() {
        let view = ImageView(RGBAImage(width: 4, height: 4, fill: .init(r: 255, g: 255, b: 255)))
        view.renderMode = .braille
        view.tint = .green
        let terminal = TestTerminal(root: view, size: Size(width: 2, height: 1), colorDepth: .trueColor)
        expectScreen(terminal.screen, ["⣿⣿"])
        #expect(terminal.cell(at: .zero).style.foreground == .green)
    }

    @Test func autoIsBrailleWithoutColour() {
        #expect(ImageRenderMode.auto.resolved(for: .none) == .braille)
        #expect(ImageRenderMode.auto.resolved(for: .ansi16) == .halfBlock)
    }

    @Test func aNarrowerProposalKeepsTheAspect() {
        let view = ImageView(RGBAImage(width: 40, height: 20, fill: Self.red))
        view.renderMode = .halfBlock
        // 20 columns of a 2:1 image at cell aspect 0.5: 20 × ½ × ½ = 5 rows.
        #expect(
            view.sizeThatFits(ProposedSize(width: 20, height: nil), context: LayoutContext(screen: Size(width: 80, height: 24)))
                == Size(width: 20, height: 5))
    }

    @Test func highlightedImageIsShownWhileHighlighted() {
        let view = ImageView(RGBAImage(width: 1, height: 2, fill: Self.red))
        view.highlightedImage = RGBAImage(width: 1, height: 2, fill: Self.blue)
        view.renderMode = .halfBlock
        let terminal = TestTerminal(root: view, size: Size(width: 1, height: 1), colorDepth: .trueColor)
        #expect(terminal.cell(at: .zero).style.foreground == .rgb(255, 0, 0))
        view.isHighlighted = true
        terminal.advance(by: .zero)
        #expect(terminal.cell(at: .zero).style.foreground == .rgb(0, 0, 255))
    }

    @Test func placeholderUntilTheLoadEndsThenTheImage() async {
        let view = ImageView(altText: "logo")
        view.renderMode = .halfBlock
        view.load("slow-red", with: StubImageLoader())
        let terminal = TestTerminal(root: view, size: Size(width: 18, height: 3), colorDepth: .trueColor)
        expectScreen(terminal.screen, ["┌────────────────┐", "│logo (loading…) │", "└────────────────┘"])
        await view.loadTask?.value
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀", "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀", "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀"])
        #expect(terminal.cell(at: .zero).style.foreground == .rgb(255, 0, 0))
    }

    @Test func aFailedDecodeShowsTheReason() async {
        let view = ImageView(altText: "logo")
        view.load("broken", with: StubImageLoader())
        await view.loadTask?.value
        #expect(view.failure == "malformed: row filter type 9 does not exist")
        let terminal = TestTerminal(root: view, size: Size(width: 30, height: 4))
        expectScreen(
            terminal.screen,
            [
                "┌────────────────────────────┐", "│logo: malformed: row filter │", "│   type 9 does not exist    │",
                "└────────────────────────────┘",
            ])
    }

    @Test func aResultForAnOldLocationIsIgnored() async {
        let view = ImageView()
        view.load("slow-red", with: StubImageLoader())
        let first = view.loadTask
        view.load("fast-blue", with: StubImageLoader())
        await view.loadTask?.value
        await first?.value
        #expect(view.location == "fast-blue")
        #expect(view.image?[0, 0] == .init(r: 0, g: 0, b: 255))
    }

    @Test func settingAnImageOutdatesARunningLoad() async {
        let view = ImageView()
        view.load("slow-red", with: StubImageLoader())
        view.image = RGBAImage(width: 1, height: 1, fill: Self.blue)
        await view.loadTask?.value
        #expect(view.image?[0, 0] == Self.blue)
    }

    @Test func fileLoaderReadsAPPMAndNamesAMissingFile() async throws {
        let path = "/tmp/briktui-image-test-\(getpid()).ppm"
        let bytes = Array("P6 1 1 255\n".utf8) + [9, 8, 7]
        let file = fopen(path, "wb")
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, bytes.count, file) }
        fclose(file)
        defer { unlink(path) }
        let image = try await FileImageLoader().loadImage(at: "file://" + path)
        #expect(image.pixels == [.init(r: 9, g: 8, b: 7)])
        await #expect(throws: ImageFileError.self) { try await FileImageLoader().loadImage(at: "/nonexistent/x.png") }
    }
}

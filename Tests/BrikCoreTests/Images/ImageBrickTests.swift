import BrikRendering
import Testing

@testable import BrikCore

@MainActor
final class ImageBrickRecorder: ImageBrickDelegate {
    var count = 0
    func didSetImage(_ brick: ImageBrick) { count += 1 }
}

/// A data source that is not a model: its defaults fill what it leaves out.
@MainActor
final class LocationOnly: ImageBrickDataSource {
    var location = "slow-red"
    func imageURL(for brick: ImageBrick) -> String? { location }
}

@MainActor
@Suite struct ImageBrickTests {
    @Test func anAutoHeightTakesTheImageAspectOnceLoaded() async {
        let recorder = ImageBrickRecorder()
        let brick = ImageBrick(dataSource: ImageURLBrickModel(url: "slow-red"), delegate: recorder, loader: StubImageLoader())
        let root = Section { _ in
            brick
            Label("below")
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 24))
        #expect(brick.frame.height == 3)  // the placeholder
        await brick.loadTask?.value
        terminal.advance(by: .zero)
        // A square image 20 columns wide at cell aspect 0.5: 10 rows.
        #expect(brick.frame.size == Size(width: 20, height: 10))
        #expect(recorder.count == 1)
    }

    @Test func aDirectImageAndItsContentMode() {
        let image = RGBAImage(width: 2, height: 2, fill: .init(r: 1, g: 2, b: 3))
        let brick = ImageBrick(image: image, contentMode: .aspectFit)
        #expect(brick.image == image)
        #expect(brick.contentMode == .aspectFit)
        #expect(ImageBrick(dataSource: LocationOnly(), loader: StubImageLoader()).contentMode == .scaleToFill)
    }

    @Test func reloadingANewLocationIgnoresTheOldResult() async {
        let source = LocationOnly()
        let brick = ImageBrick(dataSource: source, loader: StubImageLoader())
        let first = brick.loadTask
        source.location = "fast-blue"
        brick.reloadData()
        await brick.loadTask?.value
        await first?.value
        #expect(brick.image?[0, 0] == .init(r: 0, g: 0, b: 255))
    }

    @Test func fixedHeightStaysFixed() async {
        let brick = ImageBrick(height: .fixed(size: 2), imageURL: "fast-red", loader: StubImageLoader())
        let terminal = TestTerminal(root: Section { _ in brick }, size: Size(width: 20, height: 10))
        await brick.loadTask?.value
        terminal.advance(by: .zero)
        #expect(brick.frame.height == 2)
    }
}

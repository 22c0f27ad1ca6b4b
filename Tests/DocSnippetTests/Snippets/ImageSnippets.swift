import BrikTUI
import Testing

/// The snippets of the images part of "Differences".
enum ImageSnippets {
    // snippet: image-bricks
    /// BrickKit's "Dynamic Image Heights": a fixed-height image, then one whose `.auto`
    /// height follows the image's aspect once it has loaded.
    @MainActor
    func imageSection(path: String) -> Section {
        Section("RootSection", inset: 1) { _ in
            Label("Below is an image brick with fixed height")
            ImageBrick(height: .fixed(size: 5), dataSource: ImageURLBrickModel(url: path, contentMode: .aspectFit))
            Label("Below is an image brick loaded dynamically")
            ImageBrick(
                height: .auto(estimate: .fixed(size: 5)), dataSource: ImageURLBrickModel(url: path, contentMode: .aspectFit))
        }
    }
    // end-snippet
}

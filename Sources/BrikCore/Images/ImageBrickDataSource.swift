import BrikRendering

/// Supplies an ``ImageBrick``'s image: a location to load or an image to show, and how it
/// fills the brick (BrickKit's `ImageBrickDataSource`). Every requirement has a default:
/// no location, no image, ``ImageContentMode/scaleToFill``.
@MainActor
public protocol ImageBrickDataSource: AnyObject {
    /// Where the brick loads its image from (a path, or what its loader understands); nil for none.
    func imageURL(for brick: ImageBrick) -> String?
    /// The image to show at once; used when ``imageURL(for:)`` gives nil.
    func image(for brick: ImageBrick) -> RGBAImage?
    /// How the image fills the brick.
    func contentMode(for brick: ImageBrick) -> ImageContentMode
}

extension ImageBrickDataSource {
    /// No location.
    public func imageURL(for brick: ImageBrick) -> String? { nil }
    /// No image.
    public func image(for brick: ImageBrick) -> RGBAImage? { nil }
    /// Stretched to the whole brick.
    public func contentMode(for brick: ImageBrick) -> ImageContentMode { .scaleToFill }
}

/// Told when an ``ImageBrick`` has its image (BrickKit's `ImageBrickDelegate`).
@MainActor
public protocol ImageBrickDelegate: AnyObject {
    /// The brick's image was set: given directly, or loaded (and the brick resized for an `.auto` height).
    func didSetImage(_ brick: ImageBrick)
}

/// A data source holding one image (BrickKit's `ImageBrickModel`).
@MainActor
public final class ImageBrickModel: ImageBrickDataSource {
    /// The image shown.
    public var image: RGBAImage
    /// How it fills the brick.
    public var contentMode: ImageContentMode

    /// A model showing `image` by `contentMode`.
    public init(image: RGBAImage, contentMode: ImageContentMode = .scaleToFill) {
        self.image = image
        self.contentMode = contentMode
    }

    /// The image held.
    public func image(for brick: ImageBrick) -> RGBAImage? { image }
    /// The content mode held.
    public func contentMode(for brick: ImageBrick) -> ImageContentMode { contentMode }
}

/// A data source holding one location to load (BrickKit's `ImageURLBrickModel`).
@MainActor
public final class ImageURLBrickModel: ImageBrickDataSource {
    /// Where the image is loaded from.
    public var url: String
    /// How it fills the brick.
    public var contentMode: ImageContentMode

    /// A model loading `url`, shown by `contentMode`.
    public init(url: String, contentMode: ImageContentMode = .scaleToFill) {
        self.url = url
        self.contentMode = contentMode
    }

    /// The location held.
    public func imageURL(for brick: ImageBrick) -> String? { url }
    /// The content mode held.
    public func contentMode(for brick: ImageBrick) -> ImageContentMode { contentMode }
}

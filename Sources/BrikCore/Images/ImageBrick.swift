import BrikRendering

/// BrickKit's image brick: an ``ImageView`` fed by a data source, shown as a placeholder
/// until its image is loaded, that takes the image's aspect ratio when its height is `.auto`.
///
/// With an `.auto` height (the default) the brick is as tall as the image at the width it
/// is given (`width × image aspect × cell aspect`), so it resizes once the image arrives.
///
/// ```swift
/// let logo = ImageBrick(path: "logo.png", contentMode: .aspectFit)
/// ```
@MainActor
public final class ImageBrick: ImageView, ContentReloading {
    /// Where the image, location and content mode come from; read again by ``reloadData()``.
    public private(set) var dataSource: (any ImageBrickDataSource)?
    /// Told each time the image is set.
    public weak var delegate: (any ImageBrickDelegate)?
    /// What loads a location (files unless told).
    public var loader: any ImageLoader
    /// Keeps a model made by the convenience initialisers alive (the data source is not owned otherwise).
    private var ownedModel: (any ImageBrickDataSource)?

    /// A brick reading its image from `dataSource` (held weakly by BrickKit; here strongly, so a model can be passed inline).
    public init(
        width: BrickDimension = .ratio(ratio: 1), height: BrickDimension = .auto(estimate: .fixed(size: 4)),
        dataSource: any ImageBrickDataSource, delegate: (any ImageBrickDelegate)? = nil,
        loader: any ImageLoader = FileImageLoader()
    ) {
        self.dataSource = dataSource
        self.delegate = delegate
        self.loader = loader
        super.init()
        brickSize = BrickSize(width: width, height: height)
        onLoad = { [weak self] _ in
            guard let self else { return }
            self.delegate?.didSetImage(self)
        }
        reloadData()
    }

    /// A brick showing `image` by `contentMode`.
    public convenience init(
        width: BrickDimension = .ratio(ratio: 1), height: BrickDimension = .auto(estimate: .fixed(size: 4)),
        image: RGBAImage, contentMode: ImageContentMode = .scaleToFill
    ) {
        let model = ImageBrickModel(image: image, contentMode: contentMode)
        self.init(width: width, height: height, dataSource: model)
        ownedModel = model
    }

    /// A brick loading the image at `imageURL` (a path for the default loader) by `contentMode`.
    public convenience init(
        width: BrickDimension = .ratio(ratio: 1), height: BrickDimension = .auto(estimate: .fixed(size: 4)),
        imageURL: String, contentMode: ImageContentMode = .scaleToFill, loader: any ImageLoader = FileImageLoader()
    ) {
        let model = ImageURLBrickModel(url: imageURL, contentMode: contentMode)
        self.init(width: width, height: height, dataSource: model, loader: loader)
        ownedModel = model
    }

    /// A brick loading the image file at `path` by `contentMode`.
    public convenience init(
        width: BrickDimension = .ratio(ratio: 1), height: BrickDimension = .auto(estimate: .fixed(size: 4)),
        path: String, contentMode: ImageContentMode = .scaleToFill
    ) {
        self.init(width: width, height: height, imageURL: path, contentMode: contentMode)
    }

    /// Replaces the data source and reads it.
    public func setDataSource(_ dataSource: any ImageBrickDataSource) {
        self.dataSource = dataSource
        ownedModel = nil
        reloadData()
    }

    /// Reads the data source again: a new location starts a load (a result for the old
    /// one is then ignored), the same location is not loaded twice, an image is shown at once.
    public func reloadData() {
        guard let dataSource else { return }
        loadContent {
            contentMode = dataSource.contentMode(for: self)
            if let url = dataSource.imageURL(for: self) {
                if url != location || (image == nil && !isLoading) { load(url, with: loader) }
            } else if let image = dataSource.image(for: self) {
                self.image = image
                delegate?.didSetImage(self)
            }
        }
    }

    func reloadContentForOverride() { reloadData() }

    /// With an image, as tall as its aspect ratio asks at the proposed width (any width
    /// when none is proposed: the natural size).
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        guard let image = displayedImage, !image.isEmpty, let width = proposal.width else {
            return super.sizeThatFits(proposal, context: context)
        }
        let chrome = chromeInsets
        let inner = max(0, width - chrome.horizontal)
        return Size(
            width: width, height: Self.height(forWidth: inner, image: image, cellAspect: context.cellAspect) + chrome.vertical)
    }
}

import BrikRendering

/// Fills a ``ButtonBrick`` each time it is bound (BrickKit's `ButtonBrickCellDataSource`).
@MainActor
public protocol ButtonBrickCellDataSource: AnyObject {
    /// Puts the title (and any styling) into `brick`'s ``ButtonBrick/button``.
    func configureButtonBrick(_ brick: ButtonBrick)
}

/// Told when a ``ButtonBrick``'s button is pressed (BrickKit's `ButtonBrickCellDelegate`).
@MainActor
public protocol ButtonBrickCellDelegate: AnyObject {
    /// The button of `brick` was pressed (Enter, Space or a click).
    func didTapOnButtonForButtonBrickCell(_ brick: ButtonBrick)
}

/// The model a button brick made with `title:` keeps (BrickKit's `ButtonBrickCellModel`).
///
/// ```swift
/// let model = ButtonBrickCellModel(title: "Play", images: [.normal: play, .highlighted: playPressed])
/// ButtonBrick("play", dataSource: model)
/// ```
@MainActor
public final class ButtonBrickCellModel: ButtonBrickCellDataSource {
    /// The button's title.
    public var title: String
    /// The button's images by state (``Button/setImage(_:for:)``), set on every bind; when
    /// empty the button's images are left as they are (set in ``configureButtonBlock``).
    ///
    /// ```swift
    /// model.images[.focused] = playLit
    /// ```
    public var images: [ControlState: RGBAImage]
    /// The cells each image takes (``Button/imageSize``), set on every bind with ``images``.
    ///
    /// ```swift
    /// model.imageSize = Size(width: 4, height: 2)
    /// ```
    public var imageSize: Size
    /// Runs after the title is set, on every bind.
    public var configureButtonBlock: ((ButtonBrick) -> Void)?
    /// Runs when the button is pressed.
    public var onButtonTappedHandler: ((ButtonBrick) -> Void)?

    /// A model titled `title`, with `images` by state (`imageSize` cells each) left of it.
    public init(
        title: String, images: [ControlState: RGBAImage] = [:], imageSize: Size = Size(width: 2, height: 1),
        configureButtonBlock: ((ButtonBrick) -> Void)? = nil, onButtonTappedHandler: ((ButtonBrick) -> Void)? = nil
    ) {
        self.title = title
        self.images = images
        self.imageSize = imageSize
        self.configureButtonBlock = configureButtonBlock
        self.onButtonTappedHandler = onButtonTappedHandler
    }

    /// Sets the title, then the images (when the model has any), then runs the configure block.
    public func configureButtonBrick(_ brick: ButtonBrick) {
        brick.button.title = title
        if !images.isEmpty {
            for state in ControlState.allCases { brick.button.setImage(images[state], for: state) }
            brick.button.imageSize = imageSize
        }
        configureButtonBlock?(brick)
    }
}

/// BrickKit's `ButtonBrick`: a ``Button`` filled from a data source on every bind; a
/// press runs the model's ``ButtonBrickCellModel/onButtonTappedHandler`` and tells the delegate.
///
/// ```swift
/// ButtonBrick("Save", title: "Save", onButtonTappedHandler: { _ in store.save() })
/// ```
/// ``isChevron`` adds `›` after the button, ``rightImage`` a glyph after it (BrickKit's
/// `ButtonBrickNibs.Chevron` and `rightImage`).
@MainActor
public final class ButtonBrick: GenericBrick<Button> {
    /// Fills the button on every bind; held weakly (the `title:` initialiser keeps its own model).
    public weak var dataSource: (any ButtonBrickCellDataSource)? { didSet { reloadContent() } }
    /// Told when the button is pressed.
    public weak var delegate: (any ButtonBrickCellDelegate)?
    /// The model made by the `title:` initialiser, kept alive here.
    private var ownModel: ButtonBrickCellModel?
    /// Whether a chevron `›` follows the button.
    public var isChevron = false { didSet { arrangeAccessory() } }
    /// A glyph after the button (the stand-in for an image); nil for none.
    public var rightImage: String? { didSet { arrangeAccessory() } }

    /// The button.
    public var button: Button { contentView }

    /// A button brick titled `title` with `images` by state left of it, configured by
    /// `configureButtonBlock` on every bind, running `onButtonTappedHandler` when pressed.
    ///
    /// ```swift
    /// ButtonBrick("play", title: "Play", images: [.normal: play, .highlighted: playPressed])
    /// ```
    public convenience init(
        _ identifier: String = "",
        width: BrickDimension = .ratio(ratio: 1),
        height: BrickDimension = .auto(estimate: .fixed(size: 1)),
        backgroundColor: Color? = nil,
        title: String,
        images: [ControlState: RGBAImage] = [:],
        configureButtonBlock: ((ButtonBrick) -> Void)? = nil,
        onButtonTappedHandler: ((ButtonBrick) -> Void)? = nil
    ) {
        let model = ButtonBrickCellModel(
            title: title, images: images, configureButtonBlock: configureButtonBlock,
            onButtonTappedHandler: onButtonTappedHandler)
        self.init(identifier, width: width, height: height, backgroundColor: backgroundColor, dataSource: model)
    }

    /// A button brick filled by `dataSource` on every bind, telling `delegate` of presses.
    public init(
        _ identifier: String = "",
        width: BrickDimension = .ratio(ratio: 1),
        height: BrickDimension = .auto(estimate: .fixed(size: 1)),
        backgroundColor: Color? = nil,
        dataSource: any ButtonBrickCellDataSource,
        delegate: (any ButtonBrickCellDelegate)? = nil
    ) {
        super.init(identifier, width: width, height: height, backgroundColor: backgroundColor, view: Button())
        self.dataSource = dataSource
        self.delegate = delegate
        if let model = dataSource as? ButtonBrickCellModel { ownModel = model }
        button.action { [weak self] _ in self?.buttonTapped() }
        reloadContent()
    }

    /// The title of the brick's own model; nil when its data source is something else.
    public var title: String? { (dataSource as? ButtonBrickCellModel)?.title }

    public override func bindContent() {
        dataSource?.configureButtonBrick(self)
        super.bindContent()
    }

    private func buttonTapped() {
        (dataSource as? ButtonBrickCellModel)?.onButtonTappedHandler?(self)
        delegate?.didTapOnButtonForButtonBrickCell(self)
    }

    private func arrangeAccessory() {
        let glyphs = [rightImage, isChevron ? "›" : nil].compactMap { $0 }
        accessoryView = glyphs.isEmpty ? nil : Label(glyphs.joined(separator: " "))
    }
}

extension ButtonBrick: RepeatableModelBrick {
    /// Another cell of this brick for a repeat count: the same size, data source and
    /// delegate, bound for its own index.
    func makeRepeatedInstance() -> Brick {
        let model: (any ButtonBrickCellDataSource)? = dataSource
        guard let model else { return ButtonBrick(identifier, width: brickSize.width, height: brickSize.height, title: "") }
        let copy = ButtonBrick(
            identifier, width: brickSize.width, height: brickSize.height, backgroundColor: backgroundColor,
            dataSource: model, delegate: delegate)
        copy.isChevron = isChevron
        copy.rightImage = rightImage
        return copy
    }
}

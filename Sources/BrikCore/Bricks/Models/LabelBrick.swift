import BrikRendering

/// Fills a ``LabelBrick`` each time it is bound (BrickKit's `LabelBrickCellDataSource`).
@MainActor
public protocol LabelBrickCellDataSource: AnyObject {
    /// Puts the text (and any styling) into `brick`'s ``LabelBrick/label``.
    func configureLabelBrickCell(_ brick: LabelBrick)
}

/// Told when the button of a ``LabelBrickVariant/button`` label brick is pressed.
@MainActor
public protocol LabelBrickCellDelegate: AnyObject {
    /// The embedded button of `brick` was pressed (Enter, Space or a click).
    func buttonTouchedForLabelBrickCell(_ brick: LabelBrick)
}

/// The layouts of a label brick (BrickKit's `LabelBrickNibs`).
public enum LabelBrickVariant: Hashable, Sendable {
    /// The text alone.
    case `default`
    /// The text with a chevron `›` on the right.
    case chevron
    /// A leading glyph (the stand-in for an image), then the text.
    case image
    /// The text with a button on the right.
    case button
    /// The text centred between two rules: `──── Title ────`.
    case horizontalRules
}

/// The model a label brick made with `text:` keeps (BrickKit's `LabelBrickCellModel`).
@MainActor
open class LabelBrickCellModel: LabelBrickCellDataSource {
    /// The text shown.
    public var text: String
    /// The text's colour; nil keeps the inherited one.
    public var textColor: Color?
    /// Runs after the text is set, on every bind.
    public var configureCellBlock: ((LabelBrick) -> Void)?

    /// A model showing `text` in `textColor`.
    public init(text: String, textColor: Color? = nil, configureCellBlock: ((LabelBrick) -> Void)? = nil) {
        self.text = text
        self.textColor = textColor
        self.configureCellBlock = configureCellBlock
    }

    open func configureLabelBrickCell(_ brick: LabelBrick) {
        brick.label.text = text
        if let textColor { brick.label.foregroundColor = textColor }
        configureCellBlock?(brick)
    }
}

/// A label model with a leading glyph (BrickKit's `LabelWithDecorationImageBrickCellModel`);
/// the glyph shows in the ``LabelBrickVariant/image`` variant.
@MainActor
public final class LabelWithDecorationImageBrickCellModel: LabelBrickCellModel {
    /// The glyph standing in for the image.
    public var image: String

    /// A model showing `image` then `text`.
    public init(
        text: String, textColor: Color? = nil, image: String, configureCellBlock: ((LabelBrick) -> Void)? = nil
    ) {
        self.image = image
        super.init(text: text, textColor: textColor, configureCellBlock: configureCellBlock)
    }

    public override func configureLabelBrickCell(_ brick: LabelBrick) {
        brick.imageView?.text = image
        super.configureLabelBrickCell(brick)
    }
}

/// BrickKit's `LabelBrick`: wrapped text (no line limit) filled from a data source on
/// every bind, in one of the ``LabelBrickVariant`` layouts.
///
/// ```swift
/// LabelBrick(width: .ratio(ratio: 1/2), text: "1/2 BRICK")
/// LabelBrick("Row", variant: .chevron, dataSource: model)
/// ```
/// Unlike BrickKit, reading ``text`` with a data source that is not a
/// ``LabelBrickCellModel`` gives nil (BrickKit stopped the program).
@MainActor
public final class LabelBrick: GenericBrick<Label> {
    /// Fills the label on every bind; held weakly, except a ``LabelBrickCellModel``, which the brick keeps.
    public weak var dataSource: (any LabelBrickCellDataSource)? { didSet { reloadContent() } }
    /// Told when the embedded button is pressed.
    public weak var delegate: (any LabelBrickCellDelegate)?
    /// The model given or made (by the `text:` initialiser, or by setting ``text``), kept alive here.
    private var ownModel: LabelBrickCellModel?
    /// The layout.
    public var variant: LabelBrickVariant { didSet { if oldValue != variant { applyVariant() } } }
    /// The leading glyph of the ``LabelBrickVariant/image`` variant, nil in the others.
    public private(set) var imageView: Label?
    /// The button of the ``LabelBrickVariant/button`` variant, nil in the others.
    public private(set) var button: Button?

    /// The text label.
    public var label: Label { contentView }

    /// A label brick showing `text`, with `configureCellBlock` run after it on every bind.
    public convenience init(
        _ identifier: String = "",
        width: BrickDimension = .ratio(ratio: 1),
        height: BrickDimension = .auto(estimate: .fixed(size: 1)),
        backgroundColor: Color? = nil,
        variant: LabelBrickVariant = .default,
        text: String,
        configureCellBlock: ((LabelBrick) -> Void)? = nil
    ) {
        let model = LabelBrickCellModel(text: text, configureCellBlock: configureCellBlock)
        self.init(
            identifier, width: width, height: height, backgroundColor: backgroundColor, variant: variant,
            dataSource: model)
    }

    /// A label brick filled by `dataSource` on every bind, telling `delegate` of its button.
    public init(
        _ identifier: String = "",
        width: BrickDimension = .ratio(ratio: 1),
        height: BrickDimension = .auto(estimate: .fixed(size: 1)),
        backgroundColor: Color? = nil,
        variant: LabelBrickVariant = .default,
        dataSource: any LabelBrickCellDataSource,
        delegate: (any LabelBrickCellDelegate)? = nil
    ) {
        self.variant = variant
        super.init(identifier, width: width, height: height, backgroundColor: backgroundColor, view: Label())
        self.dataSource = dataSource
        self.delegate = delegate
        // A model made inline (BrickKit's README style) would go at once if held weakly only.
        if let model = dataSource as? LabelBrickCellModel { ownModel = model }
        applyVariant()
    }

    /// The text of the brick's own model; nil when its data source is something else.
    /// Setting it replaces a foreign data source with a model of that text.
    public var text: String? {
        get { (dataSource as? LabelBrickCellModel)?.text }
        set {
            if let model = dataSource as? LabelBrickCellModel {
                model.text = newValue ?? ""
                reloadContent()
            } else {
                let model = LabelBrickCellModel(text: newValue ?? "")
                ownModel = model
                dataSource = model
            }
        }
    }

    /// The block run on every bind by the brick's own model; nil with any other data source.
    public var configureCellBlock: ((LabelBrick) -> Void)? {
        get { (dataSource as? LabelBrickCellModel)?.configureCellBlock }
        set {
            (dataSource as? LabelBrickCellModel)?.configureCellBlock = newValue
            reloadContent()
        }
    }

    /// Styling goes back to plain before the data source fills the label again, so a
    /// reused brick keeps nothing of its last model.
    public override func bindContent() {
        label.text = ""
        label.foregroundColor = nil
        label.numberOfLines = 0
        dataSource?.configureLabelBrickCell(self)
        super.bindContent()
    }

    private func applyVariant() {
        imageView = variant == .image ? Label("▣") : nil
        button = nil
        centersContent = variant == .horizontalRules
        switch variant {
        case .default:
            leadingView = nil
            accessoryView = nil
        case .chevron:
            leadingView = nil
            accessoryView = Label("›")
        case .image:
            leadingView = imageView
            accessoryView = nil
        case .button:
            let button = Button("")
            button.action { [weak self] _ in
                guard let self else { return }
                self.delegate?.buttonTouchedForLabelBrickCell(self)
            }
            self.button = button
            leadingView = nil
            accessoryView = button
        case .horizontalRules:
            leadingView = Divider()
            accessoryView = Divider()
        }
        reloadContent()
    }
}

extension LabelBrick: RepeatableModelBrick {
    /// Another cell of this brick for a repeat count: the same size, variant, data source
    /// and delegate, bound for its own index.
    func makeRepeatedInstance() -> Brick {
        let model: (any LabelBrickCellDataSource)? = dataSource
        guard let model else { return LabelBrick(identifier, width: brickSize.width, height: brickSize.height, text: "") }
        return LabelBrick(
            identifier, width: brickSize.width, height: brickSize.height, backgroundColor: backgroundColor,
            variant: variant, dataSource: model, delegate: delegate)
    }
}

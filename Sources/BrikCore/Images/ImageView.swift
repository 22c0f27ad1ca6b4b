import BrikRendering

/// Shows an ``RGBAImage`` in cells: half blocks in colour or braille dots, fitted to its
/// frame by a content mode; a placeholder box with alt text while an image loads, and
/// one with the reason when it could not be loaded or decoded.
///
/// Its natural size is the image's size in cells (one column and half a row a pixel in
/// half blocks, a quarter of that in braille). Proposed a narrower width it keeps the
/// image's aspect ratio, using the layout environment's cell aspect.
///
/// ```swift
/// let view = ImageView(try PNGDecoder.decode(bytes))
/// view.contentMode = .aspectFit
/// ```
@MainActor
public class ImageView: Brick {
    /// The image shown; nil shows the placeholder.
    public var image: RGBAImage? {
        didSet {
            // Setting an image by hand outdates any load still running.
            if !isApplyingLoad { loadTicket += 1 }
            imageDidChange()
        }
    }
    /// The image shown instead while ``isHighlighted`` (UIKit's `highlightedImage`).
    public var highlightedImage: RGBAImage? { didSet { imageDidChange() } }
    /// Whether ``highlightedImage`` is shown (when there is one).
    public var isHighlighted = false { didSet { imageDidChange() } }
    /// The colour of braille dots (the brick's style when nil); half blocks keep the image's colours.
    public var tint: Color? { didSet { setNeedsDisplay() } }
    /// Half blocks, braille, or chosen by the terminal's colour depth.
    public var renderMode: ImageRenderMode = .auto { didSet { setNeedsLayout() } }
    /// How the image fills the frame.
    public var contentMode: ImageContentMode = .scaleToFill { didSet { setNeedsDisplay() } }
    /// What the placeholder says while there is no image.
    public var altText: String { didSet { setNeedsLayout() } }
    /// Why the last load failed, shown in the placeholder; nil when it did not.
    public private(set) var failure: String? { didSet { setNeedsLayout() } }
    /// Whether a load is running.
    public private(set) var isLoading = false { didSet { setNeedsDisplay() } }
    /// The location of the last load asked for; a result for an earlier one is ignored.
    public private(set) var location: String?
    /// The running load, awaited by tests.
    package private(set) var loadTask: Task<Void, Never>?
    /// Called on the main actor each time a load sets the image (or fails, with nil).
    var onLoad: ((RGBAImage?) -> Void)?

    private var generation = 0
    private var loadTicket = 0
    private var isApplyingLoad = false
    private var cache: (key: CacheKey, pixels: RGBAImage)?

    /// A view showing `image`, with `altText` for its placeholder.
    public init(_ image: RGBAImage? = nil, altText: String = "image") {
        self.image = image
        self.altText = altText
        super.init()
    }

    /// The image drawn now: the highlighted one when highlighted and set.
    public var displayedImage: RGBAImage? { isHighlighted ? highlightedImage ?? image : image }

    /// Loads the image at `location` with `loader`; the placeholder shows until it arrives.
    /// A later call, or setting ``image``, makes the result of this one be ignored.
    public func load(_ location: String, with loader: any ImageLoader = FileImageLoader()) {
        self.location = location
        loadTicket += 1
        let ticket = loadTicket
        failure = nil
        isLoading = true
        apply(nil)
        loadTask = Task { @MainActor [weak self] in
            let result: Result<RGBAImage, any Error>
            do { result = .success(try await loader.loadImage(at: location)) } catch { result = .failure(error) }
            guard let self, self.loadTicket == ticket else { return }
            self.isLoading = false
            switch result {
            case .success(let loaded):
                self.apply(loaded)
                self.onLoad?(loaded)
            case .failure(let error):
                self.failure = "\(error)"
                self.onLoad?(nil)
            }
        }
    }

    /// Sets the image as a load's result, leaving the load ticket as it is.
    private func apply(_ loaded: RGBAImage?) {
        isApplyingLoad = true
        image = loaded
        isApplyingLoad = false
    }

    private func imageDidChange() {
        generation += 1
        cache = nil
        setNeedsLayout()
    }

    /// The image's size in cells at `depth`'s render mode; nil without an image.
    public func naturalSize(renderMode mode: ImageRenderMode) -> Size? {
        guard let image = displayedImage, !image.isEmpty else { return nil }
        let perCell = mode.pixelsPerCell
        return Size(
            width: (image.width + perCell.width - 1) / perCell.width, height: (image.height + perCell.height - 1) / perCell.height
        )
    }

    public override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    /// An image labelled by its alternative text, its value why it failed or that it is loading.
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .image, label: altText, value: failure ?? (isLoading ? "loading" : ""))
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let mode = renderMode.resolved(for: application?.colorDepth ?? .trueColor)
        guard let natural = naturalSize(renderMode: mode), let image = displayedImage else {
            let text = placeholderText
            let width = min(TextWidth.width(text) + 4, max(5, (proposal.width ?? Int.max) - chrome.horizontal))
            return Size(width: width + chrome.horizontal, height: 3 + chrome.vertical)
        }
        guard let proposed = proposal.width.map({ $0 - chrome.horizontal }), proposed < natural.width else {
            return Size(width: natural.width + chrome.horizontal, height: natural.height + chrome.vertical)
        }
        let width = max(0, proposed)
        let height = Self.height(forWidth: width, image: image, cellAspect: context.cellAspect)
        return Size(width: width + chrome.horizontal, height: height + chrome.vertical)
    }

    /// The rows that show `image` at `width` columns with its aspect kept, rounded to the nearest row.
    static func height(forWidth width: Int, image: RGBAImage, cellAspect: Double) -> Int {
        guard image.width > 0 else { return 0 }
        return Int((Double(width) * Double(image.height) / Double(image.width) * cellAspect).rounded())
    }

    var placeholderText: String {
        if let failure { return "\(altText): \(failure)" }
        return isLoading ? "\(altText) (loading…)" : altText
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        guard let image = displayedImage, !image.isEmpty else {
            drawPlaceholder(into: &canvas, area: area, style: context.style)
            return
        }
        let depth = context.colorDepth
        let mode = renderMode.resolved(for: depth)
        let cellAspect = layoutEnvironment.cellAspect
        let key = CacheKey(size: area.size, mode: mode, contentMode: contentMode, generation: generation, cellAspect: cellAspect)
        let pixels: RGBAImage
        if let cache, cache.key == key {
            pixels = cache.pixels
        } else {
            pixels = ImageCells.fitted(image, cells: area.size, mode: mode, contentMode: contentMode, cellAspect: cellAspect)
            cache = (key, pixels)
        }
        canvas.withClip(area) { canvas in
            if mode == .braille {
                let style = tint.map { context.style.foreground($0) } ?? context.style
                ImageCells.drawBraille(pixels, into: &canvas, at: area.origin, style: style)
            } else {
                ImageCells.drawHalfBlocks(pixels, into: &canvas, at: area.origin, depth: depth)
            }
        }
    }

    private func drawPlaceholder(into canvas: inout Canvas, area: Rect, style: CellStyle) {
        let dim = style.adding(.dim)
        canvas.drawBorder(area, cellStyle: dim)
        let text = placeholderText
        let inner = area.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        guard !inner.isEmpty else { return }
        let lines = TextLayout.wrap(text, width: inner.width)
        let top = inner.y + max(0, (inner.height - lines.count) / 2)
        canvas.withClip(inner) { canvas in
            for (index, line) in lines.prefix(inner.height).enumerated() {
                let x = inner.x + max(0, (inner.width - TextWidth.width(line)) / 2)
                canvas.write(line, at: Point(x: x, y: top + index), style: failure == nil ? dim : style)
            }
        }
    }

    private struct CacheKey: Equatable {
        let size: Size, mode: ImageRenderMode, contentMode: ImageContentMode, generation: Int, cellAspect: Double
    }
}

import BrikRendering

extension Button {
    /// Sets the image shown left of the title in `state`; nil removes it (the state then
    /// shows the ``ControlState/normal`` image). UIKit's `setImage(_:for:)`.
    ///
    /// The image is drawn as an ``ImageView`` draws it (half blocks, braille without
    /// colour), scaled to ``imageSize`` cells, one column before the title.
    ///
    /// ```swift
    /// let save = Button("Save")
    /// save.setImage(floppy, for: .normal)
    /// save.setImage(floppyLit, for: .focused)
    /// ```
    public func setImage(_ image: RGBAImage?, for state: ControlState) {
        images[state] = image
    }

    /// The image set for `state`, nil when none was (``setImage(_:for:)``).
    ///
    /// ```swift
    /// button.image(for: .disabled) ?? button.image(for: .normal)
    /// ```
    public func image(for state: ControlState) -> RGBAImage? {
        images[state]
    }

    /// Sets the image shown in `state` (see ``setImage(_:for:)``) and returns the button.
    ///
    /// ```swift
    /// Button("Play").image(play, for: .normal).image(playPressed, for: .highlighted)
    /// ```
    @discardableResult
    public func image(_ image: RGBAImage?, for state: ControlState = .normal) -> Self {
        setImage(image, for: state)
        return self
    }

    /// Sets the cells an image takes (see ``imageSize``) and returns the button.
    ///
    /// ```swift
    /// Button("Open").image(folder).imageSize(Size(width: 4, height: 2))
    /// ```
    @discardableResult
    public func imageSize(_ size: Size) -> Self {
        imageSize = size
        return self
    }

    /// The columns the image and the gap after it take; 0 without images.
    var imageColumns: Int { images.isEmpty ? 0 : max(0, imageSize.width) + 1 }

    /// Draws the image of the current state (or the normal one) at `origin`, clipped to
    /// `area`, and returns where the title starts.
    func drawImage(into canvas: inout Canvas, at origin: Point, in area: Rect, context: DrawContext) -> Int {
        let state = state(isFocused: context.isFocused)
        if let image = images[state] ?? images[.normal], !image.isEmpty {
            let rect = Rect(origin: origin, size: imageSize).intersection(area)
            if !rect.isEmpty {
                ImageCells.draw(
                    image, into: &canvas, in: rect, mode: .auto, contentMode: .scaleToFill,
                    cellAspect: layoutEnvironment.cellAspect, depth: context.colorDepth,
                    brailleStyle: controlStyle(in: context))
            }
        }
        return origin.x + imageColumns
    }
}

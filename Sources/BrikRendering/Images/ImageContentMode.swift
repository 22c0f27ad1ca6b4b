/// How an image fills the area its view is given (UIKit's content modes).
public enum ImageContentMode: Hashable, Sendable {
    /// Stretched to the whole area, aspect ratio not kept.
    case scaleToFill
    /// As large as fits while keeping its aspect ratio, centred; the rest stays empty.
    case aspectFit
    /// Covers the whole area keeping its aspect ratio, centred; what overflows is cut.
    case aspectFill
    /// At its natural size, centred; cut if larger than the area.
    case center

    /// Where the image goes inside an area of `area` pixels: its size in pixels and its
    /// top-left offset (negative when it overflows and is cut).
    ///
    /// `pixelAspect` is a pixel's width over its height on screen (1 when pixels are square).
    public func placement(imageSize: Size, in area: Size, pixelAspect: Double) -> Rect {
        guard imageSize.width > 0, imageSize.height > 0, area.width > 0, area.height > 0 else { return .zero }
        let aspect = pixelAspect.isFinite && pixelAspect > 0 ? pixelAspect : 1
        // The image's width in screen pixels for each pixel of height.
        let naturalWidth = Double(imageSize.width) / aspect
        let size: Size
        switch self {
        case .scaleToFill:
            return Rect(origin: .zero, size: area)
        case .center:
            size = Size(width: max(1, Int(naturalWidth.rounded())), height: imageSize.height)
        case .aspectFit, .aspectFill:
            let scaleX = Double(area.width) / naturalWidth
            let scaleY = Double(area.height) / Double(imageSize.height)
            let scale = self == .aspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            size = Size(
                width: max(1, Int((naturalWidth * scale).rounded())),
                height: max(1, Int((Double(imageSize.height) * scale).rounded())))
        }
        return Rect(x: (area.width - size.width) / 2, y: (area.height - size.height) / 2, width: size.width, height: size.height)
    }
}

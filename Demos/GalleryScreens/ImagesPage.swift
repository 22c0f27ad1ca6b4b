import BrikCore
import BrikRendering

/// "Images": one PNG decoded by ``PNGDecoder`` (pure Swift) shown in each content mode
/// in half blocks, then in braille, and an ``ImageBrick`` whose placeholder stays until
/// a slow loader delivers the image (`r` loads it again); a button shows the PNG left of
/// its title, and another image while focused.
@MainActor
public final class ImagesPage: GalleryPage {
    let loading: ImageBrick
    let picture: RGBAImage?

    /// A loader that waits before decoding the page's PNG, to show the placeholder.
    struct DelayedLoader: ImageLoader {
        let delay: Duration
        func loadImage(at location: String) async throws -> RGBAImage {
            try await Task.sleep(for: delay)
            return try PNGDecoder.decode(ImagesPageArt.png)
        }
    }

    /// The page; the delayed image arrives `delay` after the page is made (or `r` is pressed).
    public init(delay: Duration = .milliseconds(800)) {
        picture = try? PNGDecoder.decode(ImagesPageArt.png)
        loading = ImageBrick(
            width: .fixed(size: 24), height: .auto(estimate: .fixed(size: 5)), imageURL: "art.png", contentMode: .aspectFit,
            loader: DelayedLoader(delay: delay))
        loading.altText = "art.png"
        super.init(id: "images", title: "Images", summary: "PNG decoding, content modes, braille, a loading placeholder")
        let picture = self.picture ?? RGBAImage(width: 1, height: 1)
        func framed(_ title: String, _ mode: ImageContentMode) -> Brick {
            let view = ImageBrick(width: .fixed(size: 18), height: .fixed(size: 6), image: picture, contentMode: mode)
            view.renderMode = .halfBlock
            view.border(.rounded, title: title)
            return view
        }
        let braille = ImageView(picture)
        braille.renderMode = .braille
        braille.tint = .cyan
        braille.brickSize = BrickSize(width: .fixed(size: 16), height: .fixed(size: 5))
        braille.border(.rounded, title: "braille")
        let layout = VBrik(alignment: .leading, spacing: 1) { [loading] _ in
            Label("A 32×20 PNG decoded in Swift, drawn with ▀ half blocks (two pixels a cell).").dim()
            HBrik(alignment: .leading, spacing: 1) { _ in
                framed("scaleToFill", .scaleToFill)
                framed("aspectFit", .aspectFit)
                framed("aspectFill", .aspectFill)
                framed("center", .center)
            }
            HBrik(alignment: .leading, spacing: 2) { _ in
                braille
                loading
            }
            HBrik(alignment: .center, spacing: 2) { _ in
                Label("r reload the slow image").dim()
                // The focused image is amber: Tab to the button to see it change.
                Button("Open").image(picture, for: .normal)
                    .image(RGBAImage(width: 4, height: 2, fill: .init(r: 255, g: 190, b: 0)), for: .focused)
                    .imageSize(Size(width: 4, height: 1))
            }
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        // The page is made at launch with the others: start the slow load when it is shown.
        loading.onAppear { [unowned self] in loading.load("art.png", with: loading.loader) }
        keyBinding("images.reload", keys: "r", description: "reload", footer: true) { [unowned self] in
            loading.load("art.png", with: loading.loader)
        }
    }
}

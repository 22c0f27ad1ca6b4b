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
    ///
    /// It waits on the application's clock (a timer), not on wall time: with the clock
    /// stopped (`gallery --still`, a `TestTerminal`) the image never arrives, so the real
    /// run and the model show the same moment however long the fidelity test takes.
    struct DelayedLoader: ImageLoader {
        let delay: Duration
        let clock: ApplicationDelay
        func loadImage(at location: String) async throws -> RGBAImage {
            try await clock.wait(delay)
            return try PNGDecoder.decode(ImagesPageArt.png)
        }
    }

    /// The page; the delayed image arrives `delay` after the page is shown (or `r` is
    /// pressed), on the application's clock.
    public init(delay: Duration = .milliseconds(800)) {
        picture = try? PNGDecoder.decode(ImagesPageArt.png)
        let clock = ApplicationDelay()
        loading = ImageBrick(
            width: .fixed(size: 24), height: .auto(estimate: .fixed(size: 5)), imageURL: "art.png", contentMode: .aspectFit,
            loader: DelayedLoader(delay: delay, clock: clock))
        clock.brick = loading
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

/// Waiting on the clock of a brick's application: a timer (``Application/after(_:_:)``)
/// resumes the wait, so a stopped clock never ends it; wall time when the brick is not in
/// an application. Cancelling the waiting task ends the wait with `CancellationError`.
@MainActor
final class ApplicationDelay {
    /// Whose application's clock counts.
    weak var brick: Brick?

    /// Returns `delay` from now on the application's clock.
    func wait(_ delay: Duration) async throws {
        guard let application = brick?.application else {
            try await Task.sleep(for: delay)
            return
        }
        let waiter = Waiter()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                waiter.continuation = continuation
                waiter.timer = application.after(delay) { waiter.finish(nil) }
                if Task.isCancelled { waiter.finish(CancellationError()) }
            }
        } onCancel: {
            Task { @MainActor in waiter.finish(CancellationError()) }
        }
    }

    /// One wait: its continuation, resumed once, and its timer.
    @MainActor
    final class Waiter {
        var continuation: CheckedContinuation<Void, any Error>?
        var timer: TimerHandle?

        func finish(_ error: (any Error)?) {
            timer?.cancel()
            guard let continuation else { return }
            self.continuation = nil
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }
}

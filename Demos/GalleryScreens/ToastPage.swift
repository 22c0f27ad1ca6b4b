import BrikCore
import BrikRendering

/// "Toasts": notifications in a corner. `1`–`4` show one of each severity (information,
/// success, warning, error), `s` one that stays until clicked, `c` moves new toasts to the
/// next corner, `x` dismisses them all. They stack, newest nearest the corner, time out
/// by themselves, and never take the focus: the counter button keeps it and keeps working.
@MainActor
public final class ToastPage: GalleryPage {
    let counter = Button("Count: 0")
    let cornerLabel = Label("")
    private var count = 0
    private var shown = 0
    private var corner = ScreenCorner.bottomTrailing

    /// The page.
    public init() {
        super.init(id: "toast", title: "Toasts", summary: "notifications that stack in a corner and time out")
        let hint = Label("1 info · 2 success · 3 warning · 4 error · s sticky · c corner · x dismiss all").dim()
        let layout = VBrik(alignment: .leading, spacing: 1) { [counter, cornerLabel] _ in
            hint
            cornerLabel
            counter
            Spacer()
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        counter.action { [unowned self] _ in
            count += 1
            counter.title = "Count: \(count)"
        }
        updateCorner()
        let samples: [(String, Toast.Severity, String)] = [
            ("1", .information, "A new version is available"),
            ("2", .success, "Saved 3 files"),
            ("3", .warning, "The disk is almost full"),
            ("4", .error, "Could not reach the server"),
        ]
        for (key, severity, message) in samples {
            keyBinding("toast.\(severity)", keys: key, description: "\(severity)") { [unowned self] in
                show(message, severity: severity, timeout: .seconds(4))
            }
        }
        keyBinding("toast.sticky", keys: "s", description: "sticky") { [unowned self] in
            show("This one stays until clicked", severity: .information, timeout: nil)
        }
        keyBinding("toast.corner", keys: "c", description: "corner", footer: true) { [unowned self] in
            let corners = ScreenCorner.allCases
            corner = corners[(corners.firstIndex(of: corner)! + 1) % corners.count]
            updateCorner()
        }
        keyBinding("toast.dismiss", keys: "x", description: "dismiss all", footer: true) { [unowned self] in
            for overlay in application?.overlays ?? [] where overlay.content is Toast { overlay.dismiss() }
        }
    }

    private func show(_ message: String, severity: Toast.Severity, timeout: Duration?) {
        shown += 1
        application?.toast(message, title: "#\(shown)", severity: severity, timeout: timeout, corner: corner)
    }

    private func updateCorner() {
        cornerLabel.text = "New toasts go to the \(corner) corner"
    }
}

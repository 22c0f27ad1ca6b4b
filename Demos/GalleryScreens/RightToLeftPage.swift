import BrikConstraints
import BrikCore
import BrikRendering

/// "Right to left": the page lays out right to left (`d` flips it back and forth): a
/// toolbar whose first button is on the right, a form whose labels are on the leading
/// side by leading/trailing constraints, `.natural` text flush right (a `.left` label
/// stays left), a column aligned `.leading`, and a box with a directional inset.
@MainActor
public final class RightToLeftPage: GalleryPage {
    let status = Label("")
    let nameField = TextField(placeholder: "your name")
    let insetBox = Label("leading inset 6, trailing 1").textAlignment(.center).border(.single)

    /// The page, right to left.
    public init() {
        super.init(id: "rtl", title: "Right to left", summary: "leading/trailing, natural text and stacks follow the direction")
        let toolbar = HBrik(alignment: .fill, spacing: 1) { _ in
            Button("1 Back")
            Button("2 Forward")
            Button("3 Share")
            Spacer()
        }
        let form = Brik { [nameField] _ in
            Label("Name").tag("name.label")
            nameField.tag("name.value")
            Label("City").tag("city.label")
            Label("Haifa").foregroundColor(.cyan).tag("city.value")
        }
        .height(.fixed(size: 2))
        .constraints { brik, _ in
            for (row, key) in ["name", "city"].enumerated() {
                brik["\(key).label"].snp.makeConstraints { make in
                    make.leading.equalToSuperview().offset(1)
                    make.top.equalToSuperview().offset(row)
                }
                brik["\(key).value"].snp.makeConstraints { make in
                    make.leading.equalToSuperview().offset(8)
                    make.trailing.lessThanOrEqualToSuperview().offset(-1)
                    make.width.equalTo(24).priority(.high)
                    make.top.equalToSuperview().offset(row)
                }
            }
        }
        let texts = VBrik(alignment: .fill) { _ in
            Label("natural: שלום, עולם")
            Label("natural: reads from the leading edge")
            Label("left: this one stays on the left").textAlignment(.left)
            Label("center: centred either way").textAlignment(.center)
        }
        let column = VBrik(alignment: .leading) { _ in
            Label("short").backgroundColor(.blue)
            Label("a longer line").backgroundColor(.blue)
        }
        let insets = Brik { [insetBox] _ in insetBox }
            .height(.fixed(size: 3))
            .constraints { [insetBox] _, _ in
                insetBox.snp.makeConstraints { make in
                    make.directionalHorizontalEdges.equalToSuperview()
                        .inset(DirectionalEdgeInsets(leading: 6, trailing: 1))
                    make.top.bottom.equalToSuperview()
                }
            }
        let body = VBrik(alignment: .fill, spacing: 1) { [status] _ in
            status
            toolbar
            form
            texts
            column
            insets
            Spacer()
        }
        body.padding(EdgeInsets(horizontal: 2, vertical: 1))
        body.add(in: self)
        layoutDirection = .rightToLeft
        showStatus()
        keyBinding("rtl.flip", keys: "d", description: "flip direction", footer: true) { [unowned self] in
            layoutDirection = effectiveLayoutDirection.flipped
            showStatus()
        }
    }

    private func showStatus() {
        status.text = "direction: \(effectiveLayoutDirection) · d flips it"
    }
}

import BrikCore
import BrikRendering

/// "Control states": Brik's control states with a look per state, alpha, the tint colour,
/// a text field with a delegate, side views, a clear button and an accessory row, and
/// BrickKit's separator lines and background brick.
@MainActor
public final class StatesPage: GalleryPage {
    /// Refuses anything but digits and tells the status line what happened.
    final class DigitsOnly: TextFieldDelegate {
        var refused = 0
        var onChange: (String) -> Void = { _ in }

        func textField(_ field: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
            let allowed = string.allSatisfy(\.isNumber)
            if !allowed { refused += 1 }
            onChange(
                allowed ? "changed \(range.lowerBound)..<\(range.upperBound) to '\(string)'" : "refused '\(string)' (\(refused))")
            return allowed
        }

        func textFieldShouldReturn(_ field: TextField) -> Bool { !field.text.isEmpty }
    }

    let bold = Button("Bold")
    let send = Button("Send")
    let status = Label("")
    let digits = DigitsOnly()
    let tinted: VBrik
    private var tints: [Color] = [.magenta, .cyan, .yellow]
    private var tintIndex = 0

    /// The page.
    public init() {
        bold.setStyle(ControlStateStyle(foregroundColor: .black, backgroundColor: .yellow), for: .selected)
        send.setTitle("Sending…", for: .disabled)
        let amount = TextField(placeholder: "digits only").leftView(Label("$")).rightView(Label(" USD"), mode: .unlessEditing)
            .clearButtonMode(.whileEditing).inputAccessoryView(
                Label("Enter keeps it · Esc takes back the edit").foregroundColor(.cyan)
            )
            .escapeRevertsEditing(true)
        amount.delegate = digits
        let header = Label("Separators and a background brick").bold()
        header.addSeparatorLine(nil, onTop: false)
        let card = VBrik(alignment: .center) { _ in Label("card on a pattern") }.padding(EdgeInsets(all: 1))
            .backgroundView(Label(String(repeating: "░", count: 60)).foregroundColor(.blue))
        tinted = VBrik(alignment: .leading, spacing: 0) { _ in
            Button("Tinted button")
            Toggle("Tinted switch", isOn: true)
            ProgressBar(value: 0.6)
        }
        super.init(id: "states", title: "Control states", summary: "per-state looks, alpha, tint, a field's delegate and views")
        tinted.tintColor = tints[0]
        let body = VBrik(alignment: .leading, spacing: 1) { [unowned self] _ in
            HBrik(spacing: 2) { _ in
                bold
                send
                Button("Dimmed").alpha(0.5)
                Button("Gone").alpha(0)
                Button("Off").isEnabled(false)
            }
            amount
            tinted
            header
            card
            status
            Spacer()
        }
        body.padding(EdgeInsets(horizontal: 2, vertical: 1))
        body.add(in: self)
        digits.onChange = { [unowned self] text in status.text = text }
        bold.action { [unowned self] button in
            button.isSelected.toggle()
            status.text = button.isSelected ? "Bold is selected" : "Bold is not selected"
        }
        send.action(event: .allTouchEvents) { [unowned self] _ in status.text = "send: touch" }
        send.action { [unowned self] button in
            button.isEnabled = false
            status.text = "send is disabled: it shows its disabled title"
        }
        amount.action(event: .editingDidEndOnExit) { [unowned self] field in status.text = "returned with \(field.text)" }
        keyBinding("states.tint", keys: "t", description: "next tint", footer: true) { [unowned self] in
            tintIndex = (tintIndex + 1) % tints.count
            tinted.tintColor = tints[tintIndex]
            status.text = "tint: \(tints[tintIndex])"
        }
        keyBinding("states.reset", keys: "r", description: "enable Send", footer: true) { [unowned self] in
            send.isEnabled = true
            status.text = "send is enabled"
        }
    }
}

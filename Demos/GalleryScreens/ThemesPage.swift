import BrikCore
import BrikRendering

/// "Themes": the stock widgets in the application's theme. `t` (Ctrl-T while typing in
/// the field) switches to the next
/// built-in theme (or pick one in the drop-down), live: every widget is drawn again in it,
/// the colours the page sets none of. `d` opens a dialog with a destructive button, `n`
/// shows a toast. Run with `NO_COLOR=1` or another colour depth to see each theme kept
/// readable: selection and focus are reverse video, which shows without colour.
@MainActor
public final class ThemesPage: GalleryPage {
    let nameLabel = Label("")
    let picker = Select(options: Theme.builtIn.map(\.name), selectedIndex: 0)
    let list = List(options: ["Inbox", "Drafts", "Sent", "Archive", "Spam"])
    private var shownTheme: Theme?

    /// The page.
    public init() {
        super.init(id: "themes", title: "Themes", summary: "the stock widgets in dark, light, high-contrast and terminal themes")
        list.scrollView.showsScrollbar = false
        list.height(.fixed(size: 7))
        // Letters are the page's keys, not the list's type-ahead.
        list.keyOptions = SelectionKeyOptions(vimKeys: true, typeAhead: false)
        list.border(.rounded, title: "Folders")
        let hint = Label("t (ctrl+t in a field) next theme · d dialog · n toast · tab moves focus").foregroundRole(.muted)
        let progress = ProgressBar(value: 0.65)
        let form = VBrik(alignment: .leading, spacing: 0) { [picker] _ in
            HBrik(spacing: 1) { _ in
                Label("Theme"); picker
            }
            TextField(placeholder: "your name", text: "Ada")
            Toggle("Notifications", isOn: true)
            Toggle("Beta features", isOn: false, kind: .checkbox)
            progress
            Button("Save")
        }
        let status = VBrik(alignment: .leading, spacing: 0) { _ in
            Label("✓ Backup finished").foregroundRole(.success)
            Label("! Disk 91% full").foregroundRole(.warning)
            Label("✗ Sync failed").foregroundRole(.error)
            Label("ℹ Update available").foregroundRole(.info)
            Label("Last checked a minute ago").foregroundRole(.muted)
        }
        let columns = HBrik(spacing: 2) { [list] _ in
            list.width(.fixed(size: 20))
            form.width(.fixed(size: 28))
            status
        }
        let layout = VBrik(alignment: .leading, spacing: 1) { [nameLabel] _ in
            nameLabel
            hint
            columns
            Spacer()
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        nameLabel.bold()
        // The theme the app started in (BRIKTUI_THEME) is named when the page shows.
        onAppear { [unowned self] in
            let theme = application?.theme ?? .terminal
            picker.selectedIndex = Theme.builtIn.firstIndex(of: theme)
            showName(of: theme)
            _ = application?.focus(list)
        }
        picker.action(event: .valueChanged) { [unowned self] select in
            if let name = select.selectedOption, let theme = Theme.named(name) { apply(theme) }
        }
        keyBinding("themes.next", keys: "t", "ctrl+t", description: "next theme", footer: true) { [unowned self] in
            let themes = Theme.builtIn
            let current = themes.firstIndex(of: application?.theme ?? .terminal) ?? -1
            apply(themes[(current + 1) % themes.count])
        }
        keyBinding("themes.dialog", keys: "d", description: "dialog", footer: true) { [unowned self] in
            application?.present(
                Dialog(
                    "Delete the archive?", message: "12 messages go for good.",
                    buttons: [.cancel, Dialog.Choice("Delete", role: .destructive)]))
        }
        keyBinding("themes.toast", keys: "n", description: "toast") { [unowned self] in
            application?.toast("Saved 3 drafts", severity: .success)
        }
    }

    /// Switches the application to `theme`; the drop-down and the title follow.
    func apply(_ theme: Theme) {
        application?.theme = theme
        picker.selectedIndex = Theme.builtIn.firstIndex(of: theme)
        showName(of: theme)
    }

    private func showName(of theme: Theme) {
        guard shownTheme != theme else { return }
        shownTheme = theme
        nameLabel.text = "Theme: \(theme.name)"
    }
}

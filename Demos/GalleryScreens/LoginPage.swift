import BrikCore
import BrikRendering

/// "Login form": Brik's README example in the terminal. A label, an email
/// field, a secure password field and a red Login button whose action reads
/// the fields by tag and shows a message.
@MainActor
public final class LoginPage: GalleryPage {
    /// Tags of the form's children.
    enum Field: Hashable {
        case email, password, buttons, login, message
    }

    /// The form, reachable by tag from the actions.
    let form: VBrik

    /// The page.
    public init() {
        form = VBrik(alignment: .fill, spacing: 1) { form in
            Label("Username").bold().textAlignment(.center)
            TextField(placeholder: "Enter an email").tag(Field.email)
            TextField(placeholder: "Enter a password").isSecureTextEntry(true).tag(Field.password)
            HBrik(alignment: .fill) { _ in
                Spacer()
                Button("Login").color(.brightWhite).backgroundColor(.red).tag(Field.login)
                Spacer()
            }
            .tag(Field.buttons)
            .action(onTag: Field.login) { [unowned form] _ in LoginPage.submit(form) }
            Label("").textAlignment(.center).tag(Field.message)
        }
        super.init(id: "login", title: "Login form", summary: "Brik's login example: fields, secure entry, actions by tag")
        form.border(.rounded, title: "Sign in").padding(EdgeInsets(horizontal: 2, vertical: 1))
        // Enter in the password field signs in too.
        form.action(onTag: Field.password, event: .editingDidEndOnExit) { [unowned form] _ in LoginPage.submit(form) }
        form.add(in: self, constraints: .centerPadding(1))
        // Tab ("next field") is the application's global focus binding; Enter on a focused
        // field or button is theirs. This one answers Enter when nothing focused used it.
        keyBinding("login.submit", keys: "enter", description: "login", footer: true) { [unowned form] in
            LoginPage.submit(form)
        }
    }

    /// Reads the fields by tag and shows the outcome in the message label.
    static func submit(_ form: VBrik) {
        let email = form[Field.email, TextField.self].text
        let password = form[Field.password, TextField.self].text
        let message = form[Field.message, Label.self]
        if email.isEmpty || password.isEmpty {
            message.text = "Enter an email and a password"
            message.foregroundColor = .yellow
        } else {
            message.text = "Welcome, \(email) (\(password.count) characters)"
            message.foregroundColor = .green
        }
    }
}

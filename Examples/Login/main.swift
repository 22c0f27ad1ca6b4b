import BrikTUI

let screen = Screen()

VBrik(alignment: .fill, spacing: 1) { _ in
    Label("Username").bold().textAlignment(.center)
    TextField(placeholder: "Enter an email").tag(1)
    TextField(placeholder: "Enter a password").isSecureTextEntry(true).tag(2)
    Button("Login").color(.brightWhite).backgroundColor(.red).tag(3)
    Label("").tag(4)
}
.border(.rounded, title: "Sign in")
.padding(1)
.add(in: screen, constraints: .center)
.action(onTag: 3) { button in
    let form = button.parent!
    let email = form[1, TextField.self].text
    form[4, Label.self].text = email.isEmpty ? "Enter an email" : "Welcome, \(email)!"
}

try Application(root: screen).run()

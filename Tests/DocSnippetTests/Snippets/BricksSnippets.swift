import BrikTUI
import Testing

enum BricksSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "BricksAndTheDSL", name: "stacks") {
            // snippet: stacks
            let toolbar = HBrik(alignment: .fill, spacing: 1) { _ in
                Button("Open")
                Button("Save")
                Spacer()
                Label("3 files").dim()
            }
            let window = VBrik(alignment: .fill) { _ in
                toolbar
                Divider()
                Label("Stacks lay bricks out in a row or a column; Spacer takes the spare cells.")
            }
            .border(.single, title: "Editor")
            // end-snippet
            return [TestTerminal(root: window, size: Size(width: 32, height: 7)).screen]
        },
        DocScreen(article: "BricksAndTheDSL", name: "builders") {
            // snippet: builders
            let fruits = ["apple", "banana", "cherry"]
            let showTotal = true
            let list = VBrik(alignment: .leading) { _ in
                for (index, fruit) in fruits.enumerated() {
                    Label("\(index + 1). \(fruit)")
                }
                if showTotal {
                    Label("\(fruits.count) fruits").bold()
                } else {
                    Spacer()
                }
            }
            // end-snippet
            return [TestTerminal(root: list, size: Size(width: 16, height: 4)).screen]
        },
        DocScreen(article: "BricksAndTheDSL", name: "tags") {
            // snippet: tags
            let form = VBrik(alignment: .leading) { _ in
                TextField(placeholder: "email").tag("email")
                HBrik(alignment: .fill, spacing: 2) { _ in
                    Button("Sign in").tag("signIn")
                    Label("").tag("status")
                }
                .tag("row")
            }
            .action(onTag: "signIn") { button in
                let form = button.parent!.parent!
                let email = form["email", TextField.self].text
                form["row", HBrik.self]["status", Label.self].text = email.isEmpty ? "email?" : "welcome"
            }
            // end-snippet
            let terminal = TestTerminal(root: form, size: Size(width: 24, height: 2))
            terminal.send("tab", "enter")
            return [terminal.screen]
        },
        DocScreen(article: "BricksAndTheDSL", name: "free layout") {
            // snippet: free-layout
            let screen = Screen()
            Label("centred").border(.rounded).add(in: screen, constraints: .center)
            Label("top bar").backgroundColor(.blue).add(in: screen, constraints: .height(1))
            // end-snippet
            return [TestTerminal(root: screen, size: Size(width: 20, height: 5)).screen]
        },
    ]
}

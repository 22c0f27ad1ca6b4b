import BrikRendering
import ScreenTesting
import Testing

@testable import BrikConstraints
@testable import BrikCore

/// Brik's README examples, ported: the same bricks, defaults and constraints, with
/// points turned into a few cells. Each must lay out as the README describes it.
@MainActor
@Suite struct BrikReadmeExamplesTests {
    /// Brik's `brickA`: the login fields, centred in a stack with spacing. The
    /// placeholders are long enough for the fields to be wider than `brickB`, as
    /// they are on an iPhone (the container is as wide as `brickA`).
    private func loginFields() -> VBrik {
        VBrik(spacing: 1) { _ in
            Label("Username").font(.preferredFont(forTextStyle: .headline)).textAlignment(.center)
            TextField(placeholder: "Enter your email address").tag(2)
            TextField(placeholder: "Enter your password").isSecureTextEntry(true)
        }
    }

    /// Brik's `brickB`: two buttons side by side.
    private func signButtons() -> HBrik {
        HBrik(spacing: 2) { _ in
            Button("Sign in")
            Button("Sign up")
        }
    }

    @Test func theLoginFormIsCentredWithItsChildrenCentred() {
        let screen = Screen()
        var sent = 0
        VBrik(spacing: 1) { _ in
            Label("Username").font(.preferredFont(forTextStyle: .headline)).textAlignment(.center)
            TextField(placeholder: "Enter an email")
            TextField(placeholder: "Enter an password").isSecureTextEntry(true)
            Button("Login").tag(1)
        }
        .add(in: screen, constraints: .center)
        .action(onTag: 1) { _ in sent += 1 }
        let terminal = TestTerminal(root: screen, size: Size(width: 30, height: 9))
        expectScreen(
            terminal.screen,
            [
                "",
                "           Username",
                "",
                "     Enter an email",
                "",
                "     Enter an password",
                "",
                "          [ Login ]",
            ])
        terminal.send("tab", "tab", "enter")
        #expect(sent == 1)
    }

    @Test func aLabelBesideAFieldAlignedAtTheBottom() {
        let screen = Screen()
        HBrik(alignment: .bottom, spacing: 3) { _ in
            Label("Name:")
            TextField(placeholder: "Enter a name")
        }
        .add(in: screen, constraints: .center)
        let terminal = TestTerminal(root: screen, size: Size(width: 30, height: 3))
        expectScreen(terminal.screen, ["", " Name:   Enter a name"])
    }

    @Test func briksConstraintsExampleWithAnchors() {
        let screen = Screen()
        let brickA = loginFields()
        let brickB = signButtons()
        Brik { _ in
            brickA.tag(1)
            brickB.tag(2)
        }
        .constraints { brick, _ in
            brick[1].topAnchor.constraint(equalTo: brick.topAnchor)
            brick[1].leadingAnchor.constraint(equalTo: brick.leadingAnchor)
            brick[1].trailingAnchor.constraint(equalTo: brick.trailingAnchor)
            brick[1].bottomAnchor.constraint(equalTo: brick[2].topAnchor, constant: -1)

            brick[2].centerXAnchor.constraint(equalTo: brick.centerXAnchor)
            brick[2].bottomAnchor.constraint(lessThanOrEqualTo: brick.bottomAnchor, constant: -1)
        }
        .add(in: screen, constraints: .center)
        let terminal = TestTerminal(root: screen, size: Size(width: 30, height: 10))
        expectScreen(
            terminal.screen,
            [
                "",
                "          Username",
                "",
                "  Enter your email address",
                "",
                "    Enter your password",
                "",
                "   [ Sign in ]  [ Sign up ]",
            ])
        #expect((screen.children[0] as? Brik)?.constraintIssues == [])
    }

    @Test func theContainersOwnHeightAnchorSizesIt() {
        let screen = Screen()
        let brickA = loginFields()
        let brickB = signButtons()
        let container = Brik { _ in
            brickA.tag(1)
            brickB.tag(2)
        }
        .constraints { brick, _ in
            brick[1].topAnchor.constraint(equalTo: brick.topAnchor)
            brick[1].leadingAnchor.constraint(equalTo: brick.leadingAnchor)
            brick[1].trailingAnchor.constraint(equalTo: brick.trailingAnchor)
            brick[1].bottomAnchor.constraint(equalTo: brick[2].topAnchor, constant: -1)

            brick[2].centerXAnchor.constraint(equalTo: brick.centerXAnchor)
            brick[2].bottomAnchor.constraint(lessThanOrEqualTo: brick.bottomAnchor, constant: -1)

            brick.heightAnchor.constraint(equalToConstant: 12)
        }
        .add(in: screen, constraints: .center)
        let terminal = TestTerminal(root: screen, size: Size(width: 30, height: 14))
        expectScreen(
            terminal.screen,
            [
                "",
                "          Username",
                "",
                "  Enter your email address",
                "",
                "    Enter your password",
                "",
                "   [ Sign in ]  [ Sign up ]",
            ])
        #expect(container.frame.height == 12)
        #expect(container.constraintIssues == [])
    }

    @Test func aStyleSheetAppliedToALabel() {
        enum StyleSheet {
            static let abc = Style<Label>("abc") {
                $0.foregroundColor = .red
                $0.numberOfLines = 0
            }
        }
        let screen = Screen()
        let label = Label("Username")
        VBrik(spacing: 1) { _ in
            label.apply(StyleSheet.abc)
            TextField(placeholder: "Enter an email")
        }
        .add(in: screen, constraints: .center)
        let terminal = TestTerminal(root: screen, size: Size(width: 20, height: 3))
        expectScreen(terminal.screen, ["      Username", "", "Enter an email"])
        #expect(label.foregroundColor == .red)
    }

    @Test func anActionReachesTheFieldThroughTheControlAndThroughTags() {
        var seen: [String] = []
        let field = TextField(placeholder: "Enter an email")
        let brickA = VBrik(spacing: 1) { _ in
            Label("Username").font(.preferredFont(forTextStyle: .headline)).textAlignment(.center)
            field.tag(2)
        }
        let brickB = signButtons()
        let container = Brik { container in
            brickA
                .tag(1)
                .action(onTag: 2, event: .editingChanged) { control in
                    // These two lines read the same field.
                    seen.append(control[TextField.self]?.text ?? "nil")
                    seen.append(container[1, Brik.self][2, TextField.self].text)
                }
            brickB.tag(2)
        }
        let terminal = TestTerminal(root: container, size: Size(width: 20, height: 4))
        #expect(terminal.application.focus(field))
        terminal.type("ab")
        #expect(seen == ["a", "a", "ab", "ab"])
    }
}

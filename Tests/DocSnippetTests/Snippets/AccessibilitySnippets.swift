import BrikTUI
import Testing

// snippet: accessibility-form
/// A sign-in form a screen reader can follow: each field named, the status heard when it changes.
@MainActor
func signInForm() -> VBrik {
    let status = Label("").accessibilityLabel("Status").accessibilityLiveRegion()
    return VBrik(alignment: .fill) { _ in
        TextField(placeholder: "ada@example.com").accessibilityLabel("Email").tag(1)
        TextField(placeholder: "password").isSecureTextEntry(true).accessibilityLabel("Password")
        Checkbox("Remember me")
        Button("Sign in").tag(4)
        status
    }
    .action(onTag: 4) { button in
        let email = button.parent![1, TextField.self].text
        status.text = email.isEmpty ? "Enter an email" : "Signed in as \(email)"
    }
}
// end-snippet

// snippet: accessibility-custom
/// Five stars, chosen with ← and →: says itself as a slider, "Rating, 3 of 5 stars".
@MainActor
final class StarRating: Brick {
    var stars = 3 {
        didSet { setNeedsDisplay() }
    }

    override var canBecomeFocused: Bool { true }

    override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .slider, label: "Rating", value: "\(stars) of 5 stars")
    }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: 5, height: 1)
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        let text = String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
        canvas.write(text, at: frame.origin, style: context.style)
    }

    override func handle(_ event: Event) -> EventResult {
        guard case .key(let key) = event else { return .ignored }
        if key == KeyEvent(.left), stars > 1 {
            stars -= 1
        } else if key == KeyEvent(.right), stars < 5 {
            stars += 1
        } else {
            return .ignored
        }
        return .handled
    }
}
// end-snippet

enum AccessibilitySnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "Accessibility", name: "sign in read out") {
            let terminal = TestTerminal(root: signInForm(), announcesAccessibility: true)
            terminal.paste("ada@example.com")
            terminal.send("tab")
            terminal.paste("s3cret")
            terminal.send("tab", "space", "tab", "enter")
            return [terminal.announcements]
        }
    ]
}

// snippet: accessibility-test
@MainActor @Test func theSignInFormReadsOutEachStep() {
    let terminal = TestTerminal(root: signInForm(), announcesAccessibility: true)
    #expect(terminal.takeAnnouncements() == ["Text field Email"])
    terminal.paste("ada@example.com")
    #expect(terminal.takeAnnouncements() == ["Email: ada@example.com"])
    terminal.send("tab", "tab", "space")
    #expect(terminal.takeAnnouncements() == ["Text field Password", "Checkbox Remember me, not checked", "Remember me: checked"])
    terminal.send("tab", "enter")
    #expect(terminal.takeAnnouncements() == ["Button Sign in", "Status: Signed in as ada@example.com"])
    #expect(terminal.focusedAccessibility?.role == .button)
}
// end-snippet

@MainActor @Test func aBrickOfItsOwnSaysWhatItOverrides() {
    let rating = StarRating()
    let terminal = TestTerminal(root: VBrik { _ in rating }, announcesAccessibility: true)
    #expect(terminal.takeAnnouncements() == ["Slider Rating, 3 of 5 stars"])
    terminal.send("right")
    #expect(terminal.takeAnnouncements() == ["Rating: 4 of 5 stars"])
}

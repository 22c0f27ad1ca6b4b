import BrikTUI
import Testing

enum ConstraintSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "Constraints", name: "form and buttons") {
            // snippet: constraints-basic
            let layout = Brik { _ in
                Label("A form fills the top; the buttons sit centred under it.").border(.single).tag(1)
                HBrik(alignment: .fill, spacing: 2) { _ in
                    Button("OK")
                    Button("Cancel")
                }
                .tag(2)
            }
            .constraints { brick, _ in
                brick[1].snp.makeConstraints { make in
                    make.top.leading.trailing.equalToSuperview()
                    make.bottom.equalTo(brick[2].snp.top).offset(-1)
                }
                brick[2].snp.makeConstraints { make in
                    make.centerX.equalToSuperview()
                    make.bottom.equalToSuperview()
                }
            }
            // end-snippet
            return [TestTerminal(root: layout, size: Size(width: 30, height: 7)).screen]
        },
        DocScreen(article: "Constraints", name: "anchors") {
            // snippet: constraints-anchors
            let screen = Screen()
            Brik { _ in
                Label("A form fills the top; the buttons sit centred under it.").border(.single).tag(1)
                HBrik(spacing: 2) { _ in
                    Button("OK")
                    Button("Cancel")
                }
                .tag(2)
            }
            .constraints { brick, _ in
                brick[1].topAnchor.constraint(equalTo: brick.topAnchor)
                brick[1].leadingAnchor.constraint(equalTo: brick.leadingAnchor)
                brick[1].trailingAnchor.constraint(equalTo: brick.trailingAnchor)
                brick[1].bottomAnchor.constraint(equalTo: brick[2].topAnchor, constant: -1)

                brick[2].centerXAnchor.constraint(equalTo: brick.centerXAnchor)
                brick[2].bottomAnchor.constraint(lessThanOrEqualTo: brick.bottomAnchor)

                brick.widthAnchor.constraint(equalToConstant: 24)
                brick.heightAnchor.constraint(equalToConstant: 8)
            }
            .add(in: screen, constraints: .center)
            // end-snippet
            return [TestTerminal(root: screen, size: Size(width: 30, height: 10)).screen]
        },
        DocScreen(article: "Constraints", name: "update and conflict") {
            // snippet: constraints-update
            let box = Label("box").border(.rounded).tag("box")
            let screen = Screen()
            screen.addChild(box)
            box.snp.makeConstraints { make in
                make.top.equalToSuperview()
                make.leading.equalToSuperview().offset(2)
                make.width.equalTo(9).labeled("narrow")
            }
            let terminal = TestTerminal(root: screen, size: Size(width: 24, height: 3))
            let before = terminal.screen

            box.snp.updateConstraints { make in
                make.leading.equalToSuperview().offset(10)  // same attribute and target: updated in place
            }
            box.snp.makeConstraints { make in
                make.width.equalTo(12).labeled("wide")  // cannot hold with "narrow": dropped, reported
            }
            terminal.advance(by: .milliseconds(1))
            let after = terminal.screen
            let report = screen.constraintIssues
            // end-snippet
            #expect(report.count == 1)
            #expect(report.first?.hasPrefix("conflict: \"wide\"") == true)
            return [before, after]
        },
        DocScreen(article: "Constraints", name: "margins and a guide") {
            // snippet: constraints-margins-guides
            let name = Label("name").bold()
            let value = Label("value")
            let marker = Label("^")
            let card = Brik { _ in
                name
                value
                marker
            }.border(.rounded)
            card.layoutMargins = EdgeInsets(horizontal: 2)
            let gap = LayoutGuide()  // invisible: only constraints place it
            card.addLayoutGuide(gap)
            name.snp.makeConstraints { make in
                make.leading.equalTo(card.snp.leadingMargin)
                make.top.equalToSuperview()
            }
            value.snp.makeConstraints { make in
                make.trailing.equalToSuperview { $0.layoutMarginsGuide }
                make.top.equalTo(name)
            }
            gap.snp.makeConstraints { make in
                make.leading.equalTo(name.snp.trailing)
                make.trailing.equalTo(value.snp.leading)
                make.top.height.equalTo(name)
            }
            marker.snp.makeConstraints { make in
                make.centerX.equalTo(gap)
                make.top.equalTo(gap.snp.bottom)
            }
            // end-snippet
            let terminal = TestTerminal(root: card, size: Size(width: 24, height: 4))
            #expect(gap.frame == Rect(x: 7, y: 1, width: 9, height: 1))
            #expect(card.constraintIssues.isEmpty)
            return [terminal.screen]
        },
        DocScreen(article: "Constraints", name: "right to left") {
            // snippet: constraints-right-to-left
            let form = Brik { _ in
                Label("Name").tag("label")
                TextField(placeholder: "your name").tag("field")
            }
            .constraints { brick, _ in
                brick["label"].snp.makeConstraints { make in
                    make.leading.top.equalToSuperview()
                }
                brick["field"].snp.makeConstraints { make in
                    make.leading.equalTo(brick["label"].snp.trailing).offset(2)
                    make.trailing.equalToSuperview()
                    make.top.equalToSuperview()
                }
            }
            let page = VBrik(alignment: .fill) { _ in
                HBrik(spacing: 1) { _ in
                    Button("Back")
                    Button("Next")
                    Spacer()
                }
                form
                Label("natural text starts at the leading edge")
            }
            let terminal = TestTerminal(root: page, size: Size(width: 44, height: 3))
            let leftToRight = terminal.screen
            terminal.application.layoutDirection = .rightToLeft  // or page.layoutDirection = …
            terminal.advance(by: .milliseconds(1))
            let rightToLeft = terminal.screen
            // end-snippet
            return [leftToRight, rightToLeft]
        },
    ]
}

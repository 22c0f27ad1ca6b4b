import BrikTUI
import Testing

enum FrameSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "HowAFrameIsMade", name: "two frames") {
            // snippet: frame-stages
            let status = Label("not scrolled yet")
            let list = ScrollBrik { _ in
                Section { _ in
                    Label("Fruit").identifier("header").bold()
                    for name in ["apple", "banana", "cherry", "damson", "elder", "fig", "grape"] { Label(name) }
                }
            }
            list.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
            // The lifecycle stage: layout and behaviors are done, the frames are final.
            list.onScroll = { list in
                let header = list.content!.children[0]
                status.text = "laid out at \(header.layoutFrame.y), shown at \(header.frame.y)"
            }
            let root = VBrik(alignment: .fill) { _ in
                list
                status.foregroundColor(.cyan)
            }
            let terminal = TestTerminal(root: root, size: Size(width: 28, height: 5))
            let top = terminal.screen
            list.scroll(by: 3)
            terminal.advance(by: .zero)
            let scrolled = terminal.screen
            // end-snippet
            return [top, scrolled]
        }
    ]
}

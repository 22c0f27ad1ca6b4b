import BrikTUI
import Testing

// snippet: scrolled-helper
/// Scrolls `scroll` so row `y` of its content is at the top, and draws the frame.
@MainActor func scrolled(_ scroll: ScrollBrik, to y: Int, in terminal: TestTerminal) -> [String] {
    scroll.scroll(to: Point(x: 0, y: y))
    terminal.advance(by: .zero)
    return terminal.screen
}
// end-snippet

enum BehaviorSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "ScrollingAndBehaviors", name: "sticky") {
            // snippet: sticky
            let scroll = ScrollBrik { _ in
                Section { _ in
                    for group in ["A", "B"] {
                        Section { _ in
                            Label("── \(group) ──").bold().identifier("header")
                            for index in 1...5 { Label("\(group)\(index)") }
                        }
                    }
                }
            }
            scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
            let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 4))
            let before = terminal.screen
            let after = scrolled(scroll, to: 3, in: terminal)
            let pushed = scrolled(scroll, to: 8, in: terminal)
            // end-snippet
            return [before, after, pushed]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "minimum sticky") {
            // snippet: minimum-sticky
            let scroll = ScrollBrik { _ in
                Section { _ in
                    Label("BrikTUI News\nall the bricks\nfit to print").identifier("banner")
                    for index in 1...12 { Label("story \(index)") }
                }
            }
            scroll.behaviors = [MinimumStickyLayoutBehavior(minimumHeight: { _ in 1 }) { $0.identifier == "banner" }]
            let terminal = TestTerminal(root: scroll, size: Size(width: 16, height: 5))
            let before = terminal.screen
            let after = scrolled(scroll, to: 4, in: terminal)
            // end-snippet
            return [before, after]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "sticky footer") {
            // snippet: sticky-footer
            let scroll = ScrollBrik { _ in
                Section { _ in
                    for index in 1...8 { Label("item \(index)") }
                    Label("── total: 8 ──").identifier("footer")
                }
            }
            scroll.behaviors = [StickyFooterLayoutBehavior { $0.identifier == "footer" }]
            let terminal = TestTerminal(root: scroll, size: Size(width: 16, height: 4))
            let before = terminal.screen
            let after = scrolled(scroll, to: 6, in: terminal)
            // end-snippet
            return [before, after]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "on scroll down sticky") {
            // snippet: quick-return
            let scroll = ScrollBrik { _ in
                Section { _ in
                    Label("≡ toolbar").identifier("toolbar")
                    for index in 1...20 { Label("line \(index)") }
                }
            }
            scroll.behaviors = [OnScrollDownStickyLayoutBehavior { $0.identifier == "toolbar" }]
            let terminal = TestTerminal(root: scroll, size: Size(width: 14, height: 4))
            let down = scrolled(scroll, to: 8, in: terminal)  // forward: the toolbar leaves
            _ = scrolled(scroll, to: 7, in: terminal)  // back: it waits just above the viewport …
            let backUp = scrolled(scroll, to: 6, in: terminal)  // … and slides in
            // end-snippet
            return [down, backUp]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "snap to point") {
            // snippet: snap
            let scroll = ScrollBrik { _ in
                VBrik(alignment: .fill) { _ in
                    for index in 1...6 {
                        Label("card \(index)\n  ·\n  ·").identifier("card")
                    }
                }
            }
            scroll.behaviors = [SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))]
            let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 5))
            terminal.application.focus(scroll)
            let before = terminal.screen
            terminal.send("down")  // one row down, then the scroll settles on the next card
            let after = terminal.screen
            // end-snippet
            return [before, after]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "spotlight") {
            // snippet: spotlight
            let scroll = ScrollBrik { _ in
                Section { _ in
                    for index in 1...5 {
                        Label("story \(index)\n  text\n  text").identifier("story")
                    }
                }
            }
            scroll.behaviors = [SpotlightLayoutBehavior { $0.identifier == "story" ? 1 : nil }]
            let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 6))
            let before = terminal.screen
            let after = scrolled(scroll, to: 3, in: terminal)
            // end-snippet
            return [before, after]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "cards") {
            // snippet: cards
            let scroll = ScrollBrik { _ in
                Section { _ in
                    for index in 1...4 {
                        Label("card \(index)\n  …\n  …").border(.single).backgroundColor(.blue).identifier("card")
                    }
                }
            }
            scroll.behaviors = [CardLayoutBehavior { $0.identifier == "card" ? 1 : nil }]
            let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 8))
            let before = terminal.screen
            let after = scrolled(scroll, to: 3, in: terminal)
            // end-snippet
            return [before, after]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "cover flow") {
            // snippet: cover-flow
            let scroll = ScrollBrik(axis: .horizontal) { _ in
                HBrik(alignment: .fill, spacing: 1) { _ in
                    for index in 1...8 {
                        Label("\(index)").border(.single).width(.fixed(size: 6)).height(.fixed(size: 5))
                    }
                }
            }
            scroll.behaviors = [CoverFlowLayoutBehavior(minimumScaleFactor: 0.5)]
            let terminal = TestTerminal(root: scroll, size: Size(width: 30, height: 6))
            let before = terminal.screen
            scroll.scroll(to: Point(x: 14, y: 0))
            terminal.advance(by: .zero)
            let after = terminal.screen
            // end-snippet
            return [before, after]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "offset") {
            // snippet: offset
            let scroll = ScrollBrik { _ in
                Section(edgeInsets: EdgeInsets(top: 1)) { _ in
                    Label("Inbox").border(.single).width(.fixed(size: 12))
                    Label("3").backgroundColor(.red).width(.fixed(size: 1)).identifier("badge")
                }
            }
            let terminal = TestTerminal(root: scroll, size: Size(width: 16, height: 4))
            let before = terminal.screen
            scroll.behaviors = [
                OffsetLayoutBehavior(originOffset: { $0.identifier == "badge" ? Size(width: -2, height: -1) : nil })
            ]
            terminal.advance(by: .zero)
            let after = terminal.screen
            // end-snippet
            return [before, after]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "z index") {
            // snippet: z-index
            let scroll = ScrollBrik { _ in
                Section { _ in
                    Label("pinned note").border(.rounded).identifier("note")
                    for index in 1...10 { Label("row \(index)") }
                }
            }
            scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "note" }]
            scroll.zIndexBehavior = .bottomUp  // later bricks paint over earlier ones, as in UIKit
            let terminal = TestTerminal(root: scroll, size: Size(width: 16, height: 5))
            let before = scrolled(scroll, to: 4, in: terminal)
            scroll.behaviors.append(MaxZIndexLayoutBehavior { $0.identifier == "note" })
            terminal.advance(by: .zero)
            let after = terminal.screen
            // end-snippet
            return [before, after]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "appear") {
            // snippet: appear
            let list = VBrik(alignment: .fill) { _ in
                for index in 0..<3 { Label("row \(index)") }
            }
            let scroll = ScrollBrik { _ in list }
            scroll.appearBehavior = BrickAppearTopBehavior()
            let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 6))
            list.insertChild(Label("NEW").border(.single), at: 1)
            terminal.advance(by: .milliseconds(50))
            let sliding = terminal.screen
            terminal.advance(by: .milliseconds(200))
            let arrived = terminal.screen
            // end-snippet
            return [sliding, arrived]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "focus clear of a sticky header") {
            // snippet: focus-and-sticky
            let rows = (1...12).map { Button("item \($0)") }
            let scroll = ScrollBrik { _ in
                VBrik(alignment: .fill) { _ in
                    Label("── list ──").bold().identifier("header")
                    rows
                }
            }
            scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
            var offsets: [Int] = []
            scroll.onScroll = { offsets.append($0.contentOffset.y) }
            let terminal = TestTerminal(root: scroll, size: Size(width: 14, height: 4))
            terminal.application.focus(rows[0])
            terminal.send("end")  // the view goes to the end, and the focus with it
            let atTheEnd = terminal.screen
            terminal.send("up", "up", "up")  // the third ↑ reaches the row under the header
            let movedUp = terminal.screen
            // end-snippet
            #expect(offsets == [9, 8])
            #expect((terminal.application.focusedBrick as? Button)?.title == "item 9")
            return [atTheEnd, movedUp]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "a million rows") {
            // snippet: virtual
            let scroll = ScrollBrik { _ in
                VirtualSection(count: 1_000_000) { index in Label("Row \(index)") }
            }
            let terminal = TestTerminal(root: scroll, size: Size(width: 16, height: 3))
            terminal.application.focus(scroll)
            let top = terminal.screen
            terminal.send("end")
            let bottom = terminal.screen
            // end-snippet
            return [top, bottom]
        },
    ]
}

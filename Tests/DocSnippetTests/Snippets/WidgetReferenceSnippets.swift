import BrikTUI
import Foundation
import Testing

/// A picture for the widget reference: `brick` on a terminal of `width` × `height`, focused
/// when it can be, after `keys`.
@MainActor
func widgetPicture(_ brick: Brick, width: Int, height: Int, keys: [String] = []) -> [[String]] {
    let terminal = TestTerminal(root: brick, size: Size(width: width, height: height))
    for key in keys { terminal.send(key) }
    terminal.advance(by: .zero)
    return [terminal.screen]
}

/// The widget reference's pictures of the controls and text widgets.
enum WidgetReferenceSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "WidgetReference", name: "controls") {
            // snippet: widget-controls
            let controls = VBrik(alignment: .leading) { _ in
                Label("A label: text, wrapped or cut to fit")
                Button("Button")
                Toggle("Toggle", isOn: true)
                Checkbox("Checkbox", isOn: true)
                TextField(placeholder: "TextField (placeholder)")
                TextField(text: "TextField with text")
                ProgressBar(value: 0.4)
                Spinner("Spinner")
            }
            // end-snippet
            return widgetPicture(controls, width: 50, height: 8)
        },
        DocScreen(article: "WidgetReference", name: "dividers and spacers") {
            // snippet: widget-divider
            let bar = VBrik(alignment: .fill) { _ in
                HBrik(alignment: .center) { _ in
                    Label("Left")
                    Spacer()  // takes the room between
                    Label("Right")
                }
                Divider()
                Divider(.double)
            }
            // end-snippet
            return widgetPicture(bar, width: 24, height: 3)
        },
        DocScreen(article: "WidgetReference", name: "box") {
            // snippet: widget-box
            let box = Box(title: "Box") { _ in
                Label("A border and a title round its child")
            }
            // end-snippet
            return widgetPicture(box, width: 42, height: 3)
        },
        DocScreen(article: "WidgetReference", name: "image") {
            // snippet: widget-image
            var ring = RGBAImage(width: 16, height: 16)  // a ring of pixels, drawn in braille dots
            for y in 0..<16 {
                for x in 0..<16 {
                    let distance = ((Double(x) - 7.5) * (Double(x) - 7.5) + (Double(y) - 7.5) * (Double(y) - 7.5)).squareRoot()
                    if abs(distance - 6) < 1.2 { ring[x, y] = RGBAImage.Pixel(r: 255, g: 255, b: 255) }
                }
            }
            let image = ImageView(ring, altText: "a ring")
            image.renderMode = .braille
            // end-snippet
            return widgetPicture(image, width: 10, height: 4)
        },
        DocScreen(article: "WidgetReference", name: "select") {
            // snippet: widget-select
            let select = Select(options: ["Small", "Medium", "Large"], selectedIndex: 1)
            let screen = VBrik(alignment: .leading) { _ in
                select
                Spacer()
            }
            // end-snippet
            return widgetPicture(screen, width: 20, height: 1) + widgetPicture(screen, width: 20, height: 6, keys: ["enter"])
        },
        DocScreen(article: "WidgetReference", name: "text area") {
            // snippet: widget-textarea
            let area = TextArea(text: "A TextArea edits\nmany lines, with undo,\nselection and search.")
            // end-snippet
            return widgetPicture(area.border(.rounded), width: 28, height: 5)
        },
        DocScreen(article: "WidgetReference", name: "line view") {
            // snippet: widget-lineview
            let lines = LineView(lines: (1...40).map { "line \($0) of a long file" }).showsLineNumbers(true)
            // end-snippet
            return widgetPicture(lines, width: 28, height: 3, keys: ["pgdn"])
        },
        DocScreen(article: "WidgetReference", name: "log view") {
            // snippet: widget-logview
            let log = LogView()
            log.append(contentsOf: (1...10).map { "event \($0)" })
            // end-snippet
            return widgetPicture(log, width: 28, height: 3)
        },
        DocScreen(article: "WidgetReference", name: "markdown") {
            // snippet: widget-markdown
            let page = MarkdownView(markdown: "# MarkdownView\n\nSome *emphasis*, `code` and\n\n- a list\n- of two")
            // end-snippet
            return widgetPicture(page, width: 30, height: 6)
        },
        DocScreen(article: "WidgetReference", name: "markdown viewer") {
            // snippet: widget-markdown-viewer
            let viewer = MarkdownViewer(markdown: "# One\n\nText.\n\n# Two\n\nMore text.")
            // end-snippet
            return widgetPicture(viewer, width: 36, height: 7)
        },
        DocScreen(article: "WidgetReference", name: "search bar") {
            // snippet: widget-searchbar
            let text = LineView(lines: ["apples and pears", "plums", "more apples"])
            let search = SearchBar(for: text)
            let screen = VBrik(alignment: .fill) { _ in
                text
                search
            }
            // end-snippet
            return widgetPicture(screen, width: 30, height: 4, keys: ["/", "a", "p", "p", "l", "e", "enter"])
        },
        DocScreen(article: "WidgetReference", name: "help footer") {
            // snippet: widget-helpfooter
            let editor = TextField(text: "draft")
            editor.keyBinding("save", keys: "ctrl+s", description: "save", footer: true) {}
            let screen = VBrik(alignment: .fill) { _ in
                editor
                HelpFooter()
            }
            // end-snippet
            return widgetPicture(screen, width: 40, height: 2)
        },
    ]
}

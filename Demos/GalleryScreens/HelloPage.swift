import BrikCore
import BrikRendering

/// "Hello": styled text, wide characters and emoji in boxes of every border
/// style, and hostile text drawn safely.
@MainActor
public final class HelloPage: GalleryPage {
    /// The page.
    public init() {
        super.init(id: "hello", title: "Hello", summary: "styled, wide and emoji text in boxes")
    }

    /// Text that would retitle the terminal and clear the screen if it reached it raw.
    static let hostileText = "title:\u{1b}]0;pwned\u{07} clear:\u{1b}[2J"

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        let area = frame.inset(by: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))
        let boxWidth = min(area.width, 60)
        var y = area.y

        func box(_ title: String, rows: Int, border: BorderStyle, _ content: @MainActor (inout Canvas, Point) -> Void) {
            let rect = Rect(x: area.x, y: y, width: boxWidth, height: rows + 2)
            canvas.drawBorder(
                rect, style: border, cellStyle: CellStyle(foreground: .cyan), title: title,
                titleStyle: CellStyle(attributes: .bold))
            canvas.withClip(rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))) { inner in
                content(&inner, Point(x: rect.x + 2, y: rect.y + 1))
            }
            y += rows + 2
        }

        box("Styles", rows: 2, border: .rounded) { canvas, origin in
            var x = origin.x
            let samples: [(String, CellStyle)] = [
                ("bold", CellStyle(attributes: .bold)), ("dim", CellStyle(attributes: .dim)),
                ("italic", CellStyle(attributes: .italic)), ("underline", CellStyle(attributes: .underline)),
                ("reverse", CellStyle(attributes: .reverse)), ("strike", CellStyle(attributes: .strikethrough)),
            ]
            for (text, style) in samples {
                x += canvas.write(text, at: Point(x: x, y: origin.y), style: style) + 1
            }
            x = origin.x
            let colors: [(String, CellStyle)] = [
                ("red", CellStyle(foreground: .red)), ("green", CellStyle(foreground: .green)),
                ("blue", CellStyle(foreground: .brightBlue)), ("on yellow", CellStyle(foreground: .black, background: .yellow)),
                ("orange rgb", CellStyle(foreground: .rgb(255, 135, 0), attributes: .bold)),
            ]
            for (text, style) in colors {
                x += canvas.write(text, at: Point(x: x, y: origin.y + 1), style: style) + 1
            }
        }
        box("Wide characters", rows: 2, border: .single) { canvas, origin in
            canvas.write("中文 日本語 한국어 ＦＵＬＬ", at: origin, style: CellStyle(foreground: .brightYellow))
            canvas.write("|中|文|字|", at: origin.offsetBy(dy: 1))
        }
        box("Emoji", rows: 2, border: .double) { canvas, origin in
            canvas.write("😀 🎉 🚀 🐱 ⌚ ☃ ❤", at: origin)
            canvas.write("|😀|🎉|", at: origin.offsetBy(dy: 1))
        }
        box("Safe text", rows: 1, border: .heavy) { canvas, origin in
            canvas.write(Self.hostileText, at: origin, style: CellStyle(foreground: .brightRed))
        }
        let borders: [BorderStyle] = [.single, .double, .rounded, .heavy, .ascii]
        var x = area.x
        for border in borders {
            let rect = Rect(x: x, y: y, width: 11, height: 3)
            canvas.drawBorder(rect, style: border, cellStyle: CellStyle(foreground: .magenta))
            canvas.withClip(rect.inset(by: EdgeInsets(all: 1))) { inner in
                inner.write(border.rawValue, at: Point(x: rect.x + 1, y: rect.y + 1))
            }
            x += 12
        }
    }
}

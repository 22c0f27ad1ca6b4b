import Testing

@testable import BrikRendering

/// A canvas filled with dots, so cells the border leaves alone stand out.
private func dotted(_ width: Int, _ height: Int) -> Canvas {
    Canvas(size: Size(width: width, height: height), fill: Cell(character: "."))
}

/// Rows written with the single-line characters, translated to `style`'s.
private func rows(_ single: [String], in style: BorderStyle) -> [String] {
    let from = BorderStyle.single.characters
    let to = style.characters
    let map: [Character: Character] = [
        from.topLeft: to.topLeft, from.horizontal: to.horizontal, from.topRight: to.topRight,
        from.vertical: to.vertical, from.bottomLeft: to.bottomLeft, from.bottomRight: to.bottomRight,
    ]
    return single.map { String($0.map { map[$0] ?? $0 }) }
}

@Suite struct CanvasBorderTests {
    @Test(arguments: BorderStyle.allCases)
    func plainBox(style: BorderStyle) {
        var canvas = dotted(8, 5)
        canvas.drawBorder(Rect(x: 1, y: 1, width: 6, height: 3), style: style)
        expectScreen(
            canvas,
            rows(
                [
                    "........",
                    ".┌────┐.",
                    ".│....│.",
                    ".└────┘.",
                    "........",
                ], in: style))
    }

    @Test(arguments: BorderStyle.allCases, [TitleAlignment.left, .center, .right])
    func titles(style: BorderStyle, alignment: TitleAlignment) {
        var canvas = dotted(12, 3)
        canvas.drawBorder(canvas.bounds, style: style, title: "Title", titleAlignment: alignment)
        let top =
            switch alignment {
            case .left: "┌ Title ───┐"
            case .center: "┌─ Title ──┐"
            case .right: "┌─── Title ┐"
            }
        expectScreen(canvas, rows([top, "│..........│", "└──────────┘"], in: style))
    }

    @Test(arguments: BorderStyle.allCases, [TitleAlignment.left, .center, .right])
    func tooLongTitleIsTruncated(style: BorderStyle, alignment: TitleAlignment) {
        var canvas = dotted(12, 2)
        canvas.drawBorder(canvas.bounds, style: style, title: "A very long title", titleAlignment: alignment)
        let top =
            switch alignment {
            case .left: "┌ A very… ─┐"
            case .center: "┌ A very… ─┐"
            case .right: "┌─ A very… ┐"
            }
        expectScreen(canvas, rows([top, "└──────────┘"], in: style))
    }

    @Test func titleFillingTheRoomExactly() {
        var canvas = dotted(9, 2)
        canvas.drawBorder(canvas.bounds, title: "Hello", titleAlignment: .center)
        expectScreen(canvas, ["┌ Hello ┐", "└───────┘"])
    }

    @Test func wideAndHostileTitles() {
        var canvas = dotted(10, 4)
        canvas.drawBorder(Rect(x: 0, y: 0, width: 10, height: 2), title: "中文字体")
        canvas.drawBorder(Rect(x: 0, y: 2, width: 10, height: 2), title: "\u{1b}[2J")
        expectScreen(
            canvas,
            [
                "┌ 中文… ─┐",
                "└────────┘",
                "┌ ␛[2J ──┐",
                "└────────┘",
            ])
        expectNoHalfWideGlyphs(canvas)
    }

    @Test func titleStyleAndBorderStyle() {
        var canvas = dotted(9, 2)
        let bold = CellStyle.plain.adding(.bold)
        let dim = CellStyle.plain.adding(.dim)
        canvas.drawBorder(canvas.bounds, cellStyle: dim, title: "Hi", titleStyle: bold)
        expectRows(
            styleRows(canvas) { cell in
                cell.style == bold ? "B" : cell.style == dim ? "d" : "-"
            }, ["ddBBddddd", "ddddddddd"])
    }

    @Test func titleNeedsFiveColumns() {
        var narrow = dotted(4, 2)
        narrow.drawBorder(narrow.bounds, title: "Title")
        expectScreen(narrow, ["┌──┐", "└──┘"])
        var five = dotted(5, 2)
        five.drawBorder(five.bounds, title: "Title")
        expectScreen(five, ["┌ … ┐", "└───┘"])
    }

    @Test func tinyRects() {
        var canvas = dotted(12, 6)
        canvas.drawBorder(Rect(x: 0, y: 0, width: 1, height: 1))
        canvas.drawBorder(Rect(x: 2, y: 0, width: 2, height: 2))
        canvas.drawBorder(Rect(x: 5, y: 0, width: 1, height: 5), title: "T")
        canvas.drawBorder(Rect(x: 7, y: 0, width: 5, height: 1), title: "T")
        canvas.drawBorder(Rect(x: 7, y: 2, width: 0, height: 3))
        canvas.drawBorder(Rect(x: 7, y: 3, width: -2, height: -2))
        expectScreen(
            canvas,
            [
                "─.┌┐.│.─ T ─",
                "..└┘.│......",
                ".....│......",
                ".....│......",
                ".....│......",
                "............",
            ])
    }

    @Test func borderIsClipped() {
        var canvas = dotted(8, 4)
        canvas.withClip(Rect(x: 0, y: 0, width: 5, height: 3)) { canvas in
            canvas.drawBorder(Rect(x: 1, y: 1, width: 7, height: 3), title: "abc")
        }
        expectScreen(
            canvas,
            [
                "........",
                ".┌ ab...",
                ".│......",
                "........",
            ])
    }
}

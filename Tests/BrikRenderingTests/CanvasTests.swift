import Testing

@testable import BrikRendering

/// A canvas filled with dots, so blanks written by the canvas stand out.
private func dotted(_ width: Int, _ height: Int) -> Canvas {
    Canvas(size: Size(width: width, height: height), fill: Cell(character: "."))
}

@Suite struct CanvasWriteTests {
    @Test func writesTextAndReturnsItsWidth() {
        var canvas = dotted(8, 2)
        #expect(canvas.write("héllo", at: Point(x: 1, y: 0)) == 5)
        #expect(canvas.write("中😀", at: Point(x: 2, y: 1)) == 4)
        expectScreen(canvas, [".héllo..", "..中😀.."])
        expectNoHalfWideGlyphs(canvas)
    }

    @Test func hostileTextIsDrawnVisibly() {
        var canvas = dotted(12, 2)
        canvas.write("\u{1b}]0;pwned\u{07}", at: .zero)
        canvas.write("\u{1b}[2J\u{9b}", at: Point(x: 0, y: 1))
        expectScreen(canvas, ["␛]0;pwned␇..", "␛[2J\u{FFFD}......."])
    }

    @Test func terminalSegmentationReachesTheCanvas() {
        var canvas = dotted(10, 1)
        #expect(canvas.write("👨\u{200D}👩🇺🇸", at: .zero) == 6)
        expectScreen(canvas, ["👨👩🇺🇸...."])
        #expect(canvas[4, 0].character == "🇺")
        #expect(canvas[5, 0].character == "🇸")
    }

    @Test func tabsStopRelativeToTheCanvasColumn() {
        var canvas = dotted(12, 1)
        #expect(canvas.write("a\tb", at: Point(x: 2, y: 0)) == 7)
        expectScreen(canvas, ["..a     b..."])
    }

    @Test func rowsOutsideTheCanvasAreIgnored() {
        var canvas = dotted(4, 1)
        #expect(canvas.write("abc", at: Point(x: 0, y: 1)) == 3)
        #expect(canvas.write("abc", at: Point(x: 0, y: -1)) == 3)
        #expect(canvas.write("abcdef", at: Point(x: -2, y: 0)) == 6)
        expectScreen(canvas, ["cdef"])
    }
}

@Suite struct CanvasWideGlyphTests {
    @Test func overwritingTheRightHalfBlanksTheLeft() {
        var canvas = dotted(6, 1)
        canvas.write("中文", at: .zero)
        canvas.write("x", at: Point(x: 1, y: 0))
        expectScreen(canvas, [" x文.."])
        expectNoHalfWideGlyphs(canvas)
    }

    @Test func overwritingTheLeftHalfBlanksTheRight() {
        var canvas = dotted(6, 1)
        canvas.write("中文", at: .zero)
        canvas.write("y", at: Point(x: 2, y: 0))
        expectScreen(canvas, ["中y .."])
        expectNoHalfWideGlyphs(canvas)
    }

    @Test func wideOverStraddlingWideBlanksBothNeighbours() {
        var canvas = dotted(6, 1)
        canvas.write("中文", at: .zero)
        canvas.write("字", at: Point(x: 1, y: 0))
        expectScreen(canvas, [" 字 .."])
        expectNoHalfWideGlyphs(canvas)
    }

    @Test func wideCutByTheClipEdgeBecomesBlank() {
        var right = dotted(5, 1)
        right.withClip(Rect(x: 0, y: 0, width: 3, height: 1)) { canvas in
            canvas.write("中文", at: .zero)
        }
        expectScreen(right, ["中 .."])

        var left = dotted(5, 1)
        left.withClip(Rect(x: 1, y: 0, width: 4, height: 1)) { canvas in
            canvas.write("中文", at: .zero)
        }
        expectScreen(left, [". 文."])

        var edge = dotted(3, 1)
        edge.write("a中", at: Point(x: 1, y: 0))
        expectScreen(edge, [".a "])
        expectNoHalfWideGlyphs(edge)
    }

    @Test func narrowWriteOutsideTheClipStillRepairsAWideGlyph() {
        var canvas = dotted(4, 1)
        canvas.write("中", at: .zero)
        canvas.withClip(Rect(x: 1, y: 0, width: 3, height: 1)) { canvas in
            canvas.write("z", at: Point(x: 1, y: 0))
        }
        // The left half sat outside the clip, but half a wide glyph must never remain.
        expectScreen(canvas, [" z.."])
        expectNoHalfWideGlyphs(canvas)
    }

    @Test func randomOverwritesKeepTheInvariant() {
        var canvas = dotted(9, 3)
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces = ["中", "a", "文字", "😀b", "e\u{301}", "ｱ"]
        for _ in 0..<500 {
            let clip = Rect(x: next(9), y: 0, width: next(9) + 1, height: 3)
            canvas.withClip(clip) { canvas in
                canvas.write(pieces[next(pieces.count)], at: Point(x: next(11) - 1, y: next(3)))
            }
            expectNoHalfWideGlyphs(canvas)
        }
    }
}

@Suite struct CanvasClipFillStyleTests {
    @Test func withClipLimitsAndRestores() {
        var canvas = dotted(8, 3)
        canvas.withClip(Rect(x: 2, y: 1, width: 4, height: 5)) { canvas in
            canvas.write("abcdefgh", at: Point(x: 0, y: 0))
            canvas.write("abcdefgh", at: Point(x: 0, y: 1))
            canvas.withClip(Rect(x: 0, y: 2, width: 4, height: 1)) { inner in
                #expect(inner.clip == Rect(x: 2, y: 2, width: 2, height: 1))
                inner.write("12345678", at: Point(x: 0, y: 2))
            }
            #expect(canvas.clip == Rect(x: 2, y: 1, width: 4, height: 2))
        }
        #expect(canvas.clip == canvas.bounds)
        expectScreen(canvas, ["........", "..cdef..", "..34...."])
    }

    @Test func fillCoversTheClippedRect() {
        var canvas = dotted(6, 4)
        canvas.fill(Rect(x: 1, y: 1, width: 3, height: 2), with: "#")
        canvas.withClip(Rect(x: 0, y: 0, width: 6, height: 1)) { canvas in
            canvas.fill(Rect(x: 4, y: -1, width: 5, height: 9), with: "=")
        }
        expectScreen(canvas, ["....==", ".###..", ".###..", "......"])
    }

    @Test func fillWithAWideCharacterNeverSpillsPastTheRect() {
        var canvas = dotted(7, 2)
        canvas.fill(Rect(x: 1, y: 0, width: 5, height: 2), with: "中")
        expectScreen(canvas, [".中中 .", ".中中 ."])
        expectNoHalfWideGlyphs(canvas)
    }

    @Test func fillWithAControlDrawsItsPicture() {
        var canvas = dotted(3, 1)
        canvas.fill(canvas.bounds, with: "\u{1b}")
        expectScreen(canvas, ["␛␛␛"])
    }

    @Test func restyleChangesStylesOnly() {
        var canvas = dotted(6, 3)
        canvas.write("中ab", at: Point(x: 0, y: 1))
        canvas.withClip(Rect(x: 0, y: 0, width: 4, height: 3)) { canvas in
            canvas.restyle(Rect(x: 1, y: 1, width: 9, height: 9)) { $0.adding(.bold) }
        }
        expectScreen(canvas, ["......", "中ab..", "......"])
        expectRows(
            styleRows(canvas) { $0.style.attributes.contains(.bold) ? "B" : "-" },
            [
                "------",
                "-BBB--",
                "-BBB--",
            ])
    }
}

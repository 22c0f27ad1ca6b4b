import BrikRendering
import Testing

@testable import BrikConstraints
@testable import BrikCore

/// A container of `width`×`height` holding `children`, laid out once.
@MainActor
func constrained(_ width: Int, _ height: Int, _ children: Brick..., make: (Brik) -> Void) -> Brik {
    let container = Brik { _ in children }
    make(container)
    _ = renderCanvas(container, width: width, height: height)
    return container
}

/// The DSL turned into exact frames: SnapKit's documentation examples and more.
@MainActor
@Suite struct ConstraintDSLTests {
    @Test func edgesEqualToSuperviewWithInsets() {
        let box = Brick()
        _ = constrained(40, 20, box) { _ in
            box.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            }
        }
        #expect(box.frame == Rect(x: 2, y: 1, width: 34, height: 16))
    }

    @Test func theDocsFourEdgesWithOffsetsEqualTheInsetForm() {
        let box = Brick()
        _ = constrained(40, 20, box) { superview in
            box.snp.makeConstraints { make in
                make.top.equalTo(superview).offset(2)
                make.left.equalTo(superview).offset(2)
                make.bottom.equalTo(superview).offset(-2)
                make.right.equalTo(superview).offset(-2)
            }
        }
        #expect(box.frame == Rect(x: 2, y: 2, width: 36, height: 16))
        let inset = Brick()
        _ = constrained(40, 20, inset) { _ in
            inset.snp.makeConstraints { $0.edges.equalToSuperview().inset(2) }
        }
        #expect(inset.frame == box.frame)
    }

    @Test func offsetShiftsAllEdgesButInsetShrinks() {
        let box = Brick()
        _ = constrained(20, 10, box) { _ in
            box.snp.makeConstraints { $0.edges.equalToSuperview().offset(3) }
        }
        #expect(box.frame == Rect(x: 3, y: 3, width: 20, height: 10))
    }

    @Test func centerAndSize() {
        let box = Brick()
        _ = constrained(41, 21, box) { _ in
            box.snp.makeConstraints { make in
                make.center.equalToSuperview()
                make.size.equalTo(Size(width: 10, height: 4))
            }
        }
        // left = 20.5 - 5 = 15.5 and top = 10.5 - 2 = 8.5 round half away from zero.
        #expect(box.frame == Rect(x: 16, y: 9, width: 10, height: 4))
    }

    @Test func centerOffsetByAPointAndConstantCentreIsFromTheLeft() {
        let box = Brick()
        let other = Brick()
        _ = constrained(40, 20, box, other) { _ in
            box.snp.makeConstraints { make in
                make.center.equalToSuperview().offset(Point(x: -5, y: 2))
                make.width.height.equalTo(4)
            }
            other.snp.makeConstraints { make in
                make.centerX.equalTo(10)
                make.top.equalTo(0)
                make.size.equalTo(2)
            }
        }
        #expect(box.frame == Rect(x: 13, y: 10, width: 4, height: 4))
        #expect(other.frame == Rect(x: 9, y: 0, width: 2, height: 2))
    }

    @Test func threeViewsInARowShareTheWidthWithoutGaps() {
        let a = Brick(), b = Brick(), c = Brick()
        _ = constrained(10, 3, a, b, c) { _ in
            a.snp.makeConstraints { make in
                make.left.top.bottom.equalToSuperview()
            }
            b.snp.makeConstraints { make in
                make.left.equalTo(a.snp.right)
                make.top.bottom.equalToSuperview()
                make.width.equalTo(a)
            }
            c.snp.makeConstraints { make in
                make.left.equalTo(b.snp.right)
                make.right.top.bottom.equalToSuperview()
                make.width.equalTo(b.snp.width)
            }
        }
        // 10/3 each: edges at 3.33 and 6.67 round to 3 and 7.
        #expect(
            [a.frame, b.frame, c.frame] == [
                Rect(x: 0, y: 0, width: 3, height: 3), Rect(x: 3, y: 0, width: 4, height: 3),
                Rect(x: 7, y: 0, width: 3, height: 3),
            ])
    }

    @Test func multipliedByAndDividedBy() {
        let half = Brick(), quarter = Brick()
        _ = constrained(40, 12, half, quarter) { _ in
            half.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.width.equalToSuperview().multipliedBy(0.5)
                make.height.equalTo(2)
            }
            quarter.snp.makeConstraints { make in
                make.left.equalTo(half.snp.right)
                make.top.equalToSuperview()
                make.width.equalToSuperview().dividedBy(4)
                make.height.equalToSuperview().dividedBy(3)
            }
        }
        #expect(half.frame == Rect(x: 0, y: 0, width: 20, height: 2))
        #expect(quarter.frame == Rect(x: 20, y: 0, width: 10, height: 4))
    }

    @Test func inequalitiesWithPriorities() {
        let capped = Brick(), floored = Brick(), contest = Brick()
        _ = constrained(60, 10, capped, floored, contest) { _ in
            capped.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.height.equalTo(1)
                make.width.lessThanOrEqualTo(30)
                make.width.equalTo(50).priority(.high)
            }
            floored.snp.makeConstraints { make in
                make.left.equalToSuperview()
                make.top.equalTo(capped.snp.bottom)
                make.height.equalTo(1)
                make.width.greaterThanOrEqualTo(10)
                make.width.equalTo(5).priority(.low)
            }
            contest.snp.makeConstraints { make in
                make.left.equalToSuperview()
                make.top.equalTo(floored.snp.bottom)
                make.height.equalTo(1)
                make.width.equalTo(20).priority(.low)
                make.width.equalTo(30).priority(751)
                make.width.equalTo(40).priority(750)
            }
        }
        #expect(capped.frame.width == 30)
        #expect(floored.frame.width == 10)
        #expect(contest.frame.width == 30)
        #expect(contest.frame.y == 2)
    }

    @Test func readmeFormAboveCentredButtons() {
        let form = VBrik(alignment: .fill) { _ in
            Label("Username"); Label("Password")
        }
        let buttons = HBrik(alignment: .fill, spacing: 1) { _ in
            Button("Cancel"); Button("Send")
        }
        let brik = Brik { _ in
            form.tag(1); buttons.tag(2)
        }
        .constraints { brick, _ in
            brick[1].snp.makeConstraints { make in
                make.top.leading.trailing.equalToSuperview()
                make.bottom.equalTo(brick[2].snp.top).offset(-1)
            }
            brick[2].snp.makeConstraints { make in
                make.centerX.equalToSuperview()
                make.bottom.lessThanOrEqualToSuperview().offset(-1)
            }
        }
        let canvas = renderCanvas(brik, width: 30, height: 8)
        #expect(form.frame == Rect(x: 0, y: 0, width: 30, height: 2))
        #expect(buttons.frame.minY == form.frame.maxY + 1)
        #expect(abs((buttons.frame.minX + buttons.frame.maxX) - 30) <= 1)
        // Buttons 19 wide centred in 30: left 5.5 rounds to 6.
        #expect(canvas.plainText == "Username\nPassword\n\n      [ Cancel ] [ Send ]\n\n\n\n")
    }

    @Test func baselinesAlignText() {
        let boxed = Label("A").border(.single)
        let plain = Label("B")
        _ = constrained(20, 5, boxed, plain) { _ in
            boxed.snp.makeConstraints { $0.left.top.equalToSuperview() }
            plain.snp.makeConstraints { make in
                make.left.equalTo(boxed.snp.right).offset(1)
                make.firstBaseline.equalTo(boxed.snp.firstBaseline)
            }
        }
        #expect(boxed.frame == Rect(x: 0, y: 0, width: 3, height: 3))
        #expect(plain.frame == Rect(x: 4, y: 1, width: 1, height: 1))
    }
}

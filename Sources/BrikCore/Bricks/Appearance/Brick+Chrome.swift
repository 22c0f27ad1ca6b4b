import BrikRendering

/// A line BrickKit's cells draw on their top or bottom edge (`addSeparatorLine`), in cells:
/// a row of `─` (or `━` when thick) from ``xOrigin``, ``width`` columns long.
public struct SeparatorLine: Hashable, Sendable {
    /// On the top row (true) or the bottom row.
    public var onTop: Bool
    /// The first column, from the brick's left edge.
    public var xOrigin: Int
    /// How many columns; nil runs to the brick's right edge.
    public var width: Int?
    /// The line's colour; nil draws it dim in the brick's colour.
    public var color: Color?
    /// Its thickness in UIKit points: below 1 a light line `─`, else a heavy one `━`.
    public var thickness: Double

    /// A separator on the top or bottom row.
    public init(onTop: Bool = false, xOrigin: Int = 0, width: Int? = nil, color: Color? = nil, thickness: Double = 0.5) {
        self.onTop = onTop
        self.xOrigin = xOrigin
        self.width = width
        self.color = color
        self.thickness = thickness
    }
}

extension BrickExtras {
    /// The rows separators take at the top and the bottom (one each at most).
    var separatorRows: (top: Int, bottom: Int) {
        (separators.contains(where: \.onTop) ? 1 : 0, separators.contains(where: { !$0.onTop }) ? 1 : 0)
    }
}

extension Brick {
    /// Adds a separator line on the brick's top or bottom row (BrickKit's
    /// `addSeparatorLine(_:onTop:xOrigin:backgroundColor:height:)`). The line takes that
    /// row: the border, padding and content move in by one, so it never covers text.
    ///
    /// ```swift
    /// row.addSeparatorLine(nil, xOrigin: 2)          // a bottom rule, indented two columns
    /// header.addSeparatorLine(20, onTop: true, color: .blue, thickness: 1)
    /// ```
    public func addSeparatorLine(
        _ width: Int? = nil, onTop: Bool = false, xOrigin: Int = 0, color: Color? = nil, thickness: Double = 0.5
    ) {
        madeExtras.separators.append(
            SeparatorLine(
                onTop: onTop, xOrigin: max(0, xOrigin), width: width.map { max(0, $0) }, color: color, thickness: thickness))
        setNeedsLayout()
    }

    /// Removes every separator line (BrickKit's `removeSeparators()`).
    public func removeSeparators() {
        guard let extras, !extras.separators.isEmpty else { return }
        extras.separators.removeAll()
        setNeedsLayout()
    }

    /// The separator lines, in the order they were added.
    public var separatorLines: [SeparatorLine] { extras?.separators ?? [] }

    /// A brick drawn behind this brick's content over its whole frame (BrickKit's
    /// `backgroundView`): a pattern, a box, a picture. It is laid out to the frame and drawn
    /// first; it is not a child, so no stack places it and no click or focus lands on it.
    ///
    /// ```swift
    /// card.backgroundView = Brik { _ in }.border(.rounded).foregroundColor(.blue)
    /// ```
    public var backgroundView: Brick? {
        get { extras?.backgroundView }
        set {
            guard newValue !== extras?.backgroundView else { return }
            releaseDecoration(extras?.backgroundView)
            if extras != nil || newValue != nil { madeExtras.backgroundView = newValue }
            adoptDecoration(newValue)
            setNeedsLayout()
        }
    }

    /// Sets the background brick (see ``backgroundView``) and returns this brick.
    @discardableResult
    public func backgroundView(_ view: Brick?) -> Self {
        backgroundView = view
        return self
    }

    /// Adds a separator line (see ``addSeparatorLine(_:onTop:xOrigin:color:thickness:)``) and
    /// returns this brick.
    ///
    /// ```swift
    /// Label("Inbox").separator(onTop: false)
    /// ```
    @discardableResult
    public func separator(
        _ width: Int? = nil, onTop: Bool = false, xOrigin: Int = 0, color: Color? = nil, thickness: Double = 0.5
    ) -> Self {
        addSeparatorLine(width, onTop: onTop, xOrigin: xOrigin, color: color, thickness: thickness)
        return self
    }

    /// The frame without the separator rows: where the border goes.
    var frameInsideSeparators: Rect {
        guard let extras, !extras.separators.isEmpty else { return frame }
        let rows = extras.separatorRows
        return frame.inset(by: EdgeInsets(top: rows.top, left: 0, bottom: rows.bottom, right: 0))
    }

    /// Draws the separator lines on the top and bottom rows.
    func drawSeparators(into canvas: inout Canvas, style: CellStyle) {
        guard let extras, !extras.separators.isEmpty, frame.height > 0 else { return }
        for line in extras.separators {
            let y = line.onTop ? frame.minY : frame.maxY - 1
            let x = frame.minX + line.xOrigin
            let width = min(line.width ?? Int.max, frame.maxX - x)
            guard width > 0 else { continue }
            var lineStyle = style.removing(.reverse)
            if let color = line.color { lineStyle.foreground = color } else { lineStyle = lineStyle.adding(.dim) }
            canvas.write(String(repeating: line.thickness < 1 ? "─" : "━", count: width), at: Point(x: x, y: y), style: lineStyle)
        }
    }
}

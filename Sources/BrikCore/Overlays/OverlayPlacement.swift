import BrikRendering

/// Where an ``Overlay`` sits on the screen. Every placement is worked out again at each
/// layout, so an overlay stays centred, anchored or in its corner through resizes, and it
/// is always clamped to the screen (shrunk when the screen is smaller than it).
///
/// ```swift
/// app.present(Label("Saved").border(.rounded), placement: .corner(.bottomTrailing))
/// app.present(menu, placement: .anchored(to: fileButton))          // below, or above when no room
/// app.present(contextMenu, placement: .at(mouse.position))
/// ```
@MainActor
public enum OverlayPlacement {
    /// In the middle of the screen, a cell of margin all round when there is room.
    case centered
    /// Centred across, `margin` rows from the top (a command palette).
    case top(margin: Int)
    /// Next to `brick` (its shown frame): on `edge`, or on the opposite edge when there is
    /// more room there; lined up with its leading column and slid left to stay on screen.
    case anchored(to: Brick, edge: OverlayEdge = .below)
    /// With its top-left corner at `point` (a context menu where the mouse was), flipped up
    /// or left when it would leave the screen.
    case at(Point)
    /// In a corner of the screen, `margin` cells from its edges; overlays in the same corner
    /// stack (toasts), the newest nearest the corner.
    case corner(ScreenCorner, margin: Int = 1)
    /// At a fixed frame (clamped to the screen).
    case frame(Rect)
}

/// The side of an anchor an anchored overlay opens on.
public enum OverlayEdge: Hashable, Sendable {
    /// Under the anchor (a drop-down).
    case below
    /// Over the anchor.
    case above
    /// To the right of the anchor (a submenu).
    case trailing
}

/// A corner of the screen.
public enum ScreenCorner: Hashable, Sendable, CaseIterable {
    /// Top left.
    case topLeading
    /// Top right.
    case topTrailing
    /// Bottom left.
    case bottomLeading
    /// Bottom right.
    case bottomTrailing

    /// Whether the corner is on the top edge.
    var isTop: Bool { self == .topLeading || self == .topTrailing }
    /// Whether the corner is on the left edge.
    var isLeading: Bool { self == .topLeading || self == .bottomLeading }
}

extension OverlayPlacement {
    /// The most room the overlay may take on a screen of `screen` cells, given its anchor's
    /// shown frame (nil for placements without one): what its content is measured in.
    func room(on screen: Size, anchor: Rect?) -> Size {
        switch self {
        case .centered, .top:
            // A cell of margin on each side when the screen has room for it.
            return Size(
                width: screen.width > 10 ? screen.width - 2 : screen.width,
                height: screen.height > 6 ? screen.height - 2 : screen.height)
        case .anchored(_, let edge):
            guard let anchor else { return screen }
            switch edge {
            case .below, .above:
                let below = screen.height - anchor.maxY, above = anchor.y
                return Size(width: screen.width, height: max(below, above, 1))
            case .trailing:
                return Size(width: max(screen.width - anchor.maxX, anchor.x, 1), height: screen.height)
            }
        case .at(let point):
            return Size(
                width: max(screen.width - point.x, point.x + 1, 1), height: max(screen.height - point.y, point.y + 1, 1))
        case .corner(_, let margin):
            return Size(width: max(1, screen.width - 2 * margin), height: max(1, screen.height - 2 * margin))
        case .frame(let rect):
            return Size(width: min(rect.width, screen.width), height: min(rect.height, screen.height))
        }
    }

    /// The frame of an overlay of `size` on a screen of `screen` cells. `anchor` is the
    /// anchor's shown frame; `stackOffset` the rows taken in the same corner by overlays
    /// presented before it. Always inside the screen.
    func frame(for size: Size, on screen: Size, anchor: Rect?, stackOffset: Int = 0) -> Rect {
        let width = min(size.width, screen.width), height = min(size.height, screen.height)
        var origin: Point
        switch self {
        case .centered:
            origin = Point(x: (screen.width - width) / 2, y: (screen.height - height) / 2)
        case .top(let margin):
            origin = Point(x: (screen.width - width) / 2, y: max(0, margin))
        case .anchored(_, let edge):
            guard let anchor else {
                origin = Point(x: (screen.width - width) / 2, y: (screen.height - height) / 2)
                break
            }
            switch edge {
            case .below, .above:
                let roomBelow = screen.height - anchor.maxY, roomAbove = anchor.y
                let fitsBelow = height <= roomBelow, fitsAbove = height <= roomAbove
                let goesBelow: Bool
                if edge == .below ? fitsBelow : fitsAbove {
                    goesBelow = edge == .below
                } else if edge == .below ? fitsAbove : fitsBelow {
                    goesBelow = edge != .below
                } else {
                    goesBelow = roomBelow >= roomAbove
                }
                origin = Point(x: anchor.x, y: goesBelow ? anchor.maxY : anchor.y - height)
            case .trailing:
                let roomAfter = screen.width - anchor.maxX
                let goesAfter = width <= roomAfter || roomAfter >= anchor.x
                origin = Point(x: goesAfter ? anchor.maxX : anchor.x - width, y: anchor.y)
            }
        case .at(let point):
            let x = point.x + width <= screen.width ? point.x : point.x - width + 1
            let y = point.y + height <= screen.height ? point.y : point.y - height + 1
            origin = Point(x: x, y: y)
        case .corner(let corner, let margin):
            let x = corner.isLeading ? margin : screen.width - margin - width
            let y = corner.isTop ? margin + stackOffset : screen.height - margin - stackOffset - height
            origin = Point(x: x, y: y)
        case .frame(let rect):
            origin = rect.origin
        }
        // Clamped: slid back onto the screen, never off its left or top edge.
        origin.x = max(0, min(origin.x, screen.width - width))
        origin.y = max(0, min(origin.y, screen.height - height))
        return Rect(origin: origin, size: Size(width: width, height: height))
    }

    /// The brick this placement follows, if any.
    var anchorBrick: Brick? {
        if case .anchored(let brick, _) = self { return brick }
        return nil
    }

    /// The corner overlays with this placement stack in, if any.
    var stackingCorner: ScreenCorner? {
        if case .corner(let corner, _) = self { return corner }
        return nil
    }
}

import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// Placements over random screens, sizes and anchors: always on screen, never over the
/// anchor when a side has room, the side asked for when it fits.
@MainActor
@Suite struct OverlayPlacementPropertyTests {
    @Test(arguments: 0..<8)
    func everyPlacementStaysOnScreenAndAnAnchoredOneClearsItsAnchorWhenItFits(seed: UInt64) {
        var random = SplitMix64(seed: 0x0E7A_0000 + seed)
        let anchorBrick = Brick()
        for _ in 0..<500 {
            let screen = Size(width: Int.random(in: 1...120, using: &random), height: Int.random(in: 1...60, using: &random))
            let size = Size(width: Int.random(in: 1...140, using: &random), height: Int.random(in: 1...70, using: &random))
            let anchor = Rect(
                x: Int.random(in: 0..<screen.width, using: &random), y: Int.random(in: 0..<screen.height, using: &random),
                width: 1, height: 1)
            let placements: [OverlayPlacement] = [
                .centered, .top(margin: Int.random(in: 0...3, using: &random)),
                .anchored(to: anchorBrick, edge: .below), .anchored(to: anchorBrick, edge: .above),
                .anchored(to: anchorBrick, edge: .trailing), .at(anchor.origin),
                .corner(ScreenCorner.allCases.randomElement(using: &random)!, margin: 1),
                .frame(
                    Rect(
                        x: Int.random(in: -5...130, using: &random), y: Int.random(in: -5...70, using: &random),
                        width: size.width, height: size.height)),
            ]
            let whole = Rect(origin: .zero, size: screen)
            for placement in placements {
                let room = placement.room(on: screen, anchor: anchor)
                let fitted = Size(width: min(size.width, room.width), height: min(size.height, room.height))
                let frame = placement.frame(for: fitted, on: screen, anchor: anchor)
                #expect(whole.contains(frame), "\(placement) of \(fitted) on \(screen) at \(anchor): \(frame)")
                #expect(frame.size == Size(width: min(fitted.width, screen.width), height: min(fitted.height, screen.height)))
                guard case .anchored(_, let edge) = placement, edge != .trailing else { continue }
                let fitsBelow = fitted.height <= screen.height - anchor.maxY
                let fitsAbove = fitted.height <= anchor.y
                if fitsBelow || fitsAbove {
                    #expect(!frame.intersects(anchor), "\(edge) of \(fitted) on \(screen) at \(anchor): \(frame)")
                }
                if edge == .below && fitsBelow { #expect(frame.y == anchor.maxY) }
                if edge == .above && fitsAbove { #expect(frame.maxY == anchor.y) }
            }
        }
    }
}

import BrikCore
import BrikRendering
import Testing

// What the unit tests of every layer above the kernel check screens with: one spelling
// of a screen comparison, shared instead of copied into each test target.

/// Lays `brick` out in `width`×`height` cells (no terminal) and returns the drawn rows,
/// trailing blanks trimmed.
@MainActor
@discardableResult
public func layOut(_ brick: Brick, width: Int, height: Int) -> [String] {
    renderCanvas(brick, width: width, height: height).plainLines.map(\.trimmingTrailingSpaces)
}

/// Records an issue showing a readable diff (``ScreenDiff``) unless the screen `actual`
/// is `expected`.
public func expectScreen(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let diff = ScreenDiff(expected: expected, actual: actual)
    #expect(diff == nil, sourceLocation: sourceLocation)
}

/// The frames of `brick`'s children.
@MainActor
public func childFrames(_ brick: Brick) -> [Rect] {
    brick.children.map(\.frame)
}

/// A rect, shorter to write in tables of expected frames.
public func r(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

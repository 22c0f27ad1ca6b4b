import BrikRendering

extension Brick {
    /// The subtree as indented text, a line a brick: its type, identifier (quoted, when
    /// set), width and height dimensions, and frame — for a test's failure message or a
    /// debugging print of a section tree. Hidden bricks are marked `hidden`.
    ///
    /// ```
    /// Section "root" w=auto(ratio 1) h=auto(fixed 0) (0,0 20×3)
    ///   LabelBrick "a" w=ratio 0.5 h=auto(fixed 1) (0,0 10×1)
    /// ```
    public var treeDescription: String {
        var lines: [String] = []
        appendTreeLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendTreeLines(to lines: inout [String], depth: Int) {
        // The repeat a BrickSection puts around a model brick is not the user's: its cells show in its place.
        if let repeated = self as? Repeat, repeated.countSource != nil {
            for child in children { child.appendTreeLines(to: &lines, depth: depth) }
            return
        }
        var line = String(repeating: "  ", count: depth) + "\(type(of: self))"
        if !identifier.isEmpty { line += " \"\(identifier)\"" }
        if let repeatIndex { line += " #\(repeatIndex)" }
        line += " w=\(Self.shortDescription(brickSize.width)) h=\(Self.shortDescription(brickSize.height))"
        line += " \(Self.shortDescription(frame))"
        if isHidden { line += " hidden" }
        lines.append(line)
        for child in children { child.appendTreeLines(to: &lines, depth: depth + 1) }
    }

    /// `x,y w×h`.
    static func shortDescription(_ rect: Rect) -> String {
        "(\(rect.x),\(rect.y) \(rect.width)×\(rect.height))"
    }

    /// A dimension in a few characters: `ratio 0.5`, `fixed 3`, `fill`, `auto(fixed 1)`.
    static func shortDescription(_ dimension: BrickDimension) -> String {
        switch dimension {
        case .fixed(let size): "fixed \(size)"
        case .ratio(let ratio): "ratio \(ratio.formatted(places: 3))"
        case .fill: "fill"
        case .auto(let estimate): "auto(\(shortDescription(estimate)))"
        case .viewportRatio(let ratio): "viewport \(ratio.formatted(places: 3))"
        default: "\(dimension)"
        }
    }
}

extension ScrollBrik {
    /// The items of the last layout, a line each: index path, type, identifier, layout frame
    /// (``BrickAttributes/originalFrame``) and, when a behavior moved it, the shown frame —
    /// to see what sticky, snapping or offset behaviors did, section by section.
    ///
    /// ```
    /// [0.0] Label "header" (0,0 20×1) → (0,5 20×1)
    /// [0.1] Label "row" (0,1 20×1)
    /// ```
    public var attributesDescription: String {
        displayedItems.map { item in
            var line = "[\(item.indexPath.section).\(item.indexPath.item)] \(type(of: item.brick))"
            if !item.identifier.isEmpty { line += " \"\(item.identifier)\"" }
            line += " \(Brick.shortDescription(item.originalFrame))"
            if item.frame != item.originalFrame { line += " → \(Brick.shortDescription(item.frame))" }
            return line
        }.joined(separator: "\n")
    }
}

extension Double {
    /// Up to `places` decimals, trailing zeros dropped: 0.5, 0.333, 1.
    fileprivate func formatted(places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (self * scale).rounded() / scale
        if rounded == rounded.rounded() { return "\(Int(rounded))" }
        var text = "\(rounded)"
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// Hyperlinks on a canvas: which cells link where, for writers that emit OSC 8.
///
/// A cell's link is a slot number in the spare top bits of its packed style (bits
/// 59–63), naming a destination in the canvas's ``LinkTable``: drawing, copying,
/// comparing and scrolling cells carry links at no extra cost, and writing over a
/// cell replaces its link with the new cell's (none, unless linked again).
extension Canvas {
    /// Makes the cells of `rect` (clipped) a hyperlink to `destination`, keeping their
    /// glyphs and styles; draw the text first.
    ///
    /// ```swift
    /// var canvas = Canvas(size: Size(width: 20, height: 1))
    /// let width = canvas.write("Swift", at: .zero, style: CellStyle(attributes: .underline))
    /// canvas.link(Rect(x: 0, y: 0, width: width, height: 1), to: "https://swift.org")
    /// ```
    /// A canvas holds up to ``LinkTable/capacity`` distinct destinations; further ones
    /// are not linked (their text stays as drawn). Only a writer that knows the terminal
    /// supports hyperlinks emits them, and it writes the destination itself, escaped, never
    /// the cells' text.
    public mutating func link(_ rect: Rect, to destination: String) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty, let slot = links.slot(for: destination) else { return }
        let bits = UInt64(slot) << LinkTable.shift
        for y in area.minY..<area.maxY {
            let start = y * size.width
            for x in area.minX..<area.maxX {
                storage[start + x].style = storage[start + x].style & ~LinkTable.mask | bits
            }
        }
    }

    /// The destination the cell at (x, y) links to, nil for none.
    ///
    /// ```swift
    /// if let url = canvas.linkDestination(x: 3, y: 0) { print("links to", url) }
    /// ```
    public func linkDestination(x: Int, y: Int) -> String? {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
        return links.destination(ofSlot: Self.linkSlot(of: storage[y * size.width + x].style))
    }

    /// The link slot in a packed style (0 for none).
    @inline(__always)
    package static func linkSlot(of style: UInt64) -> Int {
        Int(truncatingIfNeeded: style >> LinkTable.shift)
    }

    /// This canvas with the link slots renumbered to `other`'s, so comparing the two cell by
    /// cell compares destinations: a destination `other` does not have turns the cell into
    /// one no canvas draws, so it differs. Used only when the tables differ.
    package func renumberingLinks(like other: Canvas) -> Canvas {
        var copy = self
        var map = [UInt64](repeating: 0, count: LinkTable.capacity + 1)
        var missing = [Bool](repeating: false, count: LinkTable.capacity + 1)
        for slot in 1...LinkTable.capacity {
            guard let destination = links.destination(ofSlot: slot) else { continue }
            if let target = other.links.existingSlot(for: destination) {
                map[slot] = UInt64(target) << LinkTable.shift
            } else {
                missing[slot] = true
            }
        }
        for index in copy.storage.indices {
            let slot = Self.linkSlot(of: copy.storage[index].style)
            guard slot != 0 else { continue }
            copy.storage[index].style = copy.storage[index].style & ~LinkTable.mask | map[slot]
            if missing[slot] { copy.storage[index].glyph = LinkTable.undrawnGlyph }
        }
        copy.links = other.links
        return copy
    }
}

/// The destinations a canvas's cells link to, by slot (1…``capacity``; 0 is no link).
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 10, height: 1))
/// canvas.link(Rect(x: 0, y: 0, width: 4, height: 1), to: "https://swift.org")
/// canvas.links.all                  // ["https://swift.org"]
/// canvas.links.destination(ofSlot: 1)  // "https://swift.org"
/// ```
public struct LinkTable: Hashable, Sendable {
    /// Distinct destinations one canvas can hold: the 5 spare bits of a packed style.
    public static let capacity = 31
    /// Where the slot sits in a packed style.
    package static let shift: UInt64 = 59
    /// The slot's bits in a packed style.
    package static let mask: UInt64 = 0x1F << 59
    /// A glyph word no drawing makes (width 1, a value above Unicode): marks a cell whose
    /// destination vanished when comparing canvases.
    package static let undrawnGlyph: UInt32 = 1 << 30 | 0x1F_FFFF

    private var destinations: [String] = []

    /// An empty table (a new canvas has one).
    ///
    /// ```swift
    /// LinkTable().all.isEmpty  // true
    /// ```
    public init() {}

    /// The destinations, slot 1 first.
    public var all: [String] { destinations }

    /// The destination of `slot`, nil for 0 or an unused slot.
    public func destination(ofSlot slot: Int) -> String? {
        slot >= 1 && slot <= destinations.count ? destinations[slot - 1] : nil
    }

    /// The slot of `destination` if it has one.
    func existingSlot(for destination: String) -> Int? {
        destinations.firstIndex(of: destination).map { $0 + 1 }
    }

    /// The slot of `destination`, taken when new; nil when the table is full.
    mutating func slot(for destination: String) -> Int? {
        if let known = existingSlot(for: destination) { return known }
        guard destinations.count < Self.capacity else { return nil }
        destinations.append(destination)
        return destinations.count
    }
}

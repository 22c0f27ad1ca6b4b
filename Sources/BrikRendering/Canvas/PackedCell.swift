/// How a ``Canvas`` stores one cell: a glyph word and a style word, plain integers.
///
/// A cell holding a `Character` and an enum-based style took 32 bytes and a
/// reference count: copying a row retained every glyph, comparing two rows
/// compared `Character`s. Packed, a cell is 16 bytes of plain data, copied and
/// compared as integers.
///
/// The glyph word holds the cell's width in its top two bits (0 for the right
/// half of a wide glyph, 1, or 2) and below them either a Unicode scalar or,
/// with ``clusterFlag`` set, the index of a multi-scalar cluster in the canvas's
/// ``ClusterTable``. A cluster index means something only in its own canvas, so
/// comparisons across canvases resolve clusters to their characters (clusters
/// are rare: emoji sequences, letters with marks).
@frozen @usableFromInline
package struct PackedCell: Sendable, Equatable {
    /// The style, as ``CellStyle/packed``.
    @usableFromInline package var style: UInt64
    /// Width, cluster flag and scalar or cluster index.
    @usableFromInline package var glyph: UInt32

    /// Set in ``glyph`` when the value is a cluster index rather than a scalar.
    @usableFromInline package static let clusterFlag: UInt32 = 1 << 29
    /// The bits of ``glyph`` below the flag and the width.
    @usableFromInline package static let valueMask: UInt32 = (1 << 29) - 1
    /// Where the width starts in ``glyph``.
    @usableFromInline package static let widthShift: UInt32 = 30

    /// A blank cell (a space of width 1) in the default style.
    package static let blank = PackedCell(style: 0, glyph: 1 << 30 | 0x20)

    /// A cell from its two words.
    @inlinable
    package init(style: UInt64, glyph: UInt32) {
        self.style = style
        self.glyph = glyph
    }

    /// A cell showing `scalar` (a Unicode scalar value) over `width` columns.
    @inlinable @inline(__always)
    package init(scalar: UInt32, width: UInt8, style: UInt64) {
        self.style = style
        self.glyph = UInt32(width) << Self.widthShift | scalar
    }

    /// A blank cell (a space of width 1) in `style`.
    @inlinable @inline(__always)
    package static func blank(style: UInt64) -> PackedCell {
        PackedCell(style: style, glyph: 1 << 30 | 0x20)
    }

    /// The right half of a wide glyph in `style`.
    @inlinable @inline(__always)
    package static func continuation(style: UInt64) -> PackedCell {
        PackedCell(style: style, glyph: 0x20)
    }

    /// 1 for a normal cell, 2 for the left half of a wide glyph, 0 for its right half.
    @inlinable @inline(__always)
    package var width: UInt8 { UInt8(truncatingIfNeeded: glyph >> Self.widthShift) }

    /// Whether the value is an index into the canvas's cluster table.
    @inlinable @inline(__always)
    package var isCluster: Bool { glyph & Self.clusterFlag != 0 }

    /// The scalar value, or the cluster index when ``isCluster``.
    @inlinable @inline(__always)
    package var value: UInt32 { glyph & Self.valueMask }
}

extension CellStyle {
    /// The style as one integer: foreground in bits 0–25, background in 26–51,
    /// attributes in 52–58. Equal styles have equal packed values and back.
    @inlinable @inline(__always)
    package var packed: UInt64 {
        UInt64(foreground.packed) | UInt64(background.packed) << 26 | UInt64(attributes.rawValue) << 52
    }

    /// The style a ``packed`` value stands for.
    @inlinable @inline(__always)
    package init(packed: UInt64) {
        self.init(
            foreground: Color(packed: UInt32(truncatingIfNeeded: packed & 0x3FF_FFFF)),
            background: Color(packed: UInt32(truncatingIfNeeded: (packed >> 26) & 0x3FF_FFFF)),
            attributes: TextAttributes(rawValue: UInt8(truncatingIfNeeded: (packed >> 52) & 0x7F)))
    }
}

extension Color {
    /// The colour in 26 bits: a kind in bits 24–25 (default, ANSI, palette, RGB), its value below.
    @inlinable @inline(__always)
    package var packed: UInt32 {
        switch self {
        case .default: 0
        case .ansi(let color): 1 << 24 | UInt32(color.rawValue)
        case .palette(let index): 2 << 24 | UInt32(index)
        case .rgb(let r, let g, let b): 3 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
    }

    /// The colour a ``packed`` value stands for.
    @inlinable @inline(__always)
    package init(packed: UInt32) {
        switch packed >> 24 {
        case 0: self = .default
        case 1: self = .ansi(ANSIColor(rawValue: UInt8(truncatingIfNeeded: packed & 0xF)) ?? .white)
        case 2: self = .palette(UInt8(truncatingIfNeeded: packed))
        default:
            self = .rgb(
                UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8),
                UInt8(truncatingIfNeeded: packed))
        }
    }
}

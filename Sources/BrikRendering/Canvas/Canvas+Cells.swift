/// Between packed cells and ``Cell`` values, and what makes two canvases equal.
extension Canvas {
    /// The packed form of `cell` in this canvas (its cluster stored when it has one).
    mutating func pack(_ cell: Cell) -> PackedCell {
        let value = glyphValue(of: cell.character)
        return PackedCell(style: cell.style.packed, glyph: UInt32(min(cell.width, 2)) << PackedCell.widthShift | value)
    }

    /// The cell a packed cell of this canvas reads as.
    func cell(from packed: PackedCell) -> Cell {
        Cell(character: character(of: packed), width: packed.width, style: CellStyle(packed: packed.style))
    }

    /// The glyph word's value for `character`: its scalar, or its cluster's index with the flag.
    @inline(__always)
    mutating func glyphValue(of character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        let first = scalars.first ?? " "
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return first.value }
        if clusters.count >= max(1_024, 2 * storage.count) { compactClusters() }
        return PackedCell.clusterFlag | clusters.index(of: character)
    }

    /// Rebuilds the cluster table from the clusters cells still show, renumbering them.
    private mutating func compactClusters() {
        let old = clusters
        clusters = ClusterTable()
        for index in storage.indices where storage[index].isCluster {
            let cell = storage[index]
            let value = PackedCell.clusterFlag | clusters.index(of: old[cell.value])
            storage[index].glyph = cell.glyph & ~PackedCell.valueMask | value
        }
    }

    /// Whether cell `a` of this canvas and cell `b` of `other` look the same (clusters
    /// compared by their characters, since each canvas numbers its own).
    @inline(__always)
    package func cell(_ a: PackedCell, sameAs b: PackedCell, of other: Canvas) -> Bool {
        if a.glyph == b.glyph && a.style == b.style {
            return !a.isCluster || clusters[a.value] == other.clusters[b.value]
        }
        guard a.isCluster && b.isCluster, a.style == b.style, a.width == b.width else { return false }
        return clusters[a.value] == other.clusters[b.value]
    }

    /// Whether the cells `range` of this canvas equal the same cells of `other` (same width).
    package func cells(_ range: Range<Int>, equalTo other: Canvas) -> Bool {
        storage.withUnsafeBufferPointer { mine in
            other.storage.withUnsafeBufferPointer { theirs in
                for index in range where !cell(mine[index], sameAs: theirs[index], of: other) { return false }
                return true
            }
        }
    }
}

extension Canvas {
    /// How many cells read differently from the same cells of `other` (same size).
    package func countOfCells(differingFrom other: Canvas) -> Int {
        storage.withUnsafeBufferPointer { mine in
            other.storage.withUnsafeBufferPointer { theirs in
                var count = 0
                for index in 0..<min(mine.count, theirs.count) where !cell(mine[index], sameAs: theirs[index], of: other) {
                    count += 1
                }
                return count
            }
        }
    }
}

extension Canvas: Hashable {
    /// Canvases are equal when they have the same size, clip and link destinations and every
    /// cell reads the same.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        guard lhs.size == rhs.size, lhs.clip == rhs.clip, lhs.links == rhs.links else { return false }
        if lhs.clusters.count == 0 && rhs.clusters.count == 0 { return lhs.storage == rhs.storage }
        return lhs.cells(0..<lhs.storage.count, equalTo: rhs)
    }

    /// Hashes the size, the clip and what every cell reads as.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(clip)
        for cell in storage {
            hasher.combine(cell.style)
            if cell.isCluster {
                hasher.combine(cell.width)
                hasher.combine(clusters[cell.value])
            } else {
                hasher.combine(cell.glyph)
            }
        }
    }
}

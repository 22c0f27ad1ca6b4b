/// The multi-scalar clusters of one ``Canvas`` (emoji sequences, letters with
/// combining marks), each stored once and named by its index in packed cells.
///
/// Writing the same cluster again reuses its index, so the table grows with
/// the distinct clusters drawn, not with frames. A canvas whose table grows
/// well past what its cells can hold keeps only the clusters still shown
/// (see ``Canvas``), so a stream of ever new clusters cannot grow it without bound.
package struct ClusterTable: Sendable {
    /// The clusters, by index.
    package private(set) var characters: [Character] = []
    private var indices: [Character: UInt32] = [:]

    /// An empty table.
    package init() {}

    /// Clusters stored.
    package var count: Int { characters.count }

    /// The index of `character`, adding it when new.
    package mutating func index(of character: Character) -> UInt32 {
        if let known = indices[character] { return known }
        let index = UInt32(characters.count)
        characters.append(character)
        indices[character] = index
        return index
    }

    /// The cluster at `index`; a replacement character for an index the table does not have.
    package subscript(index: UInt32) -> Character {
        Int(index) < characters.count ? characters[Int(index)] : "\u{FFFD}"
    }
}

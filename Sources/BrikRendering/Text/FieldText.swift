/// The characters of a ``TextEditing`` and their widths in a gap buffer: the free space
/// sits where the last edit was (the cursor), so typing there moves nothing, and the
/// columns before the gap are kept, so the caret's column is known without a scan.
///
/// Moving the gap costs the characters it crosses: an edit far from the last one pays
/// once for the way there. Everything else (count, a character, the columns before an
/// index near the gap) is constant time; a 5 MB field types as fast as an empty one.
struct FieldText: Sendable {
    private var characters: [Character] = []
    private var widths: [Int] = []
    /// `characters[gapStart..<gapEnd]` (and the same in `widths`) is free.
    private var gapStart = 0
    private var gapEnd = 0
    /// The columns of the characters before the gap.
    private(set) var columnsBeforeGap = 0
    /// The columns of every character.
    private(set) var totalColumns = 0

    init() {}

    /// The characters, with their widths (both the same length).
    init(_ characters: [Character], widths: [Int]) {
        self.characters = characters
        self.widths = widths
        gapStart = characters.count
        gapEnd = characters.count
        totalColumns = widths.reduce(0, +)
        columnsBeforeGap = totalColumns
    }

    /// How many characters.
    var count: Int { characters.count - (gapEnd - gapStart) }

    private func storageIndex(_ index: Int) -> Int { index < gapStart ? index : index + gapEnd - gapStart }

    /// The character at `index` (`0..<count`).
    func character(at index: Int) -> Character { characters[storageIndex(index)] }

    /// The columns of the character at `index`.
    func width(at index: Int) -> Int { widths[storageIndex(index)] }

    /// The characters in `range`, in order.
    func characters(in range: Range<Int>) -> [Character] {
        var result: [Character] = []
        result.reserveCapacity(range.count)
        for index in range { result.append(character(at: index)) }
        return result
    }

    /// Every character, in order.
    var allCharacters: [Character] { characters(in: 0..<count) }

    /// The columns taken by the characters before `index`: counted from the gap, so
    /// constant time at the cursor (where the gap stays).
    func columns(before index: Int) -> Int {
        if index == gapStart { return columnsBeforeGap }
        var columns = columnsBeforeGap
        if index < gapStart {
            for position in index..<gapStart { columns -= widths[position] }
        } else {
            for position in gapStart..<index { columns += width(at: position) }
        }
        return columns
    }

    /// Puts the gap before the character at `index`, crossing the characters between.
    mutating func moveGap(to index: Int) {
        let index = min(max(0, index), count)
        while gapStart > index {
            gapStart -= 1
            gapEnd -= 1
            characters[gapEnd] = characters[gapStart]
            widths[gapEnd] = widths[gapStart]
            columnsBeforeGap -= widths[gapEnd]
        }
        while gapStart < index {
            characters[gapStart] = characters[gapEnd]
            widths[gapStart] = widths[gapEnd]
            columnsBeforeGap += widths[gapStart]
            gapStart += 1
            gapEnd += 1
        }
    }

    /// Replaces the characters in `range` with `new` (widths `newWidths`); the gap ends up
    /// after the new characters.
    mutating func replaceSubrange(_ range: Range<Int>, with new: [Character], widths newWidths: [Int]) {
        moveGap(to: range.lowerBound)
        // The replaced characters join the gap.
        for position in gapEnd..<(gapEnd + range.count) { totalColumns -= widths[position] }
        gapEnd += range.count
        if gapEnd - gapStart < new.count {
            let extra = max(new.count - (gapEnd - gapStart), characters.count / 2, 64)
            characters.insert(contentsOf: repeatElement(" ", count: extra), at: gapEnd)
            widths.insert(contentsOf: repeatElement(0, count: extra), at: gapEnd)
            gapEnd += extra
        }
        for (character, width) in zip(new, newWidths) {
            characters[gapStart] = character
            widths[gapStart] = width
            gapStart += 1
            columnsBeforeGap += width
            totalColumns += width
        }
    }

    /// Whether the characters in `range` are `other`, in order.
    func elementsEqual(_ other: [Character], in range: Range<Int>) -> Bool {
        guard range.count == other.count else { return false }
        for (offset, character) in other.enumerated() where self.character(at: range.lowerBound + offset) != character {
            return false
        }
        return true
    }
}

/// One linear equation of the tableau: `constant + Σ coefficient × symbol`.
///
/// In the tableau a row belongs to a basic symbol `b` and means
/// `b = constant + Σ cells`; while being built it means `0 = constant + Σ cells`.
/// Cells are kept sorted by symbol id with no near-zero coefficients, so
/// merging two rows is one linear pass and iteration order is deterministic.
struct Row: CustomStringConvertible {
    /// One term of the row.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Whether every symbol in the row is a dummy (true for a row with none).
    var hasOnlyDummies: Bool {
        cells.allSatisfy { $0.symbol.kind == .dummy }
    }

    /// The coefficient of `symbol`, zero if absent.
    func coefficient(for symbol: Symbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return cells[index].coefficient
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let position = insertionIndex(of: symbol)
        if position < cells.count && cells[position].symbol == symbol {
            let sum = cells[position].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: position)
            } else {
                cells[position].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: position)
        }
    }

    /// Adds `coefficient × other`, merging the sorted cells in one pass.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        switch other.cells.count {
        case 0: return
        case 1: insert(other.cells[0].symbol, other.cells[0].coefficient * coefficient)
        default: cells = Row.merge(cells, other.cells, times: coefficient, dropping: nil)
        }
    }
    /// Removes `symbol`'s cell, if any.
    mutating func remove(_ symbol: Symbol) {
        if let index = index(of: symbol) { cells.remove(at: index) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = a·symbol + rest` into `symbol = -rest / a`; `symbol` must be in the row.
    mutating func solve(for symbol: Symbol) {
        guard let index = index(of: symbol) else { preconditionFailure("solving a row for \(symbol), which it lacks") }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for cell in cells.indices { cells[cell].coefficient *= factor }
    }

    /// Turns `lhs = b·rhs + rest` into `rhs = (lhs - rest) / b`: a pivot from `lhs` to `rhs`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right side of its row; returns whether the symbol was present.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        guard let index = index(of: symbol) else { return false }
        let coefficient = cells[index].coefficient
        constant += row.constant * coefficient
        cells = Row.merge(cells, row.cells, times: coefficient, dropping: symbol)
        return true
    }

    /// Whether `symbol` has a cell.
    func contains(_ symbol: Symbol) -> Bool {
        // Most rows lack most symbols; the range check skips the search for them.
        guard let first = cells.first, let last = cells.last, first.symbol <= symbol, symbol <= last.symbol else {
            return false
        }
        return index(of: symbol) != nil
    }

    var description: String {
        cells.reduce("\(constant)") { $0 + " + \($1.coefficient)·\($1.symbol)" }
    }

    /// `mine + factor × theirs` without `dropped`, near-zero sums left out.
    ///
    /// This is where Cassowary spends its time (rows of a chain grow with its
    /// length), hence one pass over raw buffers into one allocation.
    private static func merge(_ mine: [Cell], _ theirs: [Cell], times factor: Double, dropping dropped: Symbol?) -> [Cell] {
        [Cell](unsafeUninitializedCapacity: mine.count + theirs.count) { output, count in
            mine.withUnsafeBufferPointer { mine in
                theirs.withUnsafeBufferPointer { theirs in
                    var i = 0
                    var j = 0
                    var n = 0
                    func emit(_ symbol: Symbol, _ value: Double) {
                        if !isNearZero(value) {
                            output.initializeElement(at: n, to: Cell(symbol: symbol, coefficient: value))
                            n += 1
                        }
                    }
                    while i < mine.count && j < theirs.count {
                        let left = mine[i].symbol
                        let right = theirs[j].symbol
                        if left < right {
                            if left != dropped { output.initializeElement(at: n, to: mine[i]); n += 1 }
                            i += 1
                        } else if right < left {
                            emit(right, theirs[j].coefficient * factor)
                            j += 1
                        } else {
                            emit(left, mine[i].coefficient + theirs[j].coefficient * factor)
                            i += 1
                            j += 1
                        }
                    }
                    while i < mine.count {
                        if mine[i].symbol != dropped { output.initializeElement(at: n, to: mine[i]); n += 1 }
                        i += 1
                    }
                    while j < theirs.count {
                        emit(theirs[j].symbol, theirs[j].coefficient * factor)
                        j += 1
                    }
                    count = n
                }
            }
        }
    }

    private func index(of symbol: Symbol) -> Int? {
        let position = insertionIndex(of: symbol)
        return position < cells.count && cells[position].symbol == symbol ? position : nil
    }

    /// The first position whose symbol id is not below `symbol`'s.
    private func insertionIndex(of symbol: Symbol) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

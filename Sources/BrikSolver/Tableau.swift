/// The simplex tableau: one ``Row`` per basic symbol, with an undo journal.
///
/// Rows live in a plain array (fast to scan and to change in place) with a
/// symbol → position index, and beside it each row's lowest and highest
/// symbol: scanning for the rows that contain a symbol then touches one
/// contiguous array instead of chasing a pointer to every row's cells. Removal swaps the last row in, so storage order
/// depends on history; the solver never lets it matter, breaking every tie by
/// symbol id. Between ``beginTransaction()`` and ``commit()`` every change is
/// journaled, so ``rollBack()`` restores the rows exactly — how a failed
/// required constraint leaves the solver as it was, at a cost proportional to
/// the work done rather than to the size of the tableau.
struct Tableau {
    private(set) var basics: [Symbol] = []
    private(set) var rows: [Row] = []
    /// The lowest and highest symbol id in each row's cells (empty rows: an empty range).
    private var spans: [(low: Int, high: Int)] = []
    private var positions: [Symbol: Int] = [:]
    /// For each change, the symbol and the row it had before (nil: it had none).
    private var journal: [(symbol: Symbol, previous: Row?)]?
    /// Rows ``substitute(_:with:)`` has rewritten so far (rolled-back work included).
    private(set) var rewrittenRows = 0

    var count: Int { rows.count }

    /// The row of basic `symbol`, or nil if the symbol is not basic.
    subscript(symbol: Symbol) -> Row? {
        positions[symbol].map { rows[$0] }
    }

    /// The constant of basic `symbol`'s row (its current value), or nil if not basic.
    func constant(of symbol: Symbol) -> Double? {
        positions[symbol].map { rows[$0].constant }
    }

    /// Makes `symbol` basic with `row`; `symbol` must not be basic yet.
    mutating func insert(_ row: Row, for symbol: Symbol) {
        assert(positions[symbol] == nil, "\(symbol) is already basic")
        journal?.append((symbol, nil))
        positions[symbol] = rows.count
        basics.append(symbol)
        rows.append(row)
        spans.append(Tableau.span(of: row))
    }

    /// Removes and returns basic `symbol`'s row, or nil if it is not basic.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Row? {
        guard let position = positions.removeValue(forKey: symbol) else { return nil }
        let row = rows[position]
        journal?.append((symbol, row))
        let last = rows.count - 1
        if position != last {
            basics.swapAt(position, last)
            rows.swapAt(position, last)
            spans.swapAt(position, last)
            positions[basics[position]] = position
        }
        basics.removeLast()
        rows.removeLast()
        spans.removeLast()
        return row
    }

    /// Adds `value` to basic `symbol`'s constant; returns the new constant, or nil if not basic.
    mutating func addToConstant(of symbol: Symbol, _ value: Double) -> Double? {
        guard let position = positions[symbol] else { return nil }
        record(position)
        return rows[position].add(value)
    }

    /// Adds `delta × coefficient of symbol` to the constant of every row that has
    /// `symbol`; returns the non-external rows that became negative, by id.
    mutating func shiftConstants(along symbol: Symbol, by delta: Double) -> [Symbol] {
        var negative: [Symbol] = []
        for position in rows.indices {
            let coefficient = rows[position].coefficient(for: symbol)
            guard coefficient != 0 else { continue }
            record(position)
            if rows[position].add(delta * coefficient) < 0 && basics[position].kind != .external {
                negative.append(basics[position])
            }
        }
        return negative.sorted()
    }

    /// Replaces `symbol` by `row` in every row that has it; returns the
    /// non-external rows whose constant is now negative, by id.
    mutating func substitute(_ symbol: Symbol, with row: Row) -> [Symbol] {
        var negative: [Symbol] = []
        let id = symbol.id
        for position in spans.indices where spans[position].low <= id && id <= spans[position].high {
            guard rows[position].contains(symbol) else { continue }
            record(position)
            rewrittenRows += 1
            rows[position].substitute(symbol, with: row)
            spans[position] = Tableau.span(of: rows[position])
            if rows[position].constant < 0 && basics[position].kind != .external {
                negative.append(basics[position])
            }
        }
        return negative.sorted()
    }

    /// Deletes `symbol`'s cell from every row.
    mutating func eraseEverywhere(_ symbol: Symbol) {
        for position in rows.indices where rows[position].contains(symbol) {
            record(position)
            rows[position].remove(symbol)
            spans[position] = Tableau.span(of: rows[position])
        }
    }

    /// Starts journaling changes so that ``rollBack()`` can undo them.
    mutating func beginTransaction() {
        assert(journal == nil, "transactions do not nest")
        journal = []
    }

    /// Keeps the changes since ``beginTransaction()``.
    mutating func commit() {
        journal = nil
    }

    /// Undoes every change since ``beginTransaction()``, newest first.
    mutating func rollBack() {
        guard let entries = journal else { return }
        journal = nil
        for entry in entries.reversed() {
            remove(entry.symbol)
            if let previous = entry.previous { insert(previous, for: entry.symbol) }
        }
    }

    private static func span(of row: Row) -> (low: Int, high: Int) {
        guard let first = row.cells.first, let last = row.cells.last else { return (Int.max, Int.min) }
        return (first.symbol.id, last.symbol.id)
    }

    /// Journals the row at `position` before it changes.
    private mutating func record(_ position: Int) {
        journal?.append((basics[position], rows[position]))
    }
}

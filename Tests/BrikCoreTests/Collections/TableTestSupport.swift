import BrikRendering
import Testing

@testable import BrikCore

/// Rows of fruit a table test shows and changes: identified by a number that stays with
/// the row through inserts, deletes and sorting.
@MainActor
final class FruitStand {
    struct Fruit {
        var id: Int
        var name: String
        var price: Int
        var origin: String
    }

    var fruits: [Fruit]
    private var nextID: Int

    init(_ fruits: [(String, Int, String)]) {
        self.fruits = fruits.enumerated().map {
            Fruit(id: $0.offset, name: $0.element.0, price: $0.element.1, origin: $0.element.2)
        }
        nextID = fruits.count
    }

    /// Eight fruits: name, price, origin.
    static func basket() -> FruitStand {
        FruitStand([
            ("apple", 3, "Spain"), ("banana", 12, "Peru"), ("cherry", 7, "Chile"), ("date", 30, "Oman"),
            ("elder", 7, "Spain"), ("fig", 5, "Peru"), ("grape", 12, "Chile"), ("kiwi", 2, "Italy"),
        ])
    }

    func insert(_ name: String, price: Int, origin: String = "Spain", at index: Int) {
        fruits.insert(Fruit(id: nextID, name: name, price: price, origin: origin), at: index)
        nextID += 1
    }

    func index(of id: Int) -> Int? { fruits.firstIndex { $0.id == id } }

    /// Name (fit), price (fixed 5, trailing, numeric), origin (fill).
    func columns() -> [TableColumn] {
        [
            TableColumn("Name") { [unowned self] in fruits[$0].name },
            TableColumn("Price", width: .fixed(size: 5), alignment: .trailing, ordering: .numeric) { [unowned self] in
                "\(fruits[$0].price)"
            },
            TableColumn("Origin", width: .fill) { [unowned self] in fruits[$0].origin },
        ]
    }

    /// A table over the stand identified by the fruits' ids.
    func table(mode: SelectionMode = .single, columns: [TableColumn]? = nil) -> Table<Int> {
        Table<Int>(
            count: { [unowned self] in fruits.count }, id: { [unowned self] in fruits[$0].id },
            index: { [unowned self] in index(of: $0) }, columns: columns ?? self.columns(), mode: mode)
    }
}

/// A terminal of `size` showing `table` (without its scrollbar unless told), focused.
@MainActor
func focusedTerminal<ID>(_ table: Table<ID>, size: Size, scrollbar: Bool = false) -> TestTerminal {
    table.scrollView.showsScrollbar = scrollbar
    let terminal = TestTerminal(root: table, size: size)
    _ = terminal.application.focus(table)
    terminal.advance(by: .zero)
    return terminal
}

/// The screen rows drawn in reverse video all across (the cursor row of a focused table).
@MainActor
func reversedRows(_ terminal: TestTerminal) -> [Int] {
    (0..<terminal.size.height).filter { y in
        (0..<terminal.size.width).allSatisfy { terminal.cell(at: Point(x: $0, y: y)).style.attributes.contains(.reverse) }
    }
}

/// The columns of screen row `y` whose cells have all of `attributes`.
@MainActor
func columns(withAttributes attributes: TextAttributes, row y: Int, in terminal: TestTerminal) -> [Int] {
    (0..<terminal.size.width).filter { terminal.cell(at: Point(x: $0, y: y)).style.attributes.isSuperset(of: attributes) }
}

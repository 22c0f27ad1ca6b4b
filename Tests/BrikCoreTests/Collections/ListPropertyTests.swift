import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// Random keys over lists whose data changes under them (inserts, deletes), plain and in
/// groups with sticky headers, with rows of one and two lines: after every step the cursor
/// is on a row that exists, drawn whole on screen and not under a stuck header, and every
/// selected identity still exists.
@MainActor
@Suite struct ListPropertyTests {
    final class Model {
        var ids: [Int] = []
        var next = 0
        func insert(at index: Int) {
            ids.insert(next, at: min(index, ids.count))
            next += 1
        }
    }

    static let keys = ["down", "up", "pagedown", "pageup", "home", "end", "j", "k", "space", "shift+down", "shift+up"]

    func run(seed: UInt64, grouped: Bool) {
        var random = SplitMix64(seed: seed)
        let model = Model()
        for index in 0..<Int(random.next() % 40) { model.insert(at: index) }
        // Groups of four consecutive rows; some rows take two lines.
        let groups = ListGroups(
            count: { (model.ids.count + 3) / 4 }, firstRow: { $0 * 4 }, header: { Label("Group \($0)").bold() })
        let list = List<Int>(
            mode: .multiple, count: { model.ids.count }, id: { model.ids[$0] },
            index: { id in model.ids.firstIndex(of: id) }, groups: grouped ? groups : nil,
            row: { index in
                let id = model.ids[index]
                return Label(id % 5 == 0 ? "n\(id)\nmore" : "n\(id)")
            })
        list.scrollView.showsScrollbar = false
        let terminal = TestTerminal(root: list, size: Size(width: 12, height: 6))
        _ = terminal.application.focus(list)
        terminal.advance(by: .zero)
        for step in 0..<40 {
            let what = random.next() % 10
            if what < 7 {
                let key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
                terminal.send(key)
            } else if what < 9 || model.ids.isEmpty {
                model.insert(at: Int(random.next() % UInt64(model.ids.count + 1)))
                list.reloadData()
                terminal.advance(by: .zero)
            } else {
                model.ids.remove(at: Int(random.next() % UInt64(model.ids.count)))
                list.reloadData()
                terminal.advance(by: .zero)
            }
            check(list, model: model, terminal: terminal, context: "seed \(seed) step \(step) grouped \(grouped)")
        }
    }

    func check(_ list: List<Int>, model: Model, terminal: TestTerminal, context: String) {
        #expect(list.selection.selectedIDs.allSatisfy(model.ids.contains), "\(context): a selected id is gone")
        guard let cursor = list.selection.cursor else {
            #expect(model.ids.isEmpty, "\(context): rows but no cursor")
            return
        }
        guard let index = model.ids.firstIndex(of: cursor) else {
            Issue.record("\(context): the cursor \(cursor) is on no row")
            return
        }
        #expect(list.cursorIndex == index, "\(context)")
        let rows = (0..<terminal.size.height).filter { y in
            (0..<terminal.size.width).allSatisfy { terminal.cell(at: Point(x: $0, y: y)).style.attributes.contains(.reverse) }
        }
        let height = cursor % 5 == 0 ? 2 : 1
        let marks = (0..<terminal.size.height).map { y in
            (0..<terminal.size.width).map {
                terminal.cell(at: Point(x: $0, y: y)).style.attributes.contains(.reverse) ? "r" : "."
            }
            .joined()
        }
        #expect(rows.count == height, "\(context): cursor \(cursor) drawn on rows \(rows), \(terminal.screen) \(marks)")
        if let first = rows.first {
            #expect(terminal.screen[first].contains("n\(cursor)"), "\(context): row \(first) is \(terminal.screen[first])")
        }
    }

    @Test(arguments: [false, true])
    func theCursorStaysOnAnExistingRowInView(grouped: Bool) {
        for seed in UInt64(1)...60 { run(seed: seed, grouped: grouped) }
    }
}

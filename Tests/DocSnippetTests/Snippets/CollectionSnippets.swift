import BrikTUI
import Testing

/// The snippets of "Lists, tables and trees".
enum CollectionSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "ListsTablesAndTrees", name: "a tree") {
            // snippet: tree
            let folders = ["Sources": ["BrikCore", "BrikCurses"], "BrikCore": ["List.swift", "Table.swift"]]
            let tree = Tree<String>(
                roots: ["Sources", "README.md"], mayHaveChildren: { folders[$0] != nil },
                children: { .now(folders[$0] ?? []) }, title: { $0 })
            let terminal = TestTerminal(root: tree, size: Size(width: 24, height: 6))
            terminal.application.focus(tree)
            terminal.send("right", "right", "right")  // open Sources, into BrikCore, open it
            // end-snippet
            #expect(tree.selection.cursor == "BrikCore")
            return [terminal.screen]
        },
        DocScreen(article: "ListsTablesAndTrees", name: "a table") {
            // snippet: table
            struct Planet {
                var name: String
                var moons: Int
                var kind: String
            }
            let planets = [
                Planet(name: "Mercury", moons: 0, kind: "rock"), Planet(name: "Venus", moons: 0, kind: "rock"),
                Planet(name: "Earth", moons: 1, kind: "rock"), Planet(name: "Jupiter", moons: 95, kind: "gas giant"),
                Planet(name: "Saturn", moons: 146, kind: "gas giant"),
            ]
            let table = Table<String>(
                count: { planets.count }, id: { planets[$0].name },
                index: { name in planets.firstIndex { $0.name == name } },
                columns: [
                    TableColumn("Planet", width: .fixed(size: 9)) { planets[$0].name },
                    TableColumn("Moons", width: .fixed(size: 8), alignment: .trailing, ordering: .numeric) {
                        "\(planets[$0].moons)"
                    },
                    TableColumn("Kind", width: .fill) { planets[$0].kind },
                ])
            table.scrollView.showsScrollbar = false
            let terminal = TestTerminal(root: table, size: Size(width: 28, height: 6))
            terminal.application.focus(table)
            terminal.send("right", "s", "s")  // to Moons, sort by it, then the other way
            // end-snippet
            #expect(table.sortOrder == TableSortOrder(column: 1, ascending: false))
            return [terminal.screen]
        },
        DocScreen(article: "ListsTablesAndTrees", name: "an options list") {
            // snippet: options-list
            let chores = ["Water the plants", "Call Ana", "Buy bread", "Pay the rent"]
            let done = Label("0 done")
            let list = List(options: chores, mode: .multiple)
                .action(event: .valueChanged) { list in done.text = "\(list.selectedOptions.count) done" }
            list.scrollView.showsScrollbar = false
            let screen = VBrik(alignment: .fill) { _ in
                done
                list
            }
            let terminal = TestTerminal(root: screen, size: Size(width: 24, height: 5))
            terminal.application.focus(list)
            terminal.send("space", "down", "down", "space")  // tick the first, then the third
            // end-snippet
            #expect(list.selectedOptions == ["Water the plants", "Buy bread"])
            return [terminal.screen]
        },
        DocScreen(article: "ListsTablesAndTrees", name: "groups with sticky headers") {
            // snippet: grouped-list
            let fruit = ["Apple", "Pear", "Plum", "Quince"]
            let bread = ["Rye", "Spelt", "Wheat"]
            let groups = ListGroups(titles: ["Fruit", "Bread"], sizes: [fruit.count, bread.count])
            let list = List(options: fruit + bread, groups: groups)
            list.scrollView.showsScrollbar = false
            let terminal = TestTerminal(root: list, size: Size(width: 12, height: 4))
            terminal.application.focus(list)
            terminal.send("down", "down", "down")  // to Quince: Fruit stays on top
            let stuck = terminal.screen
            terminal.send("down", "down", "down", "up", "up")  // back to Rye, under Bread
            let pushed = terminal.screen
            // end-snippet
            return [stuck, pushed]
        },
        DocScreen(article: "ListsTablesAndTrees", name: "filtering") {
            // snippet: filtered-list
            let list = List(options: ["carrots", "cherries", "leeks", "celery", "tea"])
            list.scrollView.showsScrollbar = false
            list.filterMode = .fuzzy
            list.filterText = "ce"  // c…e anywhere, in order; matched letters are underlined
            let terminal = TestTerminal(root: list, size: Size(width: 10, height: 4))
            // end-snippet
            #expect(list.shownCount == 2)
            return [terminal.screen]
        },
        DocScreen(article: "ListsTablesAndTrees", name: "a million rows") {
            // snippet: million-list
            let list = List<Int>(
                count: { 1_000_000 }, id: { $0 }, index: { (0..<1_000_000).contains($0) ? $0 : nil },
                estimatedRowHeight: 1,
                row: { index in Label("Invoice \(index)") },
                reuse: { brick, index in (brick as? Label)?.text = "Invoice \(index)" })
            list.scrollView.showsScrollbar = false
            let terminal = TestTerminal(root: list, size: Size(width: 16, height: 3))
            terminal.application.focus(list)
            terminal.send("end")
            // end-snippet
            #expect(list.cursorIndex == 999_999)
            return [terminal.screen]
        },
    ]
}

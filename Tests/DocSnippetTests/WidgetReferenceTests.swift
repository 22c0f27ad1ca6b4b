import BrikTUI
import Foundation
import Testing

/// The widget reference's tables are the parser's names, and its glossary's numbers the code's.
@MainActor
@Suite struct WidgetReferenceTests {
    /// The names in the second column of the table under `header`, by row; `f1` … `f24`
    /// is expanded.
    static func names(inTableAfter header: String) throws -> [[String]] {
        let article = try Catalog.article("WidgetReference")
        return DebuggingAndFAQTests.tableRows(after: header, in: article).map { row in
            let cell = row[1]
            if let range = cell.range(of: "`f1` … `f24`") {
                #expect(cell == String(cell[range]), "the function keys' row names nothing else")
                return (1...24).map { "f\($0)" }
            }
            return cell.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }
    }

    @Test func theModifierTableListsExactlyTheModifierNames() throws {
        let rows = try Self.names(inTableAfter: "| Modifier | Names |")
        #expect(Set(rows.flatMap { $0 }) == Set(KeyEvent.modifierNames.keys))
        #expect(rows.flatMap { $0 }.count == KeyEvent.modifierNames.count, "a name listed twice")
        for row in rows {  // the names of one row mean one modifier
            #expect(Set(row.compactMap { KeyEvent.modifierNames[$0] }).count == 1, "\(row)")
        }
    }

    @Test func theKeyTableListsExactlyTheKeyNames() throws {
        let rows = try Self.names(inTableAfter: "| Key | Names |")
        let single = try #require(rows.last, "the last row is the single characters")
        for name in single {
            #expect(name.count == 1 && KeyEvent(parsing: name) == KeyEvent(.character(name.first!)))
        }
        let named = rows.dropLast().flatMap { $0 }
        let accepted = Set(KeyEvent.keyNames.keys).union(KeyEvent.functionKeyNumbers.map { "f\($0)" })
        #expect(Set(named) == accepted)
        #expect(named.count == accepted.count, "a name listed twice")
        // A row's names are one key's, but in the rows of several keys (arrows, Home and End, F1…).
        let severalKeys: Set<[String]> = [["up", "down", "left", "right"], ["home", "end"], (1...24).map { "f\($0)" }]
        for row in rows.dropLast() {
            let keys = Set(row.compactMap { KeyEvent(parsing: $0) })
            #expect(keys.count == (severalKeys.contains(row) ? row.count : 1), "\(row)")
        }
        #expect(KeyEvent(parsing: "f13") == KeyEvent(.function(1), modifiers: .shift))
        #expect(KeyEvent(parsing: "ctrl+alt+delete") == KeyEvent(.delete, modifiers: [.control, .alt]))
    }

    @Test func theGlossarysNumbersAreTheCodes() {
        let environment = LayoutEnvironment(screen: Size(width: 80, height: 24))
        #expect(environment.horizontalCompactBelow == 80)
        #expect(environment.verticalCompactBelow == 24)
        #expect(environment.cellAspect == 0.5)
        #expect(Brick().huggingPriority == 250)
        #expect(TextField().huggingPriority == 750)
        #expect(ConstraintPriority.required.value == 1000)
    }

    /// Every public brick class of the widget folders has its name in the reference (a new
    /// widget needs a picture there).
    @Test func everyStockWidgetIsInTheReference() throws {
        let folders = [
            "BrikCore/Bricks/Widgets", "BrikCore/Collections", "BrikCore/Overlays", "BrikText", "BrikCore/Navigation",
            "BrikCore/Images",
        ]
        var superclass: [String: String] = [:]
        for folder in folders {
            let path = Catalog.root + "/Sources/" + folder
            let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: path + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    // public [final] class Name[<…>]: Super[<…>], …
                    var words = line.split(separator: " ").map(String.init)
                    guard ["public", "open"].contains(words.first), words.count > 3 else { continue }
                    words.removeFirst()
                    if words.first == "final" { words.removeFirst() }
                    guard words.first == "class", words[1].hasSuffix(":") || words[1].contains("<") else { continue }
                    let name = String(words[1].prefix { $0.isLetter || $0.isNumber })
                    // The colon after the generic clause, if any (`List<ID: Hashable>: Control`).
                    guard let colon = line.range(of: ">: ")?.upperBound ?? line.range(of: "\(name): ")?.upperBound else {
                        continue
                    }
                    superclass[name] = String(line[colon...].prefix { $0.isLetter })
                }
            }
        }
        func isBrick(_ name: String) -> Bool {
            var name = name
            for _ in 0..<10 {
                if ["Brick", "Control"].contains(name) { return true }
                guard let next = superclass[name] else { return false }
                name = next
            }
            return false
        }
        let widgets = superclass.keys.filter(isBrick).sorted()
        #expect(widgets.count >= 30)
        #expect(["List", "Table", "Tree", "DirectoryTree", "Label", "Toggle", "Checkbox"].allSatisfy(widgets.contains))
        let article = try Catalog.article("WidgetReference")
        for widget in widgets {
            #expect(article.contains("``\(widget)``"), "WidgetReference does not show \(widget)")
        }
    }
}

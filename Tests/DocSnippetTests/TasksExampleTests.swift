import Foundation
import Testing

/// Examples/Tasks is the tutorial's finished app: every region of the app's code that the
/// tutorial shows is in the example word for word, and the example holds nothing else of
/// its own but comments and imports.
@Suite struct TasksExampleTests {
    /// The tutorial's regions that make the app (not its tests, not step 8's variations).
    static let appRegions = [
        "tutorial-shell", "tutorial-model", "tutorial-screen", "tutorial-validate", "tutorial-form",
        "tutorial-store", "tutorial-keys", "tutorial-export", "tutorial-app", "tutorial-main",
    ]

    /// The example's Swift files, by name.
    static func exampleFiles() throws -> [String: String] {
        let folder = Catalog.root + "/Examples/Tasks"
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
            files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return files
    }

    @Test func theExampleHoldsEveryRegionOfTheTutorialsApp() throws {
        let snippets = try Catalog.snippets()
        let example = try Self.exampleFiles().values.joined(separator: "\n")
        for id in Self.appRegions {
            let region = try #require(snippets[id], "no snippet \(id)")
            #expect(example.contains(region), "Examples/Tasks lacks the tutorial's \(id):\n\(region)")
        }
    }

    @Test func theExampleHasNoCodeTheTutorialDoesNotShow() throws {
        let snippets = try Catalog.snippets()
        var rest = try Self.exampleFiles().values.joined(separator: "\n")
        for id in Self.appRegions { rest = rest.replacingOccurrences(of: snippets[id] ?? "", with: "") }
        let code = rest.split(separator: "\n").filter {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return !line.isEmpty && !line.hasPrefix("//") && !line.hasPrefix("import ")
        }
        #expect(code.isEmpty, "Examples/Tasks has code the tutorial does not show: \(code)")
    }
}

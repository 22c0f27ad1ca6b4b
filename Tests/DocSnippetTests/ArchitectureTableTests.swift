import Foundation
import Testing

/// ARCHITECTURE.md's module and folder tables against `Package.swift` and the source tree,
/// so that the map cannot drift from the code; and the layering `Package.swift` declares:
/// each module's test target depends on that module and the modules below it only.
@Suite struct ArchitectureTableTests {
    static func architecture() throws -> String {
        try String(contentsOfFile: Catalog.root + "/ARCHITECTURE.md", encoding: .utf8)
    }

    /// The first column of the table under the heading `heading` (the text in backticks),
    /// e.g. `BrikCore` or `Bricks/`.
    static func firstColumn(under heading: String, in text: String) -> [String] {
        guard let start = text.range(of: "\n" + heading + "\n") else { return [] }
        var names: [String] = []
        var inTable = false
        for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("|") else {
                if inTable { break }
                continue
            }
            inTable = true
            let cell = line.dropFirst().prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
            guard cell.hasPrefix("`"), cell.hasSuffix("`"), cell.count > 2 else { continue }
            names.append(String(cell.dropFirst().dropLast()))
        }
        return names
    }

    /// The folders directly inside `path`, sorted.
    static func folders(in path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
                && !name.hasSuffix(".docc")
        }.sorted()
    }

    /// The targets of `Package.swift` with the names of their dependencies.
    static func targets() throws -> [String: [String]] {
        let manifest = try String(contentsOfFile: Catalog.root + "/Package.swift", encoding: .utf8)
        let pattern =
            /\.(?:target|testTarget|executableTarget|systemLibrary)\(\s*name: "(\w+)"(?:,\s*dependencies: \[([^\]]*)\])?/
        var result: [String: [String]] = [:]
        for match in manifest.matches(of: pattern) {
            let dependencies = (match.2.map(String.init) ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\""))
            }
            result[String(match.1)] = dependencies.filter { !$0.isEmpty }
        }
        return result
    }

    @Test func theModuleTableNamesEveryModuleOfSources() throws {
        let listed = Self.firstColumn(under: "## Modules", in: try Self.architecture())
        #expect(listed.sorted() == (try Self.folders(in: Catalog.root + "/Sources")))
        let targets = try Self.targets()
        for module in listed { #expect(targets[module] != nil, "\(module) is not a target of Package.swift") }
    }

    @Test(arguments: ["BrikCore", "BrikConstraints", "BrikText"])
    func theFolderTableNamesEveryFolderOfTheModule(module: String) throws {
        let listed = Self.firstColumn(under: "## Folders of \(module)", in: try Self.architecture())
        #expect(!listed.isEmpty, "ARCHITECTURE.md has no table of \(module)'s folders")
        #expect(listed.sorted() == (try Self.folders(in: Catalog.root + "/Sources/" + module)).map { $0 + "/" })
    }

    /// `<Module>Tests` depends on its module, the modules that module depends on (directly
    /// or not), and the tests' shared support only: the compiler then proves the layer knows
    /// nothing above it.
    @Test func eachModulesTestsDependOnItAndWhatIsBelowOnly() throws {
        let targets = try Self.targets()
        let support: Set = ["SeededRandom", "ScreenTesting"]
        func below(_ module: String) -> Set<String> {
            var seen: Set<String> = []
            var pending = targets[module] ?? []
            while let next = pending.popLast() {
                if seen.insert(next).inserted { pending += targets[next] ?? [] }
            }
            return seen
        }
        let modules = try Self.folders(in: Catalog.root + "/Sources")
        var checked = 0
        for module in modules {
            guard let dependencies = targets[module + "Tests"] else { continue }
            checked += 1
            let allowed = below(module).union(support).union([module])
            let extra = Set(dependencies).subtracting(allowed)
            #expect(extra.isEmpty, "\(module)Tests depends on \(extra.sorted()), above \(module)")
            #expect(dependencies.contains(module), "\(module)Tests does not depend on \(module)")
        }
        #expect(checked >= 5, "only \(checked) module test targets found in Package.swift")
        #expect(below("BrikCore").isDisjoint(with: ["BrikText", "BrikConstraints", "BrikCurses", "BrikTUI"]))
    }
}

import Foundation
import Testing

/// The README shows real, compiled code: its first example is the
/// CounterExample target, character for character.
@Suite struct ReadmeTests {
    static let root = URLPath(#filePath).parent.parent.parent

    @Test(arguments: ["Examples/Login/main.swift", "Examples/Counter/main.swift"])
    func readmeShowsTheCompiledExample(path: String) throws {
        let readme = try Self.root.appending("README.md").read()
        let example = try Self.root.appending(path).read()
        #expect(readme.contains("```swift\n" + example + "```"), "README.md's example differs from \(path)")
    }

    @Test func theFirstExampleIsTheLoginForm() throws {
        let readme = try Self.root.appending("README.md").read()
        let example = try Self.root.appending("Examples/Login/main.swift").read()
        let firstSwiftBlock = readme.components(separatedBy: "```swift\n")[1]
        #expect(firstSwiftBlock.hasPrefix(example))
    }

    @Test func readmeOpensWithTheTwoCommands() throws {
        let readme = try Self.root.appending("README.md").read()
        let firstBlock = readme.components(separatedBy: "```")[1]
        #expect(firstBlock.contains("make run"))
        #expect(firstBlock.contains("make test"))
    }
}

/// A file path without Foundation's URL, enough to find files next to the tests.
struct URLPath {
    var path: String
    init(_ path: StaticString) { self.path = "\(path)" }
    init(string: String) { path = string }
    var parent: URLPath {
        URLPath(string: String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
    }
    func appending(_ component: String) -> URLPath { URLPath(string: path + "/" + component) }
    func read() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
}

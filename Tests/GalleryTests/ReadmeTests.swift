import Foundation
import Testing

/// The README shows real, compiled code: its first example is the
/// CounterExample target, character for character.
@Suite struct ReadmeTests {
    static let root = URLPath(#filePath).parent.parent.parent

    @Test func readmeExampleIsTheCompiledCounterExample() throws {
        let readme = try Self.root.appending("README.md").read()
        let example = try Self.root.appending("Examples/Counter/main.swift").read()
        #expect(readme.contains("```swift\n" + example + "```"), "README.md's first example differs from Examples/Counter/main.swift")
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

import BrikRendering
import Foundation
import ScreenTesting
import Testing

@testable import BrikCore

/// The file-system tree on a temporary folder: order, hidden files, an unreadable folder,
/// symbolic links (loops shown, not followed), and paths out of the selection.
@MainActor
@Suite struct DirectoryTreeTests {
    /// A fresh folder holding `folders` and `files` (paths relative to it); removed by `cleanUp`.
    private func makeFolder(folders: [String], files: [String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("brik-tree-\(UUID().uuidString)").path
        for folder in [""] + folders {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in files { #expect(FileManager.default.createFile(atPath: root + "/" + file, contents: Data("x".utf8))) }
        return root
    }

    private func cleanUp(_ root: String) {
        _ = chmod(root + "/locked", 0o755)
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The tree's rows below the root (whose title is the temporary path).
    private func rowsBelowRoot(_ terminal: TestTerminal, root: String) -> [String] {
        #expect(terminal.screen.first == "▾ " + root)
        return Array(terminal.screen.dropFirst())
    }

    private func loaded(_ tree: DirectoryTree, size: Size = Size(width: 90, height: 8)) async -> TestTerminal {
        let terminal = focusedTree(tree, size: size)
        await waitUntil { tree.loadsInFlight == 0 }
        terminal.advance(by: .zero)
        return terminal
    }

    @Test func foldersComeFirstThenFilesByNameAndHiddenFilesWhenAsked() async throws {
        let root = try makeFolder(folders: ["zeta", "Alpha", ".config"], files: ["b.txt", "A.txt", ".hidden"])
        defer { cleanUp(root) }
        let tree = DirectoryTree(root: root + "/")
        #expect(tree.rootPath == root)
        let terminal = await loaded(tree)
        expectScreen(rowsBelowRoot(terminal, root: root), ["├─▸ Alpha", "├─▸ zeta", "├── A.txt", "└── b.txt", "", "", ""])
        tree.showsHiddenFiles = true
        await waitUntil { tree.loadsInFlight == 0 }
        terminal.advance(by: .zero)
        expectScreen(
            rowsBelowRoot(terminal, root: root),
            ["├─▸ .config", "├─▸ Alpha", "├─▸ zeta", "├── .hidden", "├── A.txt", "└── b.txt", ""])
        // The selection gives paths.
        terminal.send("down", "down")
        #expect(tree.cursorPath == root + "/Alpha")
        #expect(tree.selectedPath == root + "/Alpha")
        #expect(tree.selection.cursor?.isFolder == true)
    }

    @Test func onlyFoldersWhenFilesAreNotShown() async throws {
        let root = try makeFolder(folders: ["src", "docs"], files: ["README", "src/main.swift"])
        defer { cleanUp(root) }
        let tree = DirectoryTree(root: root, showsFiles: false)
        let terminal = await loaded(tree)
        expectScreen(rowsBelowRoot(terminal, root: root), ["├─▸ docs", "└─▸ src", "", "", "", "", ""])
        tree.showsFiles = true
        await waitUntil { tree.loadsInFlight == 0 }
        terminal.advance(by: .zero)
        expectScreen(rowsBelowRoot(terminal, root: root), ["├─▸ docs", "├─▸ src", "└── README", "", "", "", ""])
    }

    @Test func aFoldersContentsComeWithSizesAndTimes() throws {
        let root = try makeFolder(folders: ["sub"], files: ["one.txt"])
        defer { cleanUp(root) }
        #expect(FileManager.default.createFile(atPath: root + "/big.bin", contents: Data(count: 2_048)))
        let entries = try DirectoryEntry.contents(ofFolder: root)
        #expect(entries.map(\.name) == ["sub", "big.bin", "one.txt"])
        #expect(entries.map(\.size) == [nil, 2_048, 1])
        let now = Int(Date().timeIntervalSince1970)
        #expect(entries.allSatisfy { ($0.modified ?? 0) > now - 600 && ($0.modified ?? .max) <= now + 5 })
        #expect(throws: DirectoryReadError.self) { try DirectoryEntry.contents(ofFolder: root + "/missing") }
    }

    @Test func anUnreadableFolderShowsWhyInARow() async throws {
        let root = try makeFolder(folders: ["locked", "open"], files: ["open/inside.txt"])
        defer { cleanUp(root) }
        #expect(chmod(root + "/locked", 0) == 0)
        // As root (tests in a container often are) chmod 000 stops no one reading: the
        // failure then comes from a reader that refuses that folder, as the system would.
        let chmodStopsReading = opendir(root + "/locked").map { closedir($0) } == nil
        let tree = DirectoryTree(
            "", root: root, mode: .single, showsHiddenFiles: false,
            reader: { folder, chain, hidden in
                if !chmodStopsReading && folder.name == "locked" {
                    throw DirectoryReadError(path: folder.path, code: EACCES)
                }
                return try DirectoryListing.read(folder, chain: chain, showsHiddenFiles: hidden)
            })
        let terminal = await loaded(tree)
        terminal.send("down", "right", "down", "right")
        await waitUntil { tree.loadsInFlight == 0 }
        terminal.advance(by: .zero)
        expectScreen(
            rowsBelowRoot(terminal, root: root),
            ["├─▾ locked", "│ └── ⚠ permission denied", "└─▾ open", "  └── inside.txt", "", "", ""])
        #expect(tree.loadFailure(of: DirectoryEntry(path: root + "/locked")) == "permission denied")
        #expect(DirectoryReadError(path: "/x", code: EACCES).description == "permission denied")
    }

    @Test func symbolicLinksShowWhereTheyPointAndLoopsAreNotFollowed() async throws {
        let root = try makeFolder(folders: ["a"], files: [])
        defer { cleanUp(root) }
        #expect(symlink("..", root + "/a/up") == 0)
        #expect(symlink(".", root + "/a/self") == 0)
        #expect(symlink("a", root + "/toA") == 0)
        #expect(symlink("nowhere", root + "/dangling") == 0)
        let tree = DirectoryTree(root: root)
        let terminal = await loaded(tree)
        terminal.send("down", "right", "end", "up", "right")
        await waitUntil { tree.loadsInFlight == 0 }
        terminal.advance(by: .zero)
        // A link to a folder is followed (toA), unless the folder is open above it.
        expectScreen(
            rowsBelowRoot(terminal, root: root),
            [
                "├─▾ a", "│ ├── self → . ↺", "│ └── up → .. ↺", "├─▾ toA → a", "│ ├── self → . ↺", "│ └── up → .. ↺",
                "└── dangling → nowhere",
            ])
        terminal.send("right")
        #expect(tree.cursorPath == root + "/toA/self")
        // A loop has no disclosure: → does nothing there.
        terminal.send("right")
        #expect(tree.cursorPath == root + "/toA/self")
        #expect(!tree.isExpanded(DirectoryEntry(path: root + "/toA/self")))
    }

    @Test func theDocumentedExampleRunsWhereNothingIsThere() async {
        // DirectoryTree's doc comment, as written there, on a folder this machine lacks.
        let status = Label("")
        let files = DirectoryTree(root: "/home/ada/projects")
        files.onCursorChange = { _ in status.text = files.cursorPath ?? "" }
        files.action(event: .primaryActionTriggered) { files in status.text = "open \(files.cursorPath ?? "")" }
        files.reveal(path: "/home/ada/projects/brik/Package.swift")
        let terminal = focusedTree(files, size: Size(width: 40, height: 3))
        await waitUntil { files.loadsInFlight == 0 }
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["▾ /home/ada/projects", "└── ⚠ no such file or directory", ""])
        #expect(files.cursorPath == "/home/ada/projects")
    }

    @Test func revealingAPathOpensTheFoldersOnTheWay() async throws {
        let root = try makeFolder(folders: ["one/two/three"], files: ["one/two/three/deep.txt", "top.txt"])
        defer { cleanUp(root) }
        let tree = DirectoryTree(root: root)
        let terminal = focusedTree(tree, size: Size(width: 90, height: 8))
        tree.reveal(path: root + "/one/two/three/deep.txt")
        await waitUntil { tree.cursorPath == root + "/one/two/three/deep.txt" }
        terminal.advance(by: .zero)
        expectScreen(
            rowsBelowRoot(terminal, root: root),
            ["├─▾ one", "│ └─▾ two", "│   └─▾ three", "│     └── deep.txt", "└── top.txt", "", ""])
        // Outside the root, or not there: nothing happens.
        tree.reveal(path: "/elsewhere")
        tree.reveal(path: root + "/one/missing")
        await waitUntil { tree.loadsInFlight == 0 }
        #expect(tree.cursorPath == root + "/one/two/three/deep.txt")
    }
}

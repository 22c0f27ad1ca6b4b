import BrikTUI
import Foundation
import GalleryScreens
import Testing

/// The README's gallery screenshot is the gallery's real first screen, the README
/// links every article of the guide, and it and the changelog name this version.
@MainActor
@Suite struct ReadmeGuideTests {
    static func readme() throws -> String {
        try String(contentsOfFile: Catalog.root + "/README.md", encoding: .utf8)
    }

    /// The gallery's menu at 80 × 24, as `make run` opens it.
    static func galleryScreen() -> [String] {
        TestTerminal(root: GalleryShell(), size: Size(width: 80, height: 24)).screen
    }

    @Test func theScreenshotIsTheGallerysFirstScreen() throws {
        let text = Self.galleryScreen().joined(separator: "\n")
        if let directory = ProcessInfo.processInfo.environment["DOC_SCREENS_DIR"] {
            try ("```text\n" + text + "\n```\n").write(
                toFile: directory + "/README-gallery.txt", atomically: true, encoding: .utf8)
        }
        let isShown = Catalog.blocks("text", in: try Self.readme()).contains(text)
        #expect(isShown, "README.md's gallery screenshot differs from the gallery:\n\(text)")
    }

    /// A user depends on the version this code says it is, and the changelog has an entry for it.
    @Test func theDependencyLineAndTheChangelogNameThisVersion() throws {
        let readme = try Self.readme()
        let line = ".package(url: \"https://github.com/briktui/BrikTUI.git\", from: \"\(BrikTUI.version)\")"
        #expect(readme.contains(line), "README.md's dependency line does not name version \(BrikTUI.version)")
        let changelog = try String(contentsOfFile: Catalog.root + "/CHANGELOG.md", encoding: .utf8)
        #expect(changelog.contains("\n## [\(BrikTUI.version)] - "), "CHANGELOG.md has no entry for \(BrikTUI.version)")
    }

    @Test func everyArticleIsLinked() throws {
        let readme = try Self.readme()
        for name in try Catalog.articles().keys where name != "BrikTUI" {
            #expect(readme.contains("(Sources/BrikTUI/BrikTUI.docc/\(name).md)"), "README.md does not link \(name).md")
        }
    }
}

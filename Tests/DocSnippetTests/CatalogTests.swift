import Foundation
import Testing

/// A screen (or a before/after pair) an article shows as a ```text block, drawn by the
/// snippet code the article shows next to it.
struct DocScreen: CustomTestStringConvertible, Sendable {
    /// The article (file name without `.md`) that shows the screens.
    let article: String
    /// A name for test output.
    let name: String
    /// Draws the screens, each as rows of text (it may await work the screen waits for).
    let render: @MainActor @Sendable () async -> [[String]]

    var testDescription: String { "\(article): \(name)" }
}

/// The user guide cannot show code that does not compile or screens the code does not draw.
@MainActor
@Suite struct CatalogTests {
    /// Every screen drawn by the snippets, in the order the articles show them.
    nonisolated static let screens: [DocScreen] =
        GettingStartedSnippets.screens + BricksSnippets.screens + LayoutSnippets.screens
        + ConstraintSnippets.screens + BehaviorSnippets.screens + KeysSnippets.screens
        + StyleSnippets.screens + TestingSnippets.screens + PerformanceSnippets.screens
        + CustomBrickSnippets.screens + FrameSnippets.screens + CollectionSnippets.screens + OverlaySnippets.screens
        + TextSnippets.screens + UpdatesSnippets.screens + LazyFlowSnippets.screens
        + AppStructureSnippets.screens + TimeSnippets.screens + ThemeSnippets.screens
        + RecipesSnippets.screens + WidgetReferenceSnippets.screens + WidgetReferenceCollectionSnippets.screens
        + TutorialSnippets.screens + TutorialStoreSnippets.screens + TutorialAppSnippets.screens
        + AccessibilitySnippets.screens

    @Test func everySwiftBlockIsACompiledSnippet() throws {
        let snippets = Set(try Catalog.snippets().values)
        for (name, text) in try Catalog.articles() {
            for block in Catalog.blocks("swift", in: text) {
                let compiled = snippets.contains(block)
                #expect(compiled, "\(name).md shows Swift code that no snippet region holds:\n\(block)")
            }
        }
    }

    @Test func everySnippetIsShownByAnArticle() throws {
        let shown = Set(try Catalog.articles().values.flatMap { Catalog.blocks("swift", in: $0) })
        for (id, snippet) in try Catalog.snippets() {
            let isShown = shown.contains(snippet)
            #expect(isShown, "snippet \(id) is in no article (or the article's copy differs)")
        }
    }

    @Test(arguments: screens)
    func theArticleShowsTheScreenTheCodeDraws(_ screen: DocScreen) async throws {
        let article = try? Catalog.article(screen.article)
        #expect(article != nil, "no article \(screen.article).md")
        let blocks = Catalog.blocks("text", in: article ?? "")
        for (number, rows) in await screen.render().enumerated() {
            let text = rows.joined(separator: "\n")
            // DOC_SCREENS_DIR=/tmp/x swift test --filter CatalogTests writes every screen out,
            // to paste into an article after a deliberate change.
            if let directory = ProcessInfo.processInfo.environment["DOC_SCREENS_DIR"] {
                let file = "\(directory)/\(screen.article)-\(screen.name)-\(number).txt"
                try ("```text\n" + text + "\n```\n").write(toFile: file, atomically: true, encoding: .utf8)
            }
            let isShown = blocks.contains(text)
            #expect(isShown, "\(screen.article).md lacks this screen of \(screen.name):\n```text\n\(text)\n```")
        }
    }

    @Test func everyScreenInTheArticlesIsDrawnByATest() async throws {
        var drawn: Set<String> = []
        for screen in Self.screens {
            drawn.formUnion(await screen.render().map { $0.joined(separator: "\n") })
        }
        for (name, text) in try Catalog.articles() {
            for block in Catalog.blocks("text", in: text) {
                let isDrawn = drawn.contains(block)
                #expect(isDrawn, "\(name).md shows a screen no test draws:\n\(block)")
            }
        }
    }

    @Test func theArticlesExist() throws {
        let names = Set(try Catalog.articles().keys)
        let expected: Set = [
            "BrikTUI", "GettingStarted", "BricksAndTheDSL", "Layout", "Constraints", "ScrollingAndBehaviors",
            "KeysFocusAndGestures", "StylesAndColors", "TestingWithTestTerminal", "Performance",
            "CustomBricksAndBehaviors", "Differences", "HowAFrameIsMade", "ListsTablesAndTrees", "OverlaysAndNavigation",
            "Text", "AppStructure", "TimeAndAsync", "InlineAppsAndPrompts", "Themes", "Tutorial",
            "Recipes",
            "DebuggingAndFAQ",
            "WidgetReference",
            "Accessibility",
        ]
        #expect(names == expected)
    }
}

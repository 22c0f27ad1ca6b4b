// swift-tools-version:6.0
import PackageDescription

/// Swift's stricter upcoming features, on for every Swift target: they keep
/// imports honest and existentials explicit.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "BrikTUI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "BrikTUI", targets: ["BrikTUI"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        .executable(name: "brik-bench", targets: ["BrikBench"]),
    ],
    targets: [
        // The one C library: ncursesw, through a module map and one shim header.
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        // Knows no brick: geometry, text width and wrapping, styles, the canvas, the ANSI writer.
        .target(name: "BrikRendering", swiftSettings: strictSettings),
        // Knows no brick: the Cassowary simplex solver.
        .target(name: "BrikSolver", swiftSettings: strictSettings),
        // Pure Swift: bricks, DSL, layout, constraints, scrolling, events, focus, runtime, widgets.
        .target(name: "BrikCore", dependencies: ["BrikRendering", "BrikSolver"], swiftSettings: strictSettings),
        // SnapKit's DSL and Brik's anchors on the solver: what places a Brik's children by constraints.
        .target(
            name: "BrikConstraints", dependencies: ["BrikCore", "BrikRendering", "BrikSolver"],
            swiftSettings: strictSettings),
        // Text beyond one line, on the widgets: search, the editor, line and log views, Markdown.
        .target(name: "BrikText", dependencies: ["BrikCore", "BrikRendering"], swiftSettings: strictSettings),
        // The ncurses terminal: the only Swift target that touches C.
        .target(
            name: "BrikCurses", dependencies: ["BrikCore", "BrikRendering", "CNcursesw"], swiftSettings: strictSettings),
        // The one import an app writes.
        .target(
            name: "BrikTUI",
            dependencies: ["BrikRendering", "BrikSolver", "BrikCore", "BrikConstraints", "BrikText", "BrikCurses"],
            swiftSettings: strictSettings),
        // The gallery's screens live in a library so tests can render them headless.
        .target(
            name: "GalleryScreens", dependencies: ["BrikCore", "BrikConstraints", "BrikText", "BrikRendering"],
            path: "Demos/GalleryScreens",
            swiftSettings: strictSettings),
        .executableTarget(
            name: "Gallery", dependencies: ["BrikTUI", "GalleryScreens"], path: "Demos/Gallery", swiftSettings: strictSettings),
        // The README's examples, compiled so the README never shows an API that does not exist.
        .executableTarget(name: "LoginExample", dependencies: ["BrikTUI"], path: "Examples/Login", swiftSettings: strictSettings),
        .executableTarget(
            name: "CounterExample", dependencies: ["BrikTUI"], path: "Examples/Counter", swiftSettings: strictSettings),
        // A tiny app that fails on purpose (throw, trap, overflow), for the fault tests.
        .executableTarget(name: "FaultExample", dependencies: ["BrikTUI"], path: "Examples/Fault", swiftSettings: strictSettings),
        .executableTarget(name: "FilesExample", dependencies: ["BrikTUI"], path: "Examples/Files", swiftSettings: strictSettings),
        .executableTarget(name: "TasksExample", dependencies: ["BrikTUI"], path: "Examples/Tasks", swiftSettings: strictSettings),
        // A setup wizard with every prompt and progress kind, and an inline demo (--inline-demo).
        .executableTarget(
            name: "PromptsExample", dependencies: ["BrikTUI"], path: "Examples/Prompts", swiftSettings: strictSettings),
        .executableTarget(name: "PagerExample", dependencies: ["BrikTUI"], path: "Examples/Pager", swiftSettings: strictSettings),
        // The README's whole package ("A whole package"): its files as the README shows them,
        // with the README's settings (Tests/EndToEnd/test_readme_package.sh checks that they are
        // the README's, word for word, that its Package.swift declares these targets, and runs
        // the app; `make check-readme-package` builds them as a package of their own).
        .target(name: "MyAppCore", dependencies: ["BrikTUI"], path: "Examples/ReadmePackage/Sources/MyAppCore"),
        .executableTarget(
            name: "MyApp", dependencies: ["MyAppCore", "BrikTUI"], path: "Examples/ReadmePackage/Sources/MyApp"),
        .testTarget(
            name: "MyAppTests", dependencies: ["MyAppCore", "BrikTUI"], path: "Examples/ReadmePackage/Tests/MyAppTests"),
        .executableTarget(
            name: "BrikBench", dependencies: ["BrikTUI", "SeededRandom"], path: "Benchmarks/BrikBench",
            swiftSettings: strictSettings),
        // The one seeded generator of the tests and benchmarks (not a product).
        .target(name: "SeededRandom", path: "Tests/Support/SeededRandom", swiftSettings: strictSettings),
        // The screen comparison the test targets above the kernel share (not a product).
        .target(
            name: "ScreenTesting", dependencies: ["BrikCore", "BrikRendering"], path: "Tests/Support/ScreenTesting",
            swiftSettings: strictSettings),
        // Each depends on its layer only: the compiler proves rendering and the solver know no
        // brick, and the core needs no terminal.
        .testTarget(
            name: "BrikRenderingTests", dependencies: ["BrikRendering", "SeededRandom"], swiftSettings: strictSettings),
        .testTarget(name: "BrikSolverTests", dependencies: ["BrikSolver", "SeededRandom"], swiftSettings: strictSettings),
        .testTarget(
            name: "BrikCoreTests", dependencies: ["BrikCore", "BrikRendering", "SeededRandom", "ScreenTesting"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "BrikConstraintsTests",
            dependencies: ["BrikConstraints", "BrikCore", "BrikRendering", "BrikSolver", "SeededRandom", "ScreenTesting"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "BrikTextTests", dependencies: ["BrikText", "BrikCore", "BrikRendering", "SeededRandom", "ScreenTesting"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "GalleryTests",
            dependencies: ["GalleryScreens", "BrikCore", "BrikConstraints", "BrikText", "BrikRendering", "BrikSolver"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "BrikCursesTests", dependencies: ["BrikCurses", "BrikRendering", "CNcursesw"], swiftSettings: strictSettings),
        // An app's own bricks and containers, written with the public API only (no @testable):
        // they prove a user's container takes part in layout, behaviors, focus and drawing
        // like a built-in one.
        .testTarget(name: "PublicAPITests", dependencies: ["BrikTUI"], swiftSettings: strictSettings),
        // The user guide's code and screens: every ```swift block of BrikTUI.docc is a snippet here,
        // compiled and run; every ```text screen is one these tests draw.
        .testTarget(
            name: "DocSnippetTests", dependencies: ["BrikTUI", "GalleryScreens"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)

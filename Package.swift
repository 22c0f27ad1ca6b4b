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
        // Pure Swift: geometry, text, styles, canvas, ANSI, bricks, events, runtime.
        .target(name: "BrikCore", swiftSettings: strictSettings),
        // The ncurses terminal: the only Swift target that touches C.
        .target(name: "BrikCurses", dependencies: ["BrikCore", "CNcursesw"], swiftSettings: strictSettings),
        // The one import an app writes.
        .target(name: "BrikTUI", dependencies: ["BrikCore", "BrikCurses"], swiftSettings: strictSettings),
        // The gallery's screens live in a library so tests can render them headless.
        .target(name: "GalleryScreens", dependencies: ["BrikCore"], path: "Demos/GalleryScreens", swiftSettings: strictSettings),
        .executableTarget(
            name: "Gallery", dependencies: ["BrikTUI", "GalleryScreens"], path: "Demos/Gallery", swiftSettings: strictSettings),
        // The README's examples, compiled so the README never shows an API that does not exist.
        .executableTarget(name: "LoginExample", dependencies: ["BrikTUI"], path: "Examples/Login", swiftSettings: strictSettings),
        .executableTarget(
            name: "CounterExample", dependencies: ["BrikTUI"], path: "Examples/Counter", swiftSettings: strictSettings),
        // A tiny app that fails on purpose (throw, trap, overflow), for the fault tests.
        .executableTarget(name: "FaultExample", dependencies: ["BrikTUI"], path: "Examples/Fault", swiftSettings: strictSettings),
        .executableTarget(
            name: "BrikBench", dependencies: ["BrikTUI"], path: "Benchmarks/BrikBench", swiftSettings: strictSettings),
        // Depends on the core only: the compiler proves the core needs no terminal.
        .testTarget(name: "BrikCoreTests", dependencies: ["BrikCore"], swiftSettings: strictSettings),
        .testTarget(name: "GalleryTests", dependencies: ["GalleryScreens", "BrikCore"], swiftSettings: strictSettings),
        .testTarget(name: "BrikCursesTests", dependencies: ["BrikCurses", "CNcursesw"], swiftSettings: strictSettings),
        // The user guide's code and screens: every ```swift block of BrikTUI.docc is a snippet here,
        // compiled and run; every ```text screen is one these tests draw.
        .testTarget(
            name: "DocSnippetTests", dependencies: ["BrikTUI", "GalleryScreens"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "__NAME__",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The BrikTUI checkout this package was made from (`make new-app`), so it builds offline;
        // a path dependency is known by its folder's name, hence `package: "__BRIKTUI_PACKAGE__"` below.
        // From the network instead (and `package: "BrikTUI"` below):
        //     .package(url: "https://github.com/briktui/BrikTUI.git", from: "__VERSION__"),
        .package(path: "__BRIKTUI_PATH__")
    ],
    targets: [
        // The app's screens, in a library so the tests can draw them without a terminal.
        .target(name: "__NAME__Core", dependencies: [.product(name: "BrikTUI", package: "__BRIKTUI_PACKAGE__")]),
        // `swift run`: takes the terminal over and runs the screen.
        .executableTarget(
            name: "__NAME__", dependencies: ["__NAME__Core", .product(name: "BrikTUI", package: "__BRIKTUI_PACKAGE__")]),
        .testTarget(
            name: "__NAME__Tests", dependencies: ["__NAME__Core", .product(name: "BrikTUI", package: "__BRIKTUI_PACKAGE__")]),
    ],
    swiftLanguageModes: [.v6]
)

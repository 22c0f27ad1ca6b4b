import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

/// The gallery opened at page `id` in a test terminal of `size`, and that page as a `P`.
@MainActor
func openGalleryPage<P: GalleryPage>(
    _ id: String, as type: P.Type, size: Size, sourceLocation: SourceLocation = #_sourceLocation
) throws -> (TestTerminal, P) {
    let shell = GalleryShell()
    shell.open(id: id)
    let terminal = TestTerminal(root: shell, size: size)
    let page = try #require(shell.openPage as? P, sourceLocation: sourceLocation)
    return (terminal, page)
}

import BrikRendering
import Testing

@testable import BrikCore

/// Brik's VBrik and HBrik: Briks, with the defaults of the initializer written.
@MainActor
@Suite struct StackBrikDefaultsTests {
    private func settings(_ stack: StackBrik) -> String {
        "\(stack.alignment) \(stack.spacing) \(stack.distribution)"
    }

    @Test func eachSpellingResolvesToBriksDefaults() {
        // Brik's designated init keeps the builder's fillProportionally; its
        // convenience init defaults distribution to fill.
        #expect(settings(VBrik { _ in Label("a") }) == "center 0 fillProportionally")
        #expect(settings(VBrik()) == "center 0 fillProportionally")
        #expect(settings(VBrik(spacing: 1) { _ in Label("a") }) == "center 1 fill")
        #expect(settings(VBrik(alignment: .fill) { _ in Label("a") }) == "fill 0 fill")
        #expect(settings(VBrik(distribution: .equalSpacing) { _ in }) == "center 0 equalSpacing")
        #expect(settings(HBrik { _ in Label("a") }) == "center 0 fillProportionally")
        #expect(settings(HBrik(spacing: 2) { _ in Label("a") }) == "center 2 fill")
        #expect(settings(HBrik(alignment: .bottom, spacing: 25) { _ in Label("a") }) == "trailing 25 fill")
    }

    @Test func stacksAreBriks() {
        let inner = VBrik { _ in Label("x").tag(2) }
        let row = HBrik { _ in Label("y") }
        let container = Brik { _ in
            inner.tag(1)
            row.tag(3)
        }
        #expect(container[1, Brik.self] === inner)
        #expect(container[1, Brik.self][2, Label.self].text == "x")
        #expect(container[3, Brik.self] === row)
        #expect((Screen() as Brik?) != nil)
    }
}

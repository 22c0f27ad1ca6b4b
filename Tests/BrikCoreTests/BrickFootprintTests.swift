import BrikRendering
import Testing

@testable import BrikCore

#if canImport(Glibc)
    /// glibc's `malloc_usable_size` (in malloc.h, which the Glibc module leaves out).
    @_silgen_name("malloc_usable_size")
    private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif

/// What a brick costs in memory: a list's row is one ``Label``, and its size is most of what
/// 10,000 rows or 100,000 labels take (peak memory, and the cache misses of a cold layout).
/// The frames and the repeat index are packed into 32 bits; values that do not fit go out of
/// line and must read back exactly.
@MainActor
@Suite struct BrickFootprintTests {
    #if canImport(Glibc)
        /// The bytes malloc gave `object` (its size rounded up to malloc's size class).
        private func allocatedBytes(_ object: AnyObject) -> Int {
            mallocUsableSize(Unmanaged.passUnretained(object).toOpaque())
        }

        @Test func aLabelAndAPlainBrickFitTheirMallocSizeClasses() {
            // 332 bytes (344 from malloc) before the fields were packed and reordered.
            #expect(allocatedBytes(Label("row")) <= 248)
            #expect(allocatedBytes(Brick()) <= 168)
        }

        @Test func measuringAndDrawingAOneLineLabelMakesNoSideAllocation() {
            let label = Label("Row 1  lorem ipsum")
            let canvas = renderCanvas(VBrik { _ in label }, width: 40)
            #expect(canvas.plainLines.contains { $0.contains("Row 1  lorem ipsum") })
            #expect(label.extras == nil)
            #expect(label.drawing == nil)
            #expect(label.drawnLinesWidth == -1)
        }
    #endif

    @Test func framesThatDoNotFitIn32BitsReadBackExactly() {
        let brick = Brick()
        let huge = Rect(x: Int(Int32.max) + 5, y: -3, width: 7, height: Int(Int32.min) - 1)
        brick.frame = huge
        brick.layoutFrame = Rect(x: 1, y: 2, width: Int(Int32.min), height: 4)
        #expect(brick.frame == huge)
        #expect(brick.layoutFrame == Rect(x: 1, y: 2, width: Int(Int32.min), height: 4))
        brick.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(brick.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(brick.layoutFrame == Rect(x: 1, y: 2, width: Int(Int32.min), height: 4))
        brick.layoutFrame = .zero
        #expect(brick.layoutFrame == .zero)
    }

    @Test func repeatIndicesOfEverySizeReadBackExactly() {
        let brick = Brick()
        #expect(brick.repeatIndex == nil)
        for index in [0, 41, Int(Int32.max), Int(Int32.min), Int(Int32.min) + 1, Int.max, -1] {
            brick.repeatIndex = index
            #expect(brick.repeatIndex == index)
        }
        brick.repeatIndex = nil
        #expect(brick.repeatIndex == nil)
    }
}

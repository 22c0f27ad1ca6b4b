import CNcursesw
import Testing

@Suite struct ShimTests {
    @Test func attributeConstantsMatchNcursesBits() {
        #expect(BRIK_A_BOLD == 0x200000)
        #expect(BRIK_A_ITALIC == 0x8000_0000)
        #expect(BRIK_BUTTON4_PRESSED == 0x10000)
    }
}

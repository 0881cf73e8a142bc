import Testing
import TrellisRender
import TrellisSnapshot

@Suite("Image comparison (the public snapshot API)")
struct ComparisonTests {
    @Test("CIEDE2000 matches the published test data", arguments: [
        // Sharma, Wu and Dalal (2005), pairs 1, 7 and 17
        (LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 2.0425),
        (LabColor(l: 50, a: 0, b: 0), LabColor(l: 50, a: -1, b: 2), 2.3669),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 56, a: -27, b: -3), 31.9030),
    ])
    func ciede2000(first: LabColor, second: LabColor, expected: Double) {
        #expect(abs(first.deltaE2000(second) - expected) < 0.0001)
        #expect(abs(second.deltaE2000(first) - expected) < 0.0001)
    }

    @Test("sRGB white and black have L* 100 and 0")
    func lab() {
        let white = LabColor(red: 255, green: 255, blue: 255), black = LabColor(red: 0, green: 0, blue: 0)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(black.l) < 0.01)
    }

    private func image(_ width: Int, _ height: Int, _ color: RGBA8) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width { buffer[x, y] = color } }
        return buffer
    }

    @Test("exact, tolerance and perceptual comparisons")
    func comparisons() {
        let reference = image(10, 10, RGBA8(r: 128, g: 128, b: 128))
        var actual = reference
        actual[3, 4] = RGBA8(r: 129, g: 128, b: 128)
        let exact = SnapshotComparison().compare(reference: reference, actual: actual)
        #expect(!exact.matches)
        #expect(exact.differingPixels == 1 && exact.totalPixels == 100)
        #expect(exact.firstDifference?.x == 3 && exact.firstDifference?.y == 4)
        #expect(SnapshotComparison(tolerance: 0.01).compare(reference: reference, actual: actual).matches)
        #expect(SnapshotComparison(perceptualPrecision: 0.98).compare(reference: reference, actual: actual).matches)
        actual[5, 5] = RGBA8(r: 255, g: 0, b: 0)
        #expect(!SnapshotComparison(perceptualPrecision: 0.98).compare(reference: reference, actual: actual).matches)
        #expect(SnapshotComparison().compare(reference: reference, actual: reference).summary == "identical")
    }

    @Test("images of different sizes never match")
    func sizes() {
        let result = SnapshotComparison(tolerance: 1).compare(reference: image(10, 10, RGBA8(r: 0, g: 0, b: 0)),
                                                              actual: image(10, 11, RGBA8(r: 0, g: 0, b: 0)))
        #expect(!result.matches && result.sizeMismatch)
    }

    @Test("the difference image paints differing pixels red over a faded reference")
    func differenceImage() {
        let reference = image(4, 4, RGBA8(r: 0, g: 0, b: 255))
        var actual = reference
        actual[1, 2] = RGBA8(r: 0, g: 255, b: 0)
        let diff = SnapshotImages.difference(reference: reference, actual: actual)
        #expect(diff[1, 2] == RGBA8(r: 255, g: 0, b: 0))
        let faded = diff[0, 0]
        #expect(faded.b > faded.r && faded.r > 150 && faded.r == faded.g)
    }

    @Test("the side-by-side image captions its three panels")
    func sideBySide() {
        let reference = image(4, 4, RGBA8(r: 0, g: 0, b: 255))
        var actual = reference
        actual[1, 2] = RGBA8(r: 0, g: 255, b: 0)
        let side = SnapshotImages.sideBySide(reference: reference, actual: actual)
        // captions 5×7 font pixels per letter plus a 1-pixel gap, at 2 pixels each: REFERENCE (9 letters) is
        // (9 × 6 − 1) × 2 = 106 wide, ACTUAL 70, DIFFERENCE 118; each panel is as wide as its caption, 16 apart
        #expect(side.width == 16 + 106 + 16 + 70 + 16 + 118 + 16)
        // 16 above the caption, 14 of caption, 16 below it, the 4-pixel image, 16 under it
        #expect(side.height == 16 + 14 + 16 + 4 + 16)
        let white = RGBA8(r: 255, g: 255, b: 255), gray = RGBA8(r: 128, g: 128, b: 128)
        #expect(side[16, 16] == white)          // R's top-left stroke
        #expect(side[16 + 4 * 2, 16] == gray)   // R's top row ends after four font pixels
        #expect(side[16 + 106 + 16, 16] == gray) // A's top row is .###.: the first column is clear…
        #expect(side[16 + 106 + 16 + 2, 16] == white) // …the second is ink
        #expect(side[16, 46] == RGBA8(r: 0, g: 0, b: 255))  // the reference panel under its caption
        #expect(side[16 + 106 + 16 + 1, 46 + 2] == RGBA8(r: 0, g: 255, b: 0)) // the actual's changed pixel
    }
}

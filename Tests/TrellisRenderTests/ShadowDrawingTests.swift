import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

/// CALayer shadows: a blur of the rounded bounds, offset, below the view, clipped only by a clipping ancestor.
@Suite("Drawing shadows")
struct ShadowDrawingTests {
    /// A white 20 × 20 card at (40, 40) on a white 100 × 100 screen, with a black shadow of radius 4 (σ = 2 pt).
    static func card(offset: Point, scale: Double = 1, parentClips: Bool = false, clips: Bool = false) throws -> PixelBuffer {
        var card = view("card", background: .white)
        card.clipsToBounds = clips
        card.shadow = Shadow(color: .black, opacity: 1, radius: 4, offset: offset)
        var parent = view("parent", children: [card])
        parent.clipsToBounds = parentClips
        let scene = Scene(name: "shadow", size: Size(width: 100, height: 100), views: [parent])
        return try screen(scene, frames: ["parent": Rect(x: 30, y: 30, width: 40, height: 31),
                                          "card": Rect(x: 10, y: 10, width: 20, height: 20)], scale: scale)
    }

    @Test("with offset (0, 3) the pixel below the card is darker than the one above", arguments: [1.0, 2.0])
    func offsetDown(scale: Double) throws {
        let pixels = try Self.card(offset: Point(x: 0, y: 3), scale: scale)
        let s = scale
        // The shadow spans y 43…63. Pixel row 60…61 lies 2.5 pt inside its bottom edge: Φ(2.5 / 2) ≈ 0.89 covered,
        // so about 255 × 0.11 ≈ 27. Row 39…40 lies 3.5 pt outside its top edge: Φ(−3.5 / 2) ≈ 0.04, about 245.
        let below = pixels[Int(50 * s), Int(60 * s)], above = pixels[Int(50 * s), Int(39 * s)]
        #expect(below.r < 60, "below: \(below)")
        #expect(above.r > 230, "above: \(above)")
        // Inside the card its own white background covers the shadow.
        #expect(pixels[Int(50 * s), Int(50 * s)] == white8)
        // Far away (more than 3σ = 6 pt from the shadow) nothing is drawn.
        #expect(pixels[Int(50 * s), Int(75 * s)] == white8)
    }

    @Test("UIKit's default direction: offset (0, −3) darkens above the card, not below")
    func offsetUp() throws {
        let pixels = try Self.card(offset: Point(x: 0, y: -3))
        // Mirror of the test above: the shadow spans y 37…57.
        #expect(pixels[50, 39].r < 60)
        #expect(pixels[50, 60].r > 230)
    }

    @Test("a shadow is gray where the blur fades: half covered at its edge")
    func edgeIsHalf() throws {
        let pixels = try Self.card(offset: Point(x: 0, y: 3))
        // The column left of the card at x = 39…40 is 0.5 pt outside the shadow's left edge (x = 40), at the middle
        // height: coverage Φ(−0.5 / 2) ≈ 0.40, so the pixel is about 255 × 0.60 ≈ 153 (box blurs give ±15).
        let edge = pixels[39, 53].r
        #expect(edge > 130 && edge < 175, "edge: \(edge)")
    }

    @Test("a clipping ancestor cuts the shadow; the card's own bounds do not")
    func clipping() throws {
        // The parent spans y 30…61: row 60 is inside it, row 61 outside.
        let clipped = try Self.card(offset: Point(x: 0, y: 3), parentClips: true)
        #expect(clipped[50, 60].r < 60)
        #expect(clipped[50, 61] == white8)
        let free = try Self.card(offset: Point(x: 0, y: 3), parentClips: false)
        #expect(free[50, 61].r < 100)
    }

    @Test("a view that clips its own bounds casts no shadow (masksToBounds clips the shadow too)")
    func clippedViewHasNoShadow() throws {
        let pixels = try Self.card(offset: Point(x: 0, y: 3), clips: true)
        #expect(pixels[50, 60] == white8)
        #expect(pixels[39, 53] == white8)
    }

    @Test("the blur's box half width gives a Gaussian of σ: three boxes of 2h + 1 have variance (w² − 1) / 4")
    func boxWidth() {
        // σ = 2: w = √17 ≈ 4.12, h = round(1.56) = 2. σ = 0: no blur. σ = 10: w = √401 ≈ 20.02, h = 10.
        #expect(ShadowPainter.boxHalfWidth(sigma: 2) == 2)
        #expect(ShadowPainter.boxHalfWidth(sigma: 0) == 0)
        #expect(ShadowPainter.boxHalfWidth(sigma: 10) == 10)
    }
}

import Testing
import TrellisModel
@testable import TrellisLayout

/// `halfPointTies: keep` with `pixelRounding: root` (Xcode 9's 3× canvas, IBHalfPointTies): an edge exactly on a
/// half point stays there instead of going to the pixel past it.
@Suite("Pixel rounding: half-point ties kept")
struct HalfPointTiesTests {
    /// A 104 × 50 `card` centred in a 375-pt-wide root (x = 135.5) at y = 100, holding an 8 × 8 `dot` 10 pt in from
    /// its left edge (x = 145.5 in the root) and a `bar` whose left edge is a third of the card (34.67 pt) in.
    func scene(keep: Bool, scale: Double = 3) -> Scene {
        let dot = node(.view, "dot", [make("dot", .left, .equal, "card", constant: 10), make("dot", .top, .equal, "card"),
                                      make("dot", .width, constant: 8), make("dot", .height, constant: 8)])
        let bar = node(.view, "bar", [make("bar", .left, .equal, "card", constant: 104.0 / 3),
                                      make("bar", .top, .equal, "card", constant: 20),
                                      make("bar", .width, constant: 10), make("bar", .height, constant: 10)])
        let card = node(.view, "card", [make("card", .centerX, .equal, "view"), make("card", .top, .equal, "view", constant: 100),
                                        make("card", .width, constant: 104), make("card", .height, constant: 50)], [dot, bar])
        var scene = Scene(name: "ties", views: [card])
        scene.size = Size(width: 375, height: 812)
        scene.scale = scale
        scene.roundsPixelsInRoot = true
        scene.keepsHalfPointTies = keep
        return scene
    }

    @Test("@3x kept: the card at 135.5 and the dot 10 pt into it; the bar's edge off the tie on its 3× pixel")
    func kept() throws {
        let (_, result) = layOut(scene(keep: true))
        #expect(result.frame("card") == Rect(x: 135.5, y: 100, width: 104, height: 50))
        #expect(result.frame("dot") == Rect(x: 10, y: 0, width: 8, height: 8))
        // The bar's left edge: 135.5 + 104 / 3 = 170.1667 in the root, 510.5 pixels, up to 511 = 170.333: 34.833 into
        // the card, its right edge 180.333 (10 wide).
        let bar = try #require(result.frame("bar"))
        #expect(abs(bar.minX - (511.0 / 3 - 135.5)) < 1e-9)
        #expect(abs(bar.width - 10) < 1e-9)
    }

    @Test("@3x without the key: UIKit's rounding puts the card at 406.5 pixels up to 407 = 135.67")
    func rounded() throws {
        let (_, result) = layOut(scene(keep: false))
        let card = try #require(result.frame("card"))
        #expect(abs(card.minX - 407.0 / 3) < 1e-9)
        #expect(abs(card.width - 104) < 1e-9)
    }

    @Test("@2x the half point is on the grid: 135.5 with or without the key")
    func twoX() {
        for keep in [false, true] {
            let (_, result) = layOut(scene(keep: keep, scale: 2))
            #expect(result.frame("card") == Rect(x: 135.5, y: 100, width: 104, height: 50))
        }
    }
}

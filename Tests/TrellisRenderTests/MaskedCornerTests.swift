import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

/// CALayer.maskedCorners: only the named corners are rounded, for the fill, the clip, the border and the shadow.
@Suite("Drawing masked corners")
struct MaskedCornerTests {
    /// A red 40 × 40 view at (10, 10) on a white 60 × 60 screen, corner radius 20.
    static func box(_ corners: CornerSet, border: Border? = nil) throws -> PixelBuffer {
        var box = view("box", background: red)
        box.cornerRadius = 20
        box.maskedCorners = corners
        box.border = border
        let scene = Scene(name: "corners", size: Size(width: 60, height: 60), views: [box])
        return try screen(scene, frames: ["box": Rect(x: 10, y: 10, width: 40, height: 40)], scale: 1)
    }

    @Test("topLeft and bottomRight rounded: those corners are transparent, the other two square")
    func twoCorners() throws {
        let pixels = try Self.box([.topLeft, .bottomRight])
        // A radius-20 arc leaves the corner pixel (1 pt in from each edge) about 27 pt from the arc's centre: outside.
        #expect(pixels[11, 11] == white8)
        #expect(pixels[48, 48] == white8)
        #expect(pixels[48, 11] == red8)
        #expect(pixels[11, 48] == red8)
        // Far from the corners the fill is unchanged.
        #expect(pixels[30, 30] == red8)
    }

    @Test("an empty set rounds nothing; all four is the plain cornerRadius")
    func noneAndAll() throws {
        let square = try Self.box([])
        #expect(square[10, 10] == red8)
        #expect(square[49, 49] == red8)
        let round = try Self.box(.all)
        #expect(round[11, 11] == white8)
        #expect(round[48, 11] == white8)
    }

    @Test("the border follows the same outline: a square corner keeps a square border")
    func border() throws {
        let pixels = try Self.box([.topLeft], border: Border(width: 2, color: blue))
        // The top-right corner is square, so its corner pixel is the 2-pt border's.
        #expect(pixels[49, 10] == blue8)
        #expect(pixels[10, 10] == white8)
    }
}

/// `border.sides`: a border on some sides only.
@Suite("Drawing borders on some sides")
struct SideBorderTests {
    @Test("sides [top, bottom]: the top and bottom rows are the border's, the left and right columns the fill's")
    func topAndBottom() throws {
        var box = view("box", background: red)
        var border = Border(width: 2, color: blue)
        border.sides = [.top, .bottom]
        box.border = border
        let scene = Scene(name: "sides", size: Size(width: 60, height: 60), views: [box])
        let pixels = try screen(scene, frames: ["box": Rect(x: 10, y: 10, width: 40, height: 40)], scale: 1)
        // The 2-pt strips cover rows 10…11 and 48…49; the middle rows keep the red fill up to the side edges.
        #expect(pixels[30, 10] == blue8)
        #expect(pixels[30, 11] == blue8)
        #expect(pixels[30, 12] == red8)
        #expect(pixels[30, 49] == blue8)
        #expect(pixels[10, 30] == red8)
        #expect(pixels[49, 30] == red8)
        #expect(pixels[30, 9] == white8)
    }
}

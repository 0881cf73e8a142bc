import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

/// CAGradientLayer fills: stops, unit-coordinate start and end, the view's rounded shape.
@Suite("Drawing gradients")
struct GradientDrawingTests {
    static func box(_ gradient: Gradient, size: Size = Size(width: 100, height: 100), radius: Double = 0) throws -> PixelBuffer {
        var box = view("box")
        box.gradient = gradient
        box.cornerRadius = radius
        let scene = Scene(name: "gradient", size: size, views: [box])
        return try screen(scene, frames: ["box": Rect(origin: .zero, size: size)], scale: 1)
    }

    @Test("red to blue from left to right, sampled at 25, 50 and 75 %")
    func horizontal() throws {
        let pixels = try Self.box(Gradient(colors: [red, blue], start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))
        // Pixel x covers x…x+1; its centre x + 0.5 lies at t = (x + 0.5) / 100: red 255 (1 − t), blue 255 t.
        // x = 25: t = 0.255 → (190, 0, 65); x = 50: t = 0.505 → (126, 0, 129); x = 75: t = 0.755 → (62, 0, 193).
        #expect(close(pixels[25, 50], RGBA8(r: 190, g: 0, b: 65)), "\(pixels[25, 50])")
        #expect(close(pixels[50, 50], RGBA8(r: 126, g: 0, b: 129)), "\(pixels[50, 50])")
        #expect(close(pixels[75, 50], RGBA8(r: 62, g: 0, b: 193)), "\(pixels[75, 50])")
    }

    @Test("CAGradientLayer's default axis runs from the top middle to the bottom middle")
    func defaultAxis() throws {
        let pixels = try Self.box(Gradient(colors: [red, blue]))
        // Row 25 (t = 0.255) is the same colour in every column; row 75 is mostly blue.
        #expect(close(pixels[5, 25], RGBA8(r: 190, g: 0, b: 65)))
        #expect(close(pixels[95, 25], RGBA8(r: 190, g: 0, b: 65)))
        #expect(close(pixels[50, 75], RGBA8(r: 62, g: 0, b: 193)))
    }

    @Test("locations place the stops: red until 50 %, then to blue at 100 %")
    func locations() throws {
        let pixels = try Self.box(Gradient(colors: [red, red, blue], locations: [0, 0.5, 1]))
        // Below 50 % it is pure red; row 75 lies at t = 0.755, (0.755 − 0.5) / 0.5 = 0.51 of the way to blue → (125, 0, 130).
        #expect(pixels[50, 25] == red8)
        #expect(close(pixels[50, 75], RGBA8(r: 125, g: 0, b: 130)), "\(pixels[50, 75])")
    }

    @Test("start and end are unit coordinates of the bounds: on a 100 × 50 view the diagonal bands follow the unit square")
    func unitCoordinates() throws {
        let pixels = try Self.box(Gradient(colors: [red, blue], start: .zero, end: Point(x: 1, y: 1)), size: Size(width: 100, height: 50))
        // Pixel (75, 12): u = 0.755, v = 0.25; in the unit square t = (u + v) / 2 = 0.5025 → (127, 0, 128).
        // (Projected in points instead, t would be (75.5 × 100 + 12.5 × 50) / (100² + 50²) = 0.654.)
        #expect(close(pixels[75, 12], RGBA8(r: 127, g: 0, b: 128)), "\(pixels[75, 12])")
    }

    @Test("the gradient fills the view's rounded shape: the corner outside the radius stays white")
    func roundedShape() throws {
        let pixels = try Self.box(Gradient(colors: [red, blue]), radius: 20)
        #expect(pixels[0, 0] == white8)
        #expect(pixels[20, 2] != white8)
    }
}

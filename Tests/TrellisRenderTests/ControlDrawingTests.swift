import Foundation
import Testing
import TrellisModel
import TrellisLayout
import TrellisScene
@testable import TrellisRender

/// UIKit's controls drawn in their frames at @2x, checked at pixels worked out by hand from the metrics
/// (docs/scene-format.md, Controls) and the system colours' published values, composited over the background
/// (a colour c at alpha a over b is c·a + b·(1 − a)).
@Suite("Drawing controls")
struct ControlDrawingTests {
    /// The rendered screen of the test scene: its PNG pixels, or with `format` set, the document's bytes.
    static func rendered(appearance: String, scale: Int = 2, direction: String = "leftToRight",
                         format: OutputFormat? = nil) throws -> RenderedImage {
        let loaded = try SceneLoader.load(yaml: """
        size: [240, 260]
        layoutDirection: \(direction)
        scale: \(scale)
        appearance: \(appearance)
        views:
          - switch: on
            on: true
            frame: [10, 10, 51, 31]
          - switch: off
            frame: [80, 10, 51, 31]
          - slider: slider
            value: 0.3
            frame: [10, 60, 200, 31]
          - progress: progress
            progress: 0.6
            frame: [10, 110, 200, 4]
          - separator: line
            layout: [top == 130, left == 10, width == 100]
          - segmentedControl: segments
            segments: [A, B]
            selected: 1
            frame: [10, 150, 200, 32]
          - button: button
            title: Go
            style: filled
            frame: [10, 200, 100, 34]
        """, file: "controls.yaml")
        let written = try #require(loaded.scenes.first)
        let engine = LayoutEngine(scene: written, measurer: sharedMeasurer)
        let device = engine.devices[0]
        let scene = written.resolved(for: device)
        let result = LayoutEngine(scene: scene, measurer: sharedMeasurer).layout(device: device)
        var options = RenderOptions()
        if let format { options.format = format }
        let renderer = SceneRenderer(scene: scene, result: result, measurer: sharedMeasurer, options: options)
        let (images, _) = try renderer.renderImages()
        return try #require(images.first { $0.fileName.hasPrefix("screen.") })
    }

    static func pixels(appearance: String, scale: Int = 2, direction: String = "leftToRight") throws -> PixelBuffer {
        try #require(try rendered(appearance: appearance, scale: scale, direction: direction).pixels)
    }

    static func expectPixel(_ pixels: PixelBuffer, _ x: Int, _ y: Int, _ expected: RGBA8, _ what: String) {
        #expect(close(pixels[x, y], expected), "\(what) at (\(x), \(y)): \(pixels[x, y]), expected \(expected)")
    }

    @Test("light: switch on colour and white thumb, off track, slider and progress tint and track, hairline, segment, button")
    func light() throws {
        let p = try Self.pixels(appearance: "light")
        // Switch on: the track left of the thumb (18, 25.5 pt) is systemGreen (52, 199, 89); the thumb, a 27-point
        // circle 2 points in from the right (32…59), is white at its centre (45.5, 25.5).
        Self.expectPixel(p, 36, 51, RGBA8(r: 52, g: 199, b: 89), "on track")
        Self.expectPixel(p, 91, 51, white8, "on thumb")
        // Switch off: secondarySystemFill (120, 120, 128, 0.16) over white: 255·0.84 + 120·0.16 = 233.4, blue 234.7;
        // at (123, 25.5), right of the thumb (82…109). The thumb's centre (95.5, 25.5) is white.
        Self.expectPixel(p, 246, 51, RGBA8(r: 233, g: 233, b: 235), "off track")
        Self.expectPixel(p, 191, 51, white8, "off thumb")
        // Slider: the track is 4 points around y 75.5; the thumb's centre is at 10 + 14 + 172·0.3 = 75.6. Left of it
        // systemBlue (0, 122, 255); right of it systemFill (120, 120, 128, 0.2): 255·0.8 + 24 = 228, blue 229.6.
        Self.expectPixel(p, 30, 151, RGBA8(r: 0, g: 122, b: 255), "slider minimum track")
        Self.expectPixel(p, 400, 151, RGBA8(r: 228, g: 228, b: 230), "slider maximum track")
        // Progress 0.6 of 200 points: tint up to x 130, track after.
        Self.expectPixel(p, 100, 224, RGBA8(r: 0, g: 122, b: 255), "progress")
        Self.expectPixel(p, 360, 224, RGBA8(r: 228, g: 228, b: 230), "progress track")
        // Separator (intrinsic height 0.5 point, one pixel at @2x): one pixel row (y 260) of separator (60, 60, 67, 0.29): 255·0.71 + 60·0.29 = 198.5, blue 200.5;
        // the row below is white.
        Self.expectPixel(p, 60, 260, RGBA8(r: 198, g: 198, b: 200), "hairline")
        Self.expectPixel(p, 60, 261, white8, "below the hairline")
        // Segmented control: segment B (x 112…208) is white; the background of A is tertiarySystemFill
        // (118, 118, 128, 0.12): 255·0.88 + 118·0.12 = 238.6, blue 239.8.
        Self.expectPixel(p, 240, 310, white8, "selected segment")
        Self.expectPixel(p, 60, 310, RGBA8(r: 239, g: 239, b: 240), "segmented background")
        // Filled button: the tint fills its rounded rectangle (radius 6), at (20, 203).
        Self.expectPixel(p, 40, 406, RGBA8(r: 0, g: 122, b: 255), "filled button")
    }

    @Test("dark: systemGreen (48, 209, 88), secondarySystemFill 0.32 over black, dark systemBlue, selected segment (99, 99, 102)")
    func dark() throws {
        let p = try Self.pixels(appearance: "dark")
        Self.expectPixel(p, 36, 51, RGBA8(r: 48, g: 209, b: 88), "on track")
        Self.expectPixel(p, 91, 51, white8, "on thumb")
        // (120, 120, 128) at 0.32 over black: 38.4, 38.4, 41.
        Self.expectPixel(p, 246, 51, RGBA8(r: 38, g: 38, b: 41), "off track")
        Self.expectPixel(p, 30, 151, RGBA8(r: 10, g: 132, b: 255), "slider minimum track")
        // systemFill dark (120, 120, 128, 0.36) over black: 43.2, 43.2, 46.1.
        Self.expectPixel(p, 400, 151, RGBA8(r: 43, g: 43, b: 46), "slider maximum track")
        // Separator dark (84, 84, 88, 0.6) over black: 50.4, 50.4, 52.8.
        Self.expectPixel(p, 60, 260, RGBA8(r: 50, g: 50, b: 53), "hairline")
        Self.expectPixel(p, 240, 310, RGBA8(r: 99, g: 99, b: 102), "selected segment")
    }

    @Test("crisp at @3x: the hairline is one pixel row (1/3 point), the switch's colours as at @2x")
    func thirdPoints() throws {
        let p = try Self.pixels(appearance: "light", scale: 3)
        // The separator's intrinsic height is one pixel, 1/3 point at @3x: from y 130 (pixel row 390) to 130.333
        // (row 391), so row 390 alone is drawn and row 391 is white.
        Self.expectPixel(p, 90, 390, RGBA8(r: 198, g: 198, b: 200), "hairline")
        Self.expectPixel(p, 90, 391, white8, "below the hairline")
        Self.expectPixel(p, 54, 76, RGBA8(r: 52, g: 199, b: 89), "on track")
        Self.expectPixel(p, 136, 76, white8, "on thumb")
    }

    @Test("right to left: the switch is on at the left, the slider and progress fill from the right, segments run from the right")
    func rightToLeft() throws {
        let p = try Self.pixels(appearance: "light", direction: "rightToLeft")
        // The on thumb is 2 points in from the left (12…39, centre 25.5); the track right of it (53, 25.5) is green.
        Self.expectPixel(p, 51, 51, white8, "on thumb at the left")
        Self.expectPixel(p, 106, 51, RGBA8(r: 52, g: 199, b: 89), "on track")
        // Slider: the thumb's centre is 210 − 14 − 51.6 = 144.4; the tint runs from it to the right end.
        Self.expectPixel(p, 400, 151, RGBA8(r: 0, g: 122, b: 255), "slider minimum track at the right")
        Self.expectPixel(p, 30, 151, RGBA8(r: 228, g: 228, b: 230), "slider maximum track at the left")
        // Progress 0.6: the tint covers 90…210.
        Self.expectPixel(p, 360, 224, RGBA8(r: 0, g: 122, b: 255), "progress from the right")
        Self.expectPixel(p, 100, 224, RGBA8(r: 228, g: 228, b: 230), "progress track at the left")
        // Segment B, the second from the leading (right) edge, is the left half: selected, white at (30, 155).
        Self.expectPixel(p, 60, 310, white8, "selected segment at the left")
        Self.expectPixel(p, 240, 310, RGBA8(r: 239, g: 239, b: 240), "segment A at the right")
    }

    @Test("SVG: each control is embedded over its box as an SVG document cairo drew, in its group")
    func svg() throws {
        let image = try Self.rendered(appearance: "light", format: .svg)
        let text = String(decoding: try #require(image.data), as: UTF8.self)
        let group = try #require(text.range(of: "id=\"on\""))
        let prefix = "data:image/svg+xml;base64,"
        let start = try #require(text.range(of: prefix, range: group.upperBound..<text.endIndex))
        let end = try #require(text[start.upperBound...].firstIndex(of: "\""))
        let embedded = try #require(Data(base64Encoded: String(text[start.upperBound..<end])))
        let document = String(decoding: embedded, as: UTF8.self)
        #expect(document.contains("<svg"))
        // The on track is systemGreen: red 52 / 255 = 20.39 %, as cairo writes colours in percent.
        #expect(document.contains("20.39"), "systemGreen in \(document.prefix(400))")
    }
}

import Testing
import TrellisModel
import TrellisLayout
import TrellisScene

/// A scene file's root margins on every current iPhone: UIKit's system minimum (16 pt up to 375 pt of width, 20 on
/// wider screens) on top of each device's safe area, in portrait and landscape.
@Suite("Scene files: root system minimum margins per device")
struct RootMarginDeviceTests {
    struct NoText: TextMeasurer {
        func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode) -> TextMetrics {
            TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0)
        }
    }

    /// The scene: a 40-pt `banner` between the root's side margins, at the top of its margins guide.
    static let yaml = """
        devices: [iphone-se-3, iphone-13-mini, iphone-x, iphone-13, iphone-16e, iphone-15-pro, iphone-16-pro,
                  iphone-14-plus, iphone-16-plus, iphone-16-pro-max, iphone-13/landscape, iphone-13-mini/landscape]
        views:
          - view: banner
            layout: [leading == view.margins, trailing == view.margins, top == view.margins, height == 40]
        """

    /// (device label, screen width, safe-area top, left, right, expected side margin), worked by hand from the
    /// devices table (docs/scene-format.md, Devices) and the margin rule (Layout margins).
    static let rows: [(String, Double, Double, Double, Double, Double)] = [
        ("iphone-se-3", 375, 20, 0, 0, 16),        // 375 × 667, status bar 20
        ("iphone-13-mini", 375, 50, 0, 0, 16),     // 375 × 812, sensor housing 50
        ("iphone-x", 375, 44, 0, 0, 16),
        ("iphone-13", 390, 47, 0, 0, 20),          // 390 × 844: wider than 375, so 20
        ("iphone-16e", 390, 47, 0, 0, 20),
        ("iphone-15-pro", 393, 59, 0, 0, 20),
        ("iphone-16-pro", 402, 62, 0, 0, 20),
        ("iphone-14-plus", 428, 47, 0, 0, 20),
        ("iphone-16-plus", 430, 59, 0, 0, 20),
        ("iphone-16-pro-max", 440, 62, 0, 0, 20),
        ("iphone-13/landscape", 844, 0, 47, 47, 20),     // 844 × 390: housing at both sides
        ("iphone-13-mini/landscape", 812, 0, 50, 50, 20), // 812 wide in landscape: 20 as well
    ]

    @Test("banner = (safe left + side, safe top, width − safe sides − 2 × side, 40) on each device", arguments: 0..<12)
    func banner(_ row: Int) throws {
        let (label, width, top, left, right, side) = Self.rows[row]
        let scene = try Load.scene(Self.yaml)
        let engine = LayoutEngine(scene: scene, measurer: NoText())
        let device = try #require(engine.devices.first { $0.label == label })
        #expect(device.size.width == width)
        let result = engine.layout(device: device)
        let frame = result.states.first?.view("banner")?.frame
        #expect(frame == Rect(x: left + side, y: top, width: width - left - right - 2 * side, height: 40))
    }

    @Test("viewRespectsSystemMinimumLayoutMargins: false keeps written 8-pt margins on a 390-pt phone")
    func writtenMarginsWithoutMinimum() throws {
        // iPhone 13 (390 × 844, top 47): margins 8 as written, plus the safe area: (8, 47 + 8, 390 − 16, 40).
        let scene = try Load.scene("""
            device: iphone-13
            margins: 8
            viewRespectsSystemMinimumLayoutMargins: false
            views:
              - view: banner
                layout: [leading == view.margins, trailing == view.margins, top == view.margins, height == 40]
            """)
        let engine = LayoutEngine(scene: scene, measurer: NoText())
        let device = try #require(engine.devices.first)
        let frame = engine.layout(device: device).states.first?.view("banner")?.frame
        #expect(frame == Rect(x: 8, y: 55, width: 374, height: 40))
    }
}

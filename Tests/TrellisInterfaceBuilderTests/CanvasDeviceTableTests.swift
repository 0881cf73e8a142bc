import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Interface Builder's notched-phone canvases and the scene files' devices table give the same phone the same safe
/// area in both orientations: the canvas's portrait top names the phone (44: iPhone X/XS and the first XR/XS Max
/// canvases; 50: the 12/13 mini; 48: the XR/11 on iOS 14 on; 47: the 12–14), and in landscape that phone's sensor
/// housing is as deep at each side as its portrait top (published runtime `safeAreaInsets` tables).
@Suite("Interface Builder canvases agree with the devices table")
struct CanvasDeviceTableTests {
    /// A screen-sized view controller on `device`, `orientation`, saved by `toolsVersion`.
    static func document(device: String, size: (Double, Double), orientation: String, toolsVersion: Int) -> String {
        storyboard("", device: device, toolsVersion: toolsVersion, size: size)
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"\(orientation)\"")
    }

    /// The safe area Trellis gives the document's one scene.
    static func canvasSafeArea(device: String, portrait: (Double, Double), landscape: Bool, toolsVersion: Int) throws -> Insets {
        let size = landscape ? (portrait.1, portrait.0) : portrait
        let loaded = try InterfaceBuilderLoader.load(
            xml: Array(document(device: device, size: size, orientation: landscape ? "landscape" : "portrait",
                                toolsVersion: toolsVersion).utf8), file: "Canvas.storyboard")
        return try #require(loaded.scenes.first?.devices.first).safeArea
    }

    struct Case: Sendable, CustomStringConvertible {
        var device: String, portrait: (Double, Double), toolsVersion: Int, entry: String
        var description: String { "\(device) @\(toolsVersion) = \(entry)" }
    }

    static let cases: [Case] = [
        // Xcode 14 on (toolsVersion ≥ 21000): 375 × 812 has the mini's 50-pt top, 414 × 896 the XR/11's 48,
        // 390 × 844 the iPhone 12's 47; before, the first notched phones' 44. (Xcode 14.0 to 14.2, 21000–21599, lay
        // a storyboard's controllers out in landscape with the portrait insets: IBXcode14LandscapeInsets; so 21701.)
        Case(device: "retina5_9", portrait: (375, 812), toolsVersion: 21701, entry: "iphone-12-mini"),
        Case(device: "retina6_1", portrait: (414, 896), toolsVersion: 21701, entry: "iphone-11"),
        Case(device: "retina6_12", portrait: (390, 844), toolsVersion: 21701, entry: "iphone-12"),
        Case(device: "retina5_9", portrait: (375, 812), toolsVersion: 14460, entry: "iphone-x"),
        Case(device: "retina6_1", portrait: (414, 896), toolsVersion: 14460, entry: "iphone-xs-max"),
    ]

    @Test("in portrait and landscape, the canvas's safe area is the table's row for that phone", arguments: cases)
    func agree(_ phone: Case) throws {
        // The table's rows (DeviceCatalog): mini (50, 0, 34, 0) / (0, 50, 21, 50); 11 (48, 0, 34, 0) / (0, 48, 21, 48);
        // 12 (47, 0, 34, 0) / (0, 47, 21, 47); X and XS Max (44, 0, 34, 0) / (0, 44, 21, 44).
        let entry = try #require(DeviceCatalog.entry(named: phone.entry))
        for landscape in [false, true] {
            let canvas = try Self.canvasSafeArea(device: phone.device, portrait: phone.portrait, landscape: landscape,
                                                 toolsVersion: phone.toolsVersion)
            #expect(canvas == entry.safeArea(landscape ? .landscape : .portrait), "landscape: \(landscape)")
        }
    }

    @Test("the 12/13 mini canvas in landscape: 50 at each side, 21 at the bottom, as published")
    func miniNumbers() throws {
        // Published runtime tables (device-model keyed safe areas; snapshot-testing device configurations) give the
        // 12/13 mini (0, 50, 21, 50) in landscape and the iPhone 11 (0, 48, 21, 48).
        #expect(try Self.canvasSafeArea(device: "retina5_9", portrait: (375, 812), landscape: true, toolsVersion: 21701)
                == Insets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(try Self.canvasSafeArea(device: "retina6_1", portrait: (414, 896), landscape: true, toolsVersion: 21701)
                == Insets(top: 0, left: 48, bottom: 21, right: 48))
    }
}

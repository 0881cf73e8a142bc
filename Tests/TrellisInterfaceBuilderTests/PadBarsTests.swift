import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// iPads: no status bar on the canvas of Xcode 11 to 12.5, in either orientation, and the iPad's 50-pt tab bar from
/// Xcode 10 (IBPadBars). Hand-written documents; the frames are worked out by hand in each test.
@Suite("Interface Builder iPad status bar and tab bar")
struct PadBarsTests {
    let pinned = SafeAreaPinnedLabels.views
    let constraints = SafeAreaPinnedLabels.constraints

    /// A tab bar controller showing the view controller `vc1-aa-bbb`; its tab bar stored as Xcode's template writes
    /// it, 1000 × 1000 (not a laid-out frame, so the canvas's height applies).
    let tabs = """
    <scene sceneID="box-s"><objects>
      <tabBarController id="box">
        <tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/></tabBar>
        <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="viewControllers" id="rel"/></connections>
      </tabBarController>
    </objects></scene>
    """

    func document(device: String, size: (Double, Double), toolsVersion: Int, orientation: String = "landscape") -> String {
        storyboard(pinned, constraints: constraints, device: device, toolsVersion: toolsVersion, size: size, extraScenes: tabs)
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"\(orientation)\"")
    }

    @Test("an Xcode 12.5 iPad in landscape has no status bar and a 50-pt tab bar")
    func xcode125Landscape() throws {
        // 1080 × 810 (ipad10_2 turned), toolsVersion 18122 (Xcode 12.5): safe area top 0, bottom 50 (the tab bar, no home
        // indicator). The top label at (10, 0 + 10); the bottom one ends 10 pt above 810 − 50: y = 750 − 20 = 730.
        let laid = try LaidOut(document(device: "ipad10_2", size: (1080, 810), toolsVersion: 18122))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 0, left: 0, bottom: 50, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 10, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 730, width: 100, height: 20))
    }

    @Test("a rounded iPad in landscape (Xcode 11.5) loses its 24-pt status bar and keeps its 20-pt home indicator")
    func roundedLandscape() throws {
        // 1194 × 834 (ipad11_0rounded turned), toolsVersion 16097: top 0; bottom 20 + 50 = 70. The top label at
        // y = 10; the bottom one ends at 834 − 70 − 10 = 754, so y = 734.
        let laid = try LaidOut(document(device: "ipad11_0rounded", size: (1194, 834), toolsVersion: 16097))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 0, left: 0, bottom: 70, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 10, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 734, width: 100, height: 20))
    }

    @Test("an Xcode 11.2 iPad in portrait has no status bar either")
    func xcode112Portrait() throws {
        // 810 × 1080 (ipad10_2), toolsVersion 15400: top 0, bottom 50 (the tab bar). The top label at y = 10; the bottom
        // one ends at 1080 − 50 − 10 = 1020, so y = 1000.
        let laid = try LaidOut(document(device: "ipad10_2", size: (810, 1080), toolsVersion: 15400, orientation: "portrait"))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 0, left: 0, bottom: 50, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 10, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: 1000, width: 100, height: 20))
    }

    @Test("iPads keep the status bar in Xcode 8, 10 and 13, and the 12.9-inch iPad in Xcode 12 under a tab bar",
          arguments: [("ipad9_7", 1024.0, 768.0, 11762, "landscape", 49.0),
                      ("ipad9_7", 768.0, 1024.0, 14460, "portrait", 50.0),
                      ("ipad10_2", 1080.0, 810.0, 19162, "landscape", 50.0),
                      ("ipad12_9", 1366.0, 1024.0, 17701, "landscape", 50.0)])
    func statusBarKept(_ device: String, _ width: Double, _ height: Double, _ tools: Int, _ orientation: String,
                       _ tabBar: Double) throws {
        // The 20-pt status bar: the top label at 20 + 10 = 30. The tab bar is 49 pt in Xcode 8 (before iOS 12) and
        // 50 from Xcode 10: the bottom label at height − tabBar − 10 − 20 (689 on 768, 944 and 944 on 1024, 730 on 810).
        let laid = try LaidOut(document(device: device, size: (width, height), toolsVersion: tools, orientation: orientation))
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 20, left: 0, bottom: tabBar, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 30, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: height - tabBar - 30, width: 100, height: 20))
    }

    @Test("the 12.9-inch iPads of Xcode 11.4 to 12.5 show no status bar over a controller without bars",
          arguments: [("ipad12_9rounded", 1024.0, 1366.0, 15705, "portrait", 20.0),
                      ("ipad12_9rounded", 1366.0, 1024.0, 16096, "landscape", 20.0),
                      ("ipad12_9rounded", 1024.0, 1366.0, 17506, "portrait", 20.0),
                      ("ipad12_9", 1024.0, 1366.0, 18122, "portrait", 0.0)])
    func largePadWithoutBars(_ device: String, _ width: Double, _ height: Double, _ tools: Int, _ orientation: String,
                             _ homeIndicator: Double) throws {
        // No tab bar, no navigation controller: top 0; bottom the rounded iPad's 20-pt home indicator (none on
        // ipad12_9). The top label at y = 10; the bottom one ends 10 pt above the safe area's bottom: 1366 − 20 − 30 =
        // 1316 in portrait, 1024 − 20 − 30 = 974 in landscape, 1366 − 30 = 1336 on ipad12_9.
        let document = storyboard(pinned, constraints: constraints, device: device, toolsVersion: tools, size: (width, height))
            .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"\(orientation)\"")
        let laid = try LaidOut(document)
        #expect(laid.scenes[0].devices[0].safeArea == Insets(top: 0, left: 0, bottom: homeIndicator, right: 0))
        #expect(laid.frame("pin") == Rect(x: 10, y: 10, width: 100, height: 20))
        #expect(laid.frame("low") == Rect(x: 10, y: height - homeIndicator - 30, width: 100, height: 20))
    }
}

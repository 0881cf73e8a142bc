import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A root below opaque top bars (edgesForExtendedLayout without the top) stored shorter than the canvas below them
/// lies below them all the same, as the controller of a navigation controller in a container view shorter than the
/// screen does (IBRootPlacement.belowOpaqueBars).
@Suite("Interface Builder: a short root below its top bars")
struct ShortRootBelowBarsTests {
    /// Xcode 11.4 (16097) on `retina6_1` (414 × 896: 44 pt of sensor housing, 34 of home indicator). A navigation
    /// controller (44-pt bar) has the helper's controller as its root and pushes `short`, whose edges extend only under
    /// the bottom bar and whose root is stored 414 × `height`, with a 233-pt strip pinned to its safe area's top.
    func document(height: Int) -> String {
        let scenes = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
              <rect key="frame" x="0.0" y="44" width="414" height="44"/>
            </navigationBar>
            <connections>
              <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/>
            </connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="short-s"><objects>
          <viewController id="short" title="Short" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="short-root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="player">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="233"/>
                  <constraints>
                    <constraint firstAttribute="height" constant="233" id="p0"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="player" firstAttribute="top" secondItem="short-safe" secondAttribute="top" id="p1"/>
                <constraint firstItem="player" firstAttribute="leading" secondItem="short-root" secondAttribute="leading" id="p2"/>
                <constraint firstAttribute="trailing" secondItem="player" secondAttribute="trailing" id="p3"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="short-safe"/>
            </view>
            <extendedEdge key="edgesForExtendedLayout" bottom="YES"/>
          </viewController>
        </objects></scene>
        """
        let push = #"<connections><segue destination="short" kind="show" id="push1"/></connections>"#
        return storyboard("", device: "retina6_1", toolsVersion: 16097, size: (414, 896), controller: push, extraScenes: scenes)
    }

    func laidOut(height: Int) throws -> (player: Rect?, safeArea: Insets) {
        let laid = try LaidOut(document(height: height))
        let short = try #require(laid.scenes.firstIndex { $0.name == "Test/Short" })
        return (laid.frame("player", scene: short), laid.scenes[short].devices[0].safeArea)
    }

    @Test("stored 414 × 685 (a container's 773 less 44 + 44): below the bars, the strip at y = 0")
    func shortRoot() throws {
        // The root lies at y = 44 + 44 = 88, so nothing of the housing or the bar is above its safe area; it ends at
        // 88 + 685 = 773, above the home indicator (896 − 34 = 862): no bottom inset either. At the screen's top the
        // strip would lie at 88.
        let laid = try laidOut(height: 685)
        #expect(laid.safeArea == Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(laid.player == Rect(x: 0, y: 0, width: 414, height: 233))
    }

    @Test("stored the canvas's height below the bars (896 − 88 = 808): below them as before, the home indicator's 34 kept")
    func fullRoot() throws {
        let laid = try laidOut(height: 808)
        #expect(laid.safeArea == Insets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(laid.player == Rect(x: 0, y: 0, width: 414, height: 233))
    }
}

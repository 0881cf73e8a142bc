import Foundation
import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A navigation controller's scroll view: UIKit's `.automatic` content inset adjustment moves the safe area into the
/// adjusted content inset, so the scroll view's content does not see it (UIScrollView.ContentInsetAdjustmentBehavior).
@Suite("Interface Builder scroll views inside a navigation controller")
struct ScrollContentInsetTests {
    /// A root-filling scroll view (`scroll`) whose content view `content` (pinned to the content guide, as wide as the
    /// frame guide, 100 pt tall, margins 8, or 20 preserved from the root in `preserving`) holds `bar` at its top and
    /// leading margins; `badge` is pinned 8 pt inside the scroll view's own safe area.
    func subviews(preserving: Bool) -> String {
        let preserve = preserving ? "preservesSuperviewLayoutMargins=\"YES\"" : ""
        return """
        <scrollView clipsSubviews="YES" contentMode="scaleToFill" \(preserve) translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" \(preserve) translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="8" y="8" width="50" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b1"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b2"/>
                        <constraint firstItem="bar" firstAttribute="width" constant="50" id="b3"/>
                        <constraint firstItem="bar" firstAttribute="height" constant="20" id="b4"/>
                        <constraint firstItem="content" firstAttribute="height" constant="100" id="b5"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                    <rect key="frame" x="8" y="8" width="20" height="20"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="20" id="d1"/>
                        <constraint firstAttribute="height" constant="20" id="d2"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s1"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s2"/>
                <constraint firstItem="content" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="s3"/>
                <constraint firstItem="content" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="s4"/>
                <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s5"/>
                <constraint firstItem="badge" firstAttribute="top" secondItem="ssafe" secondAttribute="top" constant="8" id="s6"/>
                <constraint firstItem="badge" firstAttribute="leading" secondItem="ssafe" secondAttribute="leading" constant="8" id="s7"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="ssafe"/>
            <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
            <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
        </scrollView>
        """
    }

    let pins = """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
        """

    let navigation = """
        <scene sceneID="nav-s"><objects>
          <navigationController id="nav">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
            <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="seg1"/></connections>
          </navigationController>
        </objects></scene>
        """

    @Test("the root's scroll view adjusts its top inset for the 64-pt bar area: its content and safe area start at the content's top")
    func adjusted() throws {
        // Xcode 10 on a 375 × 667 phone: 20-pt status bar + 44-pt navigation bar = 64. The content is 100 pt tall in
        // a 667-pt scroll view (it does not scroll), yet `.automatic` adjusts the top for a navigation controller's
        // scroll view: at rest the offset is −64, the content sees no safe area, and bar sits at its own 8-pt margins
        // (8, 8). The scroll view's safe area guide, in content coordinates, starts at −64 + 64 = 0: badge at (8, 8).
        let laid = try LaidOut(storyboard(subviews(preserving: false), constraints: pins, extraScenes: navigation))
        #expect(laid.frame("content") == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(laid.frame("bar") == Rect(x: 8, y: 8, width: 50, height: 20))
        #expect(laid.frame("badge") == Rect(x: 8, y: 8, width: 20, height: 20))
    }

    @Test("automaticallyAdjustsScrollViewInsets NO: the content under the bars sees the 64-pt safe area")
    func notAdjusted() throws {
        // Without the adjustment the offset stays 0: content overlaps the 64-pt safe area, its top margin is
        // 8 + 64 = 72 (bar at (8, 72)), and the scroll view's safe area guide starts at 64 (badge at (8, 72)).
        let text = storyboard(subviews(preserving: false), constraints: pins, extraScenes: navigation)
            .replacingOccurrences(of: "id=\"vc1-aa-bbb\"", with: "automaticallyAdjustsScrollViewInsets=\"NO\" id=\"vc1-aa-bbb\"")
        let laid = try LaidOut(text)
        #expect(laid.frame("bar") == Rect(x: 8, y: 72, width: 50, height: 20))
        #expect(laid.frame("badge") == Rect(x: 8, y: 72, width: 20, height: 20))
    }

    @Test("preserved margins reach through the scroll view, measured from its bounds at the content offset")
    func preservedThroughScrollView() throws {
        // The root's margins are 20 (its own directional 20, above the 16-pt system minimum) plus the 64-pt safe
        // area at the top: 84. The scroll view preserves them: 84 top, 20 leading. content sits at y = 0 in content
        // coordinates, 64 pt into the scroll view's bounds (offset −64): it preserves 84 − 64 = 20 at the top and
        // 20 at the leading edge, above its own 8. bar: (20, 20).
        let text = storyboard(subviews(preserving: true), constraints: pins, extraScenes: navigation)
            .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>",
                                  with: "<directionalEdgeInsets key=\"directionalLayoutMargins\" top=\"20\" leading=\"20\" bottom=\"20\" trailing=\"20\"/><viewLayoutGuide key=\"safeArea\" id=\"safe\"/>")
        let laid = try LaidOut(text)
        #expect(laid.frame("bar") == Rect(x: 20, y: 20, width: 50, height: 20))
    }
}

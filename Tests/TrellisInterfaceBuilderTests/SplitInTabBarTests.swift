import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A split view controller that is a tab: its columns are above the tab bar, and a `showDetail` from its primary
/// navigation root pushes the detail under that navigation bar (IBSplitInTabBar). Expected frames worked out by hand.
@Suite("Interface Builder: a split view controller in a tab bar controller")
struct SplitInTabBarTests {
    /// An Xcode 9.2 storyboard (toolsVersion 13771, `retina4_7`, 375 × 667, 20-pt status bar): the initial tab bar
    /// controller `tabs` (tab bar stored 49 tall) has the classic split `split` as its only tab; the split's master is
    /// the navigation controller `nav` (bar stored at y = 20, 44 tall), whose root `root` holds `low`, 30 tall, 8 pt
    /// above the safe area's bottom; the split's detail `detail` holds `top`, 16 pt below the safe area's top, and
    /// `bottom`, 48 tall, 40 pt above the safe area's bottom. `root` also shows `detail` by a `showDetail` segue that the
    /// document's `<inferredMetricsTieBreakers>` names when `tieBreaker` is true.
    static func document(tieBreaker: Bool) -> String {
        func view(_ id: String, _ subviews: String, _ constraints: String) -> String {
            """
            <view key="view" contentMode="scaleToFill" id="v-\(id)">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(subviews)</subviews>
                <viewLayoutGuide key="safeArea" id="g-\(id)"/>
                <constraints>\(constraints)</constraints>
            </view>
            """
        }
        func box(_ id: String, y: Int, height: Int) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="100" height="\(height)"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="w-\(id)"/>
                    <constraint firstAttribute="height" constant="\(height)" id="h-\(id)"/>
                </constraints>
            </view>
            """
        }
        let rootView = view("root", box("low", y: 580, height: 30), """
            <constraint firstItem="g-root" firstAttribute="bottom" secondItem="low" secondAttribute="bottom" constant="8" id="c1"/>
            <constraint firstItem="low" firstAttribute="leading" secondItem="g-root" secondAttribute="leading" constant="16" id="c2"/>
            """)
        let detailView = view("detail", box("top", y: 80, height: 30) + box("bottom", y: 530, height: 48), """
            <constraint firstItem="top" firstAttribute="top" secondItem="g-detail" secondAttribute="top" constant="16" id="c3"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="g-detail" secondAttribute="leading" constant="16" id="c4"/>
            <constraint firstItem="g-detail" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" constant="40" id="c5"/>
            <constraint firstItem="bottom" firstAttribute="leading" secondItem="g-detail" secondAttribute="leading" constant="16" id="c6"/>
            """)
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <scene sceneID="s-tabs"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections>
                            <segue destination="split" kind="relationship" relationship="viewControllers" id="r1"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s-split"><objects>
                    <splitViewController id="split" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="masterViewController" id="r2"/>
                            <segue destination="detail" kind="relationship" relationship="detailViewController" id="r3"/>
                        </connections>
                    </splitViewController>
                </objects></scene>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="root" kind="relationship" relationship="rootViewController" id="r4"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-root"><objects>
                    <viewController id="root" sceneMemberID="viewController">
                        \(rootView)
                        <connections>
                            <segue destination="detail" kind="showDetail" id="showIt"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-detail"><objects>
                    <viewController id="detail" sceneMemberID="viewController">
                        \(detailView)
                    </viewController>
                </objects></scene>
            </scenes>
            \(tieBreaker ? #"<inferredMetricsTieBreakers><segue reference="showIt"/></inferredMetricsTieBreakers>"# : "")
        </document>
        """
    }

    @Test("the columns of a split in a tab are above the tab bar; the detail is under the navigation bar", arguments: [false, true])
    func splitColumns(tieBreaker: Bool) throws {
        // The tab bar covers the bottom 49 pt: the safe areas end at 667 − 49 = 618.
        // root: under the status bar and the 44-pt bar; `low` ends 8 above 618: y = 618 − 8 − 30 = 580.
        // detail: pushed onto the primary's stack on a phone, under 20 + 44 = 64: `top` at 64 + 16 = 80;
        // `bottom` ends 40 above 618: y = 618 − 40 − 48 = 530. The tie-breaker naming the showDetail changes nothing.
        let laidOut = try LaidOut(Self.document(tieBreaker: tieBreaker))
        #expect(laidOut.frame(inAnyScene: "low") == Rect(x: 16, y: 580, width: 100, height: 30))
        #expect(laidOut.frame(inAnyScene: "top") == Rect(x: 16, y: 80, width: 100, height: 30))
        #expect(laidOut.frame(inAnyScene: "bottom") == Rect(x: 16, y: 530, width: 100, height: 48))
    }
}

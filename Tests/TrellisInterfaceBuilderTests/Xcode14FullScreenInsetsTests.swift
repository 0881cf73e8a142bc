import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 14.0-14.2 (toolsVersion 21225, 21507) draw every controller presented full screen, navigation controllers and
/// plain controllers alike, under the device's insets; Xcode 14.3 on lays both out without them
/// (IBCanvas.simulatesFullScreenPresentation, IBPresentations). Expected frames are worked out by hand.
@Suite("Interface Builder: full-screen presentations keep the device's insets in Xcode 14.0-14.2")
struct Xcode14FullScreenInsetsTests {
    /// A 393 × 852 storyboard (`retina6_12`) saved with `toolsVersion`: the initial controller `main` presents, by two
    /// `presentation` segues without a style, the navigation controller `nav` (its own style `fullScreen`, bar `navBar`)
    /// and the plain controller `plain` (its own style `fullScreen`). `nav`'s root `root` and `plain` each hold a 30-pt
    /// box pinned 8 pt below the safe area's top.
    static func document(toolsVersion: Int) -> String {
        func controller(_ id: String, extra: String = "", segues: String = "") -> String {
            """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController \(extra) id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-\(id)">
                                    <rect key="frame" x="16" y="111" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="w-\(id)"/>
                                        <constraint firstAttribute="height" constant="30" id="h-\(id)"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="g-\(id)"/>
                            <constraints>
                                <constraint firstItem="box-\(id)" firstAttribute="top" secondItem="g-\(id)" secondAttribute="top" constant="8" id="t-\(id)"/>
                                <constraint firstItem="box-\(id)" firstAttribute="leading" secondItem="g-\(id)" secondAttribute="leading" constant="16" id="l-\(id)"/>
                            </constraints>
                        </view>
                        <connections>\(segues)</connections>
                    </viewController>
                </objects>
            </scene>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="main">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                \(controller("main", segues: #"<segue destination="nav" kind="presentation" id="p1"/><segue destination="plain" kind="presentation" id="p2"/>"#))
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController modalPresentationStyle="fullScreen" id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                \(controller("root"))
                \(controller("plain", extra: #"modalPresentationStyle="fullScreen""#))
            </scenes>
        </document>
        """
    }

    @Test("Xcode 14.0-14.2: a presented navigation controller and a presented plain controller keep the 59-pt top inset",
          arguments: [21225, 21507])
    func xcode140to142(toolsVersion: Int) throws {
        // The bar sits below the 59-pt inset: (0, 59, 393, 44). The root's safe area starts under it at 59 + 44 = 103,
        // so its box is at y = 103 + 8 = 111. The plain controller keeps the inset too: box at 59 + 8 = 67.
        let laidOut = try LaidOut(Self.document(toolsVersion: toolsVersion))
        #expect(laidOut.frame(inAnyScene: "navBar") == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(laidOut.frame(inAnyScene: "box-root") == Rect(x: 16, y: 111, width: 30, height: 30))
        #expect(laidOut.frame(inAnyScene: "box-plain") == Rect(x: 16, y: 67, width: 30, height: 30))
    }

    @Test("Xcode 14.3 to 16.1: a presented navigation controller has no device insets either")
    func xcode143() throws {
        // toolsVersion 21701: the bar at the top of the screen, (0, 0, 393, 44); the root's box at 44 + 8 = 52.
        let laidOut = try LaidOut(Self.document(toolsVersion: 21701))
        #expect(laidOut.frame(inAnyScene: "navBar") == Rect(x: 0, y: 0, width: 393, height: 44))
        #expect(laidOut.frame(inAnyScene: "box-root") == Rect(x: 16, y: 52, width: 30, height: 30))
        #expect(laidOut.frame(inAnyScene: "box-plain") == Rect(x: 16, y: 8, width: 30, height: 30))
    }
}

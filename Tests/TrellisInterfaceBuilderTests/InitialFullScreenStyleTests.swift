import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The storyboard's initial controller is the window's root, never presented: its own `modalPresentationStyle`
/// `fullScreen` does not take the device's insets away on Xcode 14+'s canvas (blind wave "mid", class A:
/// LNPopupController's Xcode 15.0 storyboard). Expected frames are worked out by hand.
@Suite("Interface Builder: the initial controller's own full-screen style")
struct InitialFullScreenStyleTests {
    /// A 430 × 932 storyboard saved by Xcode 15.0 (toolsVersion 22505) whose initial controller `main` and a
    /// controller `own` it presents by a `presentation` segue without a style both carry
    /// `modalPresentationStyle="fullScreen"`. Each holds a 30-pt box
    /// 20 pt below its safe area's top and a 31-pt bar 25 pt above its safe area's bottom. `returning`: `own` presents
    /// `main` again by a `fullScreen` segue (a log-in screen the app returns to).
    static func document(returning: Bool = false) -> String {
        func scene(_ id: String, segues: String = "") -> String {
            """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController storyboardIdentifier="\(id)" modalPresentationStyle="fullScreen" id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="430" height="932"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-\(id)">
                                    <rect key="frame" x="20" y="79" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="w-\(id)"/>
                                        <constraint firstAttribute="height" constant="30" id="h-\(id)"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom-\(id)">
                                    <rect key="frame" x="0.0" y="842" width="430" height="31"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="31" id="bh-\(id)"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="g-\(id)"/>
                            <constraints>
                                <constraint firstItem="top-\(id)" firstAttribute="top" secondItem="g-\(id)" secondAttribute="top" constant="20" id="t-\(id)"/>
                                <constraint firstItem="top-\(id)" firstAttribute="leading" secondItem="g-\(id)" secondAttribute="leading" constant="20" id="l-\(id)"/>
                                <constraint firstItem="g-\(id)" firstAttribute="bottom" secondItem="bottom-\(id)" secondAttribute="bottom" constant="25" id="b-\(id)"/>
                                <constraint firstItem="bottom-\(id)" firstAttribute="leading" secondItem="v-\(id)" secondAttribute="leading" id="bl-\(id)"/>
                                <constraint firstAttribute="trailing" secondItem="bottom-\(id)" secondAttribute="trailing" id="br-\(id)"/>
                            </constraints>
                        </view>
                        <connections>\(segues)</connections>
                    </viewController>
                </objects>
            </scene>
            """
        }
        let back = returning ? #"<segue destination="main" kind="presentation" modalPresentationStyle="fullScreen" id="p-main"/>"# : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="main">
            <device id="retina6_72" orientation="portrait" appearance="light"/>
            <scenes>
                \(scene("main", segues: #"<segue destination="own" kind="presentation" id="p-own"/>"#))
                \(scene("own", segues: back))
            </scenes>
        </document>
        """
    }

    @Test("the initial controller keeps the device's insets; another full-screen controller has none")
    func initialKeepsInsets() throws {
        // 430 × 932, Xcode 15: 59 at the top, 34 at the bottom. `main`: box at 59 + 20 = 79, bar at
        // 932 − 34 − 25 − 31 = 842. `own` is presented full screen: box at 20, bar at 932 − 25 − 31 = 876.
        let laidOut = try LaidOut(Self.document())
        #expect(laidOut.frame(inAnyScene: "top-main") == Rect(x: 20, y: 79, width: 30, height: 30))
        #expect(laidOut.frame(inAnyScene: "bottom-main") == Rect(x: 0, y: 842, width: 430, height: 31))
        #expect(laidOut.frame(inAnyScene: "top-own") == Rect(x: 20, y: 20, width: 30, height: 30))
        #expect(laidOut.frame(inAnyScene: "bottom-own") == Rect(x: 0, y: 876, width: 430, height: 31))
    }

    @Test("a full-screen segue back to the initial controller does not take its insets away")
    func returningSegueKeepsInsets() throws {
        // Xcode 14.2's stored frames (an Instagram-clone log-in screen, toolsVersion 21507, 393 × 852, that a settings
        // tab presents again full screen) keep the entry point 59 pt below the top. Here, as above: box at 79, bar at
        // 842; `own` still has none.
        let laidOut = try LaidOut(Self.document(returning: true))
        #expect(laidOut.frame(inAnyScene: "top-main") == Rect(x: 20, y: 79, width: 30, height: 30))
        #expect(laidOut.frame(inAnyScene: "bottom-main") == Rect(x: 0, y: 842, width: 430, height: 31))
        #expect(laidOut.frame(inAnyScene: "top-own") == Rect(x: 20, y: 20, width: 30, height: 30))
    }
}

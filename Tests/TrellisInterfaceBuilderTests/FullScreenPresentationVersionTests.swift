import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode simulates a full-screen presentation (no status area, no home indicator) only from Xcode 14.3; earlier
/// documents store a controller marked `fullScreen` under the device's insets like any other scene (blind storyboard
/// wave 2, /work/team/blindS2.md class A; Xcode 14.0-14.2: Xcode14FullScreenInsetsTests). Expected frames are worked
/// out by hand.
@Suite("Interface Builder: full-screen presentations by Xcode version")
struct FullScreenPresentationVersionTests {
    /// A 414 × 896 storyboard saved with `toolsVersion`: an initial controller `main` presents, by a `presentation`
    /// segue with style `fullScreen`, the controller `bySegue`; a third controller `own` carries
    /// `modalPresentationStyle="fullScreen"` itself and is shown by a `presentation` segue without a style (a
    /// controller no segue shows is not presented, IBUnshownOwnFullScreen). Each holds a 30-pt box
    /// 20 pt below its safe area's top and a 31-pt bar 25 pt above its safe area's bottom.
    static func document(toolsVersion: Int) -> String {
        func scene(_ id: String, extra: String = "", segues: String = "") -> String {
            """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController storyboardIdentifier="\(id)" \(extra) id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-\(id)">
                                    <rect key="frame" x="20" y="64" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="w-\(id)"/>
                                        <constraint firstAttribute="height" constant="30" id="h-\(id)"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom-\(id)">
                                    <rect key="frame" x="0.0" y="806" width="414" height="31"/>
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
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="main">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                \(scene("main", segues: #"<segue destination="bySegue" kind="presentation" modalPresentationStyle="fullScreen" id="p1"/><segue destination="own" kind="presentation" id="p2"/>"#))
                \(scene("bySegue"))
                \(scene("own", extra: #"modalPresentationStyle="fullScreen""#))
            </scenes>
        </document>
        """
    }

    @Test("before Xcode 14 a full-screen presentation keeps the device's insets", arguments: [16097, 18122, 19455])
    func keepsInsetsBeforeXcode14(toolsVersion: Int) throws {
        // 414 × 896 before toolsVersion 21000: 44 pt at the top (sensor housing), 34 at the bottom (home indicator),
        // for the presented controllers as for the initial one. Box: 44 + 20 = 64. Bar: its bottom at
        // 896 − 34 − 25 = 837, so y = 837 − 31 = 806 (Xcode 11.5's stored frames for such a controller).
        let laidOut = try LaidOut(Self.document(toolsVersion: toolsVersion))
        for id in ["main", "bySegue", "own"] {
            #expect(laidOut.frame(inAnyScene: "top-\(id)") == Rect(x: 20, y: 64, width: 30, height: 30))
            #expect(laidOut.frame(inAnyScene: "bottom-\(id)") == Rect(x: 0, y: 806, width: 414, height: 31))
        }
    }

    @Test("from Xcode 14.3 a full-screen presentation has no device insets")
    func dropsInsetsFromXcode143() throws {
        // Xcode 14.3 (toolsVersion 21701) on 414 × 896: the initial controller has 48 at the top and 34 at the bottom:
        // box at 48 + 20 = 68, bar at 896 − 34 − 25 − 31 = 806. The two presented full screen have none: box at
        // 0 + 20 = 20, bar at 896 − 25 − 31 = 840.
        let laidOut = try LaidOut(Self.document(toolsVersion: 21701))
        #expect(laidOut.frame(inAnyScene: "top-main") == Rect(x: 20, y: 68, width: 30, height: 30))
        #expect(laidOut.frame(inAnyScene: "bottom-main") == Rect(x: 0, y: 806, width: 414, height: 31))
        for id in ["bySegue", "own"] {
            #expect(laidOut.frame(inAnyScene: "top-\(id)") == Rect(x: 20, y: 20, width: 30, height: 30))
            #expect(laidOut.frame(inAnyScene: "bottom-\(id)") == Rect(x: 0, y: 840, width: 414, height: 31))
        }
    }
}

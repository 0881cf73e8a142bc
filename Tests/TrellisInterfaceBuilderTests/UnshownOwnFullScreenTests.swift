import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller whose own `modalPresentationStyle` is `fullScreen` but that no segue of the document shows (one the
/// app instantiates from code by its storyboard identifier) is not presented on the canvas of Xcode 14.3 and later: it
/// keeps the device's insets (blind wave s12mix: Haris-Alsaman/Simple-Shop-IOS, toolsVersion 21507, an Xcode 14.1-14.2
/// save whose canvas simulates no full-screen presentation anyway, the basket controller's table at y = 59 on
/// 393 × 852; held36m: microsoftconnect/DMSK-iOS-Samples, Xcode 26; IBUnshownOwnFullScreen). Expected frames are worked out by hand.
@Suite("Interface Builder: a full-screen controller no segue shows")
struct UnshownOwnFullScreenTests {
    /// A 393 × 852 storyboard (`retina6_12`) saved with `toolsVersion`: the initial controller `main` presents, by a
    /// `presentation` segue without a style, the controller `shown`; a third controller `unshown` is the destination of
    /// no segue. `shown` and `unshown` both carry `modalPresentationStyle="fullScreen"`. Each holds a 30-pt box 20 pt
    /// below its safe area's top and a 31-pt bar 25 pt above its safe area's bottom.
    static func document(toolsVersion: Int) -> String {
        func scene(_ id: String, extra: String = "", segues: String = "") -> String {
            """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController storyboardIdentifier="\(id)" \(extra) id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
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
                                    <rect key="frame" x="0.0" y="762" width="393" height="31"/>
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
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                \(scene("main", segues: #"<segue destination="shown" kind="presentation" id="p1"/>"#))
                \(scene("shown", extra: #"modalPresentationStyle="fullScreen""#))
                \(scene("unshown", extra: #"modalPresentationStyle="fullScreen""#))
            </scenes>
        </document>
        """
    }

    @Test("Xcode 14.3: the controller no segue shows keeps the device's insets; the presented one has none")
    func unshownKeepsInsets() throws {
        // 393 × 852 in Xcode 14.3 (toolsVersion 21701, the first whose canvas lays full-screen presentations out without
        // the device's insets): 59 at the top, 34 at the bottom.
        // `main` and `unshown`: box at 59 + 20 = 79, bar at 852 − 34 − 25 − 31 = 762.
        // `shown` is presented full screen (its own style, a segue shows it): box at 20, bar at 852 − 25 − 31 = 796.
        let laidOut = try LaidOut(Self.document(toolsVersion: 21701))
        for id in ["main", "unshown"] {
            #expect(laidOut.frame(inAnyScene: "top-\(id)") == Rect(x: 20, y: 79, width: 30, height: 30))
            #expect(laidOut.frame(inAnyScene: "bottom-\(id)") == Rect(x: 0, y: 762, width: 393, height: 31))
        }
        #expect(laidOut.frame(inAnyScene: "top-shown") == Rect(x: 20, y: 20, width: 30, height: 30))
        #expect(laidOut.frame(inAnyScene: "bottom-shown") == Rect(x: 0, y: 796, width: 393, height: 31))
    }

    @Test("Xcode 26: the controller no segue shows has the doubled insets of a scene nobody presents")
    func unshownXcode26() throws {
        // 393 × 852 from Xcode 16.2 (toolsVersion 24506): a scene nobody presents has the device's insets twice,
        // 118 at the top and 68 at the bottom (IBRootPlacement); a controller presented full screen has them once,
        // 59 and 34 (IBXcode162FullScreen).
        // `main` and `unshown`: box at 118 + 20 = 138, bar at 852 − 68 − 25 − 31 = 728.
        // `shown`: box at 59 + 20 = 79, bar at 852 − 34 − 25 − 31 = 762.
        let laidOut = try LaidOut(Self.document(toolsVersion: 24506))
        for id in ["main", "unshown"] {
            #expect(laidOut.frame(inAnyScene: "top-\(id)") == Rect(x: 20, y: 138, width: 30, height: 30))
            #expect(laidOut.frame(inAnyScene: "bottom-\(id)") == Rect(x: 0, y: 728, width: 393, height: 31))
        }
        #expect(laidOut.frame(inAnyScene: "top-shown") == Rect(x: 20, y: 79, width: 30, height: 30))
        #expect(laidOut.frame(inAnyScene: "bottom-shown") == Rect(x: 0, y: 762, width: 393, height: 31))
    }
}

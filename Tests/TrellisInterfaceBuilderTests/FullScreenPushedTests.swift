import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller pushed inside a navigation controller that is presented full screen is presented with it
/// (IBPresentations.withPushes): it gets the full-screen presentation's insets, not those of a scene nobody presents.
/// Expected frames are worked out by hand.
@Suite("Interface Builder: controllers pushed inside a full-screen presentation")
struct FullScreenPushedTests {
    /// A storyboard saved with `toolsVersion` on `device` (`width` × `height`): the initial controller `splash`
    /// presents, by a `presentation` segue with style `fullScreen`, the navigation controller `nav`; its root `root`
    /// pushes `pushed` by a `show` segue. `root` and `pushed` each hold a 30-pt box 20 pt below their safe area's top
    /// and a 31-pt bar 17 pt above their safe area's bottom.
    static func document(toolsVersion: Int, device: String, width: Int, height: Int, barY: Int) -> String {
        func scene(_ id: String, extra: String = "") -> String {
            """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-\(id)">
                                    <rect key="frame" x="16" y="126" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="w-\(id)"/>
                                        <constraint firstAttribute="height" constant="30" id="h-\(id)"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom-\(id)">
                                    <rect key="frame" x="0.0" y="792" width="\(width)" height="31"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="31" id="bh-\(id)"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="g-\(id)"/>
                            <constraints>
                                <constraint firstItem="top-\(id)" firstAttribute="top" secondItem="g-\(id)" secondAttribute="top" constant="20" id="t-\(id)"/>
                                <constraint firstItem="top-\(id)" firstAttribute="leading" secondItem="g-\(id)" secondAttribute="leading" constant="16" id="l-\(id)"/>
                                <constraint firstItem="g-\(id)" firstAttribute="bottom" secondItem="bottom-\(id)" secondAttribute="bottom" constant="17" id="b-\(id)"/>
                                <constraint firstItem="bottom-\(id)" firstAttribute="leading" secondItem="v-\(id)" secondAttribute="leading" id="bl-\(id)"/>
                                <constraint firstAttribute="trailing" secondItem="bottom-\(id)" secondAttribute="trailing" id="br-\(id)"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" id="n-\(id)"/>
                        \(extra)
                    </viewController>
                </objects>
            </scene>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="splash">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-splash">
                    <objects>
                        <viewController id="splash" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-splash">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="g-splash"/>
                            </view>
                            <connections>
                                <segue destination="nav" kind="presentation" identifier="ShowAuth" modalPresentationStyle="fullScreen" id="p-nav"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController automaticallyAdjustsScrollViewInsets="NO" id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-nav">
                                <rect key="frame" x="0.0" y="\(barY)" width="\(width)" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="r-nav"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                \(scene("root", extra: #"<connections><segue destination="pushed" kind="show" identifier="ShowWeb" id="push"/></connections>"#))
                \(scene("pushed"))
            </scenes>
        </document>
        """
    }

    @Test("Xcode 16.3: the pushed controller keeps the device's insets once, below the bar")
    func xcode163() throws {
        // 402 × 874 (iPhone 16 Pro), toolsVersion 23727: a full-screen presentation keeps the device's insets once
        // (62 at the top, 34 at the bottom, IBXcode162FullScreen), the root and the controller it pushes alike, under
        // the 44-pt bar: box at 62 + 44 + 20 = 126, bar at 874 − 34 − 17 − 31 = 792. Were the pushed controller not
        // presented, it would get the doubled insets of Xcode 16.2+ scenes (IBRootPlacement.canvasInsets): box at
        // 2 × 62 + 44 + 20 = 188, bar at 874 − 68 − 17 − 31 = 758.
        let laidOut = try LaidOut(Self.document(toolsVersion: 23727, device: "retina6_3", width: 402, height: 874, barY: 62))
        for id in ["root", "pushed"] {
            #expect(laidOut.frame(inAnyScene: "top-\(id)") == Rect(x: 16, y: 126, width: 30, height: 30))
            #expect(laidOut.frame(inAnyScene: "bottom-\(id)") == Rect(x: 0, y: 792, width: 402, height: 31))
        }
    }

    @Test("Xcode 15.2: the pushed controller has no device insets, as its navigation controller's root")
    func xcode152() throws {
        // 393 × 852, toolsVersion 22505: Xcode 14 to 16.1 lay a full-screen presentation out without the device's
        // insets (IBPresentations), the pushed controller as the root: box at 0 + 44 + 20 = 64, bar at
        // 852 − 17 − 31 = 804 (not 59 + 44 + 20 = 123 and 852 − 34 − 17 − 31 = 770).
        let laidOut = try LaidOut(Self.document(toolsVersion: 22505, device: "retina6_12", width: 393, height: 852, barY: 0))
        for id in ["root", "pushed"] {
            #expect(laidOut.frame(inAnyScene: "top-\(id)") == Rect(x: 16, y: 64, width: 30, height: 30))
            #expect(laidOut.frame(inAnyScene: "bottom-\(id)") == Rect(x: 0, y: 804, width: 393, height: 31))
        }
    }
}
